/**
 * Every column of the data model is marked: a visitor's personal value erased the day after
 * the visit ("every new personal value is covered by the erasure"),
 * personal data under another rule (staff accounts, the blacklist, the audit log), or not
 * personal. A new column fails the first test until it is marked here; a visitor column
 * marked personal fails the second until the nightly erasure clears it.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { SHARED_TABLES } from '../db/archives';
import { rowsOf } from '../db/client';
import * as schema from '../db/schema/index';
import {
  groupRequests,
  openingPlaces,
  openings,
  readers,
  recordUnits,
  tickets,
  visitReminders,
  waitingListEntries,
} from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { runErasureIfDue } from './personal-data-erasure';

/**
 * A visitor's personal values, per table: after the nightly erasure of the day after the
 * visit each is NULL or '' — or the row is gone (`deleted`).
 */
const VISITOR_PERSONAL: Record<string, { columns: string[]; deleted?: true }> = {
  tickets: {
    columns: [
      'salutation',
      'title',
      'first_name',
      'last_name',
      'organisation',
      'email',
      // lower(email), stored for the lookups: erased with the e-mail
      'email_lower',
      'phone',
      'accessibility',
      // the signed-in reader who booked it
      'reader_id',
      // the research topic named with the booking (user application `with-booking`)
      'topic',
    ],
  },
  mail_outbox: { columns: ['to_address', 'subject', 'text_body', 'html_body', 'attachments'] },
  waiting_list_entries: { columns: ['email', 'email_lower', 'client_key'] },
  // a booking's link id with the day it is reminded of: the row goes
  visit_reminders: { columns: ['owner_id', 'visit_date'], deleted: true },
  // the address hash of an open cart: cleared at booking, abandoned carts deleted
  transactions: { columns: ['client_key'] },
  // what a person asked to read — its link to the booking, title and note go;
  // room, day and call number stay for the statistics
  record_units: { columns: ['ticket_id', 'title', 'note'] },
  // a fair opening's place: the hashes of the client address and of the bot-check solution
  // (address and device), cleared once the opening's day is over; the place stays
  opening_places: { columns: ['client_key', 'bot_key'] },
  // a group's request: the organiser and what the group is about (and a decline's reason,
  // which may name them); status, seats and the booking number are kept
  group_requests: {
    columns: [
      'organiser_name',
      'institution',
      'email',
      'email_lower',
      'phone',
      'topic',
      'units',
      'decline_reason',
    ],
  },
};

/** Personal data with a rule of its own (docs/security.md, README's privacy section). */
const OTHER_PERSONAL: Record<string, string[]> = {
  // staff: kept while the account exists
  // the directory's subject id names the person as well as the e-mail does
  // the second factor's secret is a credential of the person, like the password hash
  staff_accounts: [
    'email',
    'email_lower',
    'password_hash',
    'display_name',
    'oidc_subject',
    'totp_secret',
  ],
  // who did what: AUDIT_RETENTION_DAYS
  audit_log: ['account_email'],
  // blocked addresses: until expired_at
  blacklist: ['email', 'email_lower', 'description'],
  // a hash of a staff booking's request (the person's data in it): 24 hours, then deleted
  idempotency_keys: ['request_hash'],
  // platform administrators (staff of no archive): kept while the administrator exists
  platform_admins: ['email', 'display_name', 'password_hash', 'totp_secret'],
  // who did what on the installation: AUDIT_RETENTION_DAYS
  platform_audit_log: ['admin_email'],
  // readers: kept while the reader exists (deleted by the reader); the pseudonym maps their
  // bookings' pseudonym to them, so it goes with the row
  readers: ['email', 'name', 'pseudonym'],
  // a sign-in in progress: the address, deleted once the code has expired
  reader_sign_in_codes: ['email'],
  // a booking's reader pseudonym, kept for statistics: nobody can be named by it once the
  // reader row is gone
  tickets: [
    'reader_pseudonym',
    // the user application the booking waited for or was booked with: cleared when the
    // application is erased (applicationRetentionYears after its validity)
    'application_id',
  ],
  // who decided a group request: the staff member, kept like the audit's e-mail
  group_requests: ['decided_by'],
  // user applications: kept by law `applicationRetentionYears` after their validity ended (or
  // their refusal), then the row goes (docs/decisions/privacy-and-erasure.md)
  user_applications: [
    'reader_id',
    'email',
    'name',
    'street',
    'postcode',
    'town',
    'country',
    'phone',
    'institution',
    'topic',
    'purpose',
    'publication_planned',
    'refusal_reason',
    'decided_by',
    'identity_checked_by',
  ],
};

