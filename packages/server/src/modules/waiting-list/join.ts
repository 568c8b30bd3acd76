import { isEmailBlacklisted } from '@lesesaal/domain/blacklist/rules';
import { WAITING_LIST_PER_ADDRESS, WAITING_LIST_PER_EMAIL } from '@lesesaal/domain/limits';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import { waitingListJoinRefusal } from '@lesesaal/domain/waiting-list/rules';
import type { WaitingListJoin, WaitingListJoined } from '@lesesaal/domain/waiting-list/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { clientKeyOf } from '../../http/visitor-limits';
import { enqueueWaitingListJoined } from '../../mail/waiting-list-mails';
import type { BotCheckVerifier } from '../bot-check';
import {
  countActiveTickets,
  createToken,
  lockPersonForWaitingList,
  lockSlots,
  readSlotForHold,
  roomRuleClock,
  type SlotForHold,
} from '../seat-core';
import { listBlacklistEntriesFor } from '../blacklist';
import {
  countOpenEntries,
  countOpenEntriesOfEmail,
  insertEntry,
  positionInLine,
} from './repository';
import { transaction } from '../../db/transaction';

export interface WaitingListServiceDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
}

export const slotFields = (s: {
  timeSlotId: number;
  roomId: number;
  roomName: string;
  roomDescription: string;
  date: string;
  startTime: string;
  endTime: string;
}) => ({
  timeSlotId: s.timeSlotId,
  roomId: s.roomId,
  roomName: s.roomName,
  roomDescription: s.roomDescription,
  date: s.date,
  startTime: s.startTime,
  endTime: s.endTime,
});

export const fromHold = (found: SlotForHold) =>
  slotFields({
    ...found.slot,
    timeSlotId: found.slot.id,
    roomName: found.room.name,
    roomDescription: found.room.description,
  });

/** 409 unless the slot is full and otherwise bookable (the domain's rule). */
export function refusalUnlessFull(
  { config, clock }: { config: AppConfig; clock: ArchiveClock },
  found: SlotForHold,
  activeTicketCount: number,
  now: Date,
): void {
  const failed = evaluateSlotRules(found.slot, {
    ...roomRuleClock(clock, found.room, now, found.holidays),
    activeTicketCount,
    cart: [],
    maxReservations: config.limits.maxReservations,
    maxDailyTickets: config.limits.maxDailyTickets,
  });
  const refusal = waitingListJoinRefusal(found.slot, failed);
  if (refusal) throw AppError.conflict(refusal);
}

/**
 * `POST /waiting-list`: bot check (403), blacklist (409), then under the slot lock: the
 * slot must be full and otherwise bookable (409), the e-mail and the client address
 * within their entries per slot (409 `waiting_list__limit_reached`), the e-mail within
 * its open entries across slots (409 `waiting_list__max_entries_reached`); the entry and the
 * confirmation mail with the leave link are written in the same transaction. Joining
 * under the slot lock orders it with every offer: a seat freed after the answer is
 * offered to this entry too if it is first in line.
 */
export async function joinWaitingList(
  deps: WaitingListServiceDeps,
  input: WaitingListJoin,
  botCheckToken: string | undefined,
  remoteIp?: string,
): Promise<WaitingListJoined> {
  const { db, clock, config } = deps;
  const refuseUnlessFull = (found: SlotForHold, active: number, now: Date) =>
    refusalUnlessFull(deps, found, active, now);
  if (config.waitingListOfferHours === null) throw AppError.notFound('waitingList');
  if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
    throw new AppError('recaptcha__validation_error', 403);
  const now = clock.now();
  const today = clock.dateAt(now);
  if (isEmailBlacklisted(input.email, await listBlacklistEntriesFor(db, input.email), today))
    throw AppError.conflict('booking__email_blacklisted');
  // Read without a lock (room, holidays, rules): a visible refusal is answered at once.
  const found = await readSlotForHold(db, input.timeSlotId, today, now);
  if (!found) throw AppError.notFound('timeSlot');
  refuseUnlessFull(found, found.activeTicketCount, now);
  const clientKey = remoteIp === undefined ? null : clientKeyOf(remoteIp);
  return transaction(db, async (tx) => {
    // Lock order: the address (its open entries across slots), then the slot.
    await lockPersonForWaitingList(tx, input.email);
    const [locked] = await lockSlots(tx, [input.timeSlotId]);
    if (!locked) throw AppError.notFound('timeSlot');
    const capacity = locked.capacity;
    const active = (await countActiveTickets(tx, [input.timeSlotId], now)).get(input.timeSlotId);
    refuseUnlessFull({ ...found, slot: { ...found.slot, capacity } }, active ?? 0, now);
    const open = await countOpenEntries(tx, input.timeSlotId, input.email, clientKey);
    if (open.byEmail >= WAITING_LIST_PER_EMAIL || open.byAddress >= WAITING_LIST_PER_ADDRESS)
      throw AppError.conflict('waiting_list__limit_reached');
    // Every entry can bring its address mails and anyone can enter any address: an
    // address stands in a few lines at once at most (any case is the same address).
    const max = config.waitingListMaxEntriesPerEmail;
    if ((await countOpenEntriesOfEmail(tx, input.email)) >= max)
      throw new AppError('waiting_list__max_entries_reached', 409, [String(max)]);
    const token = createToken();
    const id = await insertEntry(tx, {
      timeSlotId: input.timeSlotId,
      token,
      email: input.email,
      language: input.language,
      clientKey,
      now,
    });
    const position = await positionInLine(tx, input.timeSlotId, id);
    const slot = fromHold(found);
    await enqueueWaitingListJoined(
      tx,
      config,
      { token, email: input.email, language: input.language, position },
      slot,
      now,
    );
    return { ...slot, status: 'WAITING' as const, position };
  });
}
