import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

/** Blocked e-mail addresses. The key is the e-mail, compared case-insensitively (unique on lower(email), see migration). */
export const blacklist = pgTable(
  'blacklist',
  {
    archiveId: archiveId(),
    email: text('email').notNull(),
    expiredAt: date('expired_at', { mode: 'string' }).notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'blacklist_pkey', columns: [t.archiveId, t.email] })],
);
