import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { slotHasEnded } from '../check-in';
import type { ReportClock } from './repository';
import { transaction } from '../../db/transaction';

/** Slots of the statistics: a period (days included) and rooms (null: every room). */
export interface SlotFilter {
  fromDate: string;
  untilDate: string;
  roomIds: number[] | null;
}

/** SQL: the slot `s` is in the filter. */
export function slotsIn(f: SlotFilter, alias = sql`s`): SQL {
  const rooms =
    f.roomIds === null
      ? sql`TRUE`
      : sql`${alias}.room_id = ANY(${`{${f.roomIds.join(',')}}`}::int[])`;
  return sql`${alias}.date BETWEEN ${f.fromDate}::date AND ${f.untilDate}::date AND ${rooms}`;
}

/**
 * Runs a statistics query with PostgreSQL's JIT compiler off (`SET LOCAL`, in its own
 * transaction): these queries run for a fraction of a second, and their cost estimates
 * (a lateral read per slot, a year of tickets) are high enough that JIT compiled them
 * first — 0.2–1.3 s of compiling measured at 1 M tickets, more than the query itself.
 */
export function withoutJit<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return run(tx);
  });
}

/** One slot with its counts; the statistics add these up. */
export interface SlotCounts {
  roomId: number;
  date: string;
  hour: number;
  capacity: number;
  visits: number;
  cancelled: number;
  noShows: number;
  /** accessible seats of tickets not yet erased (the erased ones are in daily_statistics) */
  accessibleLive: number;
}

/**
 * Every slot in the filter with its tickets counted: the tickets of the filter's slots are
 * grouped by slot first (narrow, in memory), then joined to the slots. No-shows by the rule of
 * tickets/no-shows.ts — the not-arrived BOOKED tickets of a slot that has ended
 * (`slotHasEnded`), on a day check-in was used in its room. "Check-in used" is the rule's
 * `checkInUsedOn` (an arrived BOOKED ticket in one of the room's slots that day) evaluated on
 * the day's slots already counted here: the filter always holds whole days of a room, so a
 * window over (room, date) sees every slot `checkInUsedOn` would look at, without a second
 * pass over the tickets.
 */
export async function slotCounts(
  db: Db,
  f: SlotFilter,
  clock: ReportClock,
  options: { countedDaysFromStore?: boolean } = {},
): Promise<SlotCounts[]> {
  const counts = sql`
    count(*) FILTER (WHERE t.status = 'BOOKED')::int AS visits,
    count(*) FILTER (WHERE t.status = 'CANCELLED')::int AS cancelled,
    count(*) FILTER (WHERE t.status = 'BOOKED' AND t.checked_in_at IS NULL)::int AS not_arrived,
    count(*) FILTER (WHERE t.status = 'BOOKED' AND t.checked_in_at IS NOT NULL)::int AS arrived,
    count(*) FILTER (WHERE t.status = 'BOOKED' AND t.accessibility IS TRUE
      AND t.personal_data_erased_at IS NULL)::int AS accessible_live`;
  // The statistics: every ticket of the period, grouped by slot in one pass. The year
  // summary reads counted days from daily_statistics (`countedByRoom`): their slots are
  // listed (days, slots, seats) and only the other days' tickets are read, per slot by its
  // index — so the work grows with the days not yet counted, not with the year's tickets.
  const ticketsPerSlot = options.countedDaysFromStore
    ? sql`LEFT JOIN daily_statistics d ON d.date = s.date AND d.room_id = s.room_id
      CROSS JOIN LATERAL (
        SELECT ${counts} FROM tickets t
        WHERE d.visitor_days IS NULL AND t.time_slot_id = s.id
          AND t.status IN ('BOOKED', 'CANCELLED')
      ) a`
    : sql`LEFT JOIN (
        SELECT t.time_slot_id, ${counts}
        FROM tickets t
        WHERE t.status IN ('BOOKED', 'CANCELLED')
          AND t.time_slot_id IN (SELECT s.id FROM time_slots s WHERE ${slotsIn(f)})
        GROUP BY t.time_slot_id
      ) a ON a.time_slot_id = s.id`;
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    SELECT c.room_id, c.date::text AS date, c.hour, c.capacity, c.visits, c.cancelled,
      c.accessible_live,
      CASE WHEN c.not_arrived > 0
        AND ${slotHasEnded(sql`c.date`, sql`c.end_time`, clock.today, clock.nowTime)}
        AND bool_or(c.arrived > 0) OVER (PARTITION BY c.room_id, c.date)
      THEN c.not_arrived ELSE 0 END AS no_shows
    FROM (
      SELECT s.room_id, s.date, s.end_time, extract(hour FROM s.start_time)::int AS hour,
        s.capacity, coalesce(a.visits, 0) AS visits, coalesce(a.cancelled, 0) AS cancelled,
        coalesce(a.not_arrived, 0) AS not_arrived, coalesce(a.arrived, 0) AS arrived,
        coalesce(a.accessible_live, 0) AS accessible_live
      FROM time_slots s
      ${ticketsPerSlot}
      WHERE ${slotsIn(f)}
    ) c`),
  );
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomId: Number(r.room_id),
    date: String(r.date),
    hour: Number(r.hour),
    capacity: Number(r.capacity),
    visits: Number(r.visits),
    cancelled: Number(r.cancelled),
    noShows: Number(r.no_shows),
    accessibleLive: Number(r.accessible_live),
  }));
}

/** Accessible seats counted by the nightly erasure (daily_statistics), per room. */
export async function erasedAccessibleByRoom(db: Db, f: SlotFilter): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT s.room_id, sum(s.accessible_count)::int AS n FROM daily_statistics s
    WHERE ${slotsIn(f)} GROUP BY s.room_id`);
  return new Map(
    rowsOf<{ room_id: number; n: number }>(result).map((r) => [Number(r.room_id), Number(r.n)]),
  );
}