/** Not personal: what a column holds is about rooms, slots, states, times or machinery. */
const NOT_PERSONAL: Record<string, string[]> = {
  // the installation's archives: names, addresses and settings of institutions (`settings`
  // holds an archive's contact and feedback addresses and mail sender: the institution's
  // addresses, never a visitor's)
  archives: [
    'id',
    'slug',
    'name',
    'host_name',
    'time_zone',
    'default_language',
    'suspended_at',
    'settings',
    'created_at',
  ],
  audit_log: [
    'id',
    'at',
    'account_id',
    'action',
    'entity_type',
    'entity_id',
    'fields',
    'route',
    'session_kind',
  ],
  blacklist: ['expired_at', 'created_at'],
  // the archive's key of the reader statistics' address hashes (a secret of the archive, not
  // of a person: docs/decisions/reader-statistics.md)
  statistics_keys: ['secret', 'created_at'],
  // counts per day and room, filled by the erasure before it clears the tickets
  daily_statistics: [
    'date',
    'room_id',
    'accessible_count',
    'visits',
    'cancelled',
    'no_shows',
    'visitor_days',
  ],
  holidays: ['id', 'version', 'name', 'description', 'date'],
  // which staff account sent which opaque key, and the ticket it booked
  idempotency_keys: ['account_id', 'key', 'ticket_id', 'overbooked', 'created_at'],
  job_runs: ['name', 'last_run_at', 'last_run_date'],
  mail_outbox: [
    'id',
    'kind',
    'status',
    'attempts',
    'next_attempt_at',
    'last_error',
    'created_at',
    'sent_at',
    'erase_after',
    'message_id',
  ],
  platform_admins: [
    'id',
    'disabled',
    'totp_enabled_at',
    'totp_last_step',
    'created_at',
    'updated_at',
  ],
  platform_audit_log: [
    'id',
    'at',
    'admin_id',
    'channel',
    'action',
    'target_archive_id',
    'target_archive_slug',
    'fields',
  ],
  // only the hash of a session's token
  platform_sessions: [
    'token_hash',
    'admin_id',
    'created_at',
    'last_seen_at',
    'expires_at',
    'pending_step',
  ],
  readers: ['id', 'created_at', 'last_signed_in_at'],
  // a room's fair opening: its settings, the draw (when, how many, the order's digest), the tail
  openings: [
    'id',
    'room_id',
    'day',
    'release_at',
    'pre_window_minutes',
    'admit_per_minute',
    'turn_minutes',
    'drawn_at',
    'order_sha256',
    'places_drawn',
    'places',
    'last_admit_at',
    'created_at',
  ],
  // a place: the hash of the secret pass (random, names nobody), arrival, position, admission
  opening_places: ['id', 'opening_id', 'pass_hash', 'arrived_at', 'position', 'admit_at'],
  // hashes of the code and the link's token only
  reader_sign_in_codes: [
    'id',
    'code_hash',
    'token_hash',
    'attempts',
    'created_at',
    'expires_at',
    'used_at',
  ],
  // only the hash of a session's token
  reader_sessions: ['token_hash', 'reader_id', 'created_at', 'last_seen_at', 'expires_at'],
  // keys are hashes of addresses and e-mails within a short window (ended ones deleted)
  rate_limit_counters: ['key', 'count', 'reset_at'],
  room_images: ['room_id', 'content', 'content_type', 'alt', 'etag', 'updated_at'],
  rooms: [
    'id',
    'version',
    'name',
    'description',
    'capacity',
    'open_start_type',
    'open_start_value',
    'open_end_type',
    'open_end_value',
    'sort_order',
    'release_time',
    'no_show_release_minutes',
    // the fair opening's settings (modules/opening)
    'draw_pre_window_minutes',
    'draw_admit_per_minute',
    'draw_turn_minutes',
    'requires_application',
    // the longest research stay (docs/decisions/research-stays.md)
    'max_stay_days',
    'records_ordering',
    'records_max_per_visit',
    'records_max_per_day',
    'records_lead_working_days',
    'records_deadline_time',
    'records_pull_times',
    'created_at',
  ],
  // an order line without its link to the booking: room, day, call number, state
  record_units: [
    'id',
    'room_id',
    'visit_date',
    'call_number',
    'state',
    'reason',
    'by_staff',
    'created_at',
    'updated_at',
    'pulled_at',
    'notified_at',
    'personal_data_erased_at',
  ],
  // named seats: the room's seats, their equipment, plan and blocks (the block's reason is a
  // staff note about the seat); nothing of a visitor
  room_seat_settings: [
    'room_id',
    'accessible_hold_back_days',
    'plan_image',
    'plan_content_type',
    'plan_alt',
    'plan_etag',
    'plan_width',
    'plan_height',
    'updated_at',
  ],
  seat_blocks: ['id', 'seat_id', 'reason', 'from_date', 'until_date', 'created_at'],
  seat_equipment: ['id', 'key', 'name_de', 'name_en', 'accessible', 'created_at'],
  seats: ['id', 'room_id', 'label', 'equipment', 'plan_x', 'plan_y', 'sort_order', 'created_at'],
  server_secrets: ['name', 'value', 'created_at'],
  spent_bot_challenges: ['signature', 'expires_at'],
  staff_accounts: [
    'id',
    'role',
    'disabled',
    'created_at',
    'updated_at',
    'oidc_issuer',
    'role_source',
    'role_group',
    'totp_enabled_at',
    'totp_last_step',
    'directory_link_until',
    'support',
  ],
  staff_sessions: [
    'token_hash',
    'account_id',
    'created_at',
    'last_seen_at',
    'expires_at',
    'pending_step',
  ],
  // the booking stays for the reports: its number, states and times, never the person
  tickets: [
    'id',
    'transaction_id',
    'time_slot_id',
    'status',
    'booking_number',
    'owner_id',
    'language',
    'created_at',
    'booked_at',
    'cancelled_at',
    'personal_data_erased_at',
    'checked_in_at',
    'seat_released_at',
    'seat_id',
    // the research stay the ticket is a day of: a random token shared by its days
    'stay_id',
    // the confirmed group whose seat it is (module group-visits)
    'group_id',
    // the purpose of use and the reader's country, for the statistics (no person named)
    'purpose',
    'country',
  ],
  user_applications: [
    'id',
    'language',
    'rules_version',
    'state',
    'submitted_at',
    'decided_at',
    'valid_from',
    'valid_until',
    'identity_checked_at',
  ],
  // a group's request without the organiser: slot, seats, participants, states and times;
  // only the hash of the manage link's token
  group_requests: [
    'id',
    'status',
    'time_slot_id',
    'whole_room',
    'seats_requested',
    'seats',
    'participants',
    'language',
    'booking_number',
    'token_hash',
    'created_at',
    'decided_at',
    'cancelled_at',
    'personal_data_erased_at',
  ],
  time_slots: ['id', 'room_id', 'date', 'start_time', 'end_time', 'capacity', 'created_at'],
  transactions: ['id', 'created_at', 'expired_at', 'touch_count', 'booked_at', 'language'],
  visit_reminders: ['sent_at'],
  waiting_list_entries: [
    'id',
    'time_slot_id',
    'token',
    'status',
    'language',
    'created_at',
    'offered_at',
    'offer_expires_at',
    'transaction_id',
    'closed_at',
    'personal_data_erased_at',
  ],
};

