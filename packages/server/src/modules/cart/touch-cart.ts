import { canTouch, holdExpiry } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { AppError } from '../../http/app-error';
import { openCartOrNotFound, showCart, type CartDeps } from './open-cart';
import { extendCart } from './repository';
import { transaction } from '../../db/transaction';

/**
 * `POST /transactions/{id}/touch`: extends the hold to now + HOLD_MINUTES, at most
 * MAX_TOUCHES times (409 after).
 */
export async function touchCart(deps: CartDeps, id: string): Promise<Transaction> {
  const { db, clock, config, offers } = deps;
  return transaction(db, async (tx) => {
    const row = await openCartOrNotFound(deps, tx, id, true);
    if (!canTouch(row.touchCount, config.limits.maxTouches))
      throw AppError.conflict('conflict', ['maxTouches']);
    // Never shortens a hold: a waiting list offer's cart holds for hours, not minutes.
    const extended = holdExpiry(clock.now(), config.limits.holdMinutes);
    const expiredAt = extended > row.expiredAt ? extended : row.expiredAt;
    await extendCart(tx, id, expiredAt);
    // A waiting list offer ends with its cart.
    await offers.extend(tx, id, expiredAt);
    return showCart(deps, tx, { id, expiredAt, touchCount: row.touchCount + 1 });
  });
}
