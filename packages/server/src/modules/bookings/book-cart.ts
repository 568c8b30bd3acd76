import { isEmailBlacklisted } from '@lesesaal/domain/blacklist/rules';
import type { RuleCode } from '@lesesaal/domain/errors';
import type { BookingRequest } from '@lesesaal/domain/owners/schema';
import { checkBooking } from '@lesesaal/domain/tickets/rules';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { isSlotOpen } from '@lesesaal/domain/time-slots/rules';
import { DEFAULT_RECORDS_SETTINGS, type UnitInput } from '@lesesaal/domain/record-orders/schema';
import { checkVisitOrders } from '../record-orders';
import { insertUnits, listUnitsOfTickets } from '../record-orders';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueBookingConfirmation } from '../../mail/booking-mails';
import {
  findOpenCart,
  listBookedRangesOfEmail,
  listCartTickets,
  listTicketViews,
  lockSlots,
  markCartBooked,
  setTicketBooked,
  ticketsWithIds,
  type CartTicket,
} from '../seat-core';
import { listBlacklistEntriesFor } from '../blacklist';
import { readRoomRules } from '../seat-core';
import { lockPersonForBooking } from '../seat-core';
import { roomRuleClock } from '../seat-core';
import { createToken } from '../seat-core';
import { toTicket } from '../seat-core';
import { markOfferTaken } from '../waiting-list';
import { pseudonymOfAddress, setReaderName, type SignedInReader } from '../readers';
import { checkBookingApplication, type BookingApplication } from '../applications';
import { findBookedCart } from './booked-cart';

import type { BookingServiceDeps } from './booking-deps';
import { randomBookingNumber, withBookingNumber } from './booking-number';
import { checkPersonLimitsOf } from './check-person-limits';
import { ownerValues } from './owner-values';
import { transaction } from '../../db/transaction';

const bookingFailed = (rule: RuleCode): AppError =>
  new AppError('ticket__validation_error', 409, [rule]);

/**
 * The request's units per cart ticket (several entries of one ticket are joined); a ticket
 * id that is not in the cart is bad input (400, the field's path).
 */
function unitsPerTicket(
  request: BookingRequest,
  cart: readonly CartTicket[],
): Map<number, UnitInput[]> {
  const inCart = new Set(cart.map((t) => t.id));
  const byTicket = new Map<number, UnitInput[]>();
  for (const [i, entry] of (request.records ?? []).entries()) {
    if (!inCart.has(entry.ticketId)) throw AppError.validation(`body.records.${i}.ticketId`);
    byTicket.set(entry.ticketId, [...(byTicket.get(entry.ticketId) ?? []), ...entry.units]);
  }
  return byTicket;
}

/**
 * The slot-open check of a booking, made on the cart before any lock and again under the slot
 * locks: the slot's room must still exist (else 404 timeSlot) and the slot be open in that
 * room's window, release time and holidays at `now` (else 409 timeslot_not_open).
 */
function assertSlotOpen(
  deps: BookingServiceDeps,
  rules: Awaited<ReturnType<typeof readRoomRules>>,
  slot: Parameters<typeof isSlotOpen>[0] & { roomId: number },
  now: Date,
): void {
  const room = rules.rooms.get(slot.roomId);
  if (!room) throw AppError.notFound('timeSlot');
  if (!isSlotOpen(slot, roomRuleClock(deps.clock, room, now, rules.holidays)))
    throw bookingFailed('timeslot_not_open');
}

/**
 * The checks that do not depend on the e-mail address (input, window, the cart's own limits,
 * the records rules of its rooms), before any lock but the cart's. Returns what the later
 * steps need.
 */
async function checkCartAlone(
  deps: BookingServiceDeps,
  tx: Db,
  cart: readonly CartTicket[],
  request: BookingRequest,
  now: Date,
) {
  const { config } = deps;
  const limits = config.limits;
  // Everything that does not depend on the e-mail address is checked first — the input,
  // the window, the cart's own limits, the records rules of the rooms — so a request
  // that could not book anyway answers the same whether or not the address is
  // blacklisted or has bookings: probing an address needs a cart that would really be
  // booked in that person's name (and mail them). What still depends on the address
  // (blacklist, its bookings against the per-person limits) is answered after that
  // (docs/decisions/visitor-address-abuse.md).
  const today = deps.clock.dateAt(now);
  const unitsByTicket = unitsPerTicket(request, cart);
  // Rooms and holidays are read once, before any lock but the cart's.
  const lastDate = cart.reduce((last, t) => (t.date > last ? t.date : last), today);
  const rules = await readRoomRules(tx, [...new Set(cart.map((t) => t.roomId))], today, lastDate);
  for (const ticket of cart) assertSlotOpen(deps, rules, ticket, now);
  const cartRule = checkBooking(cart, [], limits);
  if (cartRule) throw bookingFailed(cartRule);
  const orderClock = { today, nowTime: deps.clock.wallClock(now).nowTime };
  const visitOrders = (email: string | null) =>
    checkVisitOrders(tx, {
      email,
      visits: cart.map((t) => ({
        ticketId: t.id,
        roomId: t.roomId,
        date: t.date,
        existing: 0,
        adding: unitsByTicket.get(t.id)?.length ?? 0,
      })),
      settingsOf: (roomId) => rules.rooms.get(roomId)?.records ?? DEFAULT_RECORDS_SETTINGS,
      clock: orderClock,
      holidays: rules.holidays,
      requireUnits: true,
    });
  // this order alone (no person's stored units): the room's settings, deadline, per visit
  await visitOrders(null);

  return { today, unitsByTicket, rules, visitOrders };
}

type CartChecked = Awaited<ReturnType<typeof checkCartAlone>>;

