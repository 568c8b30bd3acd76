/**
 * The growth runs' data and queries: the generated rooms, slots and tickets, and the main
 * queries of the growth endpoints for EXPLAIN ANALYZE. Plain SQL against the schema only, no
 * app code: it stays valid while the server's modules are refactored.
 */
import type { RawSql } from './database';

export const GROWTH_ROOMS = 50;

const LAST_NAMES = [
  'Huber',
  'Gruber',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Schneider',
  'Reiter',
  'Mayr',
  'Schmidt',
  'Wimmer',
  'Egger',
  'Brunner',
  'Lang',
  'Baumgartner',
  'Auer',
  'Binder',
  'Lechner',
  'Wolf',
  'Wallner',
  'Aigner',
  'Ebner',
  'Koller',
  'Lehner',
  'Haas',
  'Schuster',
  'Öztürk',
];
const FIRST_NAMES = [
  'Anna',
  'Maria',
  'Lukas',
  'Elias',
  'Emma',
  'Jakob',
  'Lena',
  'Felix',
  'Sophie',
  'Paul',
  'Johanna',
  'Jonas',
  'Laura',
  'David',
  'Hannah',
  'Tobias',
  'Lea',
  'Maximilian',
  'Sarah',
  'Florian',
  'Julia',
  'Simon',
  'Katharina',
  'Stefan',
  'Eva',
  'Michael',
  'Theresa',
  'Andreas',
  'Magdalena',
  'Ömer',
];
const sqlArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** The growth slots: ids `first`..`first + n - 1` (one INSERT in a fresh database). */
export interface GrowthSlots {
  first: number;
  n: number;
}

/**
 * Creates the 50 growth rooms and their slots (once): three a day from `days` back to `days`
 * ahead of today (365: a year back to a year ahead).
 */
export async function seedGrowthRooms(
  db: RawSql,
  days = 365,
): Promise<{ firstRoom: number; slots: GrowthSlots }> {
  await db.exec(
    `INSERT INTO rooms (name, description, capacity, open_start_value, open_end_value)
     SELECT 'Lesesaal ' || g, 'growth', 20, 0, 365 FROM generate_series(1, ${GROWTH_ROOMS}) AS g`,
  );
  await db.exec(
    `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity)
     SELECT r.id, current_date + d, v.st::time, v.en::time, 20
       FROM rooms r
       CROSS JOIN generate_series(-${days}, ${days}) AS d
       CROSS JOIN (VALUES ('09:00','11:00'),('12:00','14:00'),('15:00','17:00')) AS v(st, en)
      WHERE r.description = 'growth'
      ORDER BY r.id, d, v.st`,
  );
  const [row] = await db.query<{ first: number; n: number }>(
    `SELECT min(id)::int AS first, count(*)::int AS n FROM rooms WHERE description = 'growth'`,
  );
  const [slots] = await db.query<{ first: number; last: number; n: number }>(
    `SELECT min(s.id)::int AS first, max(s.id)::int AS last, count(*)::int AS n
       FROM time_slots s JOIN rooms r ON r.id = s.room_id WHERE r.description = 'growth'`,
  );
  if (slots!.last - slots!.first + 1 !== slots!.n)
    throw new Error('growth slot ids not contiguous');
  return { firstRoom: row!.first, slots: { first: slots!.first, n: slots!.n } };
}

/**
 * Tickets `from`..`until` (numbers, 1-based) of the generated data, each with its booked
 * cart, spread over all growth slots: 90 % BOOKED, 10 % CANCELLED; names from 40 last and
 * 30 first names, every third with an organisation. One INSERT … SELECT per table.
 */
export async function insertGrowthTickets(
  db: RawSql,
  slots: GrowthSlots,
  from: number,
  until: number,
): Promise<void> {
  await db.exec(
    `INSERT INTO transactions (id, created_at, expired_at, booked_at, language)
     SELECT 'g-' || i, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day', 'de'
       FROM generate_series(${from}, ${until}) AS i`,
  );
  await db.exec(
    `WITH gen AS (
       SELECT i, (${sqlArray(LAST_NAMES)})[1 + (i / 3) % ${LAST_NAMES.length}] AS last_name,
                 (${sqlArray(FIRST_NAMES)})[1 + (i / 7) % ${FIRST_NAMES.length}] AS first_name
         FROM generate_series(${from}, ${until}) AS i
     )
     INSERT INTO tickets (transaction_id, time_slot_id, status, booking_number, owner_id, language,
                          salutation, first_name, last_name, organisation, email, phone,
                          accessibility, created_at, booked_at, cancelled_at)
     SELECT 'g-' || g.i, s.id,
            CASE WHEN g.i % 10 = 0 THEN 'CANCELLED' ELSE 'BOOKED' END,
            'G' || lpad(to_hex(g.i), 7, '0'), md5('owner' || g.i), 'de', 'NONE',
            g.first_name, g.last_name,
            CASE WHEN g.i % 3 = 0 THEN 'Universität ' || (g.i % 17) END,
            lower(g.first_name) || '.' || lower(g.last_name) || '.' || g.i || '@example.org',
            '+431' || (1000000 + g.i % 9000000), g.i % 25 = 0,
            now() - interval '1 day', now() - interval '1 day',
            CASE WHEN g.i % 10 = 0 THEN now() END
       FROM gen g
       JOIN time_slots s ON s.id = ${slots.first} + ((g.i::bigint * 7919) % ${slots.n})::int`,
  );
  await db.exec('ANALYZE');
}

