import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { EquipmentListItem, Seat, SeatBlock } from '@lesesaal/domain/seats/schema';
import type { Db } from '../../db/client';
import { rooms, seatBlocks, seatEquipment, seats, tickets } from '../../db/schema/index';

/** The equipment list, the seats of rooms and their blocks (tables of module seats). */

const equipmentColumns = {
  id: seatEquipment.id,
  key: seatEquipment.key,
  de: seatEquipment.nameDe,
  en: seatEquipment.nameEn,
  accessible: seatEquipment.accessible,
};

export async function listEquipment(db: Db): Promise<EquipmentListItem[]> {
  return db.select(equipmentColumns).from(seatEquipment).orderBy(asc(seatEquipment.id));
}

export async function countEquipment(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(seatEquipment);
  return Number(row?.n ?? 0);
}

/** Inserts; null when the key exists already. */
export async function insertEquipment(
  db: Db,
  item: Omit<EquipmentListItem, 'id'>,
): Promise<EquipmentListItem | null> {
  const [row] = await db
    .insert(seatEquipment)
    .values({ key: item.key, nameDe: item.de, nameEn: item.en, accessible: item.accessible })
    .onConflictDoNothing()
    .returning(equipmentColumns);
  return row ?? null;
}

export async function updateEquipment(
  db: Db,
  id: number,
  values: Pick<EquipmentListItem, 'de' | 'en' | 'accessible'>,
): Promise<EquipmentListItem | null> {
  const [row] = await db
    .update(seatEquipment)
    .set({ nameDe: values.de, nameEn: values.en, accessible: values.accessible })
    .where(eq(seatEquipment.id, id))
    .returning(equipmentColumns);
  return row ?? null;
}

export async function findEquipment(db: Db, id: number): Promise<EquipmentListItem | null> {
  const [row] = await db
    .select(equipmentColumns)
    .from(seatEquipment)
    .where(eq(seatEquipment.id, id));
  return row ?? null;
}

export async function deleteEquipment(db: Db, id: number): Promise<void> {
  await db.delete(seatEquipment).where(eq(seatEquipment.id, id));
}

/** Labels (room id, label) of the seats carrying `key`, at most `limit`. */
export async function seatsWithEquipment(db: Db, key: string, limit = 20): Promise<string[]> {
  const rows = await db
    .select({ label: seats.label })
    .from(seats)
    .where(sql`${key} = ANY(${seats.equipment})`)
    .orderBy(asc(seats.roomId), asc(seats.sortOrder), asc(seats.id))
    .limit(limit);
  return rows.map((r) => r.label);
}

/** The keys of `keys` that are not in the equipment list. */
export async function unknownEquipmentKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: seatEquipment.key })
    .from(seatEquipment)
    .where(inArray(seatEquipment.key, [...keys]));
  const known = new Set(rows.map((r) => r.key));
  return keys.filter((k) => !known.has(k));
}

const seatColumns = {
  id: seats.id,
  roomId: seats.roomId,
  label: seats.label,
  equipment: seats.equipment,
  x: seats.planX,
  y: seats.planY,
  sortOrder: seats.sortOrder,
};
const blockColumns = {
  id: seatBlocks.id,
  seatId: seatBlocks.seatId,
  reason: seatBlocks.reason,
  from: seatBlocks.fromDate,
  until: seatBlocks.untilDate,
};

/**
 * The seats of a room in display order with their blocks; `blocksFrom` leaves out blocks
 * that ended before that day.
 */
export async function listSeatsOfRoom(
  db: Db,
  roomId: number,
  blocksFrom?: string,
): Promise<Seat[]> {
  const rows = await db
    .select(seatColumns)
    .from(seats)
    .where(eq(seats.roomId, roomId))
    .orderBy(asc(seats.sortOrder), asc(seats.id));
  if (rows.length === 0) return [];
  const blocks = await db
    .select(blockColumns)
    .from(seatBlocks)
    .where(
      and(
        inArray(
          seatBlocks.seatId,
          rows.map((r) => r.id),
        ),
        blocksFrom === undefined ? undefined : gte(seatBlocks.untilDate, blocksFrom),
      ),
    )
    .orderBy(asc(seatBlocks.fromDate), asc(seatBlocks.id));
  const bySeat = new Map<number, SeatBlock[]>();
  for (const { seatId, ...block } of blocks)
    bySeat.set(seatId, [...(bySeat.get(seatId) ?? []), block]);
  return rows.map((r) => ({ ...r, blocks: bySeat.get(r.id) ?? [] }));
}

