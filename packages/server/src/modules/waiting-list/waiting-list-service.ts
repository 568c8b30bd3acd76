import { isEmailBlacklisted } from '@lesesaal/domain/blacklist/rules';
import { parseLanguage } from '@lesesaal/domain/config';
import { todayIn } from '@lesesaal/domain/dates';
import { WAITING_LIST_PER_ADDRESS, WAITING_LIST_PER_EMAIL } from '@lesesaal/domain/limits';
import { evaluateSlotRules } from '@lesesaal/domain/time-slots/rules';
import { waitingListJoinRefusal } from '@lesesaal/domain/waiting-list/rules';
import type {
  StaffWaitingListEntry,
  WaitingListEntry,
  WaitingListJoin,
  WaitingListJoined,
} from '@lesesaal/domain/waiting-list/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import { clientKeyOf } from '../../http/visitor-limits';
import { enqueueWaitingListJoined } from '../../mail/waiting-list-mails';
import type { BotCheckVerifier } from '../bot-check';
import {
  countActiveTickets,
  createToken,
  deleteCart,
  listBlacklistEntriesFor,
  lockCart,
  lockPersonForWaitingList,
  lockSlots,
  readSlotForHold,
  roomRuleClock,
  type SlotForHold,
} from '../cart';
import { offerFreedSeats, passOnRunOutOffers } from './offers';
import {
  closeEntry,
  countOpenEntries,
  countOpenEntriesOfEmail,
  findEntryByToken,
  insertEntry,
  listEntriesOfSlot,
  lockEntry,
  positionInLine,
  slotOfRoomExists,
  type EntryView,
} from './repository';

export interface WaitingListServiceDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
}

/** The entry changed between the first read and its locks: the transaction starts over. */
class EntryMoved extends Error {}

