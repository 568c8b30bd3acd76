import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { AppError } from '../../http/app-error';
import { createVisitorLimits } from '../../http/visitor-limits';
import type { BotCheckVerifier } from '../bot-check';
import { addTicket } from './add-ticket';
import { getCart } from './get-cart';
import { holdInNewCart, type VisitorSeatWish } from './hold-in-new-cart';
import type { CartDeps } from './open-cart';
import { removeCart } from './remove-cart';
import { removeTicket } from './remove-ticket';
import { touchCart } from './touch-cart';
import { holdStay } from './hold-stay';
import { previewStay } from './stay-days';
import type { StayDays } from '@lesesaal/domain/stays/schema';
import { transaction } from '../../db/transaction';

export interface CartServiceDeps extends CartDeps {
  verifyBotCheck: BotCheckVerifier;
}

/**
 * The visitor's cart (booking flow): create with a first slot, add and remove slots, keep
 * alive, delete — one use case a file. Every seat goes through `takeSeat` (the seat core,
 * `modules/seat-core`), under its lock order: cart row, client address, slot row.
 */
export function createCartService(deps: CartServiceDeps) {
  const { db, clock, config } = deps;
  const visitorLimits = createVisitorLimits(deps);
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
    get: (id: string): Promise<Transaction> => getCart(deps, id),
    remove: (id: string): Promise<void> => removeCart(deps, id),
    touch: (id: string): Promise<Transaction> => touchCart(deps, id),
    addTicket: (id: string, timeSlotId: number, wish: VisitorSeatWish = {}): Promise<Transaction> =>
      transaction(db, (tx) => addTicket(deps, tx, id, timeSlotId, wish)),
    removeTicket: (id: string, ticketId: number): Promise<Transaction> =>
      removeTicket(deps, id, ticketId),
    /** `POST /transactions/stays`: bot check, then a new cart holding a stay's days — or none. */
    async holdStay(
      timeSlotIds: readonly number[],
      botCheckToken: string | undefined,
      remoteIp?: string,
    ): Promise<Transaction> {
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      return holdStay(deps, timeSlotIds, remoteIp === undefined ? {} : { remoteIp });
    },
    /** `POST /transactions/{id}/stays`: a stay's days added to the open cart — or none. */
    addStay: (id: string, timeSlotIds: readonly number[]): Promise<Transaction> =>
      holdStay(deps, timeSlotIds, { cartId: id }),
    /** `GET /rooms/{id}/stay-days`: each day of a stay free, full or not bookable now. */
    previewStay: (roomId: number, timeSlotIds: readonly number[]): Promise<StayDays> =>
      previewStay(deps, roomId, timeSlotIds),
  };
}
