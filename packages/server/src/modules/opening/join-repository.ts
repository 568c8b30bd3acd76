import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@lesesaal/domain/dates';
import { rowsOf } from '../../db/client';
import { queryShape, type Statement } from '../../db/named';
import {
  aheadOf,
  dateOrNull,
  OPENING_COLUMNS,
  toOpening,
  type OpeningRow,
  type StoredPlace,
} from './opening-row';

/**
 * A join's statements: the place made in the batch of one round trip, before the draw
 * (waiting for it) or after (at the queue's tail), under the address's limits.
 */

/** What a join sends: the place's keys, when, and the address's cap. */
export interface JoinValues {
  passHash: string;
  botKey: string | null;
  clientKey: string | null;
  arrivedAt: Date;
  maxOfClient: number;
}

/** What a join's last statement answers: the limits as counted, and the place if it was made. */
export interface JoinOutcome {
  ofClient: number;
  botKeyUsed: boolean;
  place: StoredPlace | null;
}

function readJoin(result: unknown): JoinOutcome {
  const [row] = rowsOf<Record<string, unknown>>(result);
  const placed = row?.place_id !== null && row?.place_id !== undefined;
  return {
    ofClient: Number(row?.of_client ?? 0),
    botKeyUsed: row?.bot_used === true || row?.bot_used === 't',
    place: placed
      ? {
          position: row.place_position === null ? null : Number(row.place_position),
          admitAt: dateOrNull(row.place_admit_at),
          ahead: row.place_ahead === null ? null : Number(row.place_ahead),
        }
      : null,
  };
}

/** The limits of a join, counted in the statement's snapshot (taken after the address's lock). */
const limitsOf = (opening: SQL, clientKey: unknown, botKey: unknown) => sql`SELECT
    (SELECT count(*)::int FROM opening_places
      WHERE opening_id = ${opening} AND client_key = ${clientKey}) AS of_client,
    EXISTS (SELECT 1 FROM opening_places
      WHERE opening_id = ${opening} AND bot_key = ${botKey}) AS bot_used`;

/** The opening of a room's day, by its key (a subquery: the batch knows no id yet). */
const openingIdOf = (roomId: unknown, day: unknown) =>
  sql`(SELECT id FROM openings WHERE room_id = ${roomId} AND day = ${day}::date)`;

const createOpeningShape = queryShape<
  'roomId' | 'day' | 'releaseAt' | 'preWindowMinutes' | 'admitPerMinute' | 'turnMinutes'
>(
  (value) => sql`INSERT INTO openings
      (room_id, day, release_at, pre_window_minutes, admit_per_minute, turn_minutes)
    VALUES (${value('roomId')}, ${value('day')}::date, ${value('releaseAt')}::timestamptz,
      ${value('preWindowMinutes')}, ${value('admitPerMinute')}, ${value('turnMinutes')})
    ON CONFLICT (archive_id, room_id, day) DO NOTHING`,
);

const shareOpeningShape = queryShape<'roomId' | 'day'>(
  (value) => sql`SELECT ${OPENING_COLUMNS} FROM openings o
    WHERE o.room_id = ${value('roomId')} AND o.day = ${value('day')}::date FOR SHARE OF o`,
);

const lockClientOfDayShape = queryShape<'roomId' | 'day' | 'clientKey'>(
  (value) => sql`SELECT pg_advisory_xact_lock(${openingIdOf(value('roomId'), value('day'))},
    hashtext(${value('clientKey')}))`,
);

const lockClientShape = queryShape<'openingId' | 'clientKey'>(
  (value) => sql`SELECT pg_advisory_xact_lock(${value('openingId')}::int,
    hashtext(${value('clientKey')}))`,
);

/**
 * A place waiting for the draw, made only while the opening is not drawn, its release ahead,
 * the bot-check solution unspent and the address under its cap (the unique index refuses a
 * racing second place of one solution: no place, nothing raised).
 */
const waitingPlaceShape = queryShape<
  'roomId' | 'day' | 'passHash' | 'at' | 'botKey' | 'clientKey' | 'maxOfClient'
>((value) => {
  const opening = openingIdOf(value('roomId'), value('day'));
  return sql`WITH lim AS (${limitsOf(opening, value('clientKey'), value('botKey'))}),
    ins AS (INSERT INTO opening_places (opening_id, pass_hash, arrived_at, bot_key, client_key)
      SELECT o.id, ${value('passHash')}, ${value('at')}::timestamptz, ${value('botKey')},
        ${value('clientKey')}
      FROM openings o, lim
      WHERE o.id = ${opening} AND o.drawn_at IS NULL AND o.release_at > ${value('at')}::timestamptz
        AND NOT lim.bot_used AND lim.of_client < ${value('maxOfClient')}
      ON CONFLICT (archive_id, opening_id, bot_key) DO NOTHING
      RETURNING id)
    SELECT lim.of_client, lim.bot_used, ins.id AS place_id, NULL::int AS place_position,
      NULL::timestamptz AS place_admit_at, NULL::int AS place_ahead
    FROM lim LEFT JOIN ins ON true`;
});

