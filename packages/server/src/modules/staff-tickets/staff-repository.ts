import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOwner } from '@lesesaal/domain/owners/schema';
import type { SortSpec } from '@lesesaal/domain/paging';
import { normalizeBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { TicketListQuery, TicketSortField } from '@lesesaal/domain/tickets/schema';
import { rowsOf, type Db } from '../../db/client';
import { germanOrder } from '../../db/collation';
import { rooms, tickets, timeSlots } from '../../db/schema/index';
import { normalizeTicketRow, selectTicketViews, type TicketView } from '../seat-core';

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  return (await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId))).length > 0;
}

const SORT_COLUMNS: Record<TicketSortField, SQL | typeof tickets.id> = {
  // German order (db/collation.ts): Ärger before Muster, case only breaks ties
  roomName: germanOrder(rooms.name),
  lastName: germanOrder(tickets.lastName),
  firstName: germanOrder(tickets.firstName),
  organisation: germanOrder(tickets.organisation),
  email: germanOrder(tickets.email),
  date: sql`${timeSlots.date}`,
  startTime: sql`${timeSlots.startTime}`,
  bookingNumber: sql`${tickets.bookingNumber}`,
  status: sql`${tickets.status}`,
  id: tickets.id,
};

/**
 * The name columns of a search's order: the same order, written so the planner cannot walk
 * `tickets_name_order_idx` (migration 0012) for it. That walk reads the index in name order
 * and filters each row: cheap when most rows match, but the planner assumes the matches are
 * spread evenly over the names, and a search's are not (at 1 M tickets, "hub" walked 37 %
 * of the index to reach the Hubers: 1.5 s instead of 0.1 s through the trigram index).
 */
const SEARCH_SORT_COLUMNS: Partial<Record<TicketSortField, SQL>> = {
  lastName: germanOrder(sql`(${tickets.lastName} || '')`),
  firstName: germanOrder(sql`(${tickets.firstName} || '')`),
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A search term as (part of) a booking number, typed as printed or not; none if it is empty. */
function bookingNumberTerm(term: string): SQL | undefined {
  const normalized = normalizeBookingNumber(term);
  return normalized === '' ? undefined : ilike(tickets.bookingNumber, likePattern(normalized));
}

/** Joins the searched person fields in migration 0007's index expression. */
const SEARCH_SEPARATOR = String.fromCharCode(31);

/**
 * The searched person fields as ONE expression, written exactly as the trigram index
 * `tickets_search_trgm_idx` (migration 0007) so the planner uses it. A term without the
 * separator matches it exactly when it matches one of the fields.
 */
const personSearchText = sql`(coalesce(${tickets.lastName}, '') || chr(31) || coalesce(${tickets.firstName}, '') || chr(31) || coalesce(${tickets.organisation}, '') || chr(31) || coalesce(${tickets.email}, ''))`;

/**
 * The free-text search: the term, case-insensitive, within last name, first name,
 * organisation, e-mail or room name, or (normalised) within the booking number. Written so
 * every branch is an index condition on tickets (the staff search at 1 M tickets):
 * the person fields through the trigram index, the booking number through its own, the room
 * names as the slot ids of the matching rooms (a 50-row table; tickets_time_slot_status_idx).
 */
function searchCondition(term: string): SQL | undefined {
  const pattern = likePattern(term);
  const inRoom = sql`${tickets.timeSlotId} = ANY(ARRAY(SELECT s.id FROM time_slots s
    JOIN rooms r ON r.id = s.room_id WHERE r.name ILIKE ${pattern}))`;
  const person = term.includes(SEARCH_SEPARATOR)
    ? or(
        ilike(tickets.lastName, pattern),
        ilike(tickets.firstName, pattern),
        ilike(tickets.organisation, pattern),
        ilike(tickets.email, pattern),
      )
    : sql`${personSearchText} ILIKE ${pattern}`;
  return or(person, bookingNumberTerm(term), inRoom);
}

/** The filters of `GET /admin/tickets`: the query without sort and page. */
type TicketFilters = Omit<TicketListQuery, 'sort' | 'limit' | 'offset'>;

/**
 * The WHERE of the admin ticket list, one condition per filter's
 * `GET /admin/tickets`. A new filter is one more line here.
 */
export function ticketConditions(q: TicketFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    eq(tickets.status, q.status),
    q.roomId === undefined ? undefined : eq(timeSlots.roomId, q.roomId),
    q.timeSlotId === undefined ? undefined : eq(tickets.timeSlotId, q.timeSlotId),
    q.ticketId === undefined ? undefined : eq(tickets.id, q.ticketId),
    q.transactionId ? eq(tickets.transactionId, q.transactionId) : undefined,
    q.ownerId ? eq(tickets.ownerId, q.ownerId) : undefined,
    // stored without the dash the e-mail prints: `UVNS-GA39`, `uvns ga39` find `UVNSGA39`
    q.bookingNumber
      ? eq(tickets.bookingNumber, normalizeBookingNumber(q.bookingNumber))
      : undefined,
    q.fromDate ? gte(timeSlots.date, q.fromDate) : undefined,
    q.untilDate ? lte(timeSlots.date, q.untilDate) : undefined,
    q.fromTime ? gte(timeSlots.startTime, q.fromTime) : undefined,
    q.untilTime ? lte(timeSlots.startTime, q.untilTime) : undefined,
    q.searchTerm ? searchCondition(q.searchTerm) : undefined,
  ];
  return and(...conditions);
}

/**
 * A page of the list; `searching` when the filters have a search term whose matches the
 * page must not find by walking the name index (`searchAvoidsNameIndex`).
 */
