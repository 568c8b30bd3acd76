import { isCancelable } from '@lesesaal/domain/tickets/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { enqueueCancellationConfirmation, type MailRequester } from '../../mail/booking-mails';
import type { TicketView } from '../seat-core';
import { cancelTickets, lockSlots, slotIdsOfTickets } from '../seat-core';
import { offerFreedSeats } from '../waiting-list';
import { cancelUnitsOfTickets, moveUnitsToTicket } from '../record-orders';
import { listBookedStayDays } from '../seat-core';

/**
 * Locks the slot rows of the tickets `ids` in id order, BEFORE their ticket rows (the lock
 * order of docs/architecture.md: slots → tickets): a cancellation offers the freed seats to
 * the waiting list under these locks. A ticket's slot never changes, so reading it first
 * without a lock is safe.
 */
export async function lockSlotsOfTickets(tx: Db, ids: readonly number[]): Promise<void> {
  await lockSlots(tx, await slotIdsOfTickets(tx, ids));
}

/**
 * Cancels locked ticket views in the caller's transaction, all or none: each must be BOOKED
 * with its slot not yet started (else 409 `conflict` with the refused ids). The seats are
 * free at once and offered to the slots' waiting lists in this transaction (the caller
 * locked the slots first: `lockSlotsOfTickets`); each owner gets one cancellation mail
 * listing their tickets. Used by the visitor (by owner id) and by staff.
 */
export async function cancelLockedTickets(
  tx: Db,
  deps: { config: AppConfig; clock: ArchiveClock },
  views: readonly TicketView[],
  now: Date,
  requester: MailRequester = { visitor: false },
): Promise<TicketView[]> {
  const { config } = deps;
  const blocked = views.filter((v) => !isCancelable(v, now, deps.clock.timeZone));
  if (blocked.length > 0)
    throw AppError.conflict(
      'conflict',
      blocked.map((v) => String(v.id)),
    );
  await cancelTickets(
    tx,
    views.map((v) => v.id),
    now,
  );
  // a research stay's day: its units stay with the stay, on its next remaining day
  await keepUnitsWithStays(tx, views, now);
  // the records ordered for these visits are cancelled with them
  await cancelUnitsOfTickets(
    tx,
    views.map((v) => v.id),
    now,
  );
  await offerFreedSeats(tx, deps, [...new Set(views.map((v) => v.timeSlotId))], now);
  const cancelled = views.map((v) => ({ ...v, status: 'CANCELLED' as const }));
  const byOwner = new Map<string, TicketView[]>();
  for (const view of cancelled) {
    const key = view.ownerId ?? `ticket:${view.id}`;
    byOwner.set(key, [...(byOwner.get(key) ?? []), view]);
  }
  for (const group of byOwner.values())
    await enqueueCancellationConfirmation(tx, config, group, now, requester);
  return cancelled;
}

/**
 * The cancelled days of research stays whose other days remain (docs/decisions/
 * research-stays.md): their units move to the stay's next remaining day after the first
 * cancelled one, so cancelling one day keeps the units; with no remaining day after it (the
 * last remaining day cancelled) they are cancelled with it.
 */
async function keepUnitsWithStays(tx: Db, views: readonly TicketView[], now: Date): Promise<void> {
  const stayIds = [...new Set(views.flatMap((v) => (v.stayId ? [v.stayId] : [])))];
  if (stayIds.length === 0) return;
  const remaining = await listBookedStayDays(tx, stayIds);
  for (const stayId of stayIds) {
    const cancelled = views.filter((v) => v.stayId === stayId);
    const firstCancelled = cancelled.map((v) => v.date).sort()[0]!;
    const next = remaining.find((d) => d.stayId === stayId && d.date >= firstCancelled);
    if (!next) continue;
    const from = cancelled.map((v) => v.id);
    await moveUnitsToTicket(
      tx,
      from,
      { ticketId: next.id, roomId: next.roomId, visitDate: next.date },
      now,
    );
  }
}
