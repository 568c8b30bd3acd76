import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { openCartOrNotFound, showCart, type CartDeps } from './open-cart';

/** `GET /transactions/{id}`: the open cart, read without a lock. */
export async function getCart(deps: CartDeps, id: string): Promise<Transaction> {
  return showCart(deps, deps.db, await openCartOrNotFound(deps, deps.db, id, false));
}
