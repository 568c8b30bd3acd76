import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/** How long an `Idempotency-Key` answers its first booking again; then it is forgotten. */
export const IDEMPOTENCY_KEY_HOURS = 24;

const HOUR_MS = 3_600_000;

/** A staff request's key: who sent it, the key, and what was asked. */
export interface IdempotencyClaim {
  accountId: number;
  key: string;
  /** `requestHash(...)` of everything that decides the booking */
  requestHash: string;
}

/** The first answer a key recorded. */
export interface RecordedBooking {
  ticketId: number;
  overbooked: boolean;
}

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the request's parts: the same key with another request is refused. */
export function requestHash(parts: unknown): string {
  return createHash('sha256').update(canonical(parts)).digest('hex');
}

/**
 * Claims the key in the booking's transaction, before anything is booked: `null` when it is
 * new (the caller books and then `recordBooking`s), or the booking an earlier request with
 * this key made. The same key with another request: 409 `idempotency_key_reused`. A key older
 * than IDEMPOTENCY_KEY_HOURS is removed here and counts as new. Two requests with one key at
 * once: the second waits on the primary key until the first commits (then it answers the
 * first's booking) or rolls back (then it books).
 */
export async function claimIdempotencyKey(
  tx: Db,
  claim: IdempotencyClaim,
  now: Date,
): Promise<RecordedBooking | null> {
  const own = and(
    eq(idempotencyKeys.accountId, claim.accountId),
    eq(idempotencyKeys.key, claim.key),
  );
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS);
  await tx.delete(idempotencyKeys).where(and(own, lte(idempotencyKeys.createdAt, expired)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(own);
  if (!row || row.requestHash !== claim.requestHash) {
    throw AppError.conflict('idempotency_key_reused');
  }
  if (row.ticketId === null) throw new Error('idempotency key without its booking');
  return { ticketId: row.ticketId, overbooked: row.overbooked ?? false };
}

/** Records the booking a claimed key made (same transaction as the booking). */
export async function recordBooking(
  tx: Db,
  claim: IdempotencyClaim,
  booking: RecordedBooking,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ ticketId: booking.ticketId, overbooked: booking.overbooked })
    .where(and(eq(idempotencyKeys.accountId, claim.accountId), eq(idempotencyKeys.key, claim.key)));
}

/** Removes keys older than IDEMPOTENCY_KEY_HOURS (hourly housekeeping); returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, expired))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
