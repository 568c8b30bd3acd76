import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { findOpenCart, listTicketViews, type CartRow, type TicketView } from '../seat-core';
import type { CartOffers } from './cart-offers';
import { cartOnWire } from './cart-view';
import { ticketsOfCart } from './repository';

/** What every use case of the visitor's cart is given. */
export interface CartDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  /** the waiting list's part in a cart that may be an offer */
  offers: CartOffers;
}

/** The cart as the wire shows it, at the clock's now. */
export function cartWire(
  { clock, config }: CartDeps,
  row: CartRow,
  views: readonly TicketView[],
): Transaction {
  const at = { now: clock.now(), timeZone: clock.timeZone, maxTouches: config.limits.maxTouches };
  return cartOnWire(row, views, at);
}

/** The cart with its tickets as read by `executor`, as the wire shows it. */
export async function showCart(deps: CartDeps, executor: Db, row: CartRow): Promise<Transaction> {
  return cartWire(deps, row, await listTicketViews(executor, ticketsOfCart(row.id)));
}

/**
 * The open cart `id` (not booked, its hold not run out), locked `FOR UPDATE` with `lock`
 * (step `cart` of the lock order); 404 when there is none.
 */
export async function openCartOrNotFound(
  deps: CartDeps,
  executor: Db,
  id: string,
  lock: boolean,
): Promise<CartRow> {
  const row = await findOpenCart(executor, id, deps.clock.now(), lock);
  if (!row) throw AppError.notFound('transaction');
  return row;
}
