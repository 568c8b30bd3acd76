import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared by all archives (db/archives.ts, SHARED_TABLES), like spent_bot_challenges.
 * Secrets the server generates itself and every instance must share (the ALTCHA HMAC key when
 * ALTCHA_HMAC_KEY is unset). The first instance to start inserts it; the others read it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Solved bot-check challenges (their signature), kept until the challenge expires: the
 * primary key makes a payload single-use across all instances.
 */
export const spentBotChallenges = pgTable(
  'spent_bot_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_bot_challenges_expires_idx').on(t.expiresAt)],
);
