import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Serialises the bookings of one person (their e-mail address, trimmed and lower-cased)
 * across instances for the rest of the database transaction: two carts of the same person
 * cannot both pass the per-person limits (visits per day, week, month; record units per
 * day), and an owner's later records order waits for a booking of the same person and vice
 * versa. The one definition of the lock's key; the booking and the record orders call it.
 */
export async function lockPersonForBooking(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`booking:${email.trim().toLowerCase()}`}))`,
  );
}

/**
 * Serialises the waiting list joins of one e-mail address (trimmed, lower-cased) for the rest
 * of the database transaction, so two joins at once cannot both pass the cap of open entries
 * per address across slots. Taken before the slot lock (lock order: person, then slots).
 */
export async function lockPersonForWaitingList(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`waitlist:${email.trim().toLowerCase()}`}))`,
  );
}
