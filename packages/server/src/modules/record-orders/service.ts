import type { RecordStatistics } from '@lesesaal/domain/record-orders/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ArchiveClock } from '../../http/types';
import { createOwnerUnitEdits } from './owner-unit-edits';
import { createPullList } from './pull-list';
import * as repo from './repository';
import { createStaffUnitEdits } from './staff-unit-edits';

/**
 * Records ordered with a visit: the desk's pull list and its export, state
 * changes (NOT_AVAILABLE mails the visitor once), staff editing a reservation's units, and
 * the owner adding or removing units through the mailed link.
 */
export function createRecordOrdersService(deps: {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
}) {
  return {
    ...createPullList(deps),

    /** Units ordered per room and month of a year (for the year summary). */
    async statistics(year: number): Promise<RecordStatistics> {
      return { year, rows: await repo.countUnitsPerRoomAndMonth(deps.db, year) };
    },

    ...createStaffUnitEdits(deps),
    ...createOwnerUnitEdits(deps),
  };
}

export type RecordOrdersService = ReturnType<typeof createRecordOrdersService>;
