/**
 * The visitor scenarios' data and raw SQL: the rooms and slots they use, and the same
 * database work as the API's hold and month calendar written as plain SQL (the baseline the
 * API is compared with). The growth runs' data is in growth-data.ts. Plain SQL against the
 * schema only, no app code: it stays valid while the server's modules are refactored.
 */
import type { RawSql } from './database';

const FOUR_SLOTS = `(VALUES ('09:00','10:00'),('10:00','11:00'),('13:00','14:00'),('14:00','15:00')) AS v(st, en)`;

async function insertRoom(db: RawSql, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO rooms (name, description, capacity, open_start_value, open_end_value)
     VALUES ($1, 'bench', 99999, 0, 365) RETURNING id`,
    [name],
  );
  return row!.id;
}

/** Slots of a room on days `from`..`until` after today, four a day; their ids in order. */
async function insertSlots(
  db: RawSql,
  roomId: number,
  from: number,
  until: number,
  capacity: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity)
     SELECT $1, current_date + d, v.st::time, v.en::time, $2
       FROM generate_series($3::int, $4::int) AS d CROSS JOIN ${FOUR_SLOTS}
     ORDER BY d, v.st RETURNING id`,
    [roomId, capacity, from, until],
  );
  return rows.map((r) => r.id);
}

export interface VisitorData {
  holdRoom: number;
  holdSlots: number[];
  calendarRoom: number;
  flowRoom: number;
  flowSlots: number[];
  hotRoom: number;
  /** one 20-seat slot per hot round */
  hotSlots: number[];
}

/**
 * Rooms of the visitor scenarios: hold (60 days × 4 slots, seats never run out), calendar
 * (60 days × 4 slots of 50 seats, each with 8 booked tickets and 2 held in open carts), flow,
 * and the hot room (one 20-seat slot per round). Plus 32 holidays within the 800 days the
 * opening window reads (none on a bench slot's day).
 */
