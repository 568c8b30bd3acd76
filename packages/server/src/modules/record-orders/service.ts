import { compareCallNumbers, pullTimeFor } from '@lesesaal/domain/record-orders/rules';
import type {
  NotAvailableReason,
  PullList,
  PullListItem,
  PullListQuery,
  RecordStatistics,
  Unit,
  UnitInput,
  UnitState,
  UnitStateChange,
} from '@lesesaal/domain/record-orders/schema';
import { DEFAULT_RECORDS_SETTINGS } from '@lesesaal/domain/record-orders/schema';
import { hasSlotStarted } from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fileSlug, type ExportLanguage } from '../../http/export/format';
import type { ExportTable } from '../../http/export/stream';
import type { ArchiveClock, StaffRole } from '../../http/types';
import { enqueueUnitNotAvailable } from '../../mail/record-mails';
import { createCheckInService } from '../check-in';
import { lockPersonForBooking } from '../cart';
import { readRoomRules } from '../cart';
import { tickets } from '../../db/schema/index';
import { normalizeTicketRow, selectTicketViews } from '../cart';
import { eq } from 'drizzle-orm';
import { checkVisitOrders } from './order-rules';
import * as repo from './repository';
import { countLiveUnitsOfTicket, insertUnits, listUnitsOfTickets, toUnit } from './units';

const PULL_COLUMNS = [
  { de: 'Aushebetermin', en: 'Pull time' },
  { de: 'Signatur', en: 'Call number' },
  { de: 'Titel', en: 'Title' },
  { de: 'Anmerkung', en: 'Note' },
  { de: 'Status', en: 'State' },
  { de: 'Grund', en: 'Reason' },
  { de: 'Lesesaal', en: 'Reading room' },
  { de: 'Beginn', en: 'Start' },
  { de: 'Ende', en: 'End' },
  { de: 'Platz', en: 'Seat' },
  { de: 'Buchungsnummer', en: 'Booking number' },
  { de: 'Nachname', en: 'Last name' },
  { de: 'Vorname', en: 'First name' },
];

const STATE_WORDS: Record<ExportLanguage, Record<UnitState, string>> = {
  de: {
    ORDERED: 'bestellt',
    READY: 'bereitgestellt',
    ISSUED: 'ausgegeben',
    RETURNED: 'zurückgegeben',
    NOT_AVAILABLE: 'nicht verfügbar',
    CANCELLED: 'storniert',
  },
  en: {
    ORDERED: 'ordered',
    READY: 'ready',
    ISSUED: 'issued',
    RETURNED: 'returned',
    NOT_AVAILABLE: 'not available',
    CANCELLED: 'cancelled',
  },
};

