import { holdExpiry } from '@lesesaal/domain/tickets/rules';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { clientKeyOf, type createVisitorLimits } from '../../http/visitor-limits';
import { openingRefusal, overCapRefusal, seatRefusal, slotRuleRefusal } from './cart-rules';
import { cartOnWire, newTicketView } from './cart-view';
import {
  createToken,
  holdStartStatement,
  takeSeat,
  type SeatChoice,
  type SeatExecutor,
  type SlotForHold,
} from '../seat-core';
import { transaction } from '../../db/transaction';

/**
 * A visitor's seat need or pick with a hold (rooms with named seats; both optional), and the
 * pass of their place in the room's fair opening (header `X-Queue-Pass`, modules/opening).
 */
export type VisitorSeatWish = Pick<SeatChoice, 'need' | 'seatId'> & { queuePass?: string };

export interface HoldDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  visitorLimits: ReturnType<typeof createVisitorLimits>;
}

/**
 * `POST /transactions` after the bot check: a new cart holding one seat of `timeSlotId` — or
 * nothing. Two round trips on PostgreSQL (the transaction is pipelined: BEGIN goes with the
 * first statement, the locks, the insert and COMMIT go together):
 *
 * 1. one statement, no lock but the address's counter row: the visitor limit's hit, the seats
 *    the address holds, the slot and what its rules need. A request that can already see it
 *    would lose (limit or cap reached, full slot, closed window) is answered after this one
 *    round trip and never queues behind the slot lock. It runs inside the transaction on
 *    purpose: it happens when the request gets its connection, so in a burst it sees the
 *    holds committed meanwhile;
 * 2. `takeSeat` with the new cart: the address lock and the slot lock in one statement, the
 *    count-and-insert (with the address's seat cap and the cart row) in the next, and COMMIT.
 *
 * Refusals are returned from the transaction, which then commits, so the visitor limit's hit
 * counts for a refused hold too; they are thrown after it.
 *
 * A room with named seats (the first statement says so): the seat is chosen between the lock
 * and the insert, which cannot be pipelined, so the first transaction ends after its reads
 * (the limit's hit counts) and `takeSeat` runs in a transaction of its own — lock, choice,
 * insert — with the visitor's need or pick (`seat`). So does a room with a fair opening
 * (`openingDraw`): between the two its guard reads the opening of the slot's day; a room
 * without one pays nothing for it.
 */
export async function holdInNewCart(
  deps: HoldDeps,
  timeSlotId: number,
  remoteIp: string | undefined,
  wish: VisitorSeatWish = {},
): Promise<Transaction> {
  const { queuePass, ...seat } = wish;
  const { db, clock, config, visitorLimits } = deps;
  const now = clock.now();
  const clientKey = remoteIp === undefined ? null : clientKeyOf(remoteIp);
  const counterHit =
    remoteIp === undefined ? null : visitorLimits.hitValues('carts', remoteIp, now);
  const today = clock.dateAt(now);
  type Started = Transaction | AppError | { seated: SlotForHold };
  const outcome = await pipelinedTransaction(db, async (tx): Promise<Started> => {
    const [start] = await tx.run([
      holdStartStatement(counterHit, clientKey, timeSlotId, today, now),
    ]);
    try {
      if (remoteIp !== undefined) visitorLimits.checkHit('carts', start.hit, now);
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
    const early =
      overCapRefusal(config, start.held, now) ??
      (start.found ? slotRuleRefusal(deps, start.found, [], now) : AppError.notFound('timeSlot'));
    if (early || !start.found) return early ?? AppError.notFound('timeSlot');
    if (start.found.usesSeats || start.found.room.openingDraw) return { seated: start.found };
    return holdSeat(deps, tx, start.found, {
      clientKey,
      now,
      seat: { roomHasSeats: false, today },
    });
  });
  if (outcome instanceof AppError) throw outcome;
  if (!('seated' in outcome)) return outcome;
  const found = outcome.seated;
  const notYourTurn = await openingRefusal(db, clock, found, queuePass, now);
  if (notYourTurn) throw notYourTurn;
  const choice = found.usesSeats ? { ...seat, today } : { roomHasSeats: false, today };
  const seated = await transaction(db, (tx) =>
    holdSeat(deps, tx, found, { clientKey, now, seat: choice }),
  );
  if (seated instanceof AppError) throw seated;
  return seated;
}

/** The hold's `takeSeat` with a new cart, and the cart as the wire shows it (or the refusal). */
async function holdSeat(
  deps: HoldDeps,
  tx: SeatExecutor,
  found: SlotForHold,
  at: { clientKey: string | null; now: Date; seat: SeatChoice },
): Promise<Transaction | AppError> {
  const { clock, config } = deps;
  const { clientKey, now } = at;
  const id = createToken();
  const expiredAt = holdExpiry(now, config.limits.holdMinutes);
  const taken = await takeSeat(
    tx,
    {
      slotId: found.slot.id,
      now,
      holder: {
        kind: 'cart',
        cartId: id,
        newCart: { expiredAt },
        client: clientKey
          ? { key: clientKey, maxHeldSeats: config.visitorLimits.maxHeldSeats }
          : null,
      },
      seat: at.seat,
    },
    { commit: true },
  );
  if (!taken.taken) return seatRefusal(taken, now);
  const view = newTicketView(taken.ticketId, id, found, taken.seat?.label ?? null);
  return cartOnWire({ id, expiredAt, touchCount: 0 }, [view], {
    now: clock.now(),
    timeZone: clock.timeZone,
    maxTouches: config.limits.maxTouches,
  });
}
