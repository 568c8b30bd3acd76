import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
import { runStatement, shapesByKey, type Slot, type Statement } from '../../db/named';
import type { PipelinedTransaction } from '../../db/pipelined-transaction';
import { closedForGroup } from './group-seats';
import { heldSeatsOfRow, heldSeatsQuery, type HeldSeats } from './held-seats';
import { claimSlotLocks, lockSlotsStatement } from './lock-order';
import type { TicketOwnerValues } from './repository';
import { chooseSeatFor, type ChosenSeat, type SeatChoice } from './seat-choice';
import { activeTicketCountOf } from './seat-counts';
import type { SlotRow } from './slot-row';

/**
 * Taking a seat — the one function every path that takes one calls: a visitor's hold (a new
 * cart), adding a slot to a cart, an offer from the waiting list (a new cart for the first in
 * line) and a staff booking. Two statements, under the lock order (`lock-order.ts`):
 *
 * 1. the slot lock (`lockSlotsStatement`), with the client address's lock before it in the
 *    same statement when a client address is given;
 * 2. the ticket's insert, which counts the active tickets against the capacity of the row just
 *    locked and inserts only when a seat is free (and, with a client address, only under its
 *    held-seat cap) — one statement, so the count and the write cannot be separated. Its
 *    snapshot is taken after the lock was granted (READ COMMITTED): it sees every ticket the
 *    previous lock holder committed, so a slot is never oversold. A staff booking inserts
 *    without the capacity condition (staff may overbook) and reads the count it leaves.
 *
 * The ticket's columns are chosen in one place ({@link ticketValues}). Named seats: in a room
 * that has them, between the two statements and not pipelined (the choice reads what the lock
 * protects), the seats module chooses the seat (`seat-choice.ts`, `assignSeat`) and the
 * ticket is inserted with its `seat_id`. None fits: a visitor's hold or an offer is `full`;
 * a staff booking is inserted without a seat ("no seat assigned") — the domain's named-seat
 * rule (`seats/named-seat-rule.ts`). The capacity condition stays. Each statement is built
 * once per shape (`queryShape`): a request only fills in its values.
 */

/** Who the seat is for. */
export type SeatHolder =
  | {
      /** a NEW ticket of the cart `cartId`: only while a seat is free */
      kind: 'cart';
      cartId: string;
      /** the cart is new: its row is inserted by the same statement, only with the ticket */
      newCart?: { expiredAt: Date };
      /** the client address whose held seats are capped (locked, counted, stored on a new cart) */
      client: { key: string; maxHeldSeats: number } | null;
    }
  | {
      /** a BOOKED ticket (staff): capacity is not enforced */
      kind: 'booked';
      owner: TicketOwnerValues & { bookingNumber: string };
    };

/**
 * What `takeSeat` is asked to take: a slot, for whom, and the seat wish with the archive's
 * today — the request of the seat core, not the visitor's wish alone (`SeatWish`, domain).
 */
export interface SeatToTake {
  slotId: number;
  /** the slot must belong to this room (staff paths name both) */
  roomId?: number;
  now: Date;
  holder: SeatHolder;
  /**
   * named seats: the visitor's need or pick and the archive's today. A pipelined take (the
   * hold's) is only for a room known to have none (`roomHasSeats: false`); elsewhere the
   * room is asked under the lock.
   */
  seat: SeatChoice;
}

export type SeatOutcome =
  | {
      taken: true;
      ticketId: number;
      /** the slot as locked */
      slot: SlotRow;
      /** a staff booking: the slot's active tickets with this one */
      activeCount: number | null;
      /** the named seat the ticket holds; null: none (no named seats, or staff overbooked) */
      seat: { id: number; label: string } | null;
    }
  /** no such slot (or not of the room) */
  | { taken: false; reason: 'gone' }
  /** no seat free */
  | { taken: false; reason: 'full' }
  /** the client address already holds its cap of seats */
  | { taken: false; reason: 'capReached'; held: HeldSeats };

/** Where the statements run: a drizzle transaction, or a pipelined one (the hold's). */
export type SeatExecutor = Db | PipelinedTransaction;

const isPipelined = (tx: SeatExecutor): tx is PipelinedTransaction =>
  typeof (tx as PipelinedTransaction).run === 'function' && !('execute' in tx);

/** The ticket row's columns and their values. */
function ticketValues(request: SeatToTake, seatId: number | null): Record<string, unknown> {
  const { slotId, now, holder } = request;
  const common = {
    time_slot_id: slotId,
    created_at: now.toISOString(),
    ...(seatId === null ? {} : { seat_id: seatId }),
  };
  if (holder.kind === 'cart') return { transaction_id: holder.cartId, status: 'NEW', ...common };
  const o = holder.owner;
  return {
    status: 'BOOKED',
    ...common,
    booked_at: now.toISOString(),
    booking_number: o.bookingNumber,
    owner_id: o.ownerId,
    language: o.language,
    salutation: o.salutation,
    title: o.title,
    first_name: o.firstName,
    last_name: o.lastName,
    organisation: o.organisation,
    email: o.email,
    phone: o.phone,
    accessibility: o.accessibility,
    // the person's key for the reader statistics (a staff booking: of its address)
    ...(o.readerPseudonym ? { reader_pseudonym: o.readerPseudonym } : {}),
  };
}

