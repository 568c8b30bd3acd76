import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

/**
 * User applications (Benutzungsantrag, migration 0025, docs/decisions/user-applications.md):
 * what a reader submitted, the staff's decision, the validity (archive dates, `valid_until`
 * inclusive) and the identity check. `state` is `submitted`, `approved` or `refused`
 * (`expired` is read from `valid_until`). `reader_id` has no foreign key: the application
 * outlives the reader row; the nightly erasure deletes it `applicationRetentionYears` after
 * its validity ended (a refused one after the same span from the decision).
 */
export const userApplications = pgTable(
  'user_applications',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    /** null once the reader deleted their account (the application stays by law) */
    readerId: integer('reader_id'),
    email: text('email').notNull(),
    language: text('language').notNull().default('de'),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    town: text('town').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    institution: text('institution'),
    topic: text('topic').notNull(),
    purpose: text('purpose').notNull(),
    publicationPlanned: boolean('publication_planned').notNull(),
    rulesVersion: text('rules_version'),
    state: text('state').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    refusalReason: text('refusal_reason'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    identityCheckedAt: timestamp('identity_checked_at', { withTimezone: true }),
    identityCheckedBy: text('identity_checked_by'),
  },
  (t) => [
    primaryKey({ name: 'user_applications_pkey', columns: [t.archiveId, t.id] }),
    index('user_applications_reader_idx').on(t.archiveId, t.readerId),
    index('user_applications_state_idx').on(t.archiveId, t.state, t.submittedAt),
  ],
);
