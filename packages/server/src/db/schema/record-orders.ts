import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';
import { rooms } from './rooms';
import { tickets } from './tickets';

/**
 * the records (units) ordered for a booked visit, owned by modules/record-orders.
 * `room_id` and `visit_date` are copies of the ticket's slot so that, after the nightly
 * erasure (the day after the visit) cuts `ticket_id` and clears title and note, the line
 * still counts for statistics (units ordered per room and month) without linking to anyone.
 * `pulled_at`: first set READY or later — kept when the visit is cancelled, so the pull list
 * can show "cancelled after pulling". `notified_at`: the NOT_AVAILABLE mail was queued (once).
 */
export const recordUnits = pgTable(
  'record_units',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    ticketId: integer('ticket_id'),
    roomId: integer('room_id').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    callNumber: text('call_number').notNull(),
    title: text('title'),
    note: text('note'),
    state: text('state').notNull().default('ORDERED'),
    reason: text('reason'),
    /** ordered by staff (no deadline or limits applied) */
    byStaff: boolean('by_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'record_units_pkey', columns: [t.archiveId, t.id] }),
    // a plain foreign key (Citus refuses SET NULL on a key with archive_id): the app clears
    // ticket_id before it deletes the ticket (units belong to booked tickets only)
    foreignKey({
      name: 'record_units_ticket_id_tickets_id_fk',
      columns: [t.archiveId, t.ticketId],
      foreignColumns: [tickets.archiveId, tickets.id],
    }),
    foreignKey({
      name: 'record_units_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
    index('record_units_ticket_idx').on(t.ticketId),
    index('record_units_date_room_idx').on(t.visitDate, t.roomId),
  ],
);
