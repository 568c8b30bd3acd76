import {
  boolean,
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A reading room. `version` guards concurrent edits (stale version → 409). */
export const rooms = pgTable(
  'rooms',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    version: integer('version').notNull().default(0),
    name: text('name').notNull(),
    description: text('description').notNull(),
    capacity: integer('capacity').notNull(),
    openStartType: text('open_start_type').notNull().default('DAY'),
    openStartValue: integer('open_start_value').notNull().default(2),
    openEndType: text('open_end_type').notNull().default('DAY'),
    openEndValue: integer('open_end_value').notNull().default(30),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * the time of day (`HH:MM`, archive time) at which the day newly entering the opening
     * window becomes bookable; null: midnight. See domain time-slots/rules.ts `openingWindow`.
     */
    releaseTime: text('release_time'),
    /**
     * minutes after a slot's start after which a booked ticket not checked in (on a
     * day the desk uses check-in for this room) gives its seat back for a walk-in; null: never.
     */
    noShowReleaseMinutes: integer('no_show_release_minutes'),
    /**
     * the room books only with an approved user application when the archive's
     * `userApplication` is `required` (migration 0025, docs/decisions/user-applications.md)
     */
    requiresApplication: boolean('requires_application').notNull().default(false),
    /**
     * the longest research stay (first to last day, calendar days) a visitor may hold in one
     * step (migration 0027, docs/decisions/research-stays.md); null: no stays
     */
    maxStayDays: integer('max_stay_days'),
    /**
     * the fair opening of each new day (migration 0023): minutes the waiting room opens before
     * the release, places admitted per minute, minutes each admitted place may hold seats; all
     * null: no draw. See modules/opening.
     */
    drawPreWindowMinutes: integer('draw_pre_window_minutes'),
    drawAdmitPerMinute: integer('draw_admit_per_minute'),
    drawTurnMinutes: integer('draw_turn_minutes'),
    /**
     * ordering records with a visit — OFF, OPTIONAL or REQUIRED; units per visit and
     * per person and day; lead time in working days and the deadline hour; the pull times of a
     * day (`HH:MM`, comma-joined, sorted). See domain record-orders/schema.ts.
     */
    recordsOrdering: text('records_ordering').notNull().default('OFF'),
    recordsMaxPerVisit: integer('records_max_per_visit').notNull().default(5),
    recordsMaxPerDay: integer('records_max_per_day').notNull().default(10),
    recordsLeadWorkingDays: integer('records_lead_working_days').notNull().default(2),
    recordsDeadlineTime: text('records_deadline_time').notNull().default('12:00'),
    recordsPullTimes: text('records_pull_times').notNull().default('09:00,13:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rooms_pkey', columns: [t.archiveId, t.id] })],
);

/** The room's picture, re-encoded and stripped of metadata at upload. */
export const roomImages = pgTable(
  'room_images',
  {
    archiveId: archiveId(),
    roomId: integer('room_id').notNull(),
    content: bytea('content').notNull(),
    contentType: text('content_type').notNull(),
    alt: text('alt').notNull(),
    etag: text('etag').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'room_images_pkey', columns: [t.archiveId, t.roomId] }),
    foreignKey({
      name: 'room_images_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
  ],
);
