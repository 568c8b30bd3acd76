import {
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';
import { rooms } from './rooms';

/**
 * what the statistics need of a visitor's personal data, counted per day and room
 * by the nightly erasure in the same transaction, just before it clears those columns.
 * Today only the accessible seat (tickets.accessibility) is personal; every other figure is
 * counted from the tickets' non-personal columns, which stay. The year summary's other counts
 * are stored too, not because they are personal but because counting a year's tickets is the
 * slow part of it (1 M tickets): a past day's figures are read from here.
 */
export const dailyStatistics = pgTable(
  'daily_statistics',
  {
    archiveId: archiveId(),
    date: date('date', { mode: 'string' }).notNull(),
    roomId: integer('room_id').notNull(),
    /** BOOKED tickets of the day's slots in the room whose visitor needed an accessible seat */
    accessibleCount: integer('accessible_count').notNull().default(0),
    /*
     * The day's figures for the year summary, counted with the accessible seats from the
     * tickets about to be erased (a past day's tickets no longer change: check-in and staff
     * cancellation refuse past days); all null for days counted before these columns existed
     * (the statistics then count that day from the tickets).
     */
    /** BOOKED tickets (visits) */
    visits: integer('visits'),
    cancelled: integer('cancelled'),
    /** no-shows by the rule of tickets/no-shows.ts (the day is over) */
    noShows: integer('no_shows'),
    /** per booking (owner) the most seats it held in one slot of the room that day */
    visitorDays: integer('visitor_days'),
  },
  (t) => [
    primaryKey({
      name: 'daily_statistics_date_room_id_pk',
      columns: [t.archiveId, t.date, t.roomId],
    }),
    foreignKey({
      name: 'daily_statistics_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The archive's secret of the reader statistics (migration 0029,
 * docs/decisions/reader-statistics.md): the key of the HMAC that turns an anonymous booking's
 * e-mail address into its pseudonymous key (`tickets.reader_pseudonym`). One row per archive,
 * made on first use; never answered by a route nor exported.
 */
export const statisticsKeys = pgTable(
  'statistics_keys',
  {
    archiveId: archiveId(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'statistics_keys_pkey', columns: [t.archiveId] })],
);
