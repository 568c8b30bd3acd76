import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  primaryKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';
import { readers } from './readers';
import { seats } from './seats';
import { timeSlots } from './time-slots';

/**
 * A visitor's cart. The id is a random 128-bit token (the only key to the cart).
 * Holds count against capacity only while `expired_at > now` (lazy expiry).
 */
export const transactions = pgTable(
  'transactions',
  {
    archiveId: archiveId(),
    id: text('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    touchCount: integer('touch_count').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    language: text('language'),
    /**
     * A hash of the address the cart was created from, while the cart is open: caps the
     * seats one address may hold at once. Cleared at booking; abandoned carts
     * are deleted.
     */
    clientKey: text('client_key'),
  },
  (t) => [
    primaryKey({ name: 'transactions_pkey', columns: [t.archiveId, t.id] }),
    index('transactions_expired_at_idx').on(t.expiredAt),
    index('transactions_client_key_idx').on(t.clientKey),
  ],
);

/**
 * A ticket: one seat in one slot. NEW while in a cart, BOOKED after booking, CANCELLED
 * forever after cancellation. Personal data columns are erased the day after the slot's
 * date; `personal_data_erased_at` records when.
 */
export const tickets = pgTable(
  'tickets',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    transactionId: text('transaction_id'),
    timeSlotId: integer('time_slot_id').notNull(),
    status: text('status').notNull().default('NEW'),
    bookingNumber: text('booking_number'),
    ownerId: text('owner_id'),
    language: text('language'),
    salutation: text('salutation'),
    title: text('title'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organisation: text('organisation'),
    email: text('email'),
    /**
     * `lower(email)`, stored (migration 0018): the e-mail lookups compare it with `=`, which
     * row-level security lets use the index led by archive_id, where `lower(email) = …` is not.
     */
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    phone: text('phone'),
    accessibility: boolean('accessibility'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    /** when the desk marked the visitor arrived (null: not, or undone). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /**
     * when a no-show's seat was given back (room's `no_show_release_minutes`);
     * the ticket stays BOOKED for the record but no longer holds a seat.
     */
    seatReleasedAt: timestamp('seat_released_at', { withTimezone: true }),
    /** the named seat the ticket holds (rooms with named seats); null: no seat assigned */
    seatId: integer('seat_id'),
    /**
     * the reader signed in when it was booked (migration 0024); cleared with the personal
     * data and when the reader is deleted (a plain foreign key: the app clears it first)
     */
    readerId: integer('reader_id'),
    /**
     * the person's pseudonymous key, kept for statistics after the link goes: a signed-in
     * reader's pseudonym (readers.pseudonym), else a keyed hash of the booking's lower-cased
     * e-mail address (migration 0029, docs/decisions/reader-statistics.md)
     */
    readerPseudonym: text('reader_pseudonym'),
    /**
     * the user application the booking waits for (status PENDING) or was booked with
     * (migration 0025); plain, cleared before the application is erased
     */
    applicationId: integer('application_id'),
    /** the purpose of use (with the booking, or the application's): kept for the statistics */
    purpose: text('purpose'),
    /** the research topic named with the booking: erased with the personal data */
    topic: text('topic'),
    /** the reader's country (ISO 3166-1 alpha-2) from the application: kept for the statistics */
    country: text('country'),
    /**
     * the research stay the ticket is a day of (migration 0027): the days held or booked
     * together share this random token; null: a single visit
     */
    stayId: text('stay_id'),
    /** the confirmed group whose seat this is (migration 0028; module group-visits), plain */
    groupId: integer('group_id'),
  },
  (t) => [
    primaryKey({ name: 'tickets_pkey', columns: [t.archiveId, t.id] }),
    // plain foreign keys (Citus refuses SET NULL on a key with archive_id): the app clears
    // transaction_id and seat_id before it deletes the cart or the seat
    foreignKey({
      name: 'tickets_transaction_id_transactions_id_fk',
      columns: [t.archiveId, t.transactionId],
      foreignColumns: [transactions.archiveId, transactions.id],
    }),
    foreignKey({
      name: 'tickets_time_slot_id_time_slots_id_fk',
      columns: [t.archiveId, t.timeSlotId],
      foreignColumns: [timeSlots.archiveId, timeSlots.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'tickets_seat_id_seats_id_fk',
      columns: [t.archiveId, t.seatId],
      foreignColumns: [seats.archiveId, seats.id],
    }),
    foreignKey({
      name: 'tickets_reader_id_readers_id_fk',
      columns: [t.archiveId, t.readerId],
      foreignColumns: [readers.archiveId, readers.id],
    }),
    index('tickets_reader_idx')
      .on(t.archiveId, t.readerId)
      .where(sql`reader_id IS NOT NULL`),
    // a person's visits by their pseudonymous key: first-time readers (migration 0029)
    index('tickets_reader_pseudonym_idx')
      .on(t.archiveId, t.readerPseudonym)
      .where(sql`reader_pseudonym IS NOT NULL`),
    index('tickets_stay_idx')
      .on(t.archiveId, t.stayId)
      .where(sql`stay_id IS NOT NULL`),
    index('tickets_group_idx')
      .on(t.archiveId, t.groupId)
      .where(sql`group_id IS NOT NULL`),
    index('tickets_application_idx')
      .on(t.archiveId, t.applicationId)
      .where(sql`application_id IS NOT NULL`),
    // the same with PENDING (migration 0025): a booking waiting for its application holds its seat
    uniqueIndex('tickets_slot_seat_pending_idx')
      .on(t.archiveId, t.timeSlotId, t.seatId)
      .where(
        sql`seat_id IS NOT NULL AND (status IN ('NEW', 'PENDING') OR (status = 'BOOKED' AND seat_released_at IS NULL))`,
      ),
    index('tickets_time_slot_status_idx').on(t.timeSlotId, t.status),
    index('tickets_transaction_idx').on(t.transactionId),
    index('tickets_owner_idx').on(t.ownerId),
    index('tickets_email_lower_idx')
      .on(t.archiveId, t.emailLower)
      .where(sql`email_lower IS NOT NULL`),
    uniqueIndex('tickets_booking_number_idx').on(t.archiveId, t.bookingNumber),
    // one ticket per seat and slot among the seat-holding states (module seats,
    // SEAT_HOLDING_TICKET): NEW, or BOOKED and not released; cancelled and released free it
    uniqueIndex('tickets_slot_seat_idx')
      .on(t.archiveId, t.timeSlotId, t.seatId)
      .where(
        sql`seat_id IS NOT NULL AND (status = 'NEW' OR (status = 'BOOKED' AND seat_released_at IS NULL))`,
      ),
  ],
);

/**
 * Outgoing e-mail, written in the same database transaction as the booking or
 * cancellation; a dispatcher sends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** JSON array of { filename, contentType, content (base64) } */
    attachments: text('attachments').notNull().default('[]'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** wall-clock date after which the body (personal data) is erased */
    eraseAfter: text('erase_after'),
    /**
     * `<…@…>`, given when the mail is queued and sent with every attempt, so that a mail
     * sent twice (a crash between sending and marking it sent) is one message to the
     * recipient's client.
     */
    messageId: text('message_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'mail_outbox_pkey', columns: [t.archiveId, t.id] }),
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * the reminder e-mail sent the day before a visit, one row per booking (owner id)
 * and visit day. The primary key makes "once" hold on any number of instances (insert … on
 * conflict do nothing, in the transaction that queues the mail). Deleted by the nightly
 * erasure after the visit day.
 */
export const visitReminders = pgTable(
  'visit_reminders',
  {
    archiveId: archiveId(),
    ownerId: text('owner_id').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'visit_reminders_owner_id_visit_date_pk',
      columns: [t.archiveId, t.ownerId, t.visitDate],
    }),
  ],
);

/**
 * the waiting list of a full slot. WAITING in line (fair order: id), OFFERED while
 * a freed seat is held for the entry in its own cart (`transaction_id`, expires at
 * `offer_expires_at`), then TAKEN (booked), LEFT (by its link) or EXPIRED (offer unused).
 * `token` is the entry's secret for its links (leave, take the offer). The e-mail address is
 * erased the day after the slot's date, like the tickets' personal data.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    timeSlotId: integer('time_slot_id').notNull(),
    token: text('token').notNull(),
    status: text('status').notNull().default('WAITING'),
    email: text('email'),
    /**
     * `lower(email)`, stored (migration 0018): the e-mail lookups compare it with `=`, which
     * row-level security lets use the index led by archive_id, where `lower(email) = …` is not.
     */
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    language: text('language'),
    /** hash of the joining client's address (per-address limits), cleared with the e-mail */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    transactionId: text('transaction_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'waiting_list_entries_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'waiting_list_entries_time_slot_id_time_slots_id_fk',
      columns: [t.archiveId, t.timeSlotId],
      foreignColumns: [timeSlots.archiveId, timeSlots.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waiting_list_entries_transaction_id_transactions_id_fk',
      columns: [t.archiveId, t.transactionId],
      foreignColumns: [transactions.archiveId, transactions.id],
    }),
    uniqueIndex('waiting_list_token_idx').on(t.archiveId, t.token),
    index('waiting_list_email_lower_idx')
      .on(t.archiveId, t.emailLower)
      .where(sql`email_lower IS NOT NULL`),
    index('waiting_list_slot_status_idx').on(t.timeSlotId, t.status, t.id),
    index('waiting_list_offer_expiry_idx').on(t.status, t.offerExpiresAt),
  ],
);
