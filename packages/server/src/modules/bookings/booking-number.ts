import { randomBytes } from 'node:crypto';
import { createBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Db } from '../../db/client';
import { sqlState } from '../../http/app-error';
import { savepoint } from '../../db/transaction';

const BOOKING_NUMBER_ATTEMPTS = 5;

export const randomBookingNumber = (): string => createBookingNumber((n) => randomBytes(n));

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
      return await savepoint(tx, async (inner) => write(inner, bookingNumber));
    } catch (err) {
      if (sqlState(err) !== '23505' || attempt >= BOOKING_NUMBER_ATTEMPTS) throw err;
    }
  }
}
