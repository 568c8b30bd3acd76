import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** a disabled administrator cannot sign in; disabling ends their sessions (the command line) */
    disabled: boolean('disabled').notNull().default(false),
    /** the TOTP secret (RFC 6238), AES-256-GCM encrypted as the staff's; never answered or logged */
    totpSecret: text('totp_secret'),
    /** when the second factor was confirmed with a code; null: none (or a set-up not confirmed) */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the time step of the last accepted code: a code of that step or before is refused */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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
    /** null: signed in. `totp`: the password was right, the code is awaited; `totp_setup`: a second factor must be set up first */
    pendingStep: text('pending_step'),
  },
  (t) => [index('platform_sessions_admin_idx').on(t.adminId)],
);

/**
 * The installation's audit log: what the platform's administrators did (sign-ins, archives
 * created, changed, suspended, resumed and removed, support sessions opened) and what the
 * command line changed on them. Shared (db/archives.ts, SHARED_TABLES): no `archive_id` and
 * no foreign key to an archive or an administrator, so an entry outlives the archive and the
 * administrator it names. Names of fields only, never their values, as the archives' log.
 */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /**
     * the administrator who acted (or, from the command line, whose account was changed);
     * 0 and '' for a sign-in with an e-mail no administrator has (never the text typed)
     */
    adminId: integer('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    /** `api`: the platform's API (a platform session or sign-in); `cli`: the command line */
    channel: text('channel').notNull(),
    action: text('action').notNull(),
    /** the archive the entry is about, its id and slug at the time; null: none */
    targetArchiveId: integer('target_archive_id'),
    targetArchiveSlug: text('target_archive_slug'),
    /** how and which fields, e.g. `second_factor:totp`, `reason:password`, `name` */
    fields: jsonb('fields').$type<string[]>().notNull(),
  },
  (t) => [
    index('platform_audit_log_at_idx').on(t.at),
    index('platform_audit_log_archive_idx').on(t.targetArchiveId),
  ],
);
