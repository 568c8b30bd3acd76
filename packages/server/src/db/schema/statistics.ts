import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { rooms } from './rooms';

/**
 * Issue 13: what the statistics need of a visitor's personal data, counted per day and room
 * by the nightly erasure in the same transaction, just before it clears those columns.
 * Today only the accessible seat (tickets.accessibility) is personal; every other figure is
 * counted from the tickets' non-personal columns, which stay.
 */
export const dailyStatistics = pgTable(
  'daily_statistics',
  {
    date: date('date', { mode: 'string' }).notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** BOOKED tickets of the day's slots in the room whose visitor needed an accessible seat */
    accessibleCount: integer('accessible_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.roomId] })],
);
