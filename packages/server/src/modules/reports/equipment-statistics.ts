import { sql } from 'drizzle-orm';
import type { Statistics } from '@lesesaal/domain/reports/statistics';
import { rowsOf, type Db } from '../../db/client';
import { slotsIn, withoutJit, type SlotCounts, type SlotFilter } from './statistics-repository';

/**
 * Bookings per seat equipment and month ("how busy are the microfilm readers"): the BOOKED
 * tickets of the filter's slots whose assigned seat carries an equipment type, and the seats
 * of the chosen rooms carrying it. Only the seat's equipment as it is now is known (seats
 * keep no history), and only tickets with a seat (rooms with named seats; staff overbooking
 * without a seat adds nothing). Nothing personal is read.
 */

/** Seats of the chosen rooms per room and equipment type, in the equipment list's order. */
export interface EquipmentSeats {
  roomId: number;
  key: string;
  nameDe: string;
  nameEn: string;
  seats: number;
}

export async function equipmentSeats(db: Db, f: SlotFilter): Promise<EquipmentSeats[]> {
  const rooms =
    f.roomIds === null ? sql`TRUE` : sql`st.room_id = ANY(${`{${f.roomIds.join(',')}}`}::int[])`;
  const result = await db.execute(sql`
    SELECT st.room_id, e.key, e.name_de, e.name_en, count(*)::int AS seats
    FROM seats st JOIN seat_equipment e ON e.key = ANY(st.equipment)
    WHERE ${rooms}
    GROUP BY st.room_id, e.id, e.key, e.name_de, e.name_en
    ORDER BY e.id, st.room_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomId: Number(r.room_id),
    key: String(r.key),
    nameDe: String(r.name_de),
    nameEn: String(r.name_en),
    seats: Number(r.seats),
  }));
}

/** BOOKED tickets of the filter's slots per month (`YYYY-MM`) and equipment of their seat. */
export interface EquipmentBookings {
  month: string;
  key: string;
  bookings: number;
}

export async function equipmentBookings(db: Db, f: SlotFilter): Promise<EquipmentBookings[]> {
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    SELECT to_char(s.date, 'YYYY-MM') AS month, e.key, count(*)::int AS bookings
    FROM tickets t
    JOIN time_slots s ON s.id = t.time_slot_id
    JOIN seats st ON st.id = t.seat_id
    JOIN seat_equipment e ON e.key = ANY(st.equipment)
    WHERE t.status = 'BOOKED' AND ${slotsIn(f)}
    GROUP BY 1, 2`),
  );
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    month: String(r.month),
    key: String(r.key),
    bookings: Number(r.bookings),
  }));
}

/**
 * The statistics' `equipment` (no I/O): each type with its seats in the chosen rooms, and a
 * row for every month in which a chosen room with equipped seats had slots (0 where none of
 * its seats was booked), so every type has the same months.
 */
export function equipmentFigures(
  slots: ReadonlyArray<Pick<SlotCounts, 'roomId' | 'date'>>,
  seats: readonly EquipmentSeats[],
  bookings: readonly EquipmentBookings[],
): Statistics['equipment'] {
  const types = new Map<string, Omit<Statistics['equipment'][number], 'months'>>();
  for (const s of seats) {
    const type = types.get(s.key) ?? { key: s.key, nameDe: s.nameDe, nameEn: s.nameEn, seats: 0 };
    type.seats += s.seats;
    types.set(s.key, type);
  }
  const equippedRooms = new Set(seats.map((s) => s.roomId));
  const months = [
    ...new Set(slots.filter((s) => equippedRooms.has(s.roomId)).map((s) => s.date.slice(0, 7))),
  ].sort();
  const booked = new Map(bookings.map((b) => [`${b.month}|${b.key}`, b.bookings]));
  return [...types.values()].map((type) => ({
    ...type,
    months: months.map((month) => ({ month, bookings: booked.get(`${month}|${type.key}`) ?? 0 })),
  }));
}