/** One seat of the room with its blocks; `blocksFrom` leaves out blocks ended before it. */
export async function findSeat(
  db: Db,
  roomId: number,
  seatId: number,
  blocksFrom?: string,
): Promise<Seat | null> {
  const [row] = await db
    .select(seatColumns)
    .from(seats)
    .where(and(eq(seats.id, seatId), eq(seats.roomId, roomId)));
  if (!row) return null;
  const blocks = await db
    .select(blockColumns)
    .from(seatBlocks)
    .where(
      and(
        eq(seatBlocks.seatId, seatId),
        blocksFrom === undefined ? undefined : gte(seatBlocks.untilDate, blocksFrom),
      ),
    )
    .orderBy(asc(seatBlocks.fromDate), asc(seatBlocks.id));
  return { ...row, blocks: blocks.map(({ seatId: _seat, ...b }) => b) };
}

export async function countSeatsOfRoom(db: Db, roomId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(seats)
    .where(eq(seats.roomId, roomId));
  return Number(row?.n ?? 0);
}

export interface SeatValues {
  label: string;
  equipment: string[];
  x: number | null;
  y: number | null;
  sortOrder: number;
}

/** Inserts; null when the room has a seat of that label already. */
export async function insertSeat(
  db: Db,
  roomId: number,
  values: SeatValues,
): Promise<number | null> {
  const [row] = await db
    .insert(seats)
    .values({
      roomId,
      label: values.label,
      equipment: values.equipment,
      planX: values.x,
      planY: values.y,
      sortOrder: values.sortOrder,
    })
    .onConflictDoNothing()
    .returning({ id: seats.id });
  return row?.id ?? null;
}

/** The next sort order of the room (after its last seat). */
export async function nextSortOrder(db: Db, roomId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${seats.sortOrder}) + 1, 0)::int` })
    .from(seats)
    .where(eq(seats.roomId, roomId));
  return Number(row?.n ?? 0);
}

export async function labelTaken(
  db: Db,
  roomId: number,
  label: string,
  exceptSeatId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(
      and(eq(seats.roomId, roomId), eq(seats.label, label), sql`${seats.id} <> ${exceptSeatId}`),
    );
  return row !== undefined;
}

export async function updateSeat(
  db: Db,
  roomId: number,
  seatId: number,
  values: Partial<SeatValues>,
): Promise<boolean> {
  const rows = await db
    .update(seats)
    .set({
      ...(values.label === undefined ? {} : { label: values.label }),
      ...(values.equipment === undefined ? {} : { equipment: values.equipment }),
      ...(values.x === undefined ? {} : { planX: values.x }),
      ...(values.y === undefined ? {} : { planY: values.y }),
      ...(values.sortOrder === undefined ? {} : { sortOrder: values.sortOrder }),
    })
    .where(and(eq(seats.id, seatId), eq(seats.roomId, roomId)))
    .returning({ id: seats.id });
  return rows.length === 1;
}

/**
 * Deletes the seat; its tickets keep their booking without a seat: their `seat_id` is cleared
 * first (a plain foreign key, as Citus needs it).
 */
export async function deleteSeat(db: Db, roomId: number, seatId: number): Promise<boolean> {
  await db
    .update(tickets)
    .set({ seatId: null })
    .where(
      inArray(
        tickets.seatId,
        db
          .select({ id: seats.id })
          .from(seats)
          .where(and(eq(seats.id, seatId), eq(seats.roomId, roomId))),
      ),
    );
  const rows = await db
    .delete(seats)
    .where(and(eq(seats.id, seatId), eq(seats.roomId, roomId)))
    .returning({ id: seats.id });
  return rows.length === 1;
}

export async function insertBlock(
  db: Db,
  seatId: number,
  block: Omit<SeatBlock, 'id'>,
): Promise<SeatBlock> {
  const [row] = await db
    .insert(seatBlocks)
    .values({ seatId, reason: block.reason, fromDate: block.from, untilDate: block.until })
    .returning({
      id: seatBlocks.id,
      reason: seatBlocks.reason,
      from: seatBlocks.fromDate,
      until: seatBlocks.untilDate,
    });
  return row!;
}

export async function deleteBlock(db: Db, seatId: number, blockId: number): Promise<boolean> {
  const rows = await db
    .delete(seatBlocks)
    .where(and(eq(seatBlocks.id, blockId), eq(seatBlocks.seatId, seatId)))
    .returning({ id: seatBlocks.id });
  return rows.length === 1;
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  return row !== undefined;
}

/** Which of `roomIds` have named seats (tells "no seat assigned" from "no named seats"). */
export async function roomsWithSeats(db: Db, roomIds: readonly number[]): Promise<Set<number>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ roomId: seats.roomId })
    .from(seats)
    .where(inArray(seats.roomId, [...new Set(roomIds)]));
  return new Set(rows.map((r) => r.roomId));
}
