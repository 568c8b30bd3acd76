import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  countHeldSeats,
  findCartClientKey,
  listTicketViews,
  readSlotForHold,
  takeSeat,
} from '../seat-core';
import { openingRefusal, overCapRefusal, seatRefusal, slotRuleRefusal } from './cart-rules';
import { newTicketView, sortByTime } from './cart-view';
import type { VisitorSeatWish } from './hold-in-new-cart';
import { cartWire, openCartOrNotFound, type CartDeps } from './open-cart';
import { ticketsOfCart } from './repository';

/**
 * `POST /transactions/{id}/tickets`: adds a slot to the open cart `id` (locked first), in
 * the transaction `tx`: an offer's cart takes nothing more; the address's cap and the slot's
 * rules are checked on what is read without a lock, then `takeSeat` re-checks seat and cap
 * under the address and slot locks.
 */
export async function addTicket(
  deps: CartDeps,
  tx: Db,
  id: string,
  timeSlotId: number,
  { queuePass, ...wish }: VisitorSeatWish,
): Promise<Transaction> {
  const { clock, config, offers } = deps;
  const now = clock.now();
  const row = await openCartOrNotFound(deps, tx, id, true);
  const cart = await listTicketViews(tx, ticketsOfCart(id));
  const clientKey = await findCartClientKey(tx, id);
  // An offer's cart holds its one seat for hours and no client address counts it:
  // it takes nothing more (else it would hold any seat past the address's cap).
  if (!clientKey && (await offers.isOffer(tx, id)))
    throw AppError.conflict('waiting_list__offer_only');
  const maxHeldSeats = config.visitorLimits.maxHeldSeats;
  if (clientKey) {
    const overCap = overCapRefusal(config, await countHeldSeats(tx, clientKey, now), now);
    if (overCap) throw overCap;
  }
  const today = clock.dateAt(now);
  const found = await readSlotForHold(tx, timeSlotId, today, now);
  if (!found) throw AppError.notFound('timeSlot');
  const broken =
    slotRuleRefusal({ config, clock }, found, cart, now) ??
    (await openingRefusal(tx, clock, found, queuePass, now));
  if (broken) throw broken;
  const seat = await takeSeat(tx, {
    slotId: found.slot.id,
    now,
    holder: {
      kind: 'cart',
      cartId: id,
      client: clientKey ? { key: clientKey, maxHeldSeats } : null,
    },
    seat: { ...wish, today, roomHasSeats: found.usesSeats },
  });
  if (!seat.taken) throw seatRefusal(seat, now);
  const view = newTicketView(seat.ticketId, id, found, seat.seat?.label ?? null);
  return cartWire(deps, row, sortByTime([...cart, view]));
}
