import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms, roomSeatSettings } from '../../db/schema/index';

export { findPlan } from './settings-repository';

/** A room's plan columns a visitor may see; null: no such room (all columns null: no plan). */
export async function findVisitorPlanRow(
  db: Db,
  roomId: number,
): Promise<{
  alt: string | null;
  width: number | null;
  height: number | null;
  etag: string | null;
} | null> {
  const [row] = await db
    .select({
      alt: roomSeatSettings.planAlt,
      width: roomSeatSettings.planWidth,
      height: roomSeatSettings.planHeight,
      etag: roomSeatSettings.planEtag,
    })
    .from(rooms)
    .leftJoin(roomSeatSettings, eq(roomSeatSettings.roomId, rooms.id))
    .where(eq(rooms.id, roomId));
  return row ?? null;
}