function schemaColumns(): Record<string, string[]> {
  const tables: Record<string, string[]> = {};
  for (const value of Object.values(schema)) {
    let config;
    try {
      config = getTableConfig(value as PgTable);
    } catch {
      continue; // not a table (a relation, a type)
    }
    if (!config?.name || !Array.isArray(config.columns)) continue;
    tables[config.name] = config.columns.map((c) => c.name).sort();
  }
  return tables;
}

describe('every column of the data model is marked personal or not', () => {
  it('marks each column exactly once (a new column must be marked here)', () => {
    const marked: Record<string, string[]> = {};
    const mark = (table: string, columns: string[]) =>
      (marked[table] = [...(marked[table] ?? []), ...columns]);
    for (const [table, { columns }] of Object.entries(VISITOR_PERSONAL)) mark(table, columns);
    for (const [table, columns] of Object.entries(OTHER_PERSONAL)) mark(table, columns);
    for (const [table, columns] of Object.entries(NOT_PERSONAL)) mark(table, columns);
    // which archive a row belongs to: every table but the shared ones has it
    for (const table of Object.keys(schemaColumns()))
      if (!SHARED_TABLES.includes(table)) mark(table, ['archive_id']);
    for (const table of Object.keys(marked)) marked[table]!.sort();

    const actual = schemaColumns();
    expect(Object.keys(actual).length).toBeGreaterThan(10);
    expect(marked).toEqual(actual);
  });
});