const slotFields = (s: {
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

const fromHold = (found: SlotForHold) =>
  slotFields({
    ...found.slot,
    timeSlotId: found.slot.id,
    roomName: found.room.name,
    roomDescription: found.room.description,
  });

/**
 * The waiting list of full slots: join, the entry's link (read, leave), the
 * staff's list, and the job that passes run-out offers on. Offers themselves are made by
 * `offerFreedSeats` (offers.ts) in the transaction that frees a seat.
 */
export function createWaitingListService(deps: WaitingListServiceDeps) {
  const { db, clock, config } = deps;

  function requireEnabled(): void {
    if (config.waitingListOfferHours === null) throw AppError.notFound('waitingList');
  }

  /** 409 unless the slot is full and otherwise bookable (the domain's rule). */
  function refuseUnlessFull(found: SlotForHold, activeTicketCount: number, now: Date): void {
    const failed = evaluateSlotRules(found.slot, {
      ...roomRuleClock(config, found.room, now, found.holidays),
      activeTicketCount,
      cart: [],
      maxReservations: config.limits.maxReservations,
      maxDailyTickets: config.limits.maxDailyTickets,
    });
    const refusal = waitingListJoinRefusal(found.slot, failed);
    if (refusal) throw AppError.conflict(refusal);
  }

  /** The entry's link view: place in line while waiting, the cart while an offer is open. */
  async function view(executor: Db, entry: EntryView, now: Date): Promise<WaitingListEntry> {
    // An offer past its time shows as expired at once; the job passes the seat on.
    const offerOpen =
      entry.status === 'OFFERED' &&
      entry.offerExpiresAt !== null &&
      entry.offerExpiresAt > now &&
      entry.transactionId !== null;
    const status = entry.status === 'OFFERED' && !offerOpen ? 'EXPIRED' : entry.status;
    return {
      ...slotFields(entry),
      status,
      language: parseLanguage(entry.language ?? config.defaultLanguage),
      position:
        entry.status === 'WAITING'
          ? await positionInLine(executor, entry.timeSlotId, entry.id)
          : null,
      offerExpiresAt: offerOpen ? entry.offerExpiresAt!.toISOString() : null,
      transactionId: offerOpen ? entry.transactionId : null,
    };
  }

  async function leaveOnce(token: string): Promise<void> {
    await db.transaction(async (tx) => {
      const now = clock.now();
      const seen = await findEntryByToken(tx, token);
      if (!seen) throw AppError.notFound('waitingListEntry');
      if (seen.status === 'LEFT') return; // the link used twice: nothing more to do
      if (seen.status !== 'WAITING' && seen.status !== 'OFFERED')
        throw AppError.conflict('waiting_list__closed');
      // Lock order: cart row → slot row → entry row (as booking and the expiry job).
      const cart = seen.status === 'OFFERED' ? seen.transactionId : null;
      if (cart) await lockCart(tx, cart);
      await lockSlots(tx, [seen.timeSlotId]);
      const entry = await lockEntry(tx, seen.id);
      if (!entry || entry.status !== seen.status || entry.transactionId !== seen.transactionId)
        throw new EntryMoved();
      await closeEntry(tx, entry.id, 'LEFT', now);
      if (cart) {
        // The declined offer's seat goes to the next in line in this same transaction.
        await deleteCart(tx, cart);
        await offerFreedSeats(tx, config, [seen.timeSlotId], now);
      }
    });
  }

  return {
    /**
     * `POST /waiting-list`: bot check (403), blacklist (409), then under the slot lock: the
     * slot must be full and otherwise bookable (409), the e-mail and the client address
     * within their entries per slot (409 `waiting_list__limit_reached`), the e-mail within
     * its open entries across slots (409 `waiting_list__max_entries_reached`); the entry and the
     * confirmation mail with the leave link are written in the same transaction. Joining
     * under the slot lock orders it with every offer: a seat freed after the answer is
     * offered to this entry too if it is first in line.
     */
    async join(
      input: WaitingListJoin,
      botCheckToken: string | undefined,
      remoteIp?: string,
    ): Promise<WaitingListJoined> {
      requireEnabled();
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      const now = clock.now();
      const today = todayIn(config.timeZone, now);
      if (isEmailBlacklisted(input.email, await listBlacklistEntriesFor(db, input.email), today))
        throw AppError.conflict('booking__email_blacklisted');
      // Read without a lock (room, holidays, rules): a visible refusal is answered at once.
      const found = await readSlotForHold(db, input.timeSlotId, today, now);
      if (!found) throw AppError.notFound('timeSlot');
      refuseUnlessFull(found, found.activeTicketCount, now);
      const clientKey = remoteIp === undefined ? null : clientKeyOf(remoteIp);
      return db.transaction(async (tx) => {
        // Lock order: the address (its open entries across slots), then the slot.
        await lockPersonForWaitingList(tx, input.email);
        const [locked] = await lockSlots(tx, [input.timeSlotId]);
        if (!locked) throw AppError.notFound('timeSlot');
        const capacity = locked.capacity;
        const active = (await countActiveTickets(tx, [input.timeSlotId], now)).get(
          input.timeSlotId,
        );
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
    },

    /** `GET /waiting-list/{token}`: reads only (mail scanners follow links). */
    async get(token: string): Promise<WaitingListEntry> {
      const entry = await findEntryByToken(db, token);
      if (!entry) throw AppError.notFound('waitingListEntry');
      return view(db, entry, clock.now());
    },

    /**
     * `DELETE /waiting-list/{token}`: leaves the list; an open offer is declined and its seat
     * offered to the next in line at once. Leaving twice is fine; a taken or expired entry
     * → 409 `waiting_list__closed`.
     */
    async leave(token: string): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await leaveOnce(token);
        } catch (err) {
          if (!(err instanceof EntryMoved) || attempt >= 3) throw err;
        }
      }
    },

    /** A slot's entries in line order, for staff; 404 when the slot is not the room's. */
    async listForStaff(roomId: number, slotId: number): Promise<StaffWaitingListEntry[]> {
      if (!(await slotOfRoomExists(db, roomId, slotId))) throw AppError.notFound('timeSlot');
      const rows = await listEntriesOfSlot(db, slotId);
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        language: r.language === null ? null : parseLanguage(r.language),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        offeredAt: iso(r.offeredAt),
        offerExpiresAt: iso(r.offerExpiresAt),
        closedAt: iso(r.closedAt),
      }));
    },

    /** The job's work (see `passOnRunOutOffers`); returns how many offers expired. */
    expireRunOutOffers: (limit?: number) => passOnRunOutOffers({ db, clock, config }, limit),
  };
}

export type WaitingListService = ReturnType<typeof createWaitingListService>;
