import { randomBytes } from 'node:crypto';
import { isEmailBlacklisted } from '@lesesaal/domain/blacklist/rules';
import { nowTimeIn, todayIn } from '@lesesaal/domain/dates';
import type { RuleCode } from '@lesesaal/domain/errors';
import type { AdminBookingRequest, BookingRequest } from '@lesesaal/domain/owners/schema';
import { createBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { checkBooking } from '@lesesaal/domain/tickets/rules';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { isOverbooked, isSlotOpen } from '@lesesaal/domain/time-slots/rules';
import { DEFAULT_RECORDS_SETTINGS, type UnitInput } from '@lesesaal/domain/record-orders/schema';
import { checkPersonLimits, personLimitPeriods } from '@lesesaal/domain/tickets/person-limits';
import { checkVisitOrders } from '../record-orders';
import { insertUnits, listUnitsOfTickets } from '../record-orders';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, sqlState } from '../../http/app-error';
import type { Clock } from '../../http/types';
import { enqueueBookingConfirmation } from '../../mail/booking-mails';
import {
  findOpenCart,
  listBlacklistEntriesFor,
  listBookedRangesOfEmail,
  listBookedVisitsOfEmail,
  listCartTickets,
  listTicketViews,
  lockSlots,
  markCartBooked,
  setTicketBooked,
  ticketsWithIds,
  type CartTicket,
  type TicketOwnerValues,
} from '../cart';
import { readRoomRules } from '../cart';
import { lockPersonForBooking } from '../cart';
import { roomRuleClock } from '../cart';
import { createToken } from '../cart';
import { takeSeat } from '../cart';
import { toTicket } from '../cart';
import { markOfferTaken } from '../waiting-list';

const BOOKING_NUMBER_ATTEMPTS = 5;

export interface BookingServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** source of booking numbers (tests force a clash); default: CSPRNG */
  newBookingNumber?: () => string;
}

const randomBookingNumber = (): string => createBookingNumber((n) => randomBytes(n));

function ownerValues(
  request: BookingRequest | AdminBookingRequest,
  ownerId: string,
): TicketOwnerValues {
  return {
    ownerId,
    language: request.language,
    salutation: request.salutation,
    title: request.title,
    firstName: request.firstName,
    lastName: request.lastName,
    organisation: request.organisation,
    email: request.email,
    phone: request.phone,
    accessibility: request.accessibility,
  };
}

/**
 * Writes with a fresh booking number; on the rare clash with the unique index (23505) the
 * write is retried with another number inside a savepoint, so the booking itself survives.
 */
async function withBookingNumber<T>(
  tx: Db,
  newBookingNumber: () => string,
  write: (executor: Db, bookingNumber: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const bookingNumber = newBookingNumber();
    try {
      return await tx.transaction(async (savepoint) =>
        write(savepoint as unknown as Db, bookingNumber),
      );
    } catch (err) {
      if (sqlState(err) !== '23505' || attempt >= BOOKING_NUMBER_ATTEMPTS) throw err;
    }
  }
}

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
 * At most N booked visits per person and week / month (PERSON_MAX_VISITS_PER_*),
 * the cart's visits included. Reads the e-mail's booked tickets over the weeks and months
 * the cart's days lie in.
 */
async function checkPersonLimitsOf(
  tx: Db,
  config: AppConfig,
  email: string,
  cart: readonly CartTicket[],
): Promise<void> {
  const limits = config.personLimits;
  if (limits.maxVisitsPerWeek === null && limits.maxVisitsPerMonth === null) return;
  const periods = cart.map((t) => personLimitPeriods(t.date));
  const from = periods.reduce(
    (min, p) => [p.week.from, p.month.from, min].sort()[0]!,
    periods[0]!.week.from,
  );
  const until = periods.reduce(
    (max, p) => [p.week.until, p.month.until, max].sort()[2]!,
    periods[0]!.week.until,
  );
  const booked = await listBookedVisitsOfEmail(tx, email, from, until);
  const failure = checkPersonLimits(
    cart.map((t) => ({ date: t.date, roomId: t.roomId })),
    booked,
    limits,
  );
  if (failure) {
    throw new AppError('ticket__person_limit_reached', 409, [
      failure.period,
      String(failure.max),
      failure.from,
    ]);
  }
}

