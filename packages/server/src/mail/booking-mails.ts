import { parseLanguage, type Language } from '@lesesaal/domain/config';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { calendarAttachment, createBookingCalendar } from './ics';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import {
  renderBookingConfirmation,
  renderCancellationConfirmation,
  type MailRecipient,
  type MailTicket,
} from './templates';

/** What the booking mails need of a ticket (a ticket view row has all of it). */
export interface MailTicketSource extends MailTicket, MailRecipient {
  id: number;
  email: string | null;
  language: string | null;
  ownerId: string | null;
}

function lastDate(tickets: readonly MailTicketSource[]): string {
  return tickets.reduce((max, t) => (t.date > max ? t.date : max), tickets[0]!.date);
}

/**
 * The visitor's page of a booking (the only key is the owner id), with the booking's language
 * (`?lang=`), so the page opens in the language of the mail.
 */
export function confirmationUrl(config: AppConfig, ownerId: string, language: Language): string {
  return `${config.publicUrl}/reservation-confirmation/${encodeURIComponent(ownerId)}?lang=${language}`;
}

/**
 * Puts the booking confirmation of `tickets` (one owner, one language) into the outbox.
 * Call inside the booking's database transaction. Does nothing without an e-mail address.
 */
export async function enqueueBookingConfirmation(
  db: Db,
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  now: Date,
): Promise<void> {
  const first = tickets[0];
  if (!first?.email || !first.ownerId) return;
  const language = parseLanguage(first.language ?? config.defaultLanguage);
  const rendered = renderBookingConfirmation({
    language,
    recipient: first,
    tickets,
    confirmationUrl: confirmationUrl(config, first.ownerId, language),
  });
  const calendarTickets = tickets.map((t) => ({ ...t, bookingNumber: t.bookingNumber ?? '' }));
  const ics = createBookingCalendar(
    calendarTickets,
    config.timeZone,
    new URL(config.publicUrl).hostname,
  );
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'BOOKING_CONFIRMATION',
    to: first.email,
    ...rendered,
    attachments: [calendarAttachment(ics, language)],
    eraseAfter: lastDate(tickets),
    now,
  });
}

/** Puts the cancellation confirmation of `tickets` (one owner) into the outbox. */
export async function enqueueCancellationConfirmation(
  db: Db,
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  now: Date,
): Promise<void> {
  const first = tickets[0];
  if (!first?.email) return;
  const language = parseLanguage(first.language ?? config.defaultLanguage);
  const rendered = renderCancellationConfirmation({ language, recipient: first, tickets });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'CANCELLATION_CONFIRMATION',
    to: first.email,
    ...rendered,
    attachments: [],
    eraseAfter: lastDate(tickets),
    now,
  });
}