/** The year-summary counts the nightly erasure stored for past days, per room. */
export interface CountedFigures {
  visits: number;
  cancelled: number;
  noShows: number;
}

/** Visits, cancellations and no-shows of the days counted in `daily_statistics`, per room. */
export async function countedByRoom(db: Db, f: SlotFilter): Promise<Map<number, CountedFigures>> {
  const result = await db.execute(sql`
    SELECT s.room_id, sum(s.visits)::int AS visits, sum(s.cancelled)::int AS cancelled,
      sum(s.no_shows)::int AS no_shows
    FROM daily_statistics s
    WHERE ${slotsIn(f)} AND s.visitor_days IS NOT NULL GROUP BY s.room_id`);
  return new Map(
    rowsOf<Record<string, unknown>>(result).map((r) => [
      Number(r.room_id),
      { visits: Number(r.visits), cancelled: Number(r.cancelled), noShows: Number(r.no_shows) },
    ]),
  );
}

/** Days between booking (its wall-clock date) and visit of the BOOKED tickets: median, histogram. */
export async function leadTimes(
  db: Db,
  f: SlotFilter,
  timeZone: string,
): Promise<{ median: number | null; days: Array<{ days: number; n: number }> }> {
  const lead = sql`(s.date - (t.booked_at AT TIME ZONE ${timeZone})::date)`;
  const where = sql`t.status = 'BOOKED' AND t.booked_at IS NOT NULL AND ${slotsIn(f)}`;
  const histogram = await withoutJit(db, (tx) =>
    tx.execute(sql`
    SELECT ${lead} AS days, count(*)::int AS n
    FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
    WHERE ${where} GROUP BY 1`),
  );
  const days = rowsOf<{ days: number; n: number }>(histogram).map((r) => ({
    days: Number(r.days),
    n: Number(r.n),
  }));
  return { median: medianOf(days), days };
}

/** The median of a histogram (mean of the two middle values for an even count). */
export function medianOf(histogram: Array<{ days: number; n: number }>): number | null {
  const sorted = [...histogram].sort((a, b) => a.days - b.days);
  const total = sorted.reduce((sum, h) => sum + h.n, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const h of sorted) {
      seen += h.n;
      if (index < seen) return h.days;
    }
    return sorted[sorted.length - 1]!.days;
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
}

/**
 * Visitor days per room: per booking (owner id) and day, the most seats it held in one slot
 * of the room — a visitor staying the morning and the afternoon counts once that day. Days
 * the nightly erasure has counted (`daily_statistics.visitor_days`) are read from there; only
 * the other days (today and later, or counted before the column existed) group the tickets.
 */
export async function visitorDaysByRoom(db: Db, f: SlotFilter): Promise<Map<number, number>> {
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    SELECT room_id, sum(seats)::int AS n FROM (
      SELECT s.room_id, s.date, p.owner, max(p.n) AS seats
      FROM time_slots s
      LEFT JOIN daily_statistics d ON d.date = s.date AND d.room_id = s.room_id
      CROSS JOIN LATERAL (
        SELECT coalesce(t.owner_id, t.id::text) AS owner, count(*) AS n
        FROM tickets t
        WHERE d.visitor_days IS NULL AND t.time_slot_id = s.id AND t.status = 'BOOKED'
        GROUP BY owner
      ) p
      WHERE ${slotsIn(f)}
      GROUP BY s.room_id, s.date, p.owner
    ) per_day GROUP BY room_id
    UNION ALL
    SELECT s.room_id, sum(s.visitor_days)::int FROM daily_statistics s
    WHERE ${slotsIn(f)} AND s.visitor_days IS NOT NULL GROUP BY s.room_id`),
  );
  const byRoom = new Map<number, number>();
  for (const r of rowsOf<{ room_id: number; n: number }>(result))
    byRoom.set(Number(r.room_id), (byRoom.get(Number(r.room_id)) ?? 0) + Number(r.n));
  return byRoom;
}

/** The rooms by id (names for the figures), in the admin's order. */
export async function roomNames(db: Db): Promise<Array<{ id: number; name: string }>> {
  const result = await db.execute(sql`SELECT id, name FROM rooms ORDER BY sort_order, id`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
  }));
}
