import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomSeatSettings } from '../../db/schema/index';

const settingsColumns = {
  roomId: roomSeatSettings.roomId,
  accessibleHoldBackDays: roomSeatSettings.accessibleHoldBackDays,
  planAlt: roomSeatSettings.planAlt,
  planWidth: roomSeatSettings.planWidth,
  planHeight: roomSeatSettings.planHeight,
  planEtag: roomSeatSettings.planEtag,
};

export interface StoredSeatSettings {
  roomId: number;
  accessibleHoldBackDays: number;
  planAlt: string | null;
  planWidth: number | null;
  planHeight: number | null;
  planEtag: string | null;
}

/** The room's settings; the defaults (0 days, no plan) when none were saved. */
export async function findSettings(db: Db, roomId: number): Promise<StoredSeatSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(roomSeatSettings)
    .where(eq(roomSeatSettings.roomId, roomId));
  return (
    row ?? {
      roomId,
      accessibleHoldBackDays: 0,
      planAlt: null,
      planWidth: null,
      planHeight: null,
      planEtag: null,
    }
  );
}

export async function saveHoldBackDays(db: Db, roomId: number, days: number): Promise<void> {
  await db
    .insert(roomSeatSettings)
    .values({ roomId, accessibleHoldBackDays: days })
    .onConflictDoUpdate({
      target: [roomSeatSettings.archiveId, roomSeatSettings.roomId],
      set: { accessibleHoldBackDays: days, updatedAt: sql`now()` },
    });
}

export interface StoredPlan {
  image: Buffer;
  contentType: string;
  alt: string;
  etag: string;
  width: number;
  height: number;
}

export async function savePlan(db: Db, roomId: number, plan: StoredPlan | null): Promise<void> {
  const values = {
    planImage: plan?.image ?? null,
    planContentType: plan?.contentType ?? null,
    planAlt: plan?.alt ?? null,
    planEtag: plan?.etag ?? null,
    planWidth: plan?.width ?? null,
    planHeight: plan?.height ?? null,
  };
  await db
    .insert(roomSeatSettings)
    .values({ roomId, ...values })
    .onConflictDoUpdate({
      target: [roomSeatSettings.archiveId, roomSeatSettings.roomId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function findPlan(
  db: Db,
  roomId: number,
): Promise<{ image: Buffer; contentType: string; etag: string } | null> {
  const [row] = await db
    .select({
      image: roomSeatSettings.planImage,
      contentType: roomSeatSettings.planContentType,
      etag: roomSeatSettings.planEtag,
    })
    .from(roomSeatSettings)
    .where(eq(roomSeatSettings.roomId, roomId));
  if (!row?.image || !row.contentType || !row.etag) return null;
  return { image: row.image, contentType: row.contentType, etag: row.etag };
}
