import { sql } from 'drizzle-orm';
import type { SortSpec } from '@lesesaal/domain/paging';
import { canDeleteTimeSlot } from '@lesesaal/domain/time-slots/rules';
import {
  timeSlotCreateSchemaFor,
  type TIME_SLOT_SORT_FIELDS,
  type MultiCapacity,
  type TimeSlot,
  type TimeSlotCreate,
  type TimeSlotUpdate,
} from '@lesesaal/domain/time-slots/schema';
import type { CreatedTimeSlots } from '@lesesaal/domain/time-slots/created-time-slots';
import { expandSlotSeries } from '@lesesaal/domain/time-slots/series';
import { GERMAN_COLLATION } from '../../db/collation';
import { AppError, sqlState } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import { countAllTicketsOfSlot } from '../seat-core';
import { offerFreedSeats } from '../waiting-list';
import { holidayDatesBetween } from '../holidays';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

export type SlotSortField = (typeof TIME_SLOT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<SlotSortField, string> = {
  date: 'date',
  startTime: 'start_time',
  roomName: `room_name COLLATE "${GERMAN_COLLATION}"`,
  capacity: 'capacity',
  ticketCount: 'ticket_count',
};

function orderBy(sort: SortSpec<SlotSortField>[]) {
  const specs =
    sort.length > 0
      ? sort
      : [
          { field: 'date', direction: 'ASC' } as const,
          { field: 'startTime', direction: 'ASC' } as const,
        ];
  // Columns come from the allow-list above, never from the client.
  return sql.raw(
    [...specs.map((s) => `${SORT_COLUMNS[s.field]} ${s.direction}`), 'id ASC'].join(', '),
  );
}

interface SlotListQuery {
  fromDate?: string | undefined;
  untilDate?: string | undefined;
  overbooked?: boolean;
  limit?: number | undefined;
  offset?: number | undefined;
  sort: SortSpec<SlotSortField>[];
}

/** The list's filter: one room or all, the dates given, `maxTimeSlots` when no limit. */
function slotListFilter(roomId: number | undefined, q: SlotListQuery, maxTimeSlots: number) {
  return {
    ...(roomId !== undefined ? { roomId } : {}),
    ...(q.fromDate ? { fromDate: q.fromDate } : {}),
    ...(q.untilDate ? { untilDate: q.untilDate } : {}),
    overbookedOnly: q.overbooked ?? false,
    limit: q.limit ?? maxTimeSlots,
    offset: q.offset ?? 0,
    orderBy: orderBy(q.sort),
  };
}

/** Staff management of a room's time slots. */
export function createTimeSlotsService({
  db,
  clock,
  config,
}: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  async function requireRoom(roomId: number): Promise<{ id: number; name: string }> {
    const name = await repo.findRoomName(db, roomId);
    if (name === null) throw AppError.notFound('room');
    return { id: roomId, name };
  }

  async function get(roomId: number, id: number): Promise<TimeSlot> {
    const { content } = await repo.listSlots(
      db,
      { roomId, ids: [id], limit: 1, offset: 0, orderBy: orderBy([]) },
      clock.now(),
    );
    if (!content[0]) throw AppError.notFound('timeSlot');
    return content[0];
  }

  /** Overlap anywhere in the batch → 409 timeslot__overlapping (the exclusion constraint). */
  async function guardOverlap<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (sqlState(err) === '23P01') throw AppError.conflict('timeslot__overlapping');
      throw err;
    }
  }

  return {
    get,

    async list(roomId: number | undefined, q: SlotListQuery) {
      if (roomId !== undefined) await requireRoom(roomId);
      return repo.listSlots(db, slotListFilter(roomId, q, config.limits.maxTimeSlots), clock.now());
    },

    /**
     * The whole series in one database transaction: all slots or none. An overlap with an
     * existing slot (or within the series) violates the exclusion constraint → 409.
     */
    async create(roomId: number, input: TimeSlotCreate): Promise<CreatedTimeSlots> {
      const room = await requireRoom(roomId);
      const checked = timeSlotCreateSchemaFor(clock.today()).safeParse(input);
      if (!checked.success)
        throw AppError.validation(
          ...checked.error.issues.map((i) => ['body', ...i.path.map(String)].join('.')),
        );
      const until = input.repeatUntil ?? input.startDate;
      const holidays = await holidayDatesBetween(db, input.startDate, until);
      const dates = expandSlotSeries(input, holidays);
      if (dates.length === 0) return { createdTimeSlots: [] };
      const created = await guardOverlap(() =>
        transaction(db, (tx) => repo.insertSlots(tx, room, dates, input)),
      );
      return { createdTimeSlots: created };
    },

    /**
     * The UPDATE locks the slot row until commit: seats a raised capacity frees are offered
     * to the slot's waiting list under that lock, in the same transaction.
     */
    async update(roomId: number, id: number, input: TimeSlotUpdate): Promise<TimeSlot> {
      const updated = await guardOverlap(() =>
        transaction(db, async (tx) => {
          if (!(await repo.updateSlot(tx, roomId, id, input))) return false;
          await offerFreedSeats(tx, { config, clock }, [id], clock.now());
          return true;
        }),
      );
      if (!updated) throw AppError.notFound('timeSlot');
      return get(roomId, id);
    },

    /** Only a slot without any ticket (booked, held or cancelled) may go. */
    async remove(roomId: number, id: number): Promise<void> {
      await transaction(db, async (tx) => {
        if (!(await repo.lockSlot(tx, roomId, id))) throw AppError.notFound('timeSlot');
        const count = await countAllTicketsOfSlot(tx, id);
        if (!canDeleteTimeSlot(count))
          throw AppError.conflict('delete__has_tickets', [String(count)]);
        await repo.deleteSlot(tx, id);
      });
    },

    async setCapacity(roomId: number, input: MultiCapacity): Promise<{ updated: number }> {
      await requireRoom(roomId);
      // As for one slot: the changed rows stay locked until commit, and the seats a raised
      // capacity frees go to the waiting lists in the same transaction.
      const ids = await transaction(db, async (tx) => {
        const changed = await repo.setCapacity(
          tx,
          roomId,
          input.fromDate,
          input.untilDate,
          input.capacity,
        );
        await offerFreedSeats(tx, { config, clock }, changed, clock.now());
        return changed;
      });
      return { updated: ids.length };
    },
  };
}
