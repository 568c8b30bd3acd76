import { compareCallNumbers, pullTimeFor } from '@lesesaal/domain/record-orders/rules';
import type {
  PullList,
  PullListItem,
  PullListQuery,
  Unit,
} from '@lesesaal/domain/record-orders/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { timeCell } from '../../http/export/csv';
import { fileSlug, type ExportLanguage } from '../../http/export/format';
import type { ExportTable } from '../../http/export/stream';
import type { ArchiveClock, StaffRole } from '../../http/types';
import { exportColumn, exportTexts } from '../../texts';
import { createCheckInService } from '../check-in';
import * as repo from './repository';
import { toUnit } from './units';

const PULL_COLUMNS = (
  [
    'pullTime',
    'callNumber',
    'title',
    'note',
    'state',
    'reason',
    'room',
    'start',
    'end',
    'seat',
    'bookingNumber',
    'lastName',
    'firstName',
  ] as const
).map((column) => exportColumn(`pullList.columns.${column}`));

/** The desk's pull list of a day and its export. */
export function createPullList(deps: { db: Db; clock: ArchiveClock; config: AppConfig }) {
  const { db } = deps;
  const checkIn = createCheckInService(deps);

  /**
   * The pull list of `query.date`. DESK works on today only, as at the check-in: another
   * date is 403 (the check-in's rule, applied by its `day`); ADMIN any date.
   */
  async function pullList(query: PullListQuery, role: StaffRole): Promise<PullList> {
    // the check-in list numbers the seats as the daily report does (and 404s an unknown room)
    const day = await checkIn.day({ date: query.date, roomId: query.roomId }, role);
    const seats = new Map(day.content.map((line) => [line.id, line]));
    const rows = await repo.listPullListRows(db, query.date, query.roomId);
    const pullTimes = [...new Set((await repo.listPullTimesOfRooms(db, query.roomId)).flat())];
    const items: PullListItem[] = rows
      .map((row) => ({
        unitId: row.unit.id,
        ticketId: row.ticketId,
        bookingNumber: row.bookingNumber,
        ticketStatus: row.ticketStatus,
        roomId: row.unit.roomId,
        roomName: row.roomName,
        timeSlotId: row.timeSlotId,
        // a unit held for a later day of its stay is listed on that day's visit
        date: row.heldForStay ? query.date : row.unit.visitDate,
        startTime: row.startTime,
        endTime: row.endTime,
        pullTime: pullTimeFor(row.startTime, row.pullTimes),
        seatNumber:
          row.ticketStatus === 'BOOKED' ? (seats.get(row.ticketId)?.seatNumber ?? null) : null,
        seatLabel:
          row.ticketStatus === 'BOOKED' ? (seats.get(row.ticketId)?.seatLabel ?? null) : null,
        seatMissing: row.ticketStatus === 'BOOKED' && seats.get(row.ticketId)?.seatMissing === true,
        firstName: row.firstName,
        lastName: row.lastName,
        ...unitFields(toUnit(row.unit)),
        applicationState: seats.get(row.ticketId)?.applicationState ?? null,
        heldForStay: row.heldForStay,
        stayFirstDay: row.stayFirstDay,
        stayLastDay: row.stayLastDay,
      }))
      .filter((item) => query.pullTime === undefined || item.pullTime === query.pullTime)
      .sort(
        (a, b) =>
          (a.pullTime < b.pullTime ? -1 : a.pullTime > b.pullTime ? 1 : 0) ||
          compareCallNumbers(a.callNumber, b.callNumber) ||
          a.unitId - b.unitId,
      );
    return { date: query.date, pullTimes: pullTimes.sort(), items };
  }

  return {
    pullList,

    /** The pull list as CSV or XLSX: its lines and columns, in the UI's language. */
    async pullListExport(
      query: PullListQuery,
      lang: ExportLanguage,
      role: StaffRole,
    ): Promise<ExportTable> {
      const list = await pullList(query, role);
      const roomPart = query.roomId && list.items[0] ? `_${fileSlug(list.items[0].roomName)}` : '';
      const timePart = query.pullTime ? `_${query.pullTime.replace(':', '')}` : '';
      const t = exportTexts(lang);
      return {
        fileName: `${t('pullList.fileName')}${roomPart}_${query.date}${timePart}`,
        sheetName: t('pullList.sheet'),
        columns: PULL_COLUMNS,
        pages: (async function* () {
          if (list.items.length === 0) return;
          // the pull time, start and end are time cells in XLSX (their text in CSV)
          yield list.items.map((i) => [
            timeCell(i.pullTime),
            i.callNumber,
            i.title,
            i.note,
            i.state === 'CANCELLED' && i.pulled
              ? t('pullList.cancelledPulled')
              : t(`pullList.states.${i.state}`),
            i.reason ? t(`pullList.reasons.${i.reason}`) : null,
            i.roomName,
            timeCell(i.startTime),
            timeCell(i.endTime),
            i.seatLabel ?? i.seatNumber,
            i.bookingNumber,
            i.lastName,
            i.firstName,
          ]);
        })(),
      };
    },
  };
}

function unitFields(unit: Unit) {
  return {
    callNumber: unit.callNumber,
    title: unit.title,
    note: unit.note,
    state: unit.state,
    reason: unit.reason,
    pulled: unit.pulled,
  };
}