export interface TicketPage {
  sort: SortSpec<TicketSortField>[];
  limit: number;
  offset: number;
  searching?: boolean;
}

/**
 * One page of tickets (joined with slot and room) in the list's order; the id breaks ties,
 * so consecutive pages neither repeat nor skip a row (the exports read the list this way).
 */
export async function ticketPage(
  db: Db,
  where: SQL | undefined,
  page: TicketPage,
): Promise<TicketView[]> {
  const column = (field: TicketSortField) =>
    (page.searching && SEARCH_SORT_COLUMNS[field]) || SORT_COLUMNS[field];
  const order = page.sort.map((s) =>
    s.direction === 'DESC' ? desc(column(s.field)) : asc(column(s.field)),
  );
  const rows = await selectTicketViews(db)
    .where(where)
    .orderBy(...order, asc(timeSlots.date), asc(timeSlots.startTime), asc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(normalizeTicketRow);
}

/**
 * Whether the filters read the ticket's slot (room, dates, times; see `ticketConditions`).
 * Only then does the count join `time_slots`: every ticket has exactly one slot and every
 * slot one room (NOT NULL foreign keys), so the joins never change the count, and without
 * them the list's count at 1 M tickets is an index-only scan (220 ms -> 55 ms).
 * A slot filter added to `ticketConditions` but not here fails loudly (no such table).
 */
function filtersBySlot(q: TicketFilters): boolean {
  return q.roomId !== undefined || Boolean(q.fromDate || q.untilDate || q.fromTime || q.untilTime);
}

/** A search matching at least this share of all tickets (and `DENSE_MIN_ROWS`) is dense. */
const DENSE_SHARE = 0.2;
const DENSE_MIN_ROWS = 10_000;

/** About this many tickets are read to judge a term's share (a sample of the table's pages). */
const DENSITY_SAMPLE_ROWS = 5_000;

/**
 * Whether a search's page is ordered so the planner cannot walk the name index
 * (`SEARCH_SORT_COLUMNS`): yes, unless the term matches a fifth of all tickets or more — a
 * term found in most e-mail addresses ("example", "gmail"). Then the matches are everywhere
 * in name order, and walking the index finds a page after a few rows, where sorting every
 * match took 2.7 s at 1 M tickets. A name term's matches cluster in name order, and no single
 * name is a fifth of all visitors.
 *
 * The share is counted in a sample of the table's pages (`TABLESAMPLE SYSTEM`, about
 * DENSITY_SAMPLE_ROWS tickets, the same pages every time), not taken from the planner's
 * estimate: under row-level security (docs/decisions/many-archives.md) PostgreSQL does not
 * use column statistics for an operator that is not leakproof, as `ILIKE` is not, and its
 * estimate is a fixed guess. The table's size is the statistics' (`reltuples`).
 */
export async function searchAvoidsNameIndex(
  db: Db,
  filters: TicketFilters,
  where: SQL | undefined,
): Promise<boolean> {
  if (!filters.searchTerm) return false;
  const [size] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'tickets'::regclass`,
    ),
  );
  const all = Number(size?.n ?? 0);
  if (all < DENSE_MIN_ROWS) return true;
  const percent = Math.min(100, (100 * DENSITY_SAMPLE_ROWS) / all).toFixed(4);
  const sampled = sql`${tickets} TABLESAMPLE SYSTEM (${sql.raw(percent)}) REPEATABLE (1)`;
  const from = filtersBySlot(filters)
    ? sql`${sampled} JOIN ${timeSlots} ON ${timeSlots.id} = ${tickets.timeSlotId}`
    : sampled;
  const [sample] = rowsOf<{ hits: number; seen: number }>(
    await db.execute(
      sql`SELECT (count(*) FILTER (WHERE ${where}))::int AS hits, count(*)::int AS seen FROM ${from}`,
    ),
  );
  const seen = Number(sample?.seen ?? 0);
  const estimated = seen > 0 ? (Number(sample!.hits) / seen) * all : 0;
  return !(estimated >= DENSE_MIN_ROWS && estimated >= DENSE_SHARE * all);
}

/**
 * One page of tickets (joined with slot and room) for the filters, and the count of all that
 * match them.
 */
export async function listTickets(
  db: Db,
  filters: TicketFilters,
  page: Omit<TicketPage, 'searching'>,
): Promise<{ rows: TicketView[]; total: number }> {
  const where = ticketConditions(filters);
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .$dynamic();
  const searching = await searchAvoidsNameIndex(db, filters, where);
  const [rows, counted] = await Promise.all([
    ticketPage(db, where, { ...page, searching }),
    filtersBySlot(filters)
      ? count.innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId)).where(where)
      : count.where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function findTicketView(db: Db, id: number): Promise<TicketView | null> {
  const [row] = await selectTicketViews(db).where(eq(tickets.id, id));
  return row ? normalizeTicketRow(row) : null;
}

/** The tickets among `ids`, rows locked `FOR UPDATE` in id order (see owners' lock). */
export async function lockTicketViews(db: Db, ids: readonly number[]): Promise<TicketView[]> {
  const rows = await selectTicketViews(db)
    .where(inArray(tickets.id, [...ids]))
    .orderBy(asc(tickets.id))
    .for('update', { of: tickets });
  return rows.map(normalizeTicketRow);
}

export async function updateOwner(db: Db, id: number, owner: AdminOwner): Promise<void> {
  await db
    .update(tickets)
    .set({
      salutation: owner.salutation,
      title: owner.title,
      firstName: owner.firstName,
      lastName: owner.lastName,
      organisation: owner.organisation,
      email: owner.email,
      phone: owner.phone,
      accessibility: owner.accessibility,
    })
    .where(eq(tickets.id, id));
}
