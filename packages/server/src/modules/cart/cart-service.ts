import { randomBytes } from 'node:crypto';
import { todayIn } from '@lesesaal/domain/dates';
import { canTouch, holdExpiry, remainingTouches } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clientKeyOf, createVisitorLimits, tooManyRequests } from '../../http/visitor-limits';
import type { Clock } from '../../http/types';
import type { BotCheckVerifier } from '../bot-check';
import {
  deleteCartTicket,
  deleteCart,
  extendCart,
  findOpenCart,
  listTicketViews,
  ticketsOfCart,
  type CartRow,
} from './repository';
import { countHeldSeats, findCartClientKey, lockClient } from './held-seats';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import {
  holdStartStatement,
  insertTicketIfSeatFree,
  insertTicketStatement,
  insertTicketUnderCapStatement,
  lockSlotCapacity,
  lockSlotStatement,
  readSlotForHold,
  type HeldSeats,
  type SlotForHold,
} from './hold-repository';
import { roomRuleClock } from './rule-context';
import { toTicket, type TicketView } from './ticket-view';
import { releaseOfferOfCart } from './waiting-list-offers';
import { findOfferOfCart, setOfferExpiry } from './waiting-list-repository';

export interface CartServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
}

/** A random 128-bit token: the only key to a cart. */
export function createToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The visitor's cart (booking flow): create with a first slot, add and remove
 * slots, keep alive, delete. Every seat-consuming write runs in one database transaction:
 * cart row locked, then the slot row locked, active tickets re-counted, rules evaluated,
 * ticket written.
 */
/** A NEW ticket as the API shows it, built from what the hold already read. */
function newTicketView(id: number, transactionId: string, found: SlotForHold): TicketView {
  return {
    id,
    bookingNumber: null,
    status: 'NEW',
    roomId: found.room.id,
    roomName: found.room.name,
    roomDescription: found.room.description,
    timeSlotId: found.slot.id,
    transactionId,
    ownerId: null,
    language: null,
    date: found.slot.date,
    startTime: found.slot.startTime,
    endTime: found.slot.endTime,
    salutation: null,
    title: null,
    firstName: null,
    lastName: null,
    organisation: null,
    email: null,
    phone: null,
    accessibility: null,
  };
}

/** Cart order, as listTicketViews sorts: date, start time, id. */
const sortByTime = (views: TicketView[]): TicketView[] =>
  views.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );

export function createCartService(deps: CartServiceDeps) {
  const { db, clock, config } = deps;
  const limits = config.limits;
  const visitorLimits = createVisitorLimits(deps);

  /** 429 when the cart's client address already holds VISITOR_MAX_HELD_SEATS seats. */
  async function checkHeldSeats(executor: Db, clientKey: string | null, now: Date) {
    if (!clientKey) return;
    refuseOverCap(await countHeldSeats(executor, clientKey, now), now);
  }

  function refuseOverCap(held: HeldSeats, now: Date) {
    if (held.seats >= config.visitorLimits.maxHeldSeats)
      throw tooManyRequests(held.firstExpiry ?? now, now);
  }

  /** The slot, room and holidays read without a lock, or 404. */
  async function readSlot(executor: Db, slotId: number, now: Date): Promise<SlotForHold> {
    const found = await readSlotForHold(executor, slotId, todayIn(config.timeZone, now), now);
    if (!found) throw AppError.notFound('timeSlot');
    return found;
  }

  /** 409 with the first rule the slot fails for this cart (capacity by the given count). */
  function checkRules(found: SlotForHold, cart: readonly TicketView[], now: Date) {
    const failed = evaluateSlotRules(found.slot, {
      ...roomRuleClock(config, found.room, now, found.holidays),
      activeTicketCount: found.activeTicketCount,
      cart,
      maxReservations: limits.maxReservations,
      maxDailyTickets: limits.maxDailyTickets,
    });
    if (failed.length > 0) throw AppError.conflict(failed[0]);
  }

  /**
   * Lock late, lock little: the slot row lock is taken last and held only for
   * one count-and-insert statement. Everything else (rules, room, holidays, the cart) was
   * read before. A full slot → 409 `timeslot_no_tickets_left`; a deleted one → 404.
   */
  async function takeSeat(
    tx: Db,
    found: SlotForHold,
    transactionId: string,
    now: Date,
    newCart?: { expiredAt: Date; clientKey: string | null },
  ): Promise<TicketView> {
    if ((await lockSlotCapacity(tx, found.slot.id)) === null) throw AppError.notFound('timeSlot');
    const ticketId = await insertTicketIfSeatFree(tx, {
      transactionId,
      slotId: found.slot.id,
      now,
      ...(newCart ? { newCart } : {}),
    });
    if (ticketId === null) throw AppError.conflict('timeslot_no_tickets_left');
    return newTicketView(ticketId, transactionId, found);
  }

  function wire(row: CartRow, views: readonly TicketView[]): Transaction {
    const now = clock.now();
    return {
      transactionId: row.id,
      expiredAt: row.expiredAt.toISOString(),
      tickets: views.map((t) => toTicket(t, now, config.timeZone)),
      remainingTouches: remainingTouches(row.touchCount, limits.maxTouches),
    };
  }

  async function view(executor: Db, row: CartRow): Promise<Transaction> {
    return wire(row, await listTicketViews(executor, ticketsOfCart(row.id)));
  }

  async function openOrNotFound(executor: Db, id: string, lock: boolean): Promise<CartRow> {
    const row = await findOpenCart(executor, id, clock.now(), lock);
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
      const now = clock.now();
      const clientKey = remoteIp === undefined ? null : clientKeyOf(remoteIp);
      const counterHit =
        remoteIp === undefined ? null : visitorLimits.hitStatement('carts', remoteIp, now);
      // Refusals are returned from the transaction, which then commits, so the visitor
      // limit's hit counts for a refused hold too; they are thrown after it. On PostgreSQL
      // the transaction is pipelined: BEGIN goes with the first statement, and the locks,
      // the insert and COMMIT go together — two round trips for a hold.
      const outcome = await pipelinedTransaction(
        db,
        async (tx): Promise<Transaction | AppError> => {
          // One statement, no lock but the address's counter row (hot slot): the
          // visitor limit's hit, the seats the address holds, the slot and what its rules need.
          // A request that can already see it would lose (limit or cap reached, full slot,
          // closed window) is answered after this one round trip and never queues behind the
          // slot lock. It runs inside the transaction on purpose: it happens when the request
          // gets its connection, so in a burst it sees the holds committed meanwhile (read
          // before, on the pool, every request of a burst saw the slot empty and queued for
          // the slot lock).
          const [start] = await tx.run([
            holdStartStatement(
              counterHit,
              clientKey,
              timeSlotId,
              todayIn(config.timeZone, now),
              now,
            ),
          ]);
          try {
            if (remoteIp !== undefined) visitorLimits.checkHit('carts', start.hit, now);
            refuseOverCap(start.held, now);
            if (!start.found) throw AppError.notFound('timeSlot');
            checkRules(start.found, [], now);
          } catch (err) {
            if (err instanceof AppError) return err;
            throw err;
          }
          const found = start.found;
          const id = createToken();
          const expiredAt = holdExpiry(now, limits.holdMinutes);
          // Then the address lock and the slot lock in one statement, and under them one
          // count-and-insert statement that also re-checks the address's seat cap — sent with
          // the COMMIT: the insert counts against the capacity of the row locked before it.
          const lock = lockSlotStatement(found.slot.id, clientKey);
          const slot = { transactionId: id, slotId: found.slot.id, now };
          let ticketId: number | null;
          if (clientKey) {
            const [capacity, inserted] = await tx.run(
              [
                lock,
                insertTicketUnderCapStatement({
                  ...slot,
                  newCart: { expiredAt, clientKey },
                  max: config.visitorLimits.maxHeldSeats,
                }),
              ],
              { commit: true },
            );
            if (capacity === null) return AppError.notFound('timeSlot');
            ticketId = inserted.ticketId;
            // refused: full — or, after a race of this address's holds, its seat cap reached
            // (the same statement returned the seats the address held)
            if (ticketId === null && inserted.held.seats >= config.visitorLimits.maxHeldSeats)
              return tooManyRequests(inserted.held.firstExpiry ?? now, now);
          } else {
            const [capacity, inserted] = await tx.run(
              [lock, insertTicketStatement({ ...slot, newCart: { expiredAt, clientKey } })],
              { commit: true },
            );
            if (capacity === null) return AppError.notFound('timeSlot');
            ticketId = inserted;
          }
          if (ticketId === null) return AppError.conflict('timeslot_no_tickets_left');
          return wire({ id, expiredAt, touchCount: 0 }, [newTicketView(ticketId, id, found)]);
        },
      );
      if (outcome instanceof AppError) throw outcome;
      return outcome;
    },

    async get(id: string): Promise<Transaction> {
      return view(db, await openOrNotFound(db, id, false));
    },

    /**
     * Deletes the cart and frees its seats. A cart offered from the waiting list declines
     * the offer: its seat goes to the next in line at once.
     */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await openOrNotFound(tx, id, true);
        await releaseOfferOfCart(tx, config, id, clock.now(), () => deleteCart(tx, id));
      });
    },

    /** Extends the hold to now + HOLD_MINUTES, at most MAX_TOUCHES times (409 after). */
    async touch(id: string): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        if (!canTouch(row.touchCount, limits.maxTouches))
          throw AppError.conflict('conflict', ['maxTouches']);
        // Never shortens a hold: a waiting list offer's cart holds for hours, not minutes.
        const extended = holdExpiry(clock.now(), limits.holdMinutes);
        const expiredAt = extended > row.expiredAt ? extended : row.expiredAt;
        await extendCart(tx, id, expiredAt);
        // A waiting list offer ends with its cart.
        await setOfferExpiry(tx, id, expiredAt);
        return view(tx, { id, expiredAt, touchCount: row.touchCount + 1 });
      });
    },

    async addTicket(id: string, timeSlotId: number): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await openOrNotFound(tx, id, true);
        const cart = await listTicketViews(tx, ticketsOfCart(id));
        const clientKey = await findCartClientKey(tx, id);
        // An offer's cart holds its one seat for hours and no client address counts it:
        // it takes nothing more (else it would hold any seat past the address's cap).
        if (!clientKey && (await findOfferOfCart(tx, id)))
          throw AppError.conflict('waiting_list__offer_only');
        if (clientKey) {
          await lockClient(tx, clientKey);
          await checkHeldSeats(tx, clientKey, now);
        }
        const found = await readSlot(tx, timeSlotId, now);
        checkRules(found, cart, now);
        const ticket = await takeSeat(tx, found, id, now);
        return wire(row, sortByTime([...cart, ticket]));
      });
    },

    async removeTicket(id: string, ticketId: number): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        // Removing an offer's ticket declines the offer (see remove).
        await releaseOfferOfCart(tx, config, id, clock.now(), async () => {
          if (!(await deleteCartTicket(tx, id, ticketId))) throw AppError.notFound('ticket');
        });
        return view(tx, row);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