export async function seedVisitorData(db: RawSql, hotRounds: number): Promise<VisitorData> {
  await db.exec(
    `INSERT INTO holidays (name, date)
     SELECT 'Feiertag ' || g, current_date + 70 + g * 23 FROM generate_series(1, 32) AS g`,
  );
  const holdRoom = await insertRoom(db, 'Bench hold');
  const holdSlots = await insertSlots(db, holdRoom, 2, 61, 99999);
  const calendarRoom = await insertRoom(db, 'Bench calendar');
  await insertSlots(db, calendarRoom, 2, 61, 50);
  await db.query(
    `INSERT INTO transactions (id, expired_at, booked_at)
     SELECT 'cal-' || s.id || '-' || k, now() + interval '1 day', CASE WHEN k <= 8 THEN now() END
       FROM time_slots s CROSS JOIN generate_series(1, 10) AS k WHERE s.room_id = $1`,
    [calendarRoom],
  );
  await db.query(
    `INSERT INTO tickets (transaction_id, time_slot_id, status, booked_at, booking_number,
                          last_name, first_name, email)
     SELECT 'cal-' || s.id || '-' || k, s.id, CASE WHEN k <= 8 THEN 'BOOKED' ELSE 'NEW' END,
            CASE WHEN k <= 8 THEN now() END,
            CASE WHEN k <= 8 THEN 'C' || lpad(to_hex(s.id * 16 + k), 7, '0') END,
            'Muster', 'Maria', 'maria.muster@example.org'
       FROM time_slots s CROSS JOIN generate_series(1, 10) AS k WHERE s.room_id = $1`,
    [calendarRoom],
  );
  const flowRoom = await insertRoom(db, 'Bench flow');
  const flowSlots = await insertSlots(db, flowRoom, 2, 61, 99999);
  const hotRoom = await insertRoom(db, 'Bench hot');
  const hotSlots: number[] = [];
  for (let round = 0; round < hotRounds; round++) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO time_slots (room_id, date, start_time, end_time, capacity)
       VALUES ($1, current_date + $2::int, '09:00', '10:00', 20) RETURNING id`,
      [hotRoom, 2 + round],
    );
    hotSlots.push(row!.id);
  }
  await db.exec('ANALYZE');
  return { holdRoom, holdSlots, calendarRoom, flowRoom, flowSlots, hotRoom, hotSlots };
}

let rawCartCounter = 0;

/** The seat rule as the server writes it (seat-core/seat-counts.ts `activeTicketCountOf`). */
export const ACTIVE_COUNT = (slot: string) => `(SELECT count(*)::int FROM tickets
    LEFT JOIN transactions ON transactions.id = tickets.transaction_id
    WHERE tickets.time_slot_id = ${slot}
      AND ((tickets.status = 'BOOKED' AND tickets.seat_released_at IS NULL)
        OR (tickets.status = 'NEW' AND transactions.expired_at > now())))`;

/** Seats a client address holds (seat-core/held-seats.ts). */
export const HELD_SEATS = (
  key: string,
) => `(SELECT count(t.id)::int AS seats, min(c.expired_at) AS first_expiry
    FROM tickets t JOIN transactions c ON c.id = t.transaction_id
    WHERE c.client_key = ${key} AND c.booked_at IS NULL AND c.expired_at > now()
      AND t.status = 'NEW')`;

/**
 * The database work of a visitor hold as plain SQL: the same statements the server sends
 * at this commit (cart/hold-in-new-cart.ts `holdInNewCart`, seat-core/take-seat.ts `takeSeat`), in one transaction:
 *  1. the visitor limit's counter upsert, the seats the address holds, the slot with its
 *     room, active count and holidays — one statement;
 *  2. the address's advisory lock and the slot row `FOR UPDATE` — one statement;
 *  3. ticket and cart inserted when a seat is free and the address is under its cap;
 *  sent pipelined as the server sends them (1 with BEGIN, 2 and 3 with COMMIT).
 * The baseline mirrors the server's statements exactly, so the ratio measures what the API
 * adds to its own SQL (docs/performance.md).
 */
export async function rawHold(db: RawSql, slotId: number, clientKey: string): Promise<boolean> {
  const cartId = `raw-${process.pid}-${++rawCartCounter}-${Math.random().toString(36).slice(2)}`;
  // sent as the server sends them: BEGIN with the first statement, then the lock, the
  // insert and COMMIT together (one round trip each on PostgreSQL)
  return db.pipelined(async (batch) => {
    const [startRows] = await batch([
      {
        name: 'raw_hold_start',
        text: `WITH hit AS (
         INSERT INTO rate_limit_counters (key, count, reset_at)
         VALUES ($1, 1, now() + interval '10 minutes')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limit_counters.reset_at <= now() THEN 1 ELSE rate_limit_counters.count + 1 END,
           reset_at = CASE WHEN rate_limit_counters.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_counters.reset_at END
         RETURNING count, reset_at)
       SELECT hit.count AS hit_count, hs.seats AS held_seats, slot.*
       FROM hit CROSS JOIN ${HELD_SEATS('$2')} AS hs
       LEFT JOIN (
         SELECT s.id, s.date::text AS date, s.start_time::text AS start_time,
                s.end_time::text AS end_time, s.capacity, r.id AS room_id, r.name AS room_name,
                r.description AS room_description, r.open_start_type, r.open_start_value,
                r.open_end_type, r.open_end_value, ${ACTIVE_COUNT('s.id')} AS active,
                ARRAY(SELECT h.date::text FROM holidays h
                      WHERE h.date > current_date AND h.date <= s.date ORDER BY h.date) AS holidays
         FROM time_slots s JOIN rooms r ON r.id = s.room_id
         WHERE s.id = $3) AS slot ON true`,
        params: [`visitor:carts:${clientKey}`, clientKey, slotId],
      },
    ]);
    const start = startRows?.[0];
    if (!start || start.id === null) return false;
    const [locked, inserted] = await batch(
      [
        {
          name: 'raw_hold_lock',
          text: `SELECT s.id, s.room_id AS "roomId", s.date::text AS date,
          s.start_time::text AS "startTime", s.end_time::text AS "endTime", s.capacity
        FROM time_slots s
        WHERE s.id IN ($1) AND (SELECT true FROM (SELECT pg_advisory_xact_lock(hashtext($2))) AS l)
        ORDER BY s.id FOR UPDATE`,
          params: [slotId, `hold:${clientKey}`],
        },
        {
          name: 'raw_hold_insert',
          text: `WITH held AS ${HELD_SEATS('$2')},
       ticket AS (
         INSERT INTO tickets (transaction_id, time_slot_id, status, created_at)
         SELECT $1, $3, 'NEW', now()
         WHERE ${ACTIVE_COUNT('$3::int')} < (SELECT capacity FROM time_slots WHERE id = $3)
           AND (SELECT held.seats FROM held) < 1000000
         RETURNING id),
       cart AS (
         INSERT INTO transactions (id, created_at, expired_at, client_key)
         SELECT $1, now(), now() + interval '15 minutes', $2 FROM ticket)
       SELECT (SELECT ticket.id FROM ticket) AS id, held.seats, held.first_expiry FROM held`,
          params: [cartId, clientKey, slotId],
        },
      ],
      { commit: true },
    );
    return locked!.length > 0 && inserted![0]?.id != null;
  });
}

/**
 * The database work of a month calendar as plain SQL: the server's two statements
 * (calendar/calendar-service.ts `list`, seat-core/room-rules.ts `readRoomRules` and
 * seat-core/slot-reads.ts `listRoomSlotsWithCounts`), named like the server's: the room with the holidays its
 * opening window needs, then the slots with their active ticket counts.
 */
export async function rawCalendar(
  db: RawSql,
  roomId: number,
  from: string,
  until: string,
): Promise<number> {
  await db.query(
    `SELECT r.id AS room_id, r.name AS room_name, r.description AS room_description,
            r.open_start_type, r.open_start_value, r.open_end_type, r.open_end_value,
            r.records_ordering, r.records_max_per_visit, r.records_max_per_day,
            r.records_lead_working_days, r.records_deadline_time, r.records_pull_times,
            ARRAY(SELECT h.date::text FROM holidays h
                  WHERE h.date > current_date AND h.date <= $2::date ORDER BY h.date) AS holidays
       FROM rooms r WHERE r.id IN ($1)`,
    [roomId, until],
    'raw_calendar_room',
  );
  const slots = await db.query(
    `SELECT s.id, s.date::text AS date, s.start_time::text AS start_time,
            s.end_time::text AS end_time, s.capacity, ${ACTIVE_COUNT('s.id')} AS active
       FROM time_slots s
      WHERE s.room_id = $1 AND s.date BETWEEN $2 AND $3
      ORDER BY s.date, s.start_time`,
    [roomId, from, until],
    'raw_calendar_slots',
  );
  return slots.length;
}
