import { sql } from 'drizzle-orm';
import type {
  ApplicationFigures,
  ReaderFigures,
  ReaderStatistics,
} from '@lesesaal/domain/reports/statistics';
import { rowsOf, type Db } from '../../db/client';
import { checkInUsedOn, slotHasEnded } from '../check-in';
import type { ReportClock } from './repository';
import { slotsIn, withoutJit, type SlotFilter } from './statistics-repository';

/**
 * The reader statistics (docs/decisions/reader-statistics.md): persons, their days, first
 * visits, purposes and countries, counted from what the nightly erasure keeps on a ticket —
 * the person's pseudonymous key (`reader_pseudonym`), `purpose`, `country`, status, check-in
 * and slot — so the figures are the same before and after it.
 *
 * - A *visit*: a BOOKED ticket that is not a no-show (tickets/no-shows.ts: not marked
 *   arrived, slot ended, on a day check-in was used in its room). Where the desk used the
 *   check-in that day in that room, only those who arrived count; elsewhere the booking does.
 * - A *person*: the ticket's key; a ticket without one (booked and erased before keys were
 *   stored) counts as a person of its own booking (`owner_id`).
 * - A group's seats (tickets with `group_id`, nameless) are no persons: the group's
 *   participants are counted apart, as reader-days in groups ({@link groupCounts}).
 */

/** One grouping of the persons' counts: room and month null mean "all". */
export interface ReaderCountRow {
  roomId: number | null;
  month: string | null;
  /** false: the row counts every purpose; true: only `purpose` (null: none named) */
  byPurpose: boolean;
  purpose: string | null;
  readers: number;
  readerDays: number;
  firstTime: number;
  abroad: number;
}

/** Persons' counts of the filter, per room and month, room, month and in total, each also per purpose. */
export async function readerCounts(
  db: Db,
  f: SlotFilter,
  clock: ReportClock,
  archiveCountry: string,
): Promise<ReaderCountRow[]> {
  const ended = slotHasEnded(sql`s.date`, sql`s.end_time`, clock.today, clock.nowTime);
  const result = await withoutJit(db, (tx) =>
    tx.execute(sql`
    WITH checked_in AS (
      SELECT DISTINCT s.room_id, s.date FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      WHERE ${slotsIn(f)} AND t.status = 'BOOKED' AND t.checked_in_at IS NOT NULL
    ),
    v AS (
      SELECT coalesce(t.reader_pseudonym, 'b.' || coalesce(t.owner_id, t.id::text)) AS person,
        t.reader_pseudonym IS NOT NULL AS keyed, s.room_id, s.date,
        to_char(s.date, 'YYYY-MM') AS month, t.purpose,
        (t.country IS NOT NULL AND upper(t.country) <> ${archiveCountry}) AS abroad
      FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      LEFT JOIN checked_in c ON c.room_id = s.room_id AND c.date = s.date
      WHERE ${slotsIn(f)} AND t.status = 'BOOKED' AND t.group_id IS NULL
        AND NOT (t.checked_in_at IS NULL AND c.room_id IS NOT NULL AND ${ended})
    ),
    firsts AS (
      SELECT t.reader_pseudonym AS person, min(s.date) AS first_date
      FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      WHERE t.reader_pseudonym IN (SELECT person FROM v WHERE keyed)
        AND t.status = 'BOOKED' AND s.date <= ${f.untilDate}::date
        AND NOT (t.checked_in_at IS NULL AND ${ended}
          AND ${checkInUsedOn(sql`s.room_id`, sql`s.date`)})
      GROUP BY t.reader_pseudonym
    )
    SELECT v.room_id, v.month, v.purpose,
      GROUPING(v.room_id) AS all_rooms, GROUPING(v.month) AS all_months,
      GROUPING(v.purpose) AS all_purposes,
      count(DISTINCT v.person)::int AS readers,
      count(DISTINCT v.person || '|' || v.date::text)::int AS reader_days,
      count(DISTINCT v.person) FILTER (WHERE v.date = fi.first_date)::int AS first_time,
      count(DISTINCT v.person) FILTER (WHERE v.abroad)::int AS abroad
    FROM v LEFT JOIN firsts fi ON v.keyed AND fi.person = v.person
    GROUP BY GROUPING SETS ((v.room_id, v.month), (v.room_id), (v.month), (),
      (v.room_id, v.month, v.purpose), (v.room_id, v.purpose), (v.month, v.purpose), (v.purpose))`),
  );
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomId: Number(r.all_rooms) === 1 ? null : Number(r.room_id),
    month: Number(r.all_months) === 1 ? null : String(r.month),
    byPurpose: Number(r.all_purposes) === 0,
    purpose: r.purpose === null || r.purpose === undefined ? null : String(r.purpose),
    readers: Number(r.readers),
    readerDays: Number(r.reader_days),
    firstTime: Number(r.first_time),
    abroad: Number(r.abroad),
  }));
}

