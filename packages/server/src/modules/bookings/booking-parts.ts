import { randomBytes } from 'node:crypto';
import type { RuleCode } from '@lesesaal/domain/errors';
import type { AdminBookingRequest, BookingRequest } from '@lesesaal/domain/owners/schema';
import { createBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { type UnitInput } from '@lesesaal/domain/record-orders/schema';
import { checkPersonLimits, personLimitPeriods } from '@lesesaal/domain/tickets/person-limits';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError, sqlState } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { listBookedVisitsOfEmail, type CartTicket, type TicketOwnerValues } from '../seat-core';

const BOOKING_NUMBER_ATTEMPTS = 5;

export interface BookingServiceDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  /** source of booking numbers (tests force a clash); default: CSPRNG */
  newBookingNumber?: () => string;
}

export const randomBookingNumber = (): string => createBookingNumber((n) => randomBytes(n));

export function ownerValues(
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
export async function withBookingNumber<T>(
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

export const bookingFailed = (rule: RuleCode): AppError =>
  new AppError('ticket__validation_error', 409, [rule]);

/**
 * The request's units per cart ticket (several entries of one ticket are joined); a ticket
 * id that is not in the cart is bad input (400, the field's path).
 */
export function unitsPerTicket(
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
export async function checkPersonLimitsOf(
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
