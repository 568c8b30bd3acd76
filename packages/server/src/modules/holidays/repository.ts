import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  BookingsOnHolidays,
  Holiday,
  HOLIDAY_SORT_FIELDS,
} from '@lesesaal/domain/holidays/schema';
import type { SortSpec } from '@lesesaal/domain/paging';
import { rowsOf, type Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { holidays } from '../../db/schema/index';

const SORT_COLUMNS = {
  date: holidays.date,
  name: germanOrder(holidays.name),
  id: holidays.id,
} as const;
const columns = {
  id: holidays.id,
  version: holidays.version,
  name: holidays.name,
  description: holidays.description,
  date: holidays.date,
};

/** Serialises holiday writes (one holiday per date) across instances, for the transaction. */
const HOLIDAY_WRITE_LOCK = 7_342_001;

export async function lockHolidayWrites(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${HOLIDAY_WRITE_LOCK})`);
}

export interface HolidayFilter {
  searchTerm?: string | undefined;
  fromDate?: string | undefined;
  untilDate?: string | undefined;
  limit: number;
  offset: number;
  sort: SortSpec<(typeof HOLIDAY_SORT_FIELDS)[number]>[];
}

export async function listHolidays(
  db: Db,
  filter: HolidayFilter,
): Promise<{ content: Holiday[]; totalCount: number }> {
  const pattern = filter.searchTerm
    ? `%${filter.searchTerm.replace(/[\\%_]/g, '\\$&')}%`
    : undefined;
  const where: SQL | undefined = and(
    pattern
      ? sql`(${holidays.name} ILIKE ${pattern} OR ${holidays.description} ILIKE ${pattern})`
      : undefined,
    filter.fromDate ? gte(holidays.date, filter.fromDate) : undefined,
    filter.untilDate ? lte(holidays.date, filter.untilDate) : undefined,
  );
  const order = filter.sort.map((s) =>
    s.direction === 'DESC' ? desc(SORT_COLUMNS[s.field]) : asc(SORT_COLUMNS[s.field]),
  );
  const [content, total] = await Promise.all([
    db
      .select(columns)
      .from(holidays)
      .where(where)
      .orderBy(...order, asc(holidays.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(holidays).where(where),
  ]);
  return { content, totalCount: Number(total[0]?.n ?? 0) };
}

export async function findHoliday(db: Db, id: number): Promise<Holiday | null> {
  const [row] = await db.select(columns).from(holidays).where(eq(holidays.id, id));
  return row ?? null;
}

/** The id of a holiday on `date` other than `exceptId`, if any. */
export async function holidayOnDate(db: Db, date: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: holidays.id }).from(holidays).where(eq(holidays.date, date));
  return rows.some((r) => r.id !== exceptId);
}

export async function existingDates(db: Db, dates: readonly string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(inArray(holidays.date, [...dates]));
  return new Set(rows.map((r) => r.date));
}

export async function insertHolidays(
  db: Db,
  values: Array<{ name: string; description: string | null; date: string }>,
): Promise<Holiday[]> {
  if (values.length === 0) return [];
  return db.insert(holidays).values(values).returning(columns);
}

/** Updates when `version` is current; null when the id is unknown or the version stale. */
export async function updateHoliday(
  db: Db,
  id: number,
  version: number,
  values: { name: string; description: string | null; date: string },
): Promise<Holiday | null> {
  const [row] = await db
    .update(holidays)
    .set({ ...values, version: sql`${holidays.version} + 1` })
    .where(and(eq(holidays.id, id), eq(holidays.version, version)))
    .returning(columns);
  return row ?? null;
}

export async function deleteHoliday(db: Db, id: number): Promise<boolean> {
  return (
    (await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id })).length ===
    1
  );
}

/**
 * The booked visits on `dates` (tickets BOOKED; the cart module's tables, read only), by date
 * and start time. A holiday never cancels them: its answer lists them for staff.
 */
export async function bookingsOnDates(
  db: Db,
  dates: readonly string[],
): Promise<BookingsOnHolidays> {
  if (dates.length === 0) return { count: 0, days: [] };
  const rows = rowsOf<{ date: string; bookingNumber: string | null }>(
    await db.execute(sql`
      SELECT s.date::text AS date, t.booking_number AS "bookingNumber"
      FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
      WHERE t.status = 'BOOKED' AND s.date IN (${sql.join(
        dates.map((d) => sql`${d}::date`),
        sql`, `,
      )})
      ORDER BY s.date, s.start_time, t.booking_number`),
  );
  const days = new Map<string, string[]>();
  for (const row of rows) {
    const numbers = days.get(row.date) ?? [];
    if (row.bookingNumber) numbers.push(row.bookingNumber);
    days.set(row.date, numbers);
  }
  return {
    count: rows.length,
    days: [...days].map(([date, bookingNumbers]) => ({ date, bookingNumbers })),
  };
}
