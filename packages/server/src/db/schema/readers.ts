import {
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

/**
 * Readers: visitors signed in to an archive by a mailed code (migration 0024,
 * docs/decisions/readers.md). One row per archive and address; the address is stored trimmed
 * and lower-cased. `pseudonym` is a random key copied onto the reader's bookings, which stays
 * there for statistics when the link to the reader goes (docs/decisions/privacy-and-erasure.md).
 */
export const readers = pgTable(
  'readers',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    pseudonym: text('pseudonym').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'readers_pkey', columns: [t.archiveId, t.id] }),
    uniqueIndex('readers_email_idx').on(t.archiveId, t.email),
    uniqueIndex('readers_pseudonym_idx').on(t.archiveId, t.pseudonym),
  ],
);

/**
 * A sign-in in progress: the mailed code and the one-time link's token, as hashes only. Void
 * when used, expired, or after five wrong codes. The address may have no reader yet (a reader
 * row is made at the first successful sign-in).
 */
export const readerSignInCodes = pgTable(
  'reader_sign_in_codes',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'reader_sign_in_codes_pkey', columns: [t.archiveId, t.id] }),
    index('reader_sign_in_codes_email_idx').on(t.archiveId, t.email),
    uniqueIndex('reader_sign_in_codes_token_idx').on(t.archiveId, t.tokenHash),
    index('reader_sign_in_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Reader sessions: only the SHA-256 hash of the token is stored. */
export const readerSessions = pgTable(
  'reader_sessions',
  {
    archiveId: archiveId(),
    tokenHash: text('token_hash').notNull(),
    readerId: integer('reader_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'reader_sessions_pkey', columns: [t.archiveId, t.tokenHash] }),
    foreignKey({
      name: 'reader_sessions_reader_id_readers_id_fk',
      columns: [t.archiveId, t.readerId],
      foreignColumns: [readers.archiveId, readers.id],
    }).onDelete('cascade'),
    index('reader_sessions_reader_idx').on(t.archiveId, t.readerId),
    index('reader_sessions_expires_idx').on(t.expiresAt),
  ],
);