/**
 * Participants of the filter's CONFIRMED group visits (docs/decisions/group-visits.md): the
 * group's `participants`, or its seats when none were given — columns the nightly erasure
 * keeps; per room and month, room, month and in total. A group cancelled or declined counts
 * nothing.
 */
export async function groupCounts(
  db: Db,
  f: SlotFilter,
): Promise<Array<{ roomId: number | null; month: string | null; participants: number }>> {
  const result = await db.execute(sql`
    SELECT room_id, month, GROUPING(room_id) AS all_rooms, GROUPING(month) AS all_months,
      coalesce(sum(n), 0)::int AS participants
    FROM (
      SELECT s.room_id, to_char(s.date, 'YYYY-MM') AS month,
        coalesce(g.participants, g.seats, 0) AS n
      FROM group_requests g JOIN time_slots s ON s.id = g.time_slot_id
      WHERE g.status = 'CONFIRMED' AND ${slotsIn(f)}
    ) g
    GROUP BY GROUPING SETS ((room_id, month), (room_id), (month), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomId: Number(r.all_rooms) === 1 ? null : Number(r.room_id),
    month: Number(r.all_months) === 1 ? null : String(r.month),
    participants: Number(r.participants),
  }));
}

/** Record units of the filter's visits: handed out, and pulled; per room and month, room, month, total. */
export async function unitCounts(
  db: Db,
  f: SlotFilter,
): Promise<Array<{ roomId: number | null; month: string | null; issued: number; pulled: number }>> {
  const rooms =
    f.roomIds === null ? sql`TRUE` : sql`u.room_id = ANY(${`{${f.roomIds.join(',')}}`}::int[])`;
  const result = await db.execute(sql`
    SELECT room_id, month, GROUPING(room_id) AS all_rooms, GROUPING(month) AS all_months,
      count(*) FILTER (WHERE state IN ('ISSUED', 'RETURNED'))::int AS issued,
      count(*) FILTER (WHERE pulled_at IS NOT NULL)::int AS pulled
    FROM (
      SELECT u.room_id, to_char(u.visit_date, 'YYYY-MM') AS month, u.state, u.pulled_at
      FROM record_units u
      WHERE u.visit_date BETWEEN ${f.fromDate}::date AND ${f.untilDate}::date AND ${rooms}
    ) u
    GROUP BY GROUPING SETS ((room_id, month), (room_id), (month), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomId: Number(r.all_rooms) === 1 ? null : Number(r.room_id),
    month: Number(r.all_months) === 1 ? null : String(r.month),
    issued: Number(r.issued),
    pulled: Number(r.pulled),
  }));
}

/**
 * User applications of the period (archive dates in `timeZone`), per month and in total:
 * submitted (and of those still waiting), approved and refused (by the decision's day),
 * expired (an approved one's last valid day, before today). Applications erased after their
 * retention are no longer counted.
 */
export async function applicationCounts(
  db: Db,
  period: { fromDate: string; untilDate: string },
  today: string,
  timeZone: string,
): Promise<ApplicationFigures[]> {
  const day = (column: string) => sql`(${sql.raw(column)} AT TIME ZONE ${timeZone})::date`;
  const result = await db.execute(sql`
    SELECT month, GROUPING(month) AS all_months,
      count(*) FILTER (WHERE kind = 'submitted')::int AS submitted,
      count(*) FILTER (WHERE kind = 'submitted' AND waiting)::int AS pending,
      count(*) FILTER (WHERE kind = 'approved')::int AS approved,
      count(*) FILTER (WHERE kind = 'refused')::int AS refused,
      count(*) FILTER (WHERE kind = 'expired')::int AS expired
    FROM (
      SELECT kind, to_char(day, 'YYYY-MM') AS month, waiting FROM (
        SELECT 'submitted' AS kind, ${day('a.submitted_at')} AS day,
          a.state = 'submitted' AS waiting
        FROM user_applications a
        UNION ALL
        SELECT a.state, ${day('a.decided_at')}, false FROM user_applications a
        WHERE a.state IN ('approved', 'refused') AND a.decided_at IS NOT NULL
        UNION ALL
        SELECT 'expired', a.valid_until, false FROM user_applications a
        WHERE a.state = 'approved' AND a.valid_until < ${today}::date
      ) e
      WHERE day BETWEEN ${period.fromDate}::date AND ${period.untilDate}::date
    ) m
    GROUP BY GROUPING SETS ((month), ())`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    month: Number(r.all_months) === 1 ? null : String(r.month),
    submitted: Number(r.submitted),
    pending: Number(r.pending),
    approved: Number(r.approved),
    refused: Number(r.refused),
    expired: Number(r.expired),
  }));
}

