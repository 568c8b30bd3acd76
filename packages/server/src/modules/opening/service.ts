import { randomBytes } from 'node:crypto';
import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { AppError, sqlState } from '../../http/app-error';
import { clientKeyOf, tooManyRequests } from '../../http/visitor-limits';
import { transaction } from '../../db/transaction';
import type { BotCheckVerifier } from '../bot-check';
import { drawIfDue, type DrawDeps } from './draw';
import {
  countPlaces,
  insertWaitingPlace,
  limitsOfJoin,
  lockClientOfOpening,
  queuePlace,
  shareOrCreateOpening,
  type OpeningRow,
} from './repository';
import {
  activeOpening,
  hashOfPass,
  MINUTE_MS,
  placeOfPass,
  viewOf,
  type ActiveOpening,
} from './queue';
import { isOver } from './schedule';

export interface OpeningServiceDeps extends DrawDeps {
  verifyBotCheck: BotCheckVerifier;
}

/** `GET /rooms/{id}/opening`: the active opening as the wire shows it. */
async function openingOnWire(deps: DrawDeps, active: ActiveOpening): Promise<Opening> {
  const settings = active.row ?? active.draw;
  return {
    day: active.at.day,
    releaseAt: active.at.releaseAt.toISOString(),
    waitingRoomOpensAt: new Date(
      active.at.releaseAt.getTime() - settings.preWindowMinutes * MINUTE_MS,
    ).toISOString(),
    state: active.state,
    queued: !active.row
      ? 0
      : active.row.drawnAt === null
        ? await countPlaces(deps.db, active.row.id)
        : active.row.places,
    admitPerMinute: settings.admitPerMinute,
    turnMinutes: settings.turnMinutes,
  };
}

type JoinKeys = { passHash: string; botKey: string | null; clientKey: string | null };

/**
 * The address's and the bot-check solution's limits, counted under the address's advisory
 * lock (`lockClientOfOpening`: only one address's joins wait for each other there).
 */
async function checkLimits(
  deps: OpeningServiceDeps,
  tx: DrawDeps['db'],
  opening: OpeningRow,
  keys: JoinKeys,
  now: Date,
): Promise<void> {
  await lockClientOfOpening(tx, opening.id, keys.clientKey);
  const limits = await limitsOfJoin(tx, opening.id, keys.clientKey, keys.botKey);
  if (limits.botKeyUsed) throw new AppError('recaptcha__validation_error', 403);
  if (limits.ofClient >= deps.config.visitorLimits.maxHeldSeats)
    throw tooManyRequests(new Date(now.getTime() + MINUTE_MS), now);
}

/** A second place of one bot-check solution, refused by the unique index: as the check's own. */
function refusedBotKey(err: unknown): never {
  if (sqlState(err) === '23505') throw new AppError('recaptcha__validation_error', 403);
  throw err;
}

/**
 * A new place in `active`'s queue, without a lock that joins of other visitors wait long for
 * (docs/decisions/release-time.md, "Joins that do not queue on each other"). Before the draw:
 * one short transaction — the opening's row made or found and read FOR SHARE (the draw's
 * FOR UPDATE waits for it), the limits, the place without a position. After the release: the
 * draw first when due (its own transaction), then the limits and ONE statement that grows the
 * tail by one and inserts the place with its position and admission.
 */
async function newPlace(deps: OpeningServiceDeps, active: ActiveOpening, keys: JoinKeys) {
  const { clock } = deps;
  const early = await transaction(deps.db, async (tx) => {
    // drawn already (as read by activeOpening): no lock on the row at all
    if (active.row?.drawnAt) return { opening: active.row, place: null };
    const opening = await shareOrCreateOpening(tx, {
      roomId: active.roomId,
      day: active.at.day,
      releaseAt: active.at.releaseAt,
      preWindowMinutes: active.draw.preWindowMinutes,
      admitPerMinute: active.draw.admitPerMinute,
      turnMinutes: active.draw.turnMinutes,
    });
    const now = clock.now();
    if (opening.drawnAt !== null || now >= opening.releaseAt) return { opening, place: null };
    await checkLimits(deps, tx, opening, keys, now);
    if (!(await insertWaitingPlace(tx, { openingId: opening.id, arrivedAt: now, ...keys })))
      throw new AppError('recaptcha__validation_error', 403);
    return { opening, place: { position: null, admitAt: null } };
  });
  if (early.place) return { opening: early.opening, place: early.place };
  const opening =
    early.opening.drawnAt === null
      ? ((await drawIfDue(deps, early.opening.id)) ?? early.opening)
      : early.opening;
  return transaction(deps.db, async (tx) => {
    const now = clock.now();
    if (isOver(opening, now)) throw AppError.conflict('opening_closed');
    await checkLimits(deps, tx, opening, keys, now);
    const place = await queuePlace(tx, { openingId: opening.id, arrivedAt: now, ...keys }).catch(
      refusedBotKey,
    );
    return { opening, place };
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
      return { opening: active ? await openingOnWire(deps, active) : null };
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