/** Booking a cart (visitor) and booking a person into a slot (staff). */
export function createBookingService(deps: BookingServiceDeps) {
  const { db, clock, config } = deps;
  const limits = config.limits;
  const newBookingNumber = deps.newBookingNumber ?? randomBookingNumber;

  return {
    /**
     * `PUT /transactions/{id}/booking`, all-or-nothing in one database transaction: cart
     * locked, e-mail serialised, slots locked in id order, every rule re-checked, tickets
     * BOOKED with booking numbers and owner data, confirmation mail in the outbox — or no
     * change at all (any throw rolls the whole transaction back).
     */
    async book(transactionId: string, request: BookingRequest): Promise<Ticket[]> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const cartRow = await findOpenCart(tx, transactionId, now, true);
        if (!cartRow) throw AppError.notFound('transaction');
        const cart = await listCartTickets(tx, transactionId);
        if (cart.length === 0) throw new AppError('ticket__validation_error', 409);

        // Everything that does not depend on the e-mail address is checked first — the input,
        // the window, the cart's own limits, the records rules of the rooms — so a request
        // that could not book anyway answers the same whether or not the address is
        // blacklisted or has bookings: probing an address needs a cart that would really be
        // booked in that person's name (and mail them). What still depends on the address
        // (blacklist, its bookings against the per-person limits) is answered after that
        // (docs/decisions/visitor-address-abuse.md).
        const today = todayIn(config.timeZone, now);
        const unitsByTicket = unitsPerTicket(request, cart);
        // Rooms and holidays are read once, before any lock but the cart's.
        const lastDate = cart.reduce((last, t) => (t.date > last ? t.date : last), today);
        const rules = await readRoomRules(
          tx,
          [...new Set(cart.map((t) => t.roomId))],
          today,
          lastDate,
        );
        for (const ticket of cart) {
          const room = rules.rooms.get(ticket.roomId);
          if (!room) throw AppError.notFound('timeSlot');
          if (!isSlotOpen(ticket, roomRuleClock(config, room, now, rules.holidays)))
            throw bookingFailed('timeslot_not_open');
        }
        const cartRule = checkBooking(cart, [], limits);
        if (cartRule) throw bookingFailed(cartRule);
        const orderClock = { today, nowTime: nowTimeIn(config.timeZone, now) };
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
        await checkPersonLimitsOf(tx, config, request.email, cart);
        await visitOrders(request.email);

        const slots = await lockSlots(tx, [...new Set(cart.map((t) => t.timeSlotId))]);
        for (const slot of slots) {
          const room = rules.rooms.get(slot.roomId);
          if (!room) throw AppError.notFound('timeSlot');
          const ruleClock = roomRuleClock(config, room, now, rules.holidays);
          if (!isSlotOpen(slot, ruleClock)) throw bookingFailed('timeslot_not_open');
        }
        const booked = await listBookedRangesOfEmail(tx, request.email, today);
        const rule = checkBooking(cart, booked, limits);
        if (rule) throw bookingFailed(rule);

        const ownerId = createToken();
        const owner = ownerValues(request, ownerId);
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
        await markCartBooked(tx, transactionId, now, request.language);
        // A cart offered from the waiting list: its entry is done (lock order: cart, slots, entry).
        await markOfferTaken(tx, transactionId, now);
        const units = await listUnitsOfTickets(
          tx,
          cart.map((t) => t.id),
        );
        const views = (await listTicketViews(tx, ticketsWithIds(cart.map((t) => t.id)))).map(
          (v) => ({ ...v, units: units.get(v.id) ?? [] }),
        );
        // Within MAIL_LIMIT_PER_RECIPIENT; beyond it the booking stands without a mail.
        await enqueueBookingConfirmation(tx, config, views, now, { visitor: true });
        return views.map((v) => ({ ...toTicket(v, now, config.timeZone), units: v.units }));
      });
    },

    /**
     * Staff book a person into a slot: no window or per-visitor limits, and capacity may be
     * exceeded (staff decide; the slot list shows it as overbooked). The slot lock keeps the
     * reported `overbooked` exact.
     */
    async bookForStaff(
      roomId: number,
      timeSlotId: number,
      request: AdminBookingRequest,
    ): Promise<{ ticket: Ticket; overbooked: boolean }> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const owner = ownerValues(request, createToken());
        const seat = await withBookingNumber(tx, newBookingNumber, (executor, bookingNumber) =>
          takeSeat(executor, {
            slotId: timeSlotId,
            roomId,
            now,
            holder: { kind: 'booked', owner: { ...owner, bookingNumber } },
          }),
        );
        if (!seat.taken) throw AppError.notFound('timeSlot');
        const ticketId = seat.ticketId;
        const views = await listTicketViews(tx, ticketsWithIds([ticketId]));
        await enqueueBookingConfirmation(tx, config, views, now);
        return {
          ticket: toTicket(views[0]!, now, config.timeZone),
          overbooked: isOverbooked({
            capacity: seat.slot.capacity,
            ticketCount: seat.activeCount ?? 0,
          }),
        };
      });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
