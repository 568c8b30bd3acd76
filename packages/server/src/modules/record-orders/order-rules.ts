/**
 * Checks an order of units for visits against the rooms' settings: ordering on,
 * deadline not passed, per visit and per person and day — the booking (tickets module) and
 * the owner's later additions use this one function. Throws the error the visitor sees.
 */
import type { IsoDate, IsoTime } from '@lesesaal/domain/dates';
import {
  checkUnitOrder,
  slotRecordsState,
  type RecordsRuleFailure,
} from '@lesesaal/domain/record-orders/rules';
import type { RoomRecordsSettings } from '@lesesaal/domain/record-orders/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countUnitsOfPersonOnDay } from './units';

/** One visit of the order: its ticket, room and day, units it has and units to add. */
export interface VisitOrder {
  ticketId: number;
  roomId: number;
  date: IsoDate;
  existing: number;
  adding: number;
}

/** The error of a failed rule, payload first the ticket id (docs: /tmp API, errors.ts). */
export function recordsError(ticketId: number, failure: RecordsRuleFailure): AppError {
  const id = String(ticketId);
  switch (failure.code) {
    case 'records__deadline_passed':
      return new AppError(failure.code, 409, [id, failure.deadline.date, failure.deadline.time]);
    case 'records__max_per_visit_reached':
    case 'records__max_per_day_reached':
      return new AppError(failure.code, 409, [id, String(failure.max)]);
    default:
      return new AppError(failure.code, 409, [id]);
  }
}

/**
 * Checks the visits in order; the per-day count is the person's units of BOOKED tickets that
 * day in that room (`email` null: none known, only this order counts) plus what this order
 * adds to earlier visits of the same day and room. `requireUnits`: a booking, where a room
 * that requires records refuses a visit without any.
 */
export async function checkVisitOrders(
  db: Db,
  input: {
    email: string | null;
    visits: readonly VisitOrder[];
    settingsOf: (roomId: number) => RoomRecordsSettings;
    clock: { today: IsoDate; nowTime: IsoTime };
    holidays: ReadonlySet<IsoDate>;
    requireUnits: boolean;
  },
): Promise<void> {
  const addedPerDay = new Map<string, number>();
  for (const visit of input.visits) {
    const settings = input.settingsOf(visit.roomId);
    const key = `${visit.roomId}|${visit.date}`;
    const before = addedPerDay.get(key) ?? 0;
    const stored =
      input.email && visit.adding > 0
        ? await countUnitsOfPersonOnDay(db, input.email, visit.roomId, visit.date)
        : visit.existing;
    const failure = checkUnitOrder({
      settings,
      slotRecords: slotRecordsState(settings, visit.date, input.clock, input.holidays),
      existing: visit.existing,
      existingOfDay: stored + before,
      adding: visit.adding,
      requireUnits: input.requireUnits,
    });
    if (failure) throw recordsError(visit.ticketId, failure);
    addedPerDay.set(key, before + visit.adding);
  }
}
