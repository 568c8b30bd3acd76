import { z } from 'zod';
import type { Db } from '../../db/client';
import { findPlan, findVisitorPlanRow } from './visitor-plan-repository';

/** The plan as a visitor's screen draws it: picture address, text alternative and size. */
export const visitorPlanSchema = z.object({
  plan: z
    .object({
      url: z.string(),
      alt: z.string(),
      width: z.int().min(1),
      height: z.int().min(1),
    })
    .nullable(),
});

export type VisitorPlan = z.infer<typeof visitorPlanSchema>;

/**
 * A room's plan for visitors: null when there is no such room; `plan: null` when the room
 * has no plan picture. Nothing staff-only (hold-back days, the staff address of the picture).
 * The picture's address carries its ETag, so a new plan gets a new address.
 */
export async function findVisitorPlan(db: Db, roomId: number): Promise<VisitorPlan | null> {
  const row = await findVisitorPlanRow(db, roomId);
  if (!row) return null;
  const { alt, width, height, etag } = row;
  if (alt === null || width === null || height === null || etag === null) return { plan: null };
  return {
    plan: { url: `/api/rooms/${roomId}/seat-plan/image?v=${etag}`, alt, width, height },
  };
}

/** The plan picture (PNG bytes and ETag), or null: no such room or no plan. */
export const findVisitorPlanImage = (db: Db, roomId: number) => findPlan(db, roomId);
