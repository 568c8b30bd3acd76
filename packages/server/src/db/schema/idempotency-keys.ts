import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

/**
 * `Idempotency-Key`s of staff bookings: a repeated request (its first answer was lost) with
 * the same key from the same staff account answers the booked ticket again instead of booking
 * another. Written in the booking's own transaction, so a key exists exactly when its booking
 * does. Kept 24 hours: older rows are ignored and removed by the hourly housekeeping. No
 * foreign keys: the row is only a pointer, checked when read.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    archiveId: archiveId(),
    accountId: integer('account_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (path ids and body): the same key with another request is refused */
    requestHash: text('request_hash').notNull(),
    ticketId: integer('ticket_id'),
    overbooked: boolean('overbooked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'idempotency_keys_account_id_key_pk',
      columns: [t.archiveId, t.accountId, t.key],
    }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
