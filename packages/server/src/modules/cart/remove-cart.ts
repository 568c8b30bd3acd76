import { deleteCart } from '../seat-core';
import { openCartOrNotFound, type CartDeps } from './open-cart';
import { transaction } from '../../db/transaction';

/**
 * `DELETE /transactions/{id}`: deletes the cart and frees its seats. A cart offered from the
 * waiting list declines the offer: its seat goes to the next in line at once.
 */
export async function removeCart(deps: CartDeps, id: string): Promise<void> {
  const { db, clock, offers } = deps;
  await transaction(db, async (tx) => {
    await openCartOrNotFound(deps, tx, id, true);
    await offers.release(tx, id, clock.now(), () => deleteCart(tx, id));
  });
}
