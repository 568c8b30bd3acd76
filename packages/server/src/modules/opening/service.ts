import { randomBytes } from 'node:crypto';
import type { Opening, Place } from '@lesesaal/domain/opening/schema';
import { AppError, sqlState } from '../../http/app-error';
import { clientKeyOf, tooManyRequests } from '../../http/visitor-limits';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import type { BotCheckVerifier } from '../bot-check';
import { drawIfDue } from './draw';
import {
  joinAfterDrawStatements,
  joinBeforeDrawStatements,
  type JoinOutcome,
  type JoinValues,
} from './join-repository';
import type { OpeningRow, StoredPlace } from './opening-row';
import { countPlaces } from './repository';
import {
  activeOpening,
  hashOfPass,
  MINUTE_MS,
  placeOfPass,
  viewOf,
  type ActiveOpening,
  type QueueDeps,
} from './queue';
import { isOver } from './schedule';

export interface OpeningServiceDeps extends QueueDeps {
  verifyBotCheck: BotCheckVerifier;
}

/** `GET /rooms/{id}/opening`: the active opening as the wire shows it. */
async function openingOnWire(deps: QueueDeps, active: ActiveOpening): Promise<Opening> {
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

/**
 * A join's refusal by its limits (counted under the address's advisory lock): a spent
 * bot-check solution (403, like a failed check) or the address at its cap (429); null when
 * neither refused it.
 */
function limitRefusal(deps: OpeningServiceDeps, outcome: JoinOutcome, now: Date): AppError | null {
  if (outcome.botKeyUsed) return new AppError('recaptcha__validation_error', 403);
  if (outcome.ofClient >= deps.config.visitorLimits.maxHeldSeats)
    return tooManyRequests(new Date(now.getTime() + MINUTE_MS), now);
  return null;
}

/** A second place of one bot-check solution, refused by the unique index: as the check's own. */
function refusedBotKey(err: unknown): never {
  if (sqlState(err) === '23505') throw new AppError('recaptcha__validation_error', 403);
  throw err;
}

/**
 * A new place in `active`'s queue, without a lock that joins of other visitors wait long for
 * (docs/decisions/release-time.md, "Joins that do not queue on each other"), each way in ONE
 * round trip (a pipelined transaction with its COMMIT). Before the draw: the opening's row
 * made or found and read FOR SHARE (the draw's FOR UPDATE waits for it), the address's lock,
 * the place without a position if the row is still undrawn before its release and the limits
 * allow it. After the release: the draw first when due (its own transaction), then the
 * address's lock and ONE statement that grows the tail by one and inserts the place with its
 * position and admission — unless the limits refuse it or the opening is over (409).
 */
async function newPlace(
  deps: OpeningServiceDeps,
  active: ActiveOpening,
  keys: Omit<JoinValues, 'arrivedAt' | 'maxOfClient'>,
): Promise<{ opening: OpeningRow; place: StoredPlace }> {
  const { clock } = deps;
  const maxOfClient = deps.config.visitorLimits.maxHeldSeats;
  let opening = active.row;
  // drawn already (as read by activeOpening): no lock on the row at all
  if (!opening?.drawnAt) {
    const now = clock.now();
    const early = await pipelinedTransaction(deps.db, async (tx) => {
      const [, row, ...rest] = await tx.run(
        joinBeforeDrawStatements(
          {
            roomId: active.roomId,
            day: active.at.day,
            releaseAt: active.at.releaseAt,
            preWindowMinutes: active.draw.preWindowMinutes,
            admitPerMinute: active.draw.admitPerMinute,
            turnMinutes: active.draw.turnMinutes,
          },
          { ...keys, arrivedAt: now, maxOfClient },
        ),
        { commit: true },
      );
      return { row, outcome: rest.at(-1) as JoinOutcome };
    });
    opening = early.row;
    if (early.row.drawnAt === null && now < early.row.releaseAt) {
      const refused = limitRefusal(deps, early.outcome, now);
      if (refused) throw refused;
      // the unique index refused a racing second place of the same solution
      if (!early.outcome.place) throw new AppError('recaptcha__validation_error', 403);
      return { opening: early.row, place: early.outcome.place };
    }
    if (opening.drawnAt === null) opening = (await drawIfDue(deps, opening.id)) ?? opening;
  }
  const drawn = opening;
  const now = clock.now();
  if (isOver(drawn, now)) throw AppError.conflict('opening_closed');
  const outcome = await pipelinedTransaction(deps.db, async (tx) => {
    const results = await tx.run(
      joinAfterDrawStatements(drawn.id, { ...keys, arrivedAt: now, maxOfClient }),
      {
        commit: true,
      },
    );
    return results.at(-1) as JoinOutcome;
  }).catch(refusedBotKey);
  const refused = limitRefusal(deps, outcome, now);
  if (refused) throw refused;
  // not placed, not refused by the limits: the last turn ended meanwhile
  if (!outcome.place) throw AppError.conflict('opening_closed');
  return { opening: drawn, place: outcome.place };
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
      const active = await activeOpening(deps, roomId, { fresh: true });
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
          return { created: false, pass, place: viewOf(deps, found.opening, found) };
      }
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      const newPass = randomBytes(32).toString('base64url');
      const joined = await newPlace(deps, active, {
        passHash: hashOfPass(newPass),
        botKey: botCheckToken === undefined ? null : hashOfPass(`bot-check:${botCheckToken}`),
        clientKey: remoteIp === undefined ? null : clientKeyOf(remoteIp),
      });
      return { created: true, pass: newPass, place: viewOf(deps, joined.opening, joined.place) };
    },

    /** `GET /rooms/{id}/opening/queue`: the place of `pass`; 404 `opening_pass_unknown`. */
    async place(roomId: number, pass: string | undefined): Promise<{ place: Place }> {
      const found = pass === undefined ? null : await placeOfPass(deps, roomId, pass);
      if (!found) throw new AppError('opening_pass_unknown', 404);
      return { place: viewOf(deps, found.opening, found) };
    },
  };
}
