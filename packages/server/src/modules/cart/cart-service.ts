import { canTouch, holdExpiry } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { createVisitorLimits } from '../../http/visitor-limits';
import type { BotCheckVerifier } from '../bot-check';
import { holdInNewCart } from './cart-hold';
import type { CartOffers } from './cart-offers';
import { overCapRefusal, seatRefusal, slotRuleRefusal } from './cart-rules';
import { cartOnWire, newTicketView, sortByTime } from './cart-view';
import { countHeldSeats, findCartClientKey } from './held-seats';
import {
  deleteCart,
  deleteCartTicket,
  extendCart,
  findOpenCart,
  listTicketViews,
  ticketsOfCart,
  type CartRow,
} from './repository';
import { readSlotForHold } from './slot-reads';
import type { SeatChoice } from './seat-choice';
import { takeSeat } from './take-seat';
import type { TicketView } from './ticket-view';

/** A visitor's seat need or pick with a hold (rooms with named seats; both optional). */
export type VisitorSeatWish = Pick<SeatChoice, 'need' | 'seatId'>;

export interface CartServiceDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
  /** the waiting list's part in a cart that may be an offer */
  offers: CartOffers;
}

/**
 * The visitor's cart (booking flow): create with a first slot, add and remove slots, keep
 * alive, delete. Every seat goes through `takeSeat` (take-seat.ts), under the lock order of
 * lock-order.ts: cart row, client address, slot row.
 */
export function createCartService(deps: CartServiceDeps) {
  const { db, clock, config, offers } = deps;
  const visitorLimits = createVisitorLimits(deps);

  function wire(row: CartRow, views: readonly TicketView[]): Transaction {
    const at = { now: clock.now(), timeZone: clock.timeZone, maxTouches: config.limits.maxTouches };
    return cartOnWire(row, views, at);
  }

  async function view(executor: Db, row: CartRow): Promise<Transaction> {
    return wire(row, await listTicketViews(executor, ticketsOfCart(row.id)));
  }

  async function openOrNotFound(executor: Db, id: string, lock: boolean): Promise<CartRow> {
    const row = await findOpenCart(executor, id, clock.now(), lock);
    if (!row) throw AppError.notFound('transaction');
    return row;
  }

  /**
   * Adds a slot to the open cart `id` (locked first): an offer's cart takes nothing more; the
   * address's cap and the slot's rules are checked on what is read without a lock, then
   * `takeSeat` re-checks seat and cap under the address and slot locks.
   */
  async function addTicket(
    tx: Db,
    id: string,
    timeSlotId: number,
    wish: VisitorSeatWish,
  ): Promise<Transaction> {
    const now = clock.now();
    const row = await openOrNotFound(tx, id, true);
    const cart = await listTicketViews(tx, ticketsOfCart(id));
    const clientKey = await findCartClientKey(tx, id);
    // An offer's cart holds its one seat for hours and no client address counts it:
    // it takes nothing more (else it would hold any seat past the address's cap).
    if (!clientKey && (await offers.isOffer(tx, id)))
      throw AppError.conflict('waiting_list__offer_only');
    const maxHeldSeats = config.visitorLimits.maxHeldSeats;
    if (clientKey) {
      const overCap = overCapRefusal(config, await countHeldSeats(tx, clientKey, now), now);
      if (overCap) throw overCap;
    }
    const today = clock.dateAt(now);
    const found = await readSlotForHold(tx, timeSlotId, today, now);
    if (!found) throw AppError.notFound('timeSlot');
    const broken = slotRuleRefusal({ config, clock }, found, cart, now);
    if (broken) throw broken;
    const seat = await takeSeat(tx, {
      slotId: found.slot.id,
      now,
      holder: {
        kind: 'cart',
        cartId: id,
        client: clientKey ? { key: clientKey, maxHeldSeats } : null,
      },
      seat: { ...wish, today, roomHasSeats: found.usesSeats },
    });
    if (!seat.taken) throw seatRefusal(seat, now);
    const view = newTicketView(seat.ticketId, id, found, seat.seat?.label ?? null);
    return wire(row, sortByTime([...cart, view]));
  }

  return {
    /** `POST /transactions`: bot check, then a new cart holding one seat — or nothing. */
    async create(
      timeSlotId: number,
      botCheckToken: string | undefined,
      remoteIp?: string,
      wish: VisitorSeatWish = {},
    ): Promise<Transaction> {
      // 403: the request is refused as automated (no cart, no seat held).
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      return holdInNewCart({ db, clock, config, visitorLimits }, timeSlotId, remoteIp, wish);
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
        await offers.release(tx, id, clock.now(), () => deleteCart(tx, id));
      });
    },

    /** Extends the hold to now + HOLD_MINUTES, at most MAX_TOUCHES times (409 after). */
    async touch(id: string): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        if (!canTouch(row.touchCount, config.limits.maxTouches))
          throw AppError.conflict('conflict', ['maxTouches']);
        // Never shortens a hold: a waiting list offer's cart holds for hours, not minutes.
        const extended = holdExpiry(clock.now(), config.limits.holdMinutes);
        const expiredAt = extended > row.expiredAt ? extended : row.expiredAt;
        await extendCart(tx, id, expiredAt);
        // A waiting list offer ends with its cart.
        await offers.extend(tx, id, expiredAt);
        return view(tx, { id, expiredAt, touchCount: row.touchCount + 1 });
      });
    },

    addTicket: (id: string, timeSlotId: number, wish: VisitorSeatWish = {}): Promise<Transaction> =>
      db.transaction((tx) => addTicket(tx, id, timeSlotId, wish)),

    async removeTicket(id: string, ticketId: number): Promise<Transaction> {
      return db.transaction(async (tx) => {
        const row = await openOrNotFound(tx, id, true);
        // Removing an offer's ticket declines the offer (see remove).
        await offers.release(tx, id, clock.now(), async () => {
          if (!(await deleteCartTicket(tx, id, ticketId))) throw AppError.notFound('ticket');
        });
        return view(tx, row);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
