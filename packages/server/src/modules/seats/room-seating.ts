import { inArray } from 'drizzle-orm';
import type { RoomSeating } from '@lesesaal/domain/rooms/schema';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema/index';
import { listEquipment } from './repository';

/**
 * What the named seats of each of `roomIds` offer (`GET /rooms`, `GET /rooms/{id}`): the
 * equipment their seats carry, in the installation list's order, and whether one of them is
 * accessible. Rooms without named seats are not in the map. Blocked seats count: a block is
 * for some days, the room still has the seat. Two reads, no lock.
 */
export async function roomSeating(
  db: Db,
  roomIds: readonly number[],
): Promise<Map<number, RoomSeating>> {
  const result = new Map<number, RoomSeating>();
  if (roomIds.length === 0) return result;
  const rows = await db
    .select({ roomId: seats.roomId, equipment: seats.equipment })
    .from(seats)
    .where(inArray(seats.roomId, [...new Set(roomIds)]));
  if (rows.length === 0) return result;
  const list = await listEquipment(db);
  const keysOf = new Map<number, Set<string>>();
  for (const row of rows) {
    const keys = keysOf.get(row.roomId) ?? new Set<string>();
    for (const key of row.equipment) keys.add(key);
    keysOf.set(row.roomId, keys);
  }
  for (const [roomId, keys] of keysOf) {
    const carried = list.filter((item) => keys.has(item.key));
    result.set(roomId, {
      equipment: carried.map(({ key, de, en, accessible }) => ({ key, de, en, accessible })),
      accessible: carried.some((item) => item.accessible),
    });
  }
  return result;
}
