import { isSlotOpen } from '@lesesaal/domain/time-slots/rules';
import { seatsToOffer } from '@lesesaal/domain/waiting-list/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ArchiveClock } from '../../http/types';
import { enqueueWaitingListOffer, mayMailWaitingListOffer } from '../../mail/waiting-list-mails';
import {
  createToken,
  deleteCart,
  lockCart,
  lockSlots,
  readSlotForHold,
  roomRuleClock,
  takeSeat,
} from '../seat-core';
import { type CartOffers } from '../cart';
import {
  closeEntry,
  findOfferOfCart,
  listRunOutOffers,
  lockEntry,
  lockFirstWaiting,
  markOffered,
  setOfferExpiry,
  slotsWithWaitingEntries,
} from './repository';
import { transaction } from '../../db/transaction';

/**
 * The offer of a freed seat. Exported for the writes that free seats — a
 * visitor's or staff's cancellation (cancellation.ts), a raised capacity (time-slots), an
 * offer that ran out or was declined — and run in
 * THEIR transaction, under THEIR slot lock: the free seats are counted after the lock was
 * granted and each goes to the first waiting entry in line in the same commit, so on any
 * number of instances a freed seat is offered exactly once. An expired hold of an ordinary
 * cart frees no seat here: nothing calls this when a hold runs out. Neither does a no-show's
 * released seat (check-in): it is released after its slot began, and a started slot offers
 * nothing (below).
 *
 * The offer's cart holds the seat until `offer_expires_at` (its `expired_at`, moved on
 * together by a touch). Then the expiry job (every instance, every few seconds) passes the
 * seat to the next in line; until it runs, the seat shows as free like any run-out hold
 * (docs/decisions/waiting-list.md).
 */

/** What an offer needs besides the transaction: the config and the archive's clock. */
export interface OfferDeps {
  config: AppConfig;
  clock: ArchiveClock;
}

/**
 * Offers the free seats of `slotIds` to their waiting lists. The caller holds the slot row
 * locks of all `slotIds` (`lockSlots` or an `UPDATE` of the rows in its transaction); the
 * slots someone waits for are locked again here, all at once in id order (granted at once),
 * so the lock order holds for the entries locked after them. A slot outside its opening window or already started offers nothing (its
 * seats could not be booked). The offer mail counts against MAIL_LIMIT_PER_RECIPIENT: an
 * entry whose address has used up its hour is passed over (it stays WAITING, first in line
 * for the next freed seat) and the seat goes to the next entry; with nobody left to mail, the
 * seat stays free for anyone. Returns the number of offers made.
 */
export async function offerFreedSeats(
  tx: Db,
  { config, clock }: OfferDeps,
  slotIds: readonly number[],
  now: Date,
): Promise<number> {
  const today = clock.dateAt(now);
  const hours = config.waitingListOfferHours;
  if (hours === null || slotIds.length === 0) return 0;
  let offered = 0;
  // Nothing more is read for the (usual) slot that nobody waits for.
  const waited = await slotsWithWaitingEntries(tx, slotIds);
  await lockSlots(tx, waited);
  for (const slotId of waited) {
    const found = await readSlotForHold(tx, slotId, today, now);
    if (!found) continue;
    if (!isSlotOpen(found.slot, roomRuleClock(clock, found.room, now, found.holidays))) continue;
    const free = seatsToOffer(found.slot, found.activeTicketCount);
    if (free === 0) continue;
    let left = free;
    let after = 0;
    while (left > 0) {
      const line = await lockFirstWaiting(tx, slotId, left, after);
      if (line.length === 0) break;
      for (const entry of line) {
        after = entry.id;
        // An offer is only worth its seat when its mail goes out: an address past its hourly
        // mail limit keeps its place in line and the seat goes to the next one.
        if (!(await mayMailWaitingListOffer(tx, config, entry, now))) continue;
        const transactionId = createToken();
        const offerExpiresAt = new Date(now.getTime() + hours * 3_600_000);
        const seat = await takeSeat(tx, {
          slotId,
          now,
          holder: {
            kind: 'cart',
            cartId: transactionId,
            newCart: { expiredAt: offerExpiresAt },
            client: null,
          },
          // accessible seats are held back by the archive's date, as for a visitor's hold
          seat: { today },
        });
        if (!seat.taken) return offered; // counted under the same lock: cannot happen, but never oversell
        await markOffered(tx, entry.id, { transactionId, now, offerExpiresAt });
        await enqueueWaitingListOffer(
          tx,
          config,
          { ...entry, offerExpiresAt },
          { ...found.slot, roomName: found.room.name, roomDescription: found.room.description },
          now,
        );
        offered++;
        left--;
      }
    }
  }
  return offered;
}

