import {
  date,
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
import { rooms } from './rooms';

/**
 * One fair opening of a room's day (migration 0023, modules/opening): the release instant,
 * the settings it runs with (copied from the room when it is made, so a room change does not
 * move a running queue), the draw, and the queue's tail (its length and the admission time of
 * its last place).
 */
export const openings = pgTable(
  'openings',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    roomId: integer('room_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    preWindowMinutes: integer('pre_window_minutes').notNull(),
    admitPerMinute: integer('admit_per_minute').notNull(),
    turnMinutes: integer('turn_minutes').notNull(),
    /** when the pre-window's places were drawn; null: not yet */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** SHA-256 (hex) of the drawn order of place ids, as audited */
    orderSha256: text('order_sha256'),
    placesDrawn: integer('places_drawn'),
    /** places with a position (the next one queues at places + 1) */
    places: integer('places').notNull().default(0),
    /** the admission time of the last place with a position */
    lastAdmitAt: timestamp('last_admit_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'openings_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'openings_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
    uniqueIndex('openings_room_day_idx').on(t.archiveId, t.roomId, t.day),
  ],
);

/**
 * A visitor's place in an opening: only the SHA-256 of the pass, the arrival, the position
 * (null until the draw) and admission time, and the keys of the limits (the bot-check
 * solution's hash, the client address's hash).
 */
export const openingPlaces = pgTable(
  'opening_places',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    openingId: integer('opening_id').notNull(),
    passHash: text('pass_hash').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    position: integer('position'),
    admitAt: timestamp('admit_at', { withTimezone: true }),
    botKey: text('bot_key'),
    clientKey: text('client_key'),
  },
  (t) => [
    primaryKey({ name: 'opening_places_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'opening_places_opening_id_openings_id_fk',
      columns: [t.archiveId, t.openingId],
      foreignColumns: [openings.archiveId, openings.id],
    }).onDelete('cascade'),
    uniqueIndex('opening_places_pass_idx').on(t.archiveId, t.passHash),
    uniqueIndex('opening_places_position_idx').on(t.archiveId, t.openingId, t.position),
    uniqueIndex('opening_places_bot_key_idx').on(t.archiveId, t.openingId, t.botKey),
    index('opening_places_client_idx').on(t.archiveId, t.openingId, t.clientKey),
  ],
);