/** The months (`YYYY-MM`) from `fromDate`'s to `untilDate`'s, in order. */
export function monthsOf(fromDate: string, untilDate: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(fromDate.slice(0, 4)), Number(fromDate.slice(5, 7))];
  const last = untilDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}

/** Readers per purpose: the archive's purposes in order (0 included), then others named, then none. */
export function purposesOf(
  rows: readonly ReaderCountRow[],
  purposes: readonly string[],
): ReaderFigures['purposes'] {
  const counted = new Map(rows.map((r) => [r.purpose, r.readers]));
  const others = [...counted.keys()]
    .filter((p): p is string => p !== null && !purposes.includes(p))
    .sort((a, b) => a.localeCompare(b));
  return [
    ...[...purposes, ...others].map((purpose) => ({ purpose, readers: counted.get(purpose) ?? 0 })),
    ...(counted.has(null) ? [{ purpose: null, readers: counted.get(null)! }] : []),
  ];
}

/**
 * The reader statistics from what the store read (no I/O): a figure row for the whole archive
 * and period first, then each month, then per room (in `roomIds`' order) the period and each
 * month; zeros where nothing was counted. Applications: the period, then each month.
 */
export function readerStatistics(
  read: {
    persons: readonly ReaderCountRow[];
    units: Awaited<ReturnType<typeof unitCounts>>;
    groups: Awaited<ReturnType<typeof groupCounts>>;
    applications: readonly ApplicationFigures[];
  },
  shape: {
    roomIds: readonly number[];
    months: readonly string[];
    purposes: readonly string[];
    archiveCountry: string;
  },
): ReaderStatistics {
  const key = (roomId: number | null, month: string | null) => `${roomId ?? '*'}|${month ?? '*'}`;
  const persons = new Map<string, ReaderCountRow>();
  const byPurpose = new Map<string, ReaderCountRow[]>();
  for (const row of read.persons) {
    const k = key(row.roomId, row.month);
    if (!row.byPurpose) persons.set(k, row);
    else byPurpose.set(k, [...(byPurpose.get(k) ?? []), row]);
  }
  const units = new Map(read.units.map((u) => [key(u.roomId, u.month), u]));
  const groups = new Map(read.groups.map((g) => [key(g.roomId, g.month), g.participants]));
  const figure = (roomId: number | null, month: string | null): ReaderFigures => {
    const k = key(roomId, month);
    const p = persons.get(k);
    const u = units.get(k);
    return {
      roomId,
      month,
      readers: p?.readers ?? 0,
      readerDays: p?.readerDays ?? 0,
      groupReaderDays: groups.get(k) ?? 0,
      firstTime: p?.firstTime ?? 0,
      abroad: p?.abroad ?? 0,
      unitsIssued: u?.issued ?? 0,
      unitsPulled: u?.pulled ?? 0,
      purposes: purposesOf(byPurpose.get(k) ?? [], shape.purposes),
    };
  };
  const figures: ReaderFigures[] = [];
  for (const roomId of [null, ...shape.roomIds])
    for (const month of [null, ...shape.months]) figures.push(figure(roomId, month));
  const applications = new Map(read.applications.map((a) => [a.month, a]));
  const noApplications = { submitted: 0, pending: 0, approved: 0, refused: 0, expired: 0 };
  return {
    archiveCountry: shape.archiveCountry,
    purposes: [...shape.purposes],
    figures,
    applications: [null, ...shape.months].map(
      (month) => applications.get(month) ?? { month, ...noApplications },
    ),
  };
}
