import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The archive's equipment list (microfilm reader, power socket, accessible desk, …):
 * a stable key stored on seats, names in German and English, and whether seats with it are
 * held back for visitors who need them.
 */
export const seatEquipment = pgTable(
  'seat_equipment',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    key: text('key').notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    accessible: boolean('accessible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seat_equipment_pkey', columns: [t.archiveId, t.id] }),
    uniqueIndex('seat_equipment_key_idx').on(t.archiveId, t.key),
  ],
);

/**
 * A named seat of a room ("12", "M2"): its equipment keys, its place on the room's plan
 * (thousandths of the plan's width and height; null while not placed) and display order.
 * A room without seats books by its slots' capacity alone.
 */
export const seats = pgTable(
  'seats',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    roomId: integer('room_id').notNull(),
    label: text('label').notNull(),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    planX: integer('plan_x'),
    planY: integer('plan_y'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seats_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'seats_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
    uniqueIndex('seats_room_label_idx').on(t.archiveId, t.roomId, t.label),
  ],
);

/** A seat out of use from `from_date` to `until_date` (both included), with the reason. */
export const seatBlocks = pgTable(
  'seat_blocks',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    seatId: integer('seat_id').notNull(),
    reason: text('reason').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'seat_blocks_pkey', columns: [t.archiveId, t.id] }),
    foreignKey({
      name: 'seat_blocks_seat_id_seats_id_fk',
      columns: [t.archiveId, t.seatId],
      foreignColumns: [seats.archiveId, seats.id],
    }).onDelete('cascade'),
    index('seat_blocks_seat_idx').on(t.seatId, t.fromDate),
  ],
);

/**
 * A room's seat settings: how many days before a slot accessible seats are offered to
 * everybody, and the plan picture (PNG, re-encoded at upload, metadata stripped).
 */
export const roomSeatSettings = pgTable(
  'room_seat_settings',
  {
    archiveId: archiveId(),
    roomId: integer('room_id').notNull(),
    accessibleHoldBackDays: integer('accessible_hold_back_days').notNull().default(0),
    planImage: bytea('plan_image'),
    planContentType: text('plan_content_type'),
    planAlt: text('plan_alt'),
    planEtag: text('plan_etag'),
    planWidth: integer('plan_width'),
    planHeight: integer('plan_height'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'room_seat_settings_pkey', columns: [t.archiveId, t.roomId] }),
    foreignKey({
      name: 'room_seat_settings_room_id_rooms_id_fk',
      columns: [t.archiveId, t.roomId],
      foreignColumns: [rooms.archiveId, rooms.id],
    }).onDelete('cascade'),
  ],
);
