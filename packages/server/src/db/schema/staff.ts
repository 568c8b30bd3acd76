import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

/** Staff accounts of an archive. E-mail unique in the archive case-insensitively (email_lower, migration 0018). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    email: text('email').notNull(),
    /**
     * `lower(email)`, stored (migration 0018): the e-mail lookups compare it with `=`, which
     * row-level security lets use the index led by archive_id, where `lower(email) = …` is not.
     * Unique in the archive (staff_accounts_email_lower_idx).
     */
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    /** null: a directory account, which cannot sign in with a password */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** a directory account: the issuer and its stable `sub` (never the e-mail) are who it is */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    /** the name from the directory's claims */
    displayName: text('display_name'),
    /** where the role comes from: LOCAL (set by an admin) or DIRECTORY (a group, at every sign-in) */
    roleSource: text('role_source').notNull().default('LOCAL'),
    /** the directory group that gave the role (DIRECTORY only) */
    roleGroup: text('role_group'),
    /** the TOTP secret (RFC 6238), AES-256-GCM encrypted; never answered or logged */
    totpSecret: text('totp_secret'),
    /** when the second factor was confirmed with a code; null: none (or a set-up not confirmed) */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the time step of the last accepted code: a code of that step or before is refused */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** an admin allowed the next directory sign-in with this e-mail to take the local account over, until then */
    directoryLinkUntil: timestamp('directory_link_until', { withTimezone: true }),
    /**
     * a platform administrator's support account (made by a support session, gone with its
     * last one): it has no password and never gets one, nor a directory identity
     */
    support: boolean('support').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'staff_accounts_pkey', columns: [t.archiveId, t.id] }),
    uniqueIndex('staff_accounts_oidc_idx').on(t.archiveId, t.oidcIssuer, t.oidcSubject),
  ],
);

/** Staff sessions: only the SHA-256 hash of the token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    archiveId: archiveId(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** null: signed in. `totp`: the password was right, the code is awaited; `totp_setup`: a second factor must be set up first */
    pendingStep: text('pending_step'),
  },
  (t) => [
    primaryKey({ name: 'staff_sessions_pkey', columns: [t.archiveId, t.tokenHash] }),
    foreignKey({
      name: 'staff_sessions_account_id_staff_accounts_id_fk',
      columns: [t.archiveId, t.accountId],
      foreignColumns: [staffAccounts.archiveId, staffAccounts.id],
    }).onDelete('cascade'),
    index('staff_sessions_account_idx').on(t.accountId),
  ],
);

/**
 * Shared counters for rate limits that must hold across instances. Shared by all archives
 * (db/archives.ts, SHARED_TABLES): the limits protect the installation.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Last successful run of an archive's background jobs (nightly retention runs at start when
 * missed).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    archiveId: archiveId(),
    name: text('name').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
    lastRunDate: text('last_run_date').notNull(),
  },
  (t) => [primaryKey({ name: 'job_runs_pkey', columns: [t.archiveId, t.name] })],
);
