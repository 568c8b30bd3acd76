/**
 * Wire schemas of the fair opening: a room's draw setting (`openingDraw` of the room API),
 * the opening a room has (`GET /rooms/{id}/opening`) and a visitor's place in its queue
 * (`/rooms/{id}/opening/queue`). See docs/decisions/release-time.md.
 */
import { z } from 'zod';
import { integerBetween } from '../validation';

/** Bounds of a room's draw setting. */
export const OPENING_DRAW_LIMITS = {
  preWindowMinutes: { min: 5, max: 120 },
  admitPerMinute: { min: 1, max: 10000 },
  turnMinutes: { min: 1, max: 60 },
} as const;

/**
 * A room's fair opening of each new day: the waiting room opens `preWindowMinutes` before the
 * release; at the release the pre-window's visitors are drawn into a random order, later ones
 * queue behind; `admitPerMinute` places are let in per minute, each may hold seats of the
 * day for `turnMinutes`.
 */
export const openingDrawSchema = z.object({
  preWindowMinutes: integerBetween(
    OPENING_DRAW_LIMITS.preWindowMinutes.min,
    OPENING_DRAW_LIMITS.preWindowMinutes.max,
  ),
  admitPerMinute: integerBetween(
    OPENING_DRAW_LIMITS.admitPerMinute.min,
    OPENING_DRAW_LIMITS.admitPerMinute.max,
  ),
  turnMinutes: integerBetween(
    OPENING_DRAW_LIMITS.turnMinutes.min,
    OPENING_DRAW_LIMITS.turnMinutes.max,
  ),
});

/** A room's draw setting; null on a room: no draw. */
export type OpeningDraw = z.infer<typeof openingDrawSchema>;

/** Where an opening stands. */
export const OPENING_STATES = ['upcoming', 'waiting-room', 'admitting', 'over'] as const;

/** Where an opening stands. */
export type OpeningState = (typeof OPENING_STATES)[number];

/** An opening of a room as `GET /rooms/{id}/opening` answers it. */
export const openingSchema = z.object({
  /** the day it opens (`YYYY-MM-DD`) */
  day: z.iso.date(),
  /** the release instant: the draw */
  releaseAt: z.iso.datetime(),
  waitingRoomOpensAt: z.iso.datetime(),
  state: z.enum(OPENING_STATES),
  /** places in its queue so far */
  queued: z.int().min(0),
  admitPerMinute: z.int(),
  turnMinutes: z.int(),
});

/** An opening of a room. */
export type Opening = z.infer<typeof openingSchema>;

/** `GET /rooms/{id}/opening`: the current opening while one is active, else the next; null without a draw. */
export const roomOpeningResponseSchema = z.object({ opening: openingSchema.nullable() });

/** Where a place stands. */
export const PLACE_STATES = ['waiting', 'admitted', 'expired'] as const;

/** A visitor's place in an opening's queue. */
export const placeSchema = z.object({
  state: z.enum(PLACE_STATES),
  day: z.iso.date(),
  releaseAt: z.iso.datetime(),
  /** 1-based; null before the draw */
  position: z.int().min(1).nullable(),
  /** places before this one not yet admitted; null before the draw */
  ahead: z.int().min(0).nullable(),
  admitAt: z.iso.datetime().nullable(),
  turnEndsAt: z.iso.datetime().nullable(),
  /** seconds until it is worth asking again (at least 1) */
  retryAfterSeconds: z.int().min(1),
});

/** A visitor's place. */
export type Place = z.infer<typeof placeSchema>;

/** `POST /rooms/{id}/opening/queue`: the pass (only in this answer) and the place. */
export const queueJoinedSchema = z.object({ pass: z.string(), place: placeSchema });

/** `GET /rooms/{id}/opening/queue`. */
export const queuePlaceSchema = z.object({ place: placeSchema });

/** The header carrying a place's pass (queue calls and holds of the room). */
export const QUEUE_PASS_HEADER = 'x-queue-pass';
