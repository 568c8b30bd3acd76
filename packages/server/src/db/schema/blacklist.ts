import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Blocked e-mail addresses. The key is the e-mail, compared case-insensitively (unique on lower(email), see migration). */
export const blacklist = pgTable('blacklist', {
  email: text('email').primaryKey(),
  expiredAt: date('expired_at', { mode: 'string' }).notNull(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