const REASON_WORDS: Record<ExportLanguage, Record<NotAvailableReason, string>> = {
  de: {
    IN_USE: 'in Benutzung',
    RESTRICTED: 'gesperrt',
    IN_CONSERVATION: 'in Restaurierung',
    NOT_FOUND: 'nicht auffindbar',
  },
  en: {
    IN_USE: 'in use',
    RESTRICTED: 'restricted',
    IN_CONSERVATION: 'in conservation',
    NOT_FOUND: 'not found',
  },
};

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
  const { db, clock, config } = deps;
  const checkIn = createCheckInService(deps);

  /**
   * The pull list of `query.date`. DESK works on today only, as at the check-in: another
   * date is 403 (the check-in's rule, applied by its `day`); ADMIN any date.
   */
  async function pullList(query: PullListQuery, role: StaffRole): Promise<PullList> {
    // the check-in list numbers the seats as the daily report does (and 404s an unknown room)
    const day = await checkIn.day({ date: query.date, roomId: query.roomId }, role);
    const seats = new Map(day.content.map((line) => [line.id, line.seatNumber]));
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
        date: row.unit.visitDate,
        startTime: row.startTime,
        endTime: row.endTime,
        pullTime: pullTimeFor(row.startTime, row.pullTimes),
        seatNumber: row.ticketStatus === 'BOOKED' ? (seats.get(row.ticketId) ?? null) : null,
        firstName: row.firstName,
        lastName: row.lastName,
        ...unitFields(toUnit(row.unit)),
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

  /** The ticket of a unit change, locked; a cancelled (or erased) visit is closed. */
  async function openTicket(tx: Db, ticketId: number | null): Promise<repo.UnitTicket> {
    const ticket = ticketId === null ? null : await repo.findUnitTicket(tx, ticketId, true);
    if (!ticket) throw AppError.notFound('ticket');
    if (ticket.status !== 'BOOKED')
      throw new AppError('records__visit_closed', 409, [String(ticket.id)]);
    return ticket;
  }

  async function unitsOf(executor: Db, ticketId: number): Promise<Unit[]> {
    return (await listUnitsOfTickets(executor, [ticketId])).get(ticketId) ?? [];
  }

  return {
    pullList,

    /** Units ordered per room and month of a year (for the year summary). */
    async statistics(year: number): Promise<RecordStatistics> {
      return { year, rows: await repo.countUnitsPerRoomAndMonth(db, year) };
    },

    /** The pull list as CSV or XLSX: its lines and columns, in the UI's language. */
    async pullListExport(
      query: PullListQuery,
      lang: ExportLanguage,
      role: StaffRole,
    ): Promise<ExportTable> {
      const list = await pullList(query, role);
      const roomPart = query.roomId && list.items[0] ? `_${fileSlug(list.items[0].roomName)}` : '';
      const timePart = query.pullTime ? `_${query.pullTime.replace(':', '')}` : '';
      return {
        fileName: `${lang === 'de' ? 'aushebeliste' : 'pull-list'}${roomPart}_${query.date}${timePart}`,
        sheetName: lang === 'de' ? 'Aushebeliste' : 'Pull list',
        columns: PULL_COLUMNS,
        pages: (async function* () {
          if (list.items.length === 0) return;
          yield list.items.map((i) => [
            i.pullTime,
            i.callNumber,
            i.title,
            i.note,
            i.state === 'CANCELLED' && i.pulled
              ? `${STATE_WORDS[lang].CANCELLED} (${lang === 'de' ? 'bereits ausgehoben' : 'already pulled'})`
              : STATE_WORDS[lang][i.state],
            i.reason ? REASON_WORDS[lang][i.reason] : null,
            i.roomName,
            i.startTime,
            i.endTime,
            i.seatNumber,
            i.bookingNumber,
            i.lastName,
            i.firstName,
          ]);
        })(),
      };
    },

    /**
     * Staff set a unit's state. NOT_AVAILABLE (with its reason) queues one mail to the
     * visitor in the booking's language the first time; later calls change the state but
     * never mail again. A cancelled visit's units are closed (409).
     */
    async changeState(unitId: number, change: UnitStateChange): Promise<Unit> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        const reason = change.state === 'NOT_AVAILABLE' ? (change.reason ?? null) : null;
        let notified = false;
        if (change.state === 'NOT_AVAILABLE' && unit.notifiedAt === null) {
          const [view] = await selectTicketViews(tx).where(eq(tickets.id, unit.ticketId!));
          if (view) {
            await enqueueUnitNotAvailable(
              tx,
              config,
              normalizeTicketRow(view),
              { callNumber: unit.callNumber, title: unit.title, state: 'NOT_AVAILABLE', reason },
              now,
            );
          }
          notified = true;
        }
        return toUnit(
          await repo.setUnitState(tx, unitId, { state: change.state, reason, notified }, now),
        );
      });
    },

    async listForStaff(ticketId: number): Promise<Unit[]> {
      if (!(await repo.findUnitTicket(db, ticketId, false))) throw AppError.notFound('ticket');
      return unitsOf(db, ticketId);
    },

    /** Staff add units to a booked visit: no deadline or limits (staff decide). */
    async addForStaff(ticketId: number, units: readonly UnitInput[]): Promise<Unit[]> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const ticket = await openTicket(tx, ticketId);
        await insertUnits(
          tx,
          units.map((unit) => ({ ticketId, roomId: ticket.roomId, visitDate: ticket.date, unit })),
          now,
          true,
        );
        return unitsOf(tx, ticketId);
      });
    },

    async updateForStaff(unitId: number, input: UnitInput): Promise<Unit> {
      return db.transaction(async (tx) => {
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        return toUnit(await repo.updateUnitFields(tx, unitId, input, clock.now()));
      });
    },

    async removeForStaff(unitId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        await repo.deleteUnit(tx, unitId);
      });
    },

    /**
     * The owner (or a catalogue system with the owner's link) adds units to a booked visit
     * that has not started: the room's rules as at booking (ordering on, deadline, per visit,
     * per person and day). 404 for another owner's ticket.
     */
    async addForOwner(
      ownerId: string,
      ticketId: number,
      units: readonly UnitInput[],
    ): Promise<Unit[]> {
      return db.transaction(async (tx) => {
        const { now, today, nowTime } = clock.wallClock();
        // The per-person-and-day limit: serialised with the person's bookings and other
        // additions by the booking's e-mail lock, taken before the ticket row's lock.
        const unlocked = await repo.findUnitTicket(tx, ticketId, false);
        if (unlocked?.email && unlocked.ownerId === ownerId)
          await lockPersonForBooking(tx, unlocked.email);
        const ticket = await openOwnerTicket(tx, ownerId, ticketId, { today, nowTime });
        const rules = await readRoomRules(tx, [ticket.roomId], today, ticket.date);
        await checkVisitOrders(tx, {
          email: ticket.email,
          visits: [
            {
              ticketId,
              roomId: ticket.roomId,
              date: ticket.date,
              existing: await countLiveUnitsOfTicket(tx, ticketId),
              adding: units.length,
            },
          ],
          settingsOf: (roomId) => rules.rooms.get(roomId)?.records ?? DEFAULT_RECORDS_SETTINGS,
          clock: { today, nowTime },
          holidays: rules.holidays,
          requireUnits: false,
        });
        await insertUnits(
          tx,
          units.map((unit) => ({ ticketId, roomId: ticket.roomId, visitDate: ticket.date, unit })),
          now,
          false,
        );
        return unitsOf(tx, ticketId);
      });
    },

    /** The owner removes a unit still ORDERED of a visit that has not started. */
    async removeForOwner(ownerId: string, ticketId: number, unitId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { today, nowTime } = clock.wallClock();
        await openOwnerTicket(tx, ownerId, ticketId, { today, nowTime });
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit || unit.ticketId !== ticketId) throw AppError.notFound('unit');
        if (unit.state !== 'ORDERED')
          throw new AppError('records__visit_closed', 409, [String(ticketId)]);
        await repo.deleteUnit(tx, unitId, ticketId);
      });
    },
  };

  async function openOwnerTicket(
    tx: Db,
    ownerId: string,
    ticketId: number,
    at: { today: string; nowTime: string },
  ): Promise<repo.UnitTicket> {
    const ticket = await repo.findUnitTicket(tx, ticketId, true);
    if (!ticket || ticket.ownerId !== ownerId) throw AppError.notFound('ticket');
    if (ticket.status !== 'BOOKED' || hasSlotStarted(ticket, at.today, at.nowTime))
      throw new AppError('records__visit_closed', 409, [String(ticketId)]);
    return ticket;
  }
}

export type RecordOrdersService = ReturnType<typeof createRecordOrdersService>;
