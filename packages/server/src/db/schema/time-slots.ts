import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';
import { rooms } from './rooms';

/**
 * A bookable time slot: wall-clock date and times in TIME_ZONE (no offset).
 * Two slots of one room may not overlap: an exclusion constraint in the custom migration
 * `0001_time_slot_no_overlap.sql`, with `archive_id` since 0017 (drizzle's DSL has no EXCLUDE).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    roomId: integer('room_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'time_slots_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'time_slots_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
    index('time_slots_room_date_idx').on(t.roomId, t.date),
    index('time_slots_date_idx').on(t.date),
  ],
);
