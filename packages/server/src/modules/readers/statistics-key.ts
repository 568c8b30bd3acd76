import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { readers, statisticsKeys, tickets, timeSlots } from '../../db/schema/index';

/**
 * The pseudonymous key of a person for the reader statistics (docs/decisions/reader-statistics.md):
 * what `tickets.reader_pseudonym` holds, the one thing of a person that stays on a booking after
 * the nightly erasure.
 *
 * - A signed-in reader's booking: the reader's random pseudonym (set by the booking itself).
 * - An anonymous booking (or a staff booking) of an address that is a reader's: that reader's
 *   pseudonym, so a reader who also books without signing in is one person.
 * - Any other address: `h.` + HMAC-SHA-256 of the trimmed, lower-cased address, keyed with the
 *   archive's secret (`statistics_keys`, made on first use, never answered nor exported).
 *   The same address gives the same key in this archive only; without the secret nobody can
 *   test an address against a key.
 */

/** The archive's statistics secret, made (32 random bytes) the first time it is needed. */
export async function statisticsSecret(db: Db): Promise<string> {
  await db
    .insert(statisticsKeys)
    .values({ secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: statisticsKeys.secret }).from(statisticsKeys).limit(1);
  return row!.secret;
}

/** The keyed hash of an address (trimmed, lower-cased) under `secret`. */
export function addressKey(secret: string, email: string): string {
  return `h.${createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url')}`;
}

/** The key a booking of `email` made without signing in stores (null: no address). */
export async function pseudonymOfAddress(db: Db, email: string | null): Promise<string | null> {
  if (email === null || email.trim() === '') return null;
  const address = email.trim().toLowerCase();
  const [reader] = await db
    .select({ pseudonym: readers.pseudonym })
    .from(readers)
    .where(eq(readers.email, address))
    .limit(1);
  return reader?.pseudonym ?? addressKey(await statisticsSecret(db), address);
}

/**
 * For the nightly erasure, in its transaction before the personal columns go: gives every
 * ticket about to be erased (slot before `today`) that has an address but no key yet — booked
 * before keys were stored — its key. Returns how many tickets got one.
 */
export async function keyTicketsBeforeErasure(db: Db, today: string): Promise<number> {
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`
      SELECT DISTINCT lower(trim(t.email)) AS email FROM ${tickets} t
      JOIN ${timeSlots} s ON s.id = t.time_slot_id
      WHERE s.date < ${today}::date AND t.personal_data_erased_at IS NULL
        AND t.reader_pseudonym IS NULL AND t.email IS NOT NULL AND trim(t.email) <> ''
        AND t.status IN ('BOOKED', 'CANCELLED', 'PENDING')`),
  );
  let keyed = 0;
  for (const { email } of rows) {
    const key = await pseudonymOfAddress(db, email);
    const updated = await db
      .update(tickets)
      .set({ readerPseudonym: key })
      .where(
        and(
          isNull(tickets.readerPseudonym),
          isNull(tickets.personalDataErasedAt),
          isNotNull(tickets.email),
          sql`lower(trim(${tickets.email})) = ${email}`,
        ),
      )
      .returning({ id: tickets.id });
    keyed += updated.length;
  }
  return keyed;
}