/**
 * The cart `transactionId` (locked by the caller, first in the lock order) gives its seat
 * back before it was booked — the visitor deleted it or removed its ticket: when it was an
 * offer, the entry is closed as LEFT (the offer was declined) and the seat goes to the next
 * in line, under the slot lock. Call it before the cart row is deleted (the entry points to
 * it). `release` frees the seat (deletes the cart or its ticket) after the slot lock.
 */
export async function releaseOfferOfCart(
  tx: Db,
  deps: OfferDeps,
  transactionId: string,
  now: Date,
  release: () => Promise<void>,
): Promise<void> {
  const offer = await findOfferOfCart(tx, transactionId);
  if (!offer) return release();
  await lockSlots(tx, [offer.timeSlotId]);
  await release();
  const entry = await lockEntry(tx, offer.id);
  if (entry?.status === 'OFFERED') await closeEntry(tx, offer.id, 'LEFT', now);
  await offerFreedSeats(tx, deps, [offer.timeSlotId], now);
}

/**
 * The job (every instance, jobs/start-jobs.ts): offers whose time ran out become EXPIRED,
 * their carts are deleted and each seat is offered to the next in line — one transaction per
 * offer, cart → slot → entry locked and the state re-read under the locks, so with many
 * instances each run-out offer is passed on exactly once. Returns how many expired.
 */
export async function passOnRunOutOffers(
  deps: { db: Db; clock: ArchiveClock; config: AppConfig },
  limit = 50,
): Promise<number> {
  const { db, clock, config } = deps;
  if (config.waitingListOfferHours === null) return 0;
  let expired = 0;
  for (const offer of await listRunOutOffers(db, clock.now(), limit)) {
    const done = await transaction(db, async (tx) => {
      const now = clock.now();
      if (offer.transactionId) await lockCart(tx, offer.transactionId);
      await lockSlots(tx, [offer.timeSlotId]);
      const entry = await lockEntry(tx, offer.id);
      // Another instance passed it on, the visitor booked or left, or a touch extended it.
      if (
        !entry ||
        entry.status !== 'OFFERED' ||
        entry.transactionId !== offer.transactionId ||
        entry.offerExpiresAt === null ||
        entry.offerExpiresAt > now
      )
        return false;
      await closeEntry(tx, entry.id, 'EXPIRED', now);
      if (entry.transactionId) await deleteCart(tx, entry.transactionId);
      await offerFreedSeats(tx, deps, [offer.timeSlotId], now);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/**
 * What the cart module asks of the waiting list for a cart that may be an offer (its
 * `CartOffers`): handed to the cart's routes where the app is built, so the cart module
 * never imports this one (no cycle in the module graph).
 */
export function cartOffers(deps: OfferDeps): CartOffers {
  return {
    isOffer: async (tx, cartId) => (await findOfferOfCart(tx, cartId)) !== null,
    extend: (tx, cartId, expiredAt) => setOfferExpiry(tx, cartId, expiredAt),
    release: (tx, cartId, now, release) => releaseOfferOfCart(tx, deps, cartId, now, release),
  };
}
