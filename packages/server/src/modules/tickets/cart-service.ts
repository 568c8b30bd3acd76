import { randomBytes } from 'node:crypto';
import { canTouch, holdExpiry, remainingTouches } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clientKeyOf, tooManyRequests } from '../../http/visitor-limits';
import type { Clock } from '../../http/types';
import type { BotCheckVerifier } from '../bot-check/service';
import {
  deleteCartTicket,
  deleteTransaction,
  extendTransaction,
  findOpenTransaction,
  findRoomBounds,
  insertCartTicket,
  insertTransaction,
  listCartTickets,
  listTicketViews,
  lockSlots,
  ticketsOfTransaction,
  type CartTicket,
  type TransactionRow,
} from './repository';
import { countActiveTickets } from './seats';
import { countHeldSeats, findCartClientKey, lockClient } from './held-seats';
import { roomRuleClock } from './rule-context';
import { toTicket } from './ticket-view';

export interface TransactionServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
}

/** A random 128-bit token: the only key to a cart (DESIGN.md §5). */
export function createToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The visitor's cart (spec §4 booking flow): create with a first slot, add and remove
 * slots, keep alive, delete. Every seat-consuming write runs in one database transaction:
 * cart row locked, then the slot row locked, active tickets re-counted, rules evaluated,
 * ticket written.
 */
export function createTransactionService(deps: TransactionServiceDeps) {
  const { db, clock, config } = deps;
  const limits = config.limits;

  /**
   * Takes a seat in `slotId` for the cart, or throws 409 with the first failed rule — or
   * 429 when the cart's client address already holds VISITOR_MAX_HELD_SEATS seats.
   */
  async function holdSeat(
    tx: Db,
    transactionId: string,
    cart: readonly CartTicket[],
    slotId: number,
    now: Date,
    clientKey: string | null,
  ) {
    if (clientKey) {
      await lockClient(tx, clientKey);
      const held = await countHeldSeats(tx, clientKey, now);
      if (held.seats >= config.visitorLimits.maxHeldSeats)
        throw tooManyRequests(held.firstExpiry ?? now, now);
    }
    const [slot] = await lockSlots(tx, [slotId]);
    if (!slot) throw AppError.notFound('timeSlot');
    const room = await findRoomBounds(tx, slot.roomId);
    if (!room) throw AppError.notFound('timeSlot');
    const ruleClock = await roomRuleClock(tx, config, room, now);
    const active = (await countActiveTickets(tx, [slot.id], now)).get(slot.id) ?? 0;
    const failed = evaluateSlotRules(slot, {
      ...ruleClock,
      activeTicketCount: active,
      cart,
      maxReservations: limits.maxReservations,
      maxDailyTickets: limits.maxDailyTickets,
    });
    if (failed.length > 0) throw AppError.conflict(failed[0]);
    await insertCartTicket(tx, { transactionId, timeSlotId: slot.id, now });
  }

  async function view(executor: Db, row: TransactionRow): Promise<Transaction> {
    const now = clock.now();
    const tickets = await listTicketViews(executor, ticketsOfTransaction(row.id));
    return {
      transactionId: row.id,
      expiredAt: row.expiredAt.toISOString(),
      tickets: tickets.map((t) => toTicket(t, now, config.timeZone)),
      remainingTouches: remainingTouches(row.touchCount, limits.maxTouches),
    };
  }

  async function openOrNotFound(executor: Db, id: string, lock: boolean): Promise<TransactionRow> {
    const row = await findOpenTransaction(executor, id, clock.now(), lock);
    if (!row) throw AppError.notFound('transaction');
    return row;
  }

  return {
    /** `POST /transactions`: bot check, then a new cart holding one seat — or nothing. */
    async create(
      timeSlotId: number,
      botCheckToken: string | undefined,
      remoteIp?: string,
    ): Promise<Transaction> {
      // 403: the request is refused as automated (no cart, no seat held).
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const id = createToken();
        const expiredAt = holdExpiry(now, limits.holdMinutes);
        const clientKey = remoteIp === undefined ? null : clientKeyOf(remoteIp);
        await insertTransaction(tx, { id, now, expiredAt, clientKey });
        await holdSeat(tx, id, [], timeSlotId, now, clientKey);
        return view(tx, { id, expiredAt, touchCount: 0 });
      });
    },

    async get(id: string): Promise<Transaction> {
      return view(db, await openOrNotFound(db, id, false));
    },

    /** Deletes the cart and frees its seats. */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await openOrNotFound(tx, id, true);
        await deleteTransaction(tx, id);
      });
    },

    /** Extends the hold to now + HOLD_MINUTES, at most MAX_TOUCHES times (409 after). */
    async touch(id: string): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        if (!canTouch(row.touchCount, limits.maxTouches))
          throw AppError.conflict('conflict', ['maxTouches']);
        const expiredAt = holdExpiry(clock.now(), limits.holdMinutes);
        await extendTransaction(tx, id, expiredAt);
        return view(tx, { id, expiredAt, touchCount: row.touchCount + 1 });
      });
    },

    async addTicket(id: string, timeSlotId: number): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await openOrNotFound(tx, id, true);
        const cart = await listCartTickets(tx, id);
        await holdSeat(tx, id, cart, timeSlotId, now, await findCartClientKey(tx, id));
        return view(tx, row);
      });
    },

    async removeTicket(id: string, ticketId: number): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        if (!(await deleteCartTicket(tx, id, ticketId))) throw AppError.notFound('ticket');
        return view(tx, row);
      });
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
