import { createHash } from 'node:crypto';
import { addDays } from '@lesesaal/domain/dates';
import type { SortSpec } from '@lesesaal/domain/paging';
import { canDeleteRoom, moveRoom } from '@lesesaal/domain/rooms/rules';
import type {
  AdminRoom,
  ROOM_SORT_FIELDS,
  RoomCreate,
  RoomUpdate,
  VisitorRoom,
} from '@lesesaal/domain/rooms/schema';
import { openingWindow } from '@lesesaal/domain/time-slots/rules';
import { AppError } from '../../http/app-error';
import type { AppContext, ArchiveClock, WallClock } from '../../http/types';
import { countActiveTicketsOfRoom, deleteTicketsOfRoom } from '../seat-core';
import { DEFAULT_RECORDS_SETTINGS } from '@lesesaal/domain/record-orders/schema';
import { recordsSettingsValues } from '../../db/records-settings';
import { prepareRoomImage } from './image';
import { holidayDatesBetween } from '../holidays';
import { roomSeating } from '../seats';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

/**
 * Rooms as visitors see them: each with its next free day (one query for all rooms) and what
 * its named seats offer (seats module; null without named seats: no seat need to ask for).
 */
async function forVisitors(
  db: AppContext['db'],
  clock: ArchiveClock,
  rooms: AdminRoom[],
): Promise<VisitorRoom[]> {
  const [free, seating] = await Promise.all([
    nextFreeDates(db, clock.wallClock(), clock.timeZone, rooms),
    roomSeating(
      db,
      rooms.map((room) => room.id),
    ),
  ]);
  return rooms.map((room) => ({
    ...room,
    nextFreeDate: free.get(room.id) ?? null,
    namedSeats: seating.get(room.id) ?? null,
  }));
}

/** Working-day window bounds of up to 365 working days reach this far ahead. */
const HOLIDAY_HORIZON_DAYS = 800;

