import { holdExpiry } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clientKeyOf, tooManyRequests } from '../../http/visitor-limits';
import { transaction } from '../../db/transaction';
import {
  countHeldSeats,
  createToken,
  findCartClientKey,
  listTicketViews,
  setStayOfTickets,
  takeSeat,
  type CartRow,
  type TicketView,
} from '../seat-core';
import { overCapRefusal, seatRefusal } from './cart-rules';
import { cartWire, openCartOrNotFound, type CartDeps } from './open-cart';
import { ticketsOfCart } from './repository';
import { readStayDays } from './stay-days';

/**
 * Holds a research stay — the slots `timeSlotIds`, one a day of one room — in ONE database
 * transaction, all or none (docs/decisions/research-stays.md): in a new cart (`cartId`
 * undefined) or added to the open cart `cartId`.
 *
 * 1. Before any lock the days are read and checked (room, length, one a day, each day's
 *    rules with the cart and the stay's earlier days: a stay counts as one booking against
 *    MAX_RESERVATIONS). Days that are full → 409 `stay__days_unavailable` with their slot ids
 *    (nothing held: the visitor is offered the stay without them); another rule → 409 with it.
 * 2. In the transaction, in the lock order: the cart row (an existing cart), then each day's
 *    seat by `takeSeat` in ascending slot id (the slot lock, then the count-and-insert). The
 *    first take carries the client address (its advisory lock before the first slot lock, its
 *    cap re-checked in the insert) and, for a new cart, the cart row; the later ones run under
 *    that lock, and the address's held seats are counted once more after the last insert.
 *    A day taken meanwhile by someone else (full under its lock) → 409
 *    `stay__days_unavailable` with that slot and the whole transaction rolls back.
 * 3. The days are marked with a new `stay_id` in the same transaction.
 */
export async function holdStay(
  deps: Omit<CartDeps, 'offers'> & Partial<Pick<CartDeps, 'offers'>>,
  timeSlotIds: readonly number[],
  from: { cartId?: string; remoteIp?: string },
): Promise<Transaction> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const today = clock.dateAt(now);
  const stayId = createToken();
  return transaction(db, async (tx) => {
    let row: CartRow;
    let cart: TicketView[] = [];
    let clientKey: string | null;
    if (from.cartId !== undefined) {
      row = await openCartOrNotFound({ ...deps, offers: deps.offers! }, tx, from.cartId, true);
      cart = await listTicketViews(tx, ticketsOfCart(from.cartId));
      clientKey = await findCartClientKey(tx, from.cartId);
      if (!clientKey && deps.offers && (await deps.offers.isOffer(tx, from.cartId)))
        throw AppError.conflict('waiting_list__offer_only');
    } else {
      row = {
        id: createToken(),
        expiredAt: holdExpiry(now, config.limits.holdMinutes),
        touchCount: 0,
      };
      clientKey = from.remoteIp === undefined ? null : clientKeyOf(from.remoteIp);
    }
    const read = await readStayDays(deps, tx, { timeSlotIds, stayId }, cart, now);
    const unavailable = read.days.filter((d) => d.rule === 'timeslot_no_tickets_left');
    if (unavailable.length > 0)
      throw AppError.conflict(
        'stay__days_unavailable',
        unavailable.map((d) => String(d.found.slot.id)),
      );
    const broken = read.days.find((d) => d.rule !== null);
    if (broken) throw AppError.conflict(broken.rule!);
    const maxHeldSeats = config.visitorLimits.maxHeldSeats;
    if (clientKey) {
      const held = await countHeldSeats(tx, clientKey, now);
      const overCap =
        held.seats + read.days.length > maxHeldSeats
          ? tooManyRequests(held.firstExpiry ?? now, now)
          : overCapRefusal(config, held, now);
      if (overCap) throw overCap;
    }
    const bySlot = [...read.days].sort((a, b) => a.found.slot.id - b.found.slot.id);
    const taken: number[] = [];
    for (const [i, day] of bySlot.entries()) {
      const first = i === 0;
      const seat = await takeSeat(tx, {
        slotId: day.found.slot.id,
        now,
        holder: {
          kind: 'cart',
          cartId: row.id,
          ...(first && from.cartId === undefined ? { newCart: { expiredAt: row.expiredAt } } : {}),
          client: first && clientKey ? { key: clientKey, maxHeldSeats } : null,
        },
        seat: { today, roomHasSeats: day.found.usesSeats },
      });
      if (!seat.taken) {
        if (seat.reason === 'full')
          throw AppError.conflict('stay__days_unavailable', [String(day.found.slot.id)]);
        throw seatRefusal(seat, now);
      }
      taken.push(seat.ticketId);
    }
    if (clientKey) {
      const held = await countHeldSeats(tx, clientKey, now);
      if (held.seats > maxHeldSeats) throw tooManyRequests(held.firstExpiry ?? now, now);
    }
    await setStayOfTickets(tx, taken, stayId);
    const views = await listTicketViews(tx as Db, ticketsOfCart(row.id));
    return cartWire({ ...deps, offers: deps.offers! }, row, views);
  });
}
