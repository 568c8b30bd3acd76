import {
  LEAD_TIME_BUCKETS,
  leadTimeBucket,
  type Statistics,
  type StatisticsQuery,
  type YearFigures,
  type YearSummary,
} from '@lesesaal/domain/reports/statistics';
import type * as repo from './statistics-repository';
import { purposesOf, type groupCounts, type ReaderCountRow } from './reader-statistics';
import type { ApplicationFigures } from '@lesesaal/domain/reports/statistics';

type Read<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const percentOf = (visits: number, seats: number) =>
  seats === 0 ? null : Math.round((visits / seats) * 1000) / 10;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The statistics' figures from what the store read for `query` (no I/O); equipment and readers apart. */
export function statisticsFigures(
  query: StatisticsQuery,
  roomIds: number[] | null,
  read: {
    slots: Read<typeof repo.slotCounts>;
    erasedAccessible: Read<typeof repo.erasedAccessibleByRoom>;
    lead: Read<typeof repo.leadTimes>;
    rooms: Read<typeof repo.roomNames>;
  },
): Omit<Statistics, 'equipment' | 'readers'> {
  const { slots, erasedAccessible, lead, rooms } = read;
  const totals = { booked: 0, cancelled: 0, visits: 0, noShows: 0, accessible: 0, seats: 0 };
  const months = new Map<
    string,
    { roomId: number; month: string; visits: number; seats: number }
  >();
  const weekdays = new Map<number, number>();
  const hours = new Map<number, number>();
  for (const s of slots) {
    totals.visits += s.visits;
    totals.cancelled += s.cancelled;
    totals.noShows += s.noShows;
    totals.accessible += s.accessibleLive;
    totals.seats += s.capacity;
    const key = `${s.roomId}|${s.date.slice(0, 7)}`;
    const m = months.get(key) ?? {
      roomId: s.roomId,
      month: s.date.slice(0, 7),
      visits: 0,
      seats: 0,
    };
    m.visits += s.visits;
    m.seats += s.capacity;
    months.set(key, m);
    const weekday = isoWeekday(s.date);
    weekdays.set(weekday, (weekdays.get(weekday) ?? 0) + s.visits);
    hours.set(s.hour, (hours.get(s.hour) ?? 0) + s.visits);
  }
  for (const n of erasedAccessible.values()) totals.accessible += n;
  totals.booked = totals.visits + totals.cancelled;
  const order = new Map(rooms.map((r, i) => [r.id, i]));
  const names = new Map(rooms.map((r) => [r.id, r.name]));
  const buckets = new Map<string, number>(LEAD_TIME_BUCKETS.map((b) => [b, 0]));
  for (const { days, n } of lead.days) {
    const bucket = leadTimeBucket(days);
    buckets.set(bucket, buckets.get(bucket)! + n);
  }
  return {
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    roomIds: roomIds ?? rooms.map((r) => r.id),
    totals: {
      booked: totals.booked,
      cancelled: totals.cancelled,
      visits: totals.visits,
      noShows: totals.noShows,
      accessible: totals.accessible,
      accessibleShare: totals.visits === 0 ? null : totals.accessible / totals.visits,
      seatsOffered: totals.seats,
      occupancyPercent: percentOf(totals.visits, totals.seats),
    },
    occupancy: [...months.values()]
      .sort(
        (a, b) =>
          (order.get(a.roomId) ?? 0) - (order.get(b.roomId) ?? 0) || a.month.localeCompare(b.month),
      )
      .map((m) => ({
        roomId: m.roomId,
        roomName: names.get(m.roomId) ?? '',
        month: m.month,
        visits: m.visits,
        seatsOffered: m.seats,
        percent: percentOf(m.visits, m.seats),
      })),
    weekdays: [...weekdays.entries()]
      .sort(([a], [b]) => a - b)
      .map(([weekday, visits]) => ({ weekday, visits })),
    hours: [...hours.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, visits]) => ({ hour, visits })),
    leadTime: {
      medianDays: lead.median,
      buckets: LEAD_TIME_BUCKETS.map((bucket) => ({ bucket, count: buckets.get(bucket)! })),
    },
  };
}

