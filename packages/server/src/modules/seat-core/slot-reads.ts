import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { IsoDate } from '@lesesaal/domain/dates';
import { rowsOf, type Db } from '../../db/client';
import { executeNamed, queryShape, shapesByKey, type Slot, type Statement } from '../../db/named';
import { counterHitSql } from '../../rate-limits';
import { heldSeatsOfRow, heldSeatsQuery, type HeldSeats } from './held-seats';
import {
  holidaysUntil,
  parseHolidays,
  parseRoomRules,
  ROOM_COLUMNS,
  type RoomRules,
} from './room-rules';
import { SEAT_HOLDING_CASES } from '@lesesaal/domain/tickets/seat-rule';
import { closedForGroup } from './group-seats';
import { activeTicketCountOf, holdsSeat, seatCaseSql, type SeatColumns } from './seat-counts';
import {
  intField,
  parseSlotRow,
  RowShapeError,
  SLOT_COLUMNS,
  type Instant,
  type SlotRow,
} from './slot-row';

/**
 * The reads of "lock late, lock little": everything a hold needs to know (slot, room,
 * holidays, active count) is read in ONE statement without any lock; under the slot lock only
 * the count and the insert remain (`take-seat.ts`). The rooms, holidays and time_slots tables
 * are only read here (their modules write them).
 */

export interface SlotForHold {
  slot: SlotRow;
  room: RoomRules;
  /** holidays after today up to the slot's date */
  holidays: Set<IsoDate>;
  /** active tickets, counted without a lock (a hint: re-counted under the slot lock) */
  activeTicketCount: number;
  /** the room has named seats: the seat is chosen under the lock, not pipelined */
  usesSeats: boolean;
  /** a confirmed group has the whole room: closed to individual holds (group-seats.ts) */
  closedForGroup: boolean;
}

const slotForHoldQuery = (slotId: number | Slot, today: IsoDate | Slot, now: Instant) => sql`
      SELECT ${SLOT_COLUMNS}, ${ROOM_COLUMNS},
             ${activeTicketCountOf(sql`s.id`, now)} AS active,
             ${holidaysUntil(today, sql`s.date`)} AS holidays,
             EXISTS (SELECT 1 FROM seats x WHERE x.room_id = s.room_id) AS uses_seats,
             ${closedForGroup(sql`s.id`)} AS closed_for_group
      FROM time_slots s JOIN rooms r ON r.id = s.room_id
      WHERE s.id = ${slotId}`;

const countAndHolidays = z.object({
  active: z.coerce.number().int(),
  holidays: z.unknown(),
  uses_seats: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 't'),
  closed_for_group: z
    .union([z.boolean(), z.string(), z.null()])
    .transform((v) => v === true || v === 't'),
});

/** The one mapper of a {@link slotForHoldQuery} row, checked. */
function parseSlotForHold(row: unknown): SlotForHold {
  const {
    active,
    holidays,
    uses_seats: usesSeats,
    closed_for_group: closed,
  } = countAndHolidays.parse(row);
  return {
    slot: parseSlotRow(row),
    room: parseRoomRules(row),
    holidays: parseHolidays(holidays),
    activeTicketCount: active,
    usesSeats,
    closedForGroup: closed,
  };
}

/** Slot, room, the holidays that matter and the active count in one statement; null: no slot. */
export async function readSlotForHold(
  db: Db,
  slotId: number,
  today: IsoDate,
  now: Date,
): Promise<SlotForHold | null> {
  const [row] = rowsOf(await executeNamed(db, slotForHoldQuery(slotId, today, now)));
  return row ? parseSlotForHold(row) : null;
}

/** The counter row a hold's first statement returns with its reads (`count, reset_at`). */
export interface CounterHitRow {
  count: number | string;
  reset_at: Date | string;
}

/**
 * A new cart's first statement (hot slot), ONE round trip: the visitor limit's counter hit
 * (`counterHit`, an upsert `… RETURNING count, reset_at`; null: none), the seats the client
 * address already holds (null key: none) and the slot with its room, holidays and active
 * count (`found` null: no such slot). Takes no lock but the counter row's.
 */
export interface HoldStart {
  hit: CounterHitRow | undefined;
  held: HeldSeats;
  found: SlotForHold | null;
}

const holdStartRow = z.object({
  hit_count: z.union([z.number(), z.string()]).optional(),
  hit_reset_at: z.union([z.date(), z.string()]).optional(),
  held_seats: z.unknown(),
  held_first_expiry: z.unknown(),
  id: z.unknown(),
});

/** The hold's first statement, one shape per (counter hit?, client address?). */
const holdStartShapes = shapesByKey<
  'hitKey' | 'hitResetAt' | 'hitNow' | 'clientKey' | 'slotId' | 'today' | 'now'