/** The search term, sort and page of the staff reservation search in the growth runs. */
export const SEARCH = { term: 'hub', sort: 'lastName:ASC,firstName:ASC', limit: 20, offset: 20 };

/**
 * The main queries behind the growth endpoints, as the server (at the measured commit)
 * sends them, for EXPLAIN ANALYZE: calendar counts, reservation search page and count,
 * the staff list's page without a term, occupancy report.
 */
export async function growthQueries(
  db: RawSql,
  roomId: number,
  calendar: { from: string; until: string },
  report: { from: string; until: string },
): Promise<Array<{ name: string; sql: string }>> {
  const slotIds = (
    await db.query<{ id: number }>(
      'SELECT id FROM time_slots WHERE room_id = $1 AND date BETWEEN $2 AND $3',
      [roomId, calendar.from, calendar.until],
    )
  ).map((r) => r.id);
  const like = `'%${SEARCH.term}%'`;
  // Since migration 0007 (trigram indexes): the person fields as one indexed expression, the
  // booking number with its own index, room names as slot ids (staff-tickets/staff-repository.ts).
  // Since migration 0012 a search sorts by `(name || '')`, which the name-order index does not
  // match (staff-repository.ts SEARCH_SORT_COLUMNS).
  const searchWhere = `t.status = 'BOOKED' AND (
      (coalesce(t.last_name, '') || chr(31) || coalesce(t.first_name, '') || chr(31) ||
       coalesce(t.organisation, '') || chr(31) || coalesce(t.email, '')) ILIKE ${like}
      OR t.booking_number ILIKE '%${SEARCH.term.toUpperCase()}%'
      OR t.time_slot_id = ANY(ARRAY(SELECT s2.id FROM time_slots s2 JOIN rooms r2 ON r2.id = s2.room_id
                                     WHERE r2.name ILIKE ${like})))`;
  return [
    {
      name: 'calendar-slots',
      sql: `SELECT * FROM time_slots WHERE room_id = ${roomId}
              AND date >= '${calendar.from}' AND date <= '${calendar.until}'
            ORDER BY date, start_time`,
    },
    {
      name: 'calendar-counts',
      sql: `SELECT t.time_slot_id, count(*)::int FROM tickets t
              LEFT JOIN transactions c ON c.id = t.transaction_id
             WHERE t.time_slot_id IN (${slotIds.join(',') || 'NULL'})
               AND (t.status = 'BOOKED' OR (t.status = 'NEW' AND c.expired_at > now()))
             GROUP BY t.time_slot_id`,
    },
    {
      name: 'search-page',
      sql: `SELECT t.*, s.date, s.start_time, s.end_time, s.room_id, r.name
              FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
              JOIN rooms r ON r.id = s.room_id
             WHERE ${searchWhere}
             ORDER BY (t.last_name || '') COLLATE lesesaal_de, (t.first_name || '') COLLATE lesesaal_de,
                      s.date, s.start_time, t.id
             LIMIT ${SEARCH.limit} OFFSET ${SEARCH.offset}`,
    },
    {
      // the staff list without a term, default order: walks tickets_name_order_idx (0012)
      name: 'list-page',
      sql: `SELECT t.*, s.date, s.start_time, s.end_time, s.room_id, r.name
              FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
              JOIN rooms r ON r.id = s.room_id
             WHERE t.status = 'BOOKED'
             ORDER BY t.last_name COLLATE lesesaal_de, t.first_name COLLATE lesesaal_de,
                      s.date, s.start_time, t.id
             LIMIT ${SEARCH.limit} OFFSET ${SEARCH.offset}`,
    },
    {
      name: 'search-count',
      // no slot filter, no join (staff-repository.ts listTickets, since 63e821e)
      sql: `SELECT count(*)::int FROM tickets t WHERE ${searchWhere}`,
    },
    {
      // grouped by the primary key (archive_id, id), as reports/repository.ts groups it
      name: 'report',
      sql: `SELECT s.date, s.start_time, s.end_time, s.capacity, count(t.id)
              FROM time_slots s
              LEFT JOIN tickets t ON t.time_slot_id = s.id AND t.status = 'BOOKED'
             WHERE s.room_id = ${roomId} AND s.date >= '${report.from}' AND s.date <= '${report.until}'
             GROUP BY s.archive_id, s.id ORDER BY s.date, s.start_time`,
    },
  ];
}