/** The year summary's figures, per room and in total, from what the store read (no I/O). */
export function yearSummaryFigures(
  year: number,
  read: {
    slots: Read<typeof repo.slotCounts>;
    counted: Read<typeof repo.countedByRoom>;
    erasedAccessible: Read<typeof repo.erasedAccessibleByRoom>;
    visitorDays: Read<typeof repo.visitorDaysByRoom>;
    rooms: Read<typeof repo.roomNames>;
    /** the year's persons (reader-statistics.ts `readerCounts`) */
    persons: readonly ReaderCountRow[];
    /** the year's participants of confirmed groups (reader-statistics.ts `groupCounts`) */
    groups: Read<typeof groupCounts>;
    /** the year's applications (reader-statistics.ts `applicationCounts`) */
    applications: readonly ApplicationFigures[];
    /** the archive's purposes, in order */
    purposes: readonly string[];
  },
): YearSummary {
  const { slots, counted, erasedAccessible, visitorDays, rooms } = read;
  const empty = (): YearFigures & { days: Set<string> } => ({
    openingDays: 0,
    slotsOffered: 0,
    seatsOffered: 0,
    visits: 0,
    visitorDays: 0,
    cancelled: 0,
    noShows: 0,
    accessible: 0,
    occupancyPercent: null,
    readers: 0,
    readerDays: 0,
    groupReaderDays: 0,
    firstTimeReaders: 0,
    readersAbroad: 0,
    days: new Set(),
  });
  const total = empty();
  const perRoom = new Map<number, ReturnType<typeof empty>>();
  for (const s of slots) {
    const room = perRoom.get(s.roomId) ?? empty();
    perRoom.set(s.roomId, room);
    for (const f of [room, total]) {
      f.days.add(s.date);
      f.slotsOffered += 1;
      f.seatsOffered += s.capacity;
      f.visits += s.visits;
      f.cancelled += s.cancelled;
      f.noShows += s.noShows;
      f.accessible += s.accessibleLive;
    }
  }
  for (const [roomId, c] of counted) {
    const room = perRoom.get(roomId) ?? empty();
    perRoom.set(roomId, room);
    for (const f of [room, total]) {
      f.visits += c.visits;
      f.cancelled += c.cancelled;
      f.noShows += c.noShows;
    }
  }
  for (const [roomId, n] of erasedAccessible) {
    const room = perRoom.get(roomId) ?? empty();
    perRoom.set(roomId, room);
    room.accessible += n;
    total.accessible += n;
  }
  for (const [roomId, n] of visitorDays) {
    const room = perRoom.get(roomId);
    if (room) room.visitorDays = n;
    total.visitorDays += n;
  }
  // persons per room and in total (not added up: a person in two rooms is one reader)
  for (const p of read.persons) {
    if (p.byPurpose || p.month !== null) continue;
    const f = p.roomId === null ? total : perRoom.get(p.roomId);
    if (!f) continue;
    f.readers = p.readers;
    f.readerDays = p.readerDays;
    f.firstTimeReaders = p.firstTime;
    f.readersAbroad = p.abroad;
  }
  // participants of confirmed groups: a room's year, and the archive's (they add up)
  for (const g of read.groups) {
    if (g.month !== null) continue;
    const f = g.roomId === null ? total : perRoom.get(g.roomId);
    if (f) f.groupReaderDays = g.participants;
  }
  const finish = ({ days, ...f }: ReturnType<typeof empty>): YearFigures => ({
    ...f,
    openingDays: days.size,
    occupancyPercent: percentOf(f.visits, f.seatsOffered),
  });
  return {
    year,
    totals: finish(total),
    rooms: rooms
      .filter((r) => perRoom.has(r.id))
      .map((r) => ({ roomId: r.id, roomName: r.name, ...finish(perRoom.get(r.id)!) })),
    ...yearReaderParts(read),
  };
}

/** The year summary's readers per purpose and applications (the whole archive and year). */
function yearReaderParts(read: {
  persons: readonly ReaderCountRow[];
  applications: readonly ApplicationFigures[];
  purposes: readonly string[];
}): Pick<YearSummary, 'readerPurposes' | 'applications'> {
  const year = read.applications.find((a) => a.month === null);
  return {
    readerPurposes: purposesOf(
      read.persons.filter((p) => p.byPurpose && p.roomId === null && p.month === null),
      read.purposes,
    ),
    applications: {
      submitted: year?.submitted ?? 0,
      pending: year?.pending ?? 0,
      approved: year?.approved ?? 0,
      refused: year?.refused ?? 0,
      expired: year?.expired ?? 0,
    },
  };
}
