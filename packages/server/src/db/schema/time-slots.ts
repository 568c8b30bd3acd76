import { date, index, integer, pgTable, serial, time, timestamp } from 'drizzle-orm/pg-core';
import { rooms } from './rooms';

/**
 * A bookable time slot: wall-clock date and times in TIME_ZONE (no offset).
 * Two slots of one room may not overlap: an exclusion constraint in the custom migration
 * `0001_time_slot_no_overlap.sql` (drizzle's DSL has no EXCLUDE).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_slots_room_date_idx').on(t.roomId, t.date),
    index('time_slots_date_idx').on(t.date),
  ],
);