>((key) => (value) => {
  const [withHit, withClient] = key.split(':').map((flag) => flag === '1');
  const held = withClient
    ? sql`(${heldSeatsQuery(value('clientKey'), value('now'))})`
    : sql`(SELECT 0 AS seats, NULL::timestamptz AS first_expiry)`;
  const hit = withHit
    ? {
        cte: sql`WITH hit AS (${counterHitSql({
          key: value('hitKey'),
          resetAt: value('hitResetAt'),
          now: value('hitNow'),
        })})`,
        columns: sql`hit.count AS hit_count, hit.reset_at AS hit_reset_at,`,
        from: sql`hit CROSS JOIN`,
      }
    : { cte: sql``, columns: sql``, from: sql`` };
  return sql`${hit.cte}
      SELECT ${hit.columns} hs.seats AS held_seats, hs.first_expiry AS held_first_expiry, slot.*
      FROM ${hit.from} ${held} AS hs
      LEFT JOIN (${slotForHoldQuery(value('slotId'), value('today'), value('now'))}) AS slot ON true`;
});

export function holdStartStatement(
  counterHit: { key: string; resetAt: string; now: string } | null,
  clientKey: string | null,
  slotId: number,
  today: IsoDate,
  now: Date,
): Statement<HoldStart> {
  const key = `${counterHit ? 1 : 0}:${clientKey ? 1 : 0}`;
  return {
    query: holdStartShapes(key, {
      hitKey: counterHit?.key,
      hitResetAt: counterHit?.resetAt,
      hitNow: counterHit?.now,
      clientKey,
      slotId,
      today,
      now: now.toISOString(),
    }),
    read(result) {
      const [raw] = rowsOf(result);
      const row = holdStartRow.parse(raw ?? {});
      return {
        hit:
          row.hit_count !== undefined && row.hit_reset_at !== undefined
            ? { count: row.hit_count, reset_at: row.hit_reset_at }
            : undefined,
        held: heldSeatsOfRow({ seats: row.held_seats, first_expiry: row.held_first_expiry }),
        found: row.id !== null && row.id !== undefined ? parseSlotForHold(raw) : null,
      };
    },
  };
}

/** The seat rule's columns as the month calendar's statement names them (`t`, `c`). */
const CALENDAR_SEAT_COLUMNS: SeatColumns = {
  status: sql`t.status`,
  seatReleasedAt: sql`t.seat_released_at`,
  cartExpiredAt: sql`c.expired_at`,
};

/**
 * The month calendar's slot statement: built once, its values filled per request. The slots
 * left-joined to their tickets and carts, grouped: one pass over the month's tickets instead
 * of a count per slot (a correlated subquery per slot cost ~40 µs a slot on a month's 124).
 * `holds_until`: the first instant a counted ticket stops holding its seat on its own — a
 * hold running out (ms since the epoch, floored; null: none) — until which the counts stay
 * as read unless something is written.
 */
const roomSlotsShape = queryShape<'roomId' | 'from' | 'until' | 'now'>((value) => {
  const holding = holdsSeat(value('now'), CALENDAR_SEAT_COLUMNS);
  const running = sql.join(
    SEAT_HOLDING_CASES.filter((c) => c.holdRunning).map((c) =>
      seatCaseSql(c, value('now'), CALENDAR_SEAT_COLUMNS),
    ),
    sql` OR `,
  );
  return sql`
      SELECT ${SLOT_COLUMNS}, count(t.id) FILTER (WHERE ${holding})::int AS active,
             floor(extract(epoch FROM min(c.expired_at) FILTER (WHERE ${running})) * 1000)::float8
               AS holds_until
      FROM time_slots s
      LEFT JOIN tickets t ON t.time_slot_id = s.id
      LEFT JOIN transactions c ON c.id = t.transaction_id
      WHERE s.room_id = ${value('roomId')} AND s.date BETWEEN ${value('from')} AND ${value('until')}
      GROUP BY s.archive_id, s.id
      ORDER BY s.date, s.start_time`;
});

/** A month's slots with their active counts, and until when those counts hold. */
export interface RoomSlotsWithCounts {
  slots: Array<SlotRow & { ticketCount: number }>;
  /** ms since the epoch when a counted hold runs out (Infinity: none does) */
  countsHoldUntil: number;
}

/** A room's slots in the range with their active counts, in one statement (no locks). */
export async function listRoomSlotsWithCounts(
  db: Db,
  roomId: number,
  from: IsoDate,
  until: IsoDate,
  now: Date,
): Promise<RoomSlotsWithCounts> {
  const rows = rowsOf<Record<string, unknown>>(
    await executeNamed(db, roomSlotsShape({ roomId, from, until, now: now.toISOString() })),
  );
  let countsHoldUntil = Infinity;
  const slots = rows.map((row) => {
    const slot = parseSlotRow(row) as SlotRow & { ticketCount: number };
    slot.ticketCount = intField('slot', 'active', row.active);
    if (row.holds_until !== null) {
      const until = Number(row.holds_until);
      if (!Number.isFinite(until)) throw new RowShapeError('slot', 'holds_until', row.holds_until);
      if (until < countsHoldUntil) countsHoldUntil = until;
    }
    return slot;
  });
  return { slots, countsHoldUntil };
}
