import { checkPersonLimits, personLimitPeriods } from '@lesesaal/domain/tickets/person-limits';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listBookedVisitsOfEmail, type CartTicket } from '../seat-core';

/**
 * At most N booked visits per person and week / month (PERSON_MAX_VISITS_PER_*),
 * the cart's visits included. Reads the e-mail's booked tickets over the weeks and months
 * the cart's days lie in; a signed-in reader's (`readerId`): the reader's bookings and those
 * of the reader's address, whatever spelling the address had.
 */
export async function checkPersonLimitsOf(
  tx: Db,
  config: AppConfig,
  email: string,
  cart: readonly CartTicket[],
  readerId?: number,
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
  const booked = await listBookedVisitsOfEmail(tx, email, from, until, readerId);
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
