import { sql } from 'drizzle-orm';
import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

/** Blocked e-mail addresses. The key is the e-mail, compared case-insensitively (unique on email_lower, migration 0018). */
export const blacklist = pgTable(
  'blacklist',
  {
    archiveId: archiveId(),
    email: text('email').notNull(),
    /**
     * `lower(email)`, stored (migration 0018): the e-mail lookups compare it with `=`, which
     * row-level security lets use the index led by archive_id, where `lower(email) = …` is not.
     * Unique in the archive (blacklist_email_lower_idx).
     */
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    expiredAt: date('expired_at', { mode: 'string' }).notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'blacklist_pkey', columns: [t.archiveId, t.email] })],
);
