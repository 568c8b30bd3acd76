import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The installation's platform administrators: they create, change and remove archives and open
 * an archive's staff screens for support; they are staff of no archive. Shared by all archives
 * (db/archives.ts, SHARED_TABLES). E-mail unique case-insensitively.
 */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id, as the staff accounts' passwords */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_admins_email_idx').on(sql`lower(${t.email})`)],
);

/** Platform administrators' sessions: only the SHA-256 hash of the token is stored. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => platformAdmins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('platform_sessions_admin_idx').on(t.adminId)],
);
