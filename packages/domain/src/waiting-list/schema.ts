/**
 * Wire schemas of the waiting list: a visitor joins a full slot's list with an
 * e-mail address; when a seat frees, the first in line is offered it by e-mail (a cart
 * holding the seat for a while) and books it through the link, or leaves by link.
 */
import { z } from 'zod';
import { LANGUAGES } from '../config';
import { emailField, idSchema, pathTokenSchema } from '../validation';

/**
 * Entry states: `WAITING` in line (fair order: who joined first), `OFFERED` while a freed seat
 * is held for the entry, then `TAKEN` (booked), `LEFT` (by its link, or the offer declined)
 * or `EXPIRED` (the offer ran out unused: the seat went to the next in line).
 */
export const WAITING_LIST_STATUSES = ['WAITING', 'OFFERED', 'TAKEN', 'LEFT', 'EXPIRED'] as const;

/** A waiting list entry's state. */
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** `POST /waiting-list`: join a full slot's list. */
export const waitingListJoinSchema = z.object({
  timeSlotId: idSchema,
  email: emailField(),
  /** the language of the mails (the visitor's language at joining) */
  language: z.enum(LANGUAGES),
});

export type WaitingListJoin = z.infer<typeof waitingListJoinSchema>;

/** The slot an entry waits for, as the visitor reads it. */
const waitingSlotFields = {
  timeSlotId: idSchema,
  roomId: idSchema,
  roomName: z.string(),
  roomDescription: z.string(),
  date: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
};

/**
 * The answer to joining: the slot and the place in line (1 = next). The entry's secret
 * token is not in it: it reaches the visitor only by e-mail (the links to leave and to take
 * an offer), so only the owner of the address can use them.
 */
export const waitingListJoinedSchema = z.object({
  ...waitingSlotFields,
  status: z.literal('WAITING'),
  position: z.int().positive(),
});

export type WaitingListJoined = z.infer<typeof waitingListJoinedSchema>;

/**
 * An entry as its link shows it (`GET /waiting-list/{token}`): the slot, the state, the place
 * in line while waiting, and while an offer is open the cart holding the seat
 * (`transactionId`, until `offerExpiresAt`) — the visitor app continues the booking with it.
 */
export const waitingListEntrySchema = z.object({
  ...waitingSlotFields,
  status: z.enum(WAITING_LIST_STATUSES),
  language: z.enum(LANGUAGES),
  position: z.int().positive().nullable(),
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  transactionId: z.string().nullable(),
});

export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

/** A slot's entry as staff see it on the slot edit screen. */
export const staffWaitingListEntrySchema = z.object({
  id: idSchema,
  /** null after the erasure the day after the slot's date */
  email: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  status: z.enum(WAITING_LIST_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  offeredAt: z.iso.datetime({ offset: true }).nullable(),
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});

export type StaffWaitingListEntry = z.infer<typeof staffWaitingListEntrySchema>;

/** A waiting list token in a path: anything else than a token of ours is simply not found. */
export const waitingListTokenSchema = pathTokenSchema;
