import { randomBytes } from 'node:crypto';
import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { AppError } from '../../http/app-error';
import { clientKeyOf, tooManyRequests } from '../../http/visitor-limits';
import { transaction } from '../../db/transaction';
import type { BotCheckVerifier } from '../bot-check';
import { drawLocked, type DrawDeps } from './draw';
import { insertPlace, limitsOfJoin, lockOrCreateOpening, setTail } from './repository';
import {
  activeOpening,
  hashOfPass,
  MINUTE_MS,
  placeOfPass,
  viewOf,
  type ActiveOpening,
} from './queue';
import { admissionInterval, isOver, nextAdmission } from './schedule';

export interface OpeningServiceDeps extends DrawDeps {
  verifyBotCheck: BotCheckVerifier;
}

/** `GET /rooms/{id}/opening`: the active opening as the wire shows it. */
function openingOnWire(active: ActiveOpening): Opening {
  const settings = active.row ?? active.draw;
  return {
    day: active.at.day,
    releaseAt: active.at.releaseAt.toISOString(),
    waitingRoomOpensAt: new Date(
      active.at.releaseAt.getTime() - settings.preWindowMinutes * MINUTE_MS,
    ).toISOString(),
    state: active.state,
    queued: active.row?.places ?? 0,
    admitPerMinute: settings.admitPerMinute,
    turnMinutes: settings.turnMinutes,
  };
}

/**
 * A new place in `active`'s queue, in one transaction under the opening's row lock (every
 * instance's joins of one opening take turns there): the row is made by the first joiner,
 * drawn first when the release has come; the address's and the bot-check solution's limits
 * are counted under the lock; a place before the draw waits without a position, a later one
 * queues at the tail, admitted one interval after the last place (never before it came).
 */
async function newPlace(
  deps: OpeningServiceDeps,
  active: ActiveOpening,
  keys: { passHash: string; botKey: string | null; clientKey: string | null },
) {
  const { clock, config } = deps;
  return transaction(deps.db, async (tx) => {
    let opening = await lockOrCreateOpening(tx, {
      roomId: active.roomId,
      day: active.at.day,
      releaseAt: active.at.releaseAt,
      preWindowMinutes: active.draw.preWindowMinutes,
      admitPerMinute: active.draw.admitPerMinute,
      turnMinutes: active.draw.turnMinutes,
    });
    const now = clock.now();
    if (opening.drawnAt === null && now >= opening.releaseAt)
      opening = await drawLocked(deps, tx, opening, now);
    if (isOver(opening, now)) throw AppError.conflict('opening_closed');
    const limits = await limitsOfJoin(tx, opening.id, keys.clientKey, keys.botKey);
    if (limits.botKeyUsed) throw new AppError('recaptcha__validation_error', 403);
    if (limits.ofClient >= config.visitorLimits.maxHeldSeats)
      throw tooManyRequests(new Date(now.getTime() + MINUTE_MS), now);
    const drawn = opening.drawnAt !== null;
    const position = drawn ? opening.places + 1 : null;
    const admitAt = drawn ? nextAdmission(opening, admissionInterval(opening), now) : null;
    await insertPlace(tx, { openingId: opening.id, arrivedAt: now, position, admitAt, ...keys });
    await setTail(tx, opening.id, opening.places + 1, drawn ? admitAt : null);
    return { opening, place: { position, admitAt } };
  });
}

/**
 * The fair opening of a room's new day (docs/decisions/release-time.md): the opening a room
 * has, joining its queue (a place with a secret pass), and a place by its pass. The queue is
 * rows of PostgreSQL only: any instance answers any call.
 */
export function createOpeningService(deps: OpeningServiceDeps) {
  return {
    /** `GET /rooms/{id}/opening`. */
    async opening(roomId: number): Promise<{ opening: Opening | null }> {
      const active = await activeOpening(deps, roomId);
      return { opening: active ? openingOnWire(active) : null };
    },

    /**
     * `POST /rooms/{id}/opening/queue`: the place of `pass` when it is one of this opening's
     * (200), else a new place (201) after the bot check — one per bot-check solution, at most
     * the held-seat limit per client address. 409 `opening_closed` without an open waiting room.
     */
    async join(
      roomId: number,
      pass: string | undefined,
      botCheckToken: string | undefined,
      remoteIp: string | undefined,
    ): Promise<{ created: boolean; pass: string; place: Place }> {
      const active = await activeOpening(deps, roomId);
      if (!active || (active.state !== 'admitting' && active.state !== 'waiting-room'))
        throw AppError.conflict('opening_closed');
      if (pass !== undefined) {
        const found = await placeOfPass(deps, roomId, pass);
        if (found && found.opening.day === active.at.day)
          return { created: false, pass, place: await viewOf(deps, found.opening, found) };
      }
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      const newPass = randomBytes(32).toString('base64url');
      const joined = await newPlace(deps, active, {
        passHash: hashOfPass(newPass),
        botKey: botCheckToken === undefined ? null : hashOfPass(`bot-check:${botCheckToken}`),
        clientKey: remoteIp === undefined ? null : clientKeyOf(remoteIp),
      });
      return {
        created: true,
        pass: newPass,
        place: await viewOf(deps, joined.opening, joined.place),
      };
    },

    /** `GET /rooms/{id}/opening/queue`: the place of `pass`; 404 `opening_pass_unknown`. */
    async place(roomId: number, pass: string | undefined): Promise<{ place: Place }> {
      const found = pass === undefined ? null : await placeOfPass(deps, roomId, pass);
      if (!found) throw new AppError('opening_pass_unknown', 404);
      return { place: await viewOf(deps, found.opening, found) };
    },
  };
}