/** Rooms, their order and images. */
export function createRoomsService({
  db,
  clock,
  config,
}: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  async function get(id: number): Promise<AdminRoom> {
    const row = await repo.findRoom(db, id);
    if (!row) throw AppError.notFound('room');
    return repo.toRoom(row);
  }

  return {
    get,

    async list(filter: {
      term?: string | undefined;
      limit?: number | undefined;
      offset?: number | undefined;
      sort?: SortSpec<(typeof ROOM_SORT_FIELDS)[number]>[] | undefined;
    }) {
      const { rows, total } = await repo.listRooms(db, {
        term: filter.term,
        limit: filter.limit ?? config.limits.maxRooms,
        offset: filter.offset ?? 0,
        sort: filter.sort ?? [],
      });
      return { content: rows.map(repo.toRoom), totalCount: total };
    },

    /** `GET /rooms`: the list, each room {@link forVisitors}. */
    async listForVisitors(
      filter: Parameters<typeof this.list>[0],
    ): Promise<{ content: VisitorRoom[]; totalCount: number }> {
      const { content, totalCount } = await this.list(filter);
      return { content: await forVisitors(db, clock, content), totalCount };
    },

    /** `GET /rooms/{id}`: one room {@link forVisitors} (the calendar opens on its month). */
    async getForVisitors(id: number): Promise<VisitorRoom> {
      const [room] = await forVisitors(db, clock, [await get(id)]);
      return room!;
    },

    async create(input: RoomCreate): Promise<AdminRoom> {
      const id = await repo.insertRoom(db, {
        ...roomFormValues(input),
        noShowReleaseMinutes: input.noShowReleaseMinutes ?? null,
        releaseTime: input.releaseTime ?? null,
        ...repo.openingDrawValues(input.openingDraw ?? null),
        requiresApplication: input.requiresApplication ?? false,
        maxStayDays: input.maxStayDays ?? null,
        ...recordsSettingsValues(input.records ?? DEFAULT_RECORDS_SETTINGS),
      });
      return get(id);
    },

    async update(id: number, input: RoomUpdate): Promise<AdminRoom> {
      if (input.id !== id) throw AppError.validation('body.id');
      const updated = await repo.updateRoom(db, id, input.version, {
        ...roomFormValues(input),
        // left out: unchanged (a client that does not know the field keeps the setting)
        ...(input.noShowReleaseMinutes === undefined
          ? {}
          : { noShowReleaseMinutes: input.noShowReleaseMinutes }),
        ...(input.releaseTime === undefined ? {} : { releaseTime: input.releaseTime }),
        ...(input.openingDraw === undefined ? {} : repo.openingDrawValues(input.openingDraw)),
        ...(input.requiresApplication === undefined
          ? {}
          : { requiresApplication: input.requiresApplication }),
        ...(input.records === undefined ? {} : recordsSettingsValues(input.records)),
        ...(input.maxStayDays === undefined ? {} : { maxStayDays: input.maxStayDays }),
      });
      if (!updated) {
        await get(id); // 404 when the room is gone
        throw AppError.conflict('conflict', ['version']);
      }
      return get(id);
    },

    /** Only without active tickets; the room's past and cancelled tickets go with it. */
    async remove(id: number): Promise<void> {
      await transaction(db, async (tx) => {
        if (!(await repo.findRoom(tx, id, true))) throw AppError.notFound('room');
        await repo.lockSlotsOfRoom(tx, id);
        const active = await countActiveTicketsOfRoom(tx, id, clock.today(), clock.now());
        if (!canDeleteRoom(active))
          throw AppError.conflict('delete__has_tickets', [String(active)]);
        await deleteTicketsOfRoom(tx, id);
        await repo.deleteRoom(tx, id);
      });
    },

    /**
     * Moves the room to position `order` (0-based, clamped to the last place) and renumbers
     * all rooms densely 0..n-1, in one transaction under row locks. Step by step with the
     * domain's `moveRoom`, so server and sort screen agree on what a move means.
     */
    async move(id: number, order: number): Promise<AdminRoom[]> {
      await transaction(db, async (tx) => {
        let ids = await repo.lockRoomOrder(tx);
        if (!ids.includes(id)) throw AppError.notFound('room');
        const target = Math.min(order, ids.length - 1);
        while (ids.indexOf(id) !== target)
          ids = moveRoom(ids, id, ids.indexOf(id) < target ? 1 : -1);
        await repo.setSortOrder(tx, ids);
      });
      return (
        await repo.listRooms(db, { limit: config.limits.maxRooms, offset: 0, sort: [] })
      ).rows.map(repo.toRoom);
    },

    ...roomImages({ db, clock }, get),
  };
}

/** A room's picture: read, set (checked and scaled, with its ETag) and remove. */
function roomImages(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  get: (id: number) => Promise<AdminRoom>,
) {
  return {
    image: (id: number) => repo.findImage(db, id),

    async setImage(id: number, upload: { data: Buffer; alt: string }): Promise<AdminRoom> {
      await get(id);
      const image = await prepareRoomImage(upload.data);
      await repo.upsertImage(db, {
        roomId: id,
        content: image.data,
        contentType: image.contentType,
        alt: upload.alt,
        etag: createHash('sha256').update(image.data).digest('hex'),
        updatedAt: clock.now(),
      });
      return get(id);
    },

    async deleteImage(id: number): Promise<void> {
      await get(id);
      if (!(await repo.deleteImage(db, id))) throw AppError.notFound('image');
    },
  };
}

/** The columns a room's form sets, the same on create and update. */
function roomFormValues(
  input: Pick<RoomCreate, 'name' | 'description' | 'capacity' | 'openStart' | 'openEnd'>,
) {
  return {
    name: input.name,
    description: input.description,
    capacity: input.capacity,
    openStartType: input.openStart.type,
    openStartValue: input.openStart.value,
    openEndType: input.openEnd.type,
    openEndValue: input.openEnd.value,
  };
}

/** Each room's next day with a free seat in its opening window (one query for all rooms). */
async function nextFreeDates(
  db: AppContext['db'],
  at: WallClock,
  timeZone: string,
  rooms: readonly AdminRoom[],
): Promise<Map<number, string>> {
  const holidays = await holidayDatesBetween(db, at.today, addDays(at.today, HOLIDAY_HORIZON_DAYS));
  const seen = { now: at.now, timeZone };
  return repo.nextFreeDates(
    db,
    rooms.map((room) => ({ roomId: room.id, ...openingWindow(room, seen, holidays) })),
    at,
  );
}
