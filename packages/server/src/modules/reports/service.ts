import { assignSeatNumbers } from '@lesesaal/domain/reports/rules';
import type { DailyReport, ReportItem, ReportQuery } from '@lesesaal/domain/reports/schema';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { groupLinesForDailyReport } from '../group-visits';
import * as repo from './repository';

/**
 * The reports: occupancy per slot, and the daily list of a room's booked
 * seats. Both stay correct after the nightly erasure: tickets are counted whatever their
 * personal data, and erased names come back empty (null).
 */
export function createReportsService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function roomName(roomId: number): Promise<string> {
    const name = await repo.findRoomName(db, roomId);
    if (name === null) throw AppError.notFound('room');
    return name;
  }

  return {
    async occupancy(query: ReportQuery): Promise<{ content: ReportItem[]; totalCount: number }> {
      await roomName(query.roomId);
      const content = await repo.occupancy(
        db,
        query.roomId,
        query.fromDate,
        query.untilDate,
        query.status,
        clock.wallClock(),
      );
      return { content, totalCount: content.length };
    },

    /** Seat numbers per slot in the order start time, last name. */
    async daily(roomId: number, date: string): Promise<DailyReport> {
      const name = await roomName(roomId);
      const lines = assignSeatNumbers(await repo.bookedOfDay(db, roomId, date, clock.wallClock()));
      const groups = await groupLinesForDailyReport(db, roomId, date);
      return { roomId, roomName: name, date, content: lines, groups };
    },
  };
}