/** The condition of the insert: a seat free (and the address under its cap); none for staff. */
function seatCondition(
  kind: SeatHolder['kind'],
  withClient: boolean,
  value: (name: string) => Slot,
) {
  if (kind === 'booked') return sql`true`;
  const slotId = value('time_slot_id');
  // a confirmed whole-room group closes the slot to every hold and offer (group-seats.ts)
  const free = sql`${activeTicketCountOf(sql`${slotId}::int`, value('now'))}
                < (SELECT capacity FROM time_slots WHERE id = ${slotId})
                AND NOT ${closedForGroup(sql`${slotId}::int`)}`;
  return withClient ? sql`${free} AND (SELECT held.seats FROM held) < ${value('max')}` : free;
}

const insertedRow = z.object({
  id: z.coerce.number().int().nullable(),
  active: z.coerce.number().int().nullable().optional(),
  seats: z.unknown().optional(),
  first_expiry: z.unknown().optional(),
});

/** What the insert reads: the ticket id (null: refused) and, per holder, the address's seats. */
interface Inserted {
  ticketId: number | null;
  held: HeldSeats | null;
  activeCount: number | null;
}

/**
 * The ticket's insert under the slot lock (see the file's comment). With a new cart, the
 * cart row is inserted by the same statement from the ticket's row (`cart` CTE), so a hold
 * refused under the lock leaves no empty cart behind; the ticket's foreign key is checked at
 * the end of the statement, when the cart row is there.
 */
export function insertSeatStatement(
  request: SeatToTake,
  seatId: number | null = null,
): Statement<Inserted> {
  const { holder, now } = request;
  const client = holder.kind === 'cart' ? holder.client : null;
  const newCart = holder.kind === 'cart' ? holder.newCart : undefined;
  const columns = ticketValues(request, seatId);
  const key = `${holder.kind}:${newCart ? 1 : 0}:${client ? 1 : 0}:${Object.keys(columns).join(',')}`;
  const values = {
    ...columns,
    now: now.toISOString(),
    expiredAt: newCart?.expiredAt.toISOString(),
    clientKey: client?.key ?? null,
    max: client?.maxHeldSeats,
  };
  return {
    query: insertShapes(key, values),
    read(result) {
      const row = insertedRow.parse(rowsOf(result)[0]);
      return {
        ticketId: row.id,
        held: client ? heldSeatsOfRow(row) : null,
        activeCount: row.active ?? null,
      };
    },
  };
}

/** The insert's shapes: per holder kind, with or without a new cart and a client address. */
const insertShapes = shapesByKey<string>((key) => (value) => {
  const [kind, newCart, withClient, columnList] = key.split(':') as [
    SeatHolder['kind'],
    string,
    string,
    string,
  ];
  const columns = columnList.split(',');
  const ctes: SQL[] = [];
  if (withClient === '1')
    ctes.push(sql`held AS (${heldSeatsQuery(value('clientKey'), value('now'))})`);
  ctes.push(sql`ticket AS (INSERT INTO tickets (${sql.raw(columns.join(', '))})
        SELECT ${sql.join(
          columns.map((column) => sql`${value(column)}`),
          sql`, `,
        )}
        WHERE ${seatCondition(kind, withClient === '1', value)}
        RETURNING id)`);
  if (newCart === '1')
    ctes.push(sql`cart AS (
        INSERT INTO transactions (id, created_at, expired_at, client_key)
        SELECT ${value('transaction_id')}, ${value('now')}, ${value('expiredAt')}, ${value('clientKey')}
        FROM ticket)`);
  const reads =
    withClient === '1'
      ? sql`, held.seats, held.first_expiry FROM held`
      : kind === 'booked'
        ? // the statement's snapshot is from before the insert: the new ticket is one more
          sql`, ${activeTicketCountOf(sql`${value('time_slot_id')}::int`, value('now'))} + 1 AS active`
        : sql``;
  return sql`WITH ${sql.join(ctes, sql`, `)}
      SELECT (SELECT ticket.id FROM ticket) AS id${reads}`;
});

/**
 * Takes a seat of `request.slotId` for `request.holder` (see the file's comment). On a
 * pipelined transaction both statements go in one round trip (with `commit`, together with
 * the COMMIT); elsewhere one after the other, and nothing is inserted for a slot that is gone.
 */
export async function takeSeat(
  tx: SeatExecutor,
  request: SeatToTake,
  options: { commit?: boolean } = {},
): Promise<SeatOutcome> {
  const client = request.holder.kind === 'cart' ? request.holder.client : null;
  claimSlotLocks(tx, [request.slotId], client?.key);
  const lock = lockSlotsStatement([request.slotId], {
    clientKey: client?.key ?? null,
    ...(request.roomId === undefined ? {} : { roomId: request.roomId }),
  });
  let slots: SlotRow[];
  let inserted: Inserted | null = null;
  let chosen: ChosenSeat;
  if (isPipelined(tx))
    [slots, inserted] = await tx.run([lock, insertSeatStatement(request)], options);
  else {
    slots = await runStatement(tx, lock);
    if (slots.length > 0) {
      chosen = await chooseSeatFor(tx, request.slotId, request.now, request.seat);
      // no seat fits: a visitor's hold or an offer is refused like a full slot
      if (chosen === null && request.holder.kind === 'cart')
        return { taken: false, reason: 'full' };
      inserted = await runStatement(tx, insertSeatStatement(request, chosen?.id ?? null));
    }
  }
  const [slot] = slots;
  if (!slot || !inserted) return { taken: false, reason: 'gone' };
  if (inserted.ticketId !== null)
    return {
      taken: true,
      ticketId: inserted.ticketId,
      slot,
      activeCount: inserted.activeCount,
      seat: chosen ?? null,
    };
  if (client && inserted.held && inserted.held.seats >= client.maxHeldSeats)
    return { taken: false, reason: 'capReached', held: inserted.held };
  return { taken: false, reason: 'full' };
}
