import { isCancelable } from '@lesesaal/domain/tickets/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueCancellationConfirmation, type MailRequester } from '../../mail/booking-mails';
import type { TicketView } from './ticket-view';
import { cancelTickets } from './repository';

/**
 * Cancels locked ticket views in the caller's transaction, all or none: each must be BOOKED
 * with its slot not yet started (else 409 `conflict` with the refused ids). The seats are
 * free at once; each owner gets one cancellation mail listing their tickets (DESIGN.md §5).
 * Used by the visitor (by owner id) and by staff (by ticket ids).
 */
export async function cancelLockedTickets(
  tx: Db,
  config: AppConfig,
  views: readonly TicketView[],
  now: Date,
  requester: MailRequester = { visitor: false },
): Promise<TicketView[]> {
  const blocked = views.filter((v) => !isCancelable(v, now, config.timeZone));
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