/** Tickets BOOKED with numbers and owner data, units, the cart and offer closed, the mail. */
async function writeBooking(
  deps: BookingServiceDeps,
  tx: Db,
  transactionId: string,
  cart: readonly CartTicket[],
  request: BookingRequest,
  checked: CartChecked,
  now: Date,
  application: BookingApplication,
  reader?: SignedInReader,
): Promise<Ticket[]> {
  const { config } = deps;
  const newBookingNumber = deps.newBookingNumber ?? randomBookingNumber;
  const { unitsByTicket } = checked;
  const ownerId = createToken();
  const owner = {
    ...ownerValues(request, ownerId),
    // the person's key for the reader statistics: the reader's pseudonym, else the address's
    ...(reader
      ? { readerId: reader.id, readerPseudonym: reader.pseudonym }
      : { readerPseudonym: await pseudonymOfAddress(tx, request.email) }),
  };
  if (reader) await setReaderName(tx, reader.id, `${request.firstName} ${request.lastName}`);
  for (const ticket of cart) {
    await withBookingNumber(tx, newBookingNumber, (executor, bookingNumber) =>
      setTicketBooked(executor, ticket.id, { ...owner, bookingNumber, now }),
    );
  }
  await insertUnits(
    tx,
    cart.flatMap((t) =>
      (unitsByTicket.get(t.id) ?? []).map((unit) => ({
        ticketId: t.id,
        roomId: t.roomId,
        visitDate: t.date,
        unit,
      })),
    ),
    now,
    false,
  );
  // the user application: its columns, and PENDING while the booking waits for the decision
  await application.record(
    tx,
    cart.map((t) => t.id),
    now,
  );
  await markCartBooked(tx, transactionId, now, request.language);
  // A cart offered from the waiting list: its entry is done (lock order: cart, slots, entry).
  await markOfferTaken(tx, transactionId, now);
  const units = await listUnitsOfTickets(
    tx,
    cart.map((t) => t.id),
  );
  const views = (await listTicketViews(tx, ticketsWithIds(cart.map((t) => t.id)))).map((v) => ({
    ...v,
    units: units.get(v.id) ?? [],
  }));
  // Within MAIL_LIMIT_PER_RECIPIENT; beyond it the booking stands without a mail.
  if (application.pending) await application.mailReceived(tx, views, { now, today: checked.today });
  else await enqueueBookingConfirmation(tx, config, views, now, { visitor: true });
  return views.map((v) => ({ ...toTicket(v, now, deps.clock.timeZone), units: v.units }));
}

/**
 * `PUT /transactions/{id}/booking`, all-or-nothing in one database transaction: cart
 * locked, e-mail serialised, slots locked in id order, every rule re-checked, tickets
 * BOOKED with booking numbers and owner data, confirmation mail in the outbox — or no
 * change at all (any throw rolls the whole transaction back). Safe to repeat: a cart booked
 * already answers its tickets again to the same e-mail address (`findBookedCart`), with
 * nothing written; a concurrent repeat waits on the cart lock and then finds it booked.
 * `reader`: the signed-in reader booking; the booking is theirs (`reader_id`) and its e-mail
 * the reader's, whatever the request says.
 */
export function bookCart(
  deps: BookingServiceDeps,
  transactionId: string,
  bookingRequest: BookingRequest,
  reader?: SignedInReader,
): Promise<Ticket[]> {
  const { db, clock, config } = deps;
  const request = reader ? { ...bookingRequest, email: reader.email } : bookingRequest;
  const limits = config.limits;
  return transaction(db, async (tx) => {
    const now = clock.now();
    const cartRow = await findOpenCart(tx, transactionId, now, true);
    if (!cartRow) {
      // A repeated request for a cart booked already (its first answer was lost) answers the
      // same tickets; with another e-mail address, exactly like an unknown cart.
      const repeated = await findBookedCart(tx, transactionId, request.email, now, clock.timeZone);
      if (repeated) return repeated;
      throw AppError.notFound('transaction');
    }
    const cart = await listCartTickets(tx, transactionId);
    if (cart.length === 0) throw new AppError('ticket__validation_error', 409);

    const checked = await checkCartAlone(deps, tx, cart, request, now);
    const { today, rules, visitOrders } = checked;
    // the archive's user application: purpose and topic, or the reader's application (401/409)
    const application = await checkBookingApplication(tx, config, cart, request, reader);
    if (
      isEmailBlacklisted(request.email, await listBlacklistEntriesFor(tx, request.email), today)
    ) {
      throw AppError.conflict('booking__email_blacklisted');
    }

    await lockPersonForBooking(tx, request.email);
    // The cart is open, so each of its tickets still holds the seat it took under the slot
    // lock when it was added (a hold is a promise for its minutes): seats are not
    // re-counted here, and staff bookings or a lowered capacity since then make the slot
    // overbooked instead of costing the visitor the seat. An expired cart is never found
    // above (404), its seats may have gone to others. The window is re-checked under the
    // slot locks, which order this write with slot edits and staff bookings.
    // Limits per person and the records ordered with the visits — reads only,
    // serialised per e-mail by the lock above, before the slot locks.
    await checkPersonLimitsOf(tx, config, request.email, cart, reader?.id);
    await visitOrders(request.email);

    const slots = await lockSlots(tx, [...new Set(cart.map((t) => t.timeSlotId))]);
    for (const slot of slots) assertSlotOpen(deps, rules, slot, now);
    const booked = await listBookedRangesOfEmail(tx, request.email, today);
    const rule = checkBooking(cart, booked, limits);
    if (rule) throw bookingFailed(rule);

    return writeBooking(deps, tx, transactionId, cart, request, checked, now, application, reader);
  });
}
