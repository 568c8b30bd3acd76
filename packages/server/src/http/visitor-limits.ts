import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
// The shared fixed-window counter (table `rate_limit_counters`, module rate-limits).
import {
  counterHitStatement,
  counterHitValues,
  counterStateOf,
  hitCounter,
  type CounterState,
} from '../rate-limits';
import { TooManyRequestsError } from './app-error';
import type { Clock } from './types';

/**
 * The calls with a request limit per client address: the visitors', and the directory
 * sign-in's start and return (`directory`), which anybody can call and each of which may make
 * the server talk to the archive's provider.
 */
export type VisitorAction =
  | 'carts'
  | 'tickets'
  | 'touches'
  | 'bookings'
  | 'cancellations'
  | 'feedback'
  | 'directory'
  | 'readerSignIn';

const COUNTER_PREFIX = 'visitor:';

/**
 * The key of a client address in counters and on open carts: a hash, so no table holds
 * the address itself (only for as long as a window or a cart is open anyway).
 */
export function clientKeyOf(ip: string): string {
  return createHash('sha256').update(`client:${ip}`).digest('hex').slice(0, 32);
}

/** 429 `too_many_requests` with `Retry-After`: the seconds from `now` until `until`. */
export function tooManyRequests(until: Date, now: Date): TooManyRequestsError {
  return new TooManyRequestsError(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
}

/**
 * Request limits of the visitor calls: `hook(action)` is a route's `preValidation` hook
 * that counts the request for its client address in the database (every instance sees
 * the same count) and refuses it with 429 and `Retry-After` once the window's limit is
 * passed. Invalid requests count too: a flood of them costs the same work.
 */
export function createVisitorLimits(deps: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'visitorLimits'>;
}) {
  const { db, clock } = deps;
  const limits = deps.config.visitorLimits;
  const keyOf = (action: VisitorAction, ip: string) =>
    `${COUNTER_PREFIX}${action}:${clientKeyOf(ip)}`;
  const check = (action: VisitorAction, state: CounterState, now: Date) => {
    if (state.count > limits[action]) throw tooManyRequests(state.resetAt, now);
  };
  return {
    hook(action: VisitorAction) {
      return async (request: FastifyRequest): Promise<void> => {
        const now = clock.now();
        check(
          action,
          await hitCounter(db, keyOf(action, request.ip), now, limits.windowMinutes),
          now,
        );
      };
    },
    /**
     * The hit of `action` for `ip` as a statement returning `count, reset_at`, for a service
     * that runs it inside its own first statement (the hold); `checkHit` then judges the row.
     */
    hitStatement(action: VisitorAction, ip: string, now: Date) {
      return counterHitStatement(keyOf(action, ip), now, limits.windowMinutes);
    },
    /** `hitStatement`'s values, for a statement shape built with `counterHitSql`. */
    hitValues(action: VisitorAction, ip: string, now: Date) {
      return counterHitValues(keyOf(action, ip), now, limits.windowMinutes);
    },
    /** 429 when the counter row returned by `hitStatement` is over the action's limit. */
    checkHit(
      action: VisitorAction,
      row: { count: number | string; reset_at: Date | string } | undefined,
      now: Date,
    ) {
      check(action, counterStateOf(row, now, limits.windowMinutes), now);
    },
  };
}
