import { parseLanguage } from '@lesesaal/domain/config';
import type {
  StaffWaitingListEntry,
  WaitingListEntry,
  WaitingListJoin,
} from '@lesesaal/domain/waiting-list/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteCart, lockCart, lockSlots } from '../seat-core';
import { offerFreedSeats, passOnRunOutOffers } from './offers';
import { joinWaitingList, slotFields, type WaitingListServiceDeps } from './join';

export type { WaitingListServiceDeps } from './join';
import {
  closeEntry,
  findEntryByToken,
  listEntriesOfSlot,
  lockEntry,
  positionInLine,
  slotOfRoomExists,
  type EntryView,
} from './repository';
import { transaction } from '../../db/transaction';

/** The entry changed between the first read and its locks: the transaction starts over. */
class EntryMoved extends Error {}

/**
 * The waiting list of full slots: join, the entry's link (read, leave), the
 * staff's list, and the job that passes run-out offers on. Offers themselves are made by
 * `offerFreedSeats` (offers.ts) in the transaction that frees a seat.
 */
export function createWaitingListService(deps: WaitingListServiceDeps) {
  const { db, clock, config } = deps;

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
    await transaction(db, async (tx) => {
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
        await offerFreedSeats(tx, deps, [seen.timeSlotId], now);
      }
    });
  }

  return {
    /** `POST /waiting-list` (see join.ts). */
    join: (input: WaitingListJoin, botCheckToken: string | undefined, remoteIp?: string) =>
      joinWaitingList(deps, input, botCheckToken, remoteIp),

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
