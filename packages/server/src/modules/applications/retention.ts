import { addYears, type IsoDate } from '@lesesaal/domain/dates';
import type { Db } from '../../db/client';
import { unlinkApplications } from '../seat-core';
import * as repo from './repository';

/**
 * The nightly erasure's part of the user applications (docs/decisions/privacy-and-erasure.md,
 * "User applications"): an application is deleted `retentionYears` after its validity ended
 * (its last valid day), a refused one the same span after the decision; its bookings keep
 * their purpose and country for the statistics, only their link to it goes. Undecided
 * applications stay until they are decided. Answers how many were deleted.
 */
export async function eraseEndedApplications(
  db: Db,
  at: { now: Date; today: IsoDate },
  retentionYears: number,
): Promise<number> {
  const decidedBefore = new Date(at.now);
  decidedBefore.setUTCFullYear(decidedBefore.getUTCFullYear() - retentionYears);
  const ids = await repo.listErasable(db, {
    validUntilBefore: addYears(at.today, -retentionYears),
    decidedBefore,
  });
  await unlinkApplications(db, ids);
  await repo.deleteApplications(db, ids);
  return ids.length;
}
