import { sql } from 'drizzle-orm';
import {
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
import { timeSlots } from './time-slots';

/**
 * A group's request for seats of one slot, or the whole room (migration 0028,
 * docs/decisions/group-visits.md). `status`: REQUESTED, CONFIRMED, DECLINED, CANCELLED. The
 * confirmed group's seats are BOOKED tickets with `group_id` (module group-visits); the
 * personal columns are erased the day after the visit. Only the manage token's hash is kept.
 */
export const groupRequests = pgTable(
  'group_requests',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    timeSlotId: integer('time_slot_id').notNull(),
    wholeRoom: boolean('whole_room').notNull().default(false),
    /** the seats asked for (null: the whole room) */
    seatsRequested: integer('seats_requested'),
    /** the seats taken at confirmation (the whole room: what was free then); null before */
    seats: integer('seats'),
    participants: integer('participants'),
    language: text('language').notNull().default('de'),
    organiserName: text('organiser_name'),
    institution: text('institution'),
    email: text('email'),
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    phone: text('phone'),
    topic: text('topic'),
    units: text('units'),
    bookingNumber: text('booking_number'),
    tokenHash: text('token_hash').notNull(),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'group_requests_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'group_requests_time_slot_id_time_slots_id_fk',
      columns: [t.archiveId, t.timeSlotId],
      foreignColumns: [timeSlots.archiveId, timeSlots.id],
    }).onDelete('cascade'),
    uniqueIndex('group_requests_token_idx').on(t.archiveId, t.tokenHash),
    uniqueIndex('group_requests_booking_number_idx').on(t.archiveId, t.bookingNumber),
    index('group_requests_status_idx').on(t.archiveId, t.status, t.createdAt),
    index('group_requests_slot_idx').on(t.archiveId, t.timeSlotId),
    index('group_requests_email_lower_idx')
      .on(t.archiveId, t.emailLower)
      .where(sql`email_lower IS NOT NULL`),
  ],
);
