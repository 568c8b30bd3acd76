import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { AppError } from '../../http/app-error';
import { openCartOrNotFound, showCart, type CartDeps } from './open-cart';
import { deleteCartTicket } from './repository';
import { transaction } from '../../db/transaction';

/**
 * `DELETE /transactions/{id}/tickets/{ticketId}`: takes a ticket out of the open cart (locked
 * first). Removing an offer's ticket declines the offer (see `removeCart`).
 */
export async function removeTicket(
  deps: CartDeps,
  id: string,
  ticketId: number,
): Promise<Transaction> {
  const { db, clock, offers } = deps;
  return transaction(db, async (tx) => {
    const row = await openCartOrNotFound(deps, tx, id, true);
    await offers.release(tx, id, clock.now(), async () => {
      if (!(await deleteCartTicket(tx, id, ticketId))) throw AppError.notFound('ticket');
    });
    return showCart(deps, tx, row);
  });
}