/**
 * The join of an opening not drawn yet, as ONE batch of one transaction (`pipelinedTransaction`
 * sends it in one round trip, with its COMMIT): the opening's row made by the first joiner
 * with the room's settings of then (found as it is by every later one) and read FOR SHARE —
 * joins hold shared locks that do not block one another, while the draw's FOR UPDATE waits for
 * those in flight (and they for it), so a place that joined before the release is either drawn
 * or queued after it —; the address's advisory lock (only one address's joins wait for each
 * other: a transaction-scoped advisory lock on (opening, hash of the address key), in the
 * two-key space the single-key locks elsewhere do not use; no address, no lock); then the place, made only if the row is still
 * undrawn before its release and the limits allow it (counted after the lock).
 */
export function joinBeforeDrawStatements(
  opening: {
    roomId: number;
    day: IsoDate;
    releaseAt: Date;
    preWindowMinutes: number;
    admitPerMinute: number;
    turnMinutes: number;
  },
  join: JoinValues,
) {
  const key = { roomId: opening.roomId, day: opening.day };
  const created: Statement<void> = {
    query: createOpeningShape({ ...opening, releaseAt: opening.releaseAt.toISOString() }),
    read: () => undefined,
  };
  const shared: Statement<OpeningRow> = {
    query: shareOpeningShape(key),
    read: (result) => toOpening(rowsOf<Record<string, unknown>>(result)[0]!),
  };
  const locked: Statement<void> = {
    query: lockClientOfDayShape({ ...key, clientKey: join.clientKey }),
    read: () => undefined,
  };
  const placed: Statement<JoinOutcome> = {
    query: waitingPlaceShape({
      ...key,
      passHash: join.passHash,
      at: join.arrivedAt.toISOString(),
      botKey: join.botKey,
      clientKey: join.clientKey,
      maxOfClient: join.maxOfClient,
    }),
    read: readJoin,
  };
  return [created, shared, ...(join.clientKey === null ? [] : [locked]), placed] as const;
}

/**
 * A place at the tail of a drawn opening, in ONE statement (the row lock it takes is held for
 * that statement and the commit after it): unless the bot-check solution is spent, the
 * address at its cap or the opening over (the last place's turn ended — read under the row's
 * lock), the tail grows by one, admitted one interval after the last place (the release for
 * the first), but never before it came (a queue that ran dry lets the next one in at once),
 * and the place takes the new length as position. A second place of the same bot-check
 * solution racing this one fails with the unique index's 23505, changing nothing.
 */
const tailPlaceShape = queryShape<
  'openingId' | 'passHash' | 'at' | 'botKey' | 'clientKey' | 'maxOfClient'
>((value) => {
  const id = sql`${value('openingId')}::int`;
  const at = sql`${value('at')}::timestamptz`;
  return sql`WITH lim AS (${limitsOf(id, value('clientKey'), value('botKey'))}),
    t AS (UPDATE openings SET places = places + 1,
        last_admit_at = greatest(
          coalesce(last_admit_at + (60000.0 / admit_per_minute) * interval '1 millisecond',
            release_at),
          ${at})
      FROM lim
      WHERE id = ${id} AND drawn_at IS NOT NULL AND NOT lim.bot_used
        AND lim.of_client < ${value('maxOfClient')}
        AND ${at} < greatest(release_at, coalesce(last_admit_at, release_at))
          + turn_minutes * interval '1 minute'
      RETURNING places, last_admit_at),
    p AS (INSERT INTO opening_places
        (opening_id, pass_hash, arrived_at, position, admit_at, bot_key, client_key)
      SELECT ${id}, ${value('passHash')}, ${at}, t.places, t.last_admit_at, ${value('botKey')},
        ${value('clientKey')}
      FROM t
      RETURNING id, opening_id, position, admit_at)
    SELECT lim.of_client, lim.bot_used, p.id AS place_id, p.position AS place_position,
      p.admit_at AS place_admit_at, ${aheadOf(at)} AS place_ahead
    FROM lim LEFT JOIN p ON true`;
});

/**
 * The join of a drawn opening, as ONE batch (one round trip with its COMMIT): the address's
 * advisory lock, then {@link tailPlaceShape}'s statement.
 */
export function joinAfterDrawStatements(openingId: number, join: JoinValues) {
  const locked: Statement<void> = {
    query: lockClientShape({ openingId, clientKey: join.clientKey }),
    read: () => undefined,
  };
  const placed: Statement<JoinOutcome> = {
    query: tailPlaceShape({
      openingId,
      passHash: join.passHash,
      at: join.arrivedAt.toISOString(),
      botKey: join.botKey,
      clientKey: join.clientKey,
      maxOfClient: join.maxOfClient,
    }),
    read: readJoin,
  };
  return [...(join.clientKey === null ? [] : [locked]), placed] as const;
}