describe.each(TEST_DRIVERS)(
  'the erasure clears every visitor column marked personal on %s',
  (driver) => {
    let t: TestApp;
    afterEach(async () => t?.close());

    it('leaves no visitor value of a past day, and keeps the next day’s', async () => {
      t = await createTestApp(driver);
      const db = t.database.db;
      const room = await insertRoom(db);
      const past = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
      const next = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
      const api = cartApi(t.app);
      const booked: Ticket[] = [];
      for (const slot of [past, next]) {
        const res = await api.book(
          (await api.cartWith(slot.id)).transactionId,
          bookingPayload({ accessibility: true }),
        );
        booked.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
      }
      // both booked by a signed-in reader (modules/readers: the link to the reader)
      const [reader] = await db
        .insert(readers)
        .values({ email: 'leser@example.org', pseudonym: 'p1' })
        .returning();
      await db.update(tickets).set({ readerId: reader!.id, readerPseudonym: reader!.pseudonym });
      // both with a research topic (user application `with-booking`)
      await db.update(tickets).set({ topic: 'Familiengeschichte' });
      // an open cart holding a seat on each day (its client address hash)
      for (const slot of [past, next]) await api.cartWith(slot.id);
      for (const [i, slot] of [past, next].entries()) {
        await db
          .insert(visitReminders)
          .values({ ownerId: booked[i]!.ownerId!, visitDate: slot.date });
        await db.insert(waitingListEntries).values({
          timeSlotId: slot.id,
          token: `wait-${slot.id}`,
          email: `w${slot.id}@example.org`,
          clientKey: `key-${slot.id}`,
        });
        await db.insert(recordUnits).values({
          ticketId: booked[i]!.id,
          roomId: room.id,
          visitDate: slot.date,
          callNumber: `Rep. 1 Nr. ${slot.id}`,
          title: 'Akten',
          note: 'für die Familiengeschichte',
        });
        // a fair opening of the day with a place holding both keys of the limits
        const [opening] = await db
          .insert(openings)
          .values({
            roomId: room.id,
            day: slot.date,
            releaseAt: new Date('2030-03-01T08:00:00Z'),
            preWindowMinutes: 15,
            admitPerMinute: 10,
            turnMinutes: 5,
          })
          .returning();
        // a declined group request of the day (module group-visits)
        await db.insert(groupRequests).values({
          timeSlotId: slot.id,
          seatsRequested: 12,
          organiserName: 'Maria Muster',
          institution: 'BG Klosterneuburg',
          email: `gruppe${slot.id}@example.org`,
          phone: '+4312345678',
          topic: 'Stadtgeschichte',
          units: 'Urkunden 1848',
          tokenHash: `hash-${slot.id}`,
          status: 'DECLINED',
          declineReason: 'Lesesaal an dem Tag zu voll für Frau Muster',
        });
        await db.insert(openingPlaces).values({
          openingId: opening!.id,
          passHash: `pass-${slot.id}`,
          arrivedAt: new Date('2030-03-01T07:50:00Z'),
          botKey: `bot-${slot.id}`,
          clientKey: `client-${slot.id}`,
        });
      }

      /** Per table and column: how many rows hold a value (not NULL, not ''). */
      const filled = async (): Promise<Record<string, number>> => {
        const counts: Record<string, number> = {};
        for (const [table, { columns }] of Object.entries(VISITOR_PERSONAL))
          for (const column of columns) {
            const [row] = rowsOf<{ n: number }>(
              await db.execute(
                sql.raw(
                  `SELECT count(*)::int AS n FROM ${table} WHERE ${column} IS NOT NULL AND ${column}::text NOT IN ('', '[]')`,
                ),
              ),
            );
            counts[`${table}.${column}`] = Number(row!.n);
          }
        return counts;
      };

      const before = await filled();
      // every marked column holds a value on both days before (the test can fail)
      for (const [column, n] of Object.entries(before))
        if (!column.startsWith('transactions.')) expect(n, column).toBeGreaterThanOrEqual(2);

      // 2030-03-07 00:30 in Vienna: the 6th is over, the 7th is not; carts' holds ran out
      t.clock.set('2030-03-06T23:30:00Z');
      await runErasureIfDue({ ...t.context(), db });
      const after = await filled();
      for (const [column, n] of Object.entries(after)) {
        if (column.startsWith('transactions.')) continue;
        // exactly the past day's values are gone; the next day's stay
        expect(n, column).toBe(before[column]! / 2);
      }
      // open carts: the address hash lives only while the cart is open (booked carts: none)
      const [open] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM transactions WHERE client_key IS NOT NULL AND booked_at IS NOT NULL`,
        ),
      );
      expect(Number(open!.n)).toBe(0);
    });
  },
);
