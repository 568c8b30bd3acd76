import { createHash } from 'node:crypto';
import { parseLanguage, type Language } from '@lesesaal/domain/config';
import { addressOf, displayNameOf, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { hitCounter } from '../rate-limits';
import {
  calendarAttachment,
  createBookingCalendar,
  type CalendarArchive,
  type CalendarMethod,
} from './ics';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { bookingNumberQrImage } from './qr-code';
import { mailSignatureOf } from './signature';
import {
  renderBookingConfirmation,
  renderCancellationConfirmation,
  renderVisitReminder,
  type MailRecipient,
  type MailTicket,
} from './templates';
import type { MailAttachment } from './transport';

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

/** Who asked for a mail: a visitor's mails count against MAIL_LIMIT_PER_RECIPIENT, staff's do not. */
export interface MailRequester {
  visitor: boolean;
}

/**
 * Counts one visitor confirmation mail to `email` in its hour; false when that address has
 * had MAIL_LIMIT_PER_RECIPIENT mails this hour already (the booking stands, no
 * further mail is queued). Counted in the caller's transaction, so a booking that fails
 * takes its count back. The counter key is a hash: the table never holds the address.
 * The waiting list's mails (join confirmation, offer) count here too (waiting-list-mails.ts).
 */
export async function takeMailAllowance(
  db: Db,
  config: AppConfig,
  email: string,
  now: Date,
): Promise<boolean> {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  const state = await hitCounter(db, `mail:${hash}`, now, 60);
  return state.count <= config.visitorLimits.mailsPerRecipientPerHour;
}

/**
 * The visitor's page of a booking (the only key is the owner id), with the booking's language
 * (`?lang=`), so the page opens in the language of the mail; at the address of the archive
 * the booking belongs to (`config.archiveUrl`: PUBLIC_URL for the default archive).
 */
export function confirmationUrl(config: AppConfig, ownerId: string, language: Language): string {
  return `${config.archiveUrl}/reservation-confirmation/${encodeURIComponent(ownerId)}?lang=${language}`;
}

/**
 * The tickets with their booking numbers' QR codes, and those codes as inline attachments
 * (one per ticket: the desk scans each visit's number to check the visitor in).
 */
function withQrImages(
  tickets: readonly MailTicketSource[],
  host: string,
): { tickets: MailTicketSource[]; images: MailAttachment[] } {
  const images: MailAttachment[] = [];
  const withImages = tickets.map((ticket) => {
    if (!ticket.bookingNumber) return ticket;
    const { attachment, size } = bookingNumberQrImage(ticket.bookingNumber, host);
    images.push(attachment);
    return { ...ticket, qrImage: { contentId: attachment.contentId, size } };
  });
  return { tickets: withImages, images };
}

/**
 * The archive as its calendar entries name it: its name (SITE_NAME or the archive's, else
 * MAIL_FROM's display name — the mails' signature), its postal address (the `address`
 * setting) and the mails' sender as the organizer.
 */
function calendarArchiveOf(config: AppConfig): CalendarArchive {
  const name = config.siteName ?? displayNameOf(config.mailFrom) ?? null;
  return {
    name,
    postalAddress: config.publicBody.postalAddress ?? null,
    organizer: { name, email: addressOf(config.mailFrom) },
  };
}

/**
 * The `.ics` of `tickets` as an attachment named in `language`: `PUBLISH` with the booking
 * and the reminder, `CANCEL` (the same UIDs, a higher SEQUENCE) with the cancellation.
 */
export function calendarOf(
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  language: Language,
  method: CalendarMethod = 'PUBLISH',
): MailAttachment {
  const calendarTickets = tickets.map((t) => ({ ...t, bookingNumber: t.bookingNumber ?? '' }));
  const ics = createBookingCalendar(
    calendarTickets,
    config.timeZone,
    new URL(config.publicUrl).hostname,
    language,
    calendarArchiveOf(config),
    method,
  );
  return calendarAttachment(ics, language, method);
}

/**
 * Puts the booking confirmation of `tickets` (one owner, one language) into the outbox.
 * Call inside the booking's database transaction. Does nothing without an e-mail address,
 * nor for a visitor when the address's hourly mail limit is used up.
 */
export async function enqueueBookingConfirmation(
  db: Db,
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  now: Date,
  requester: MailRequester = { visitor: false },
): Promise<void> {
  const first = tickets[0];
  if (!first?.email || !first.ownerId) return;
  if (requester.visitor && !(await takeMailAllowance(db, config, first.email, now))) return;
  const language = parseLanguage(first.language ?? config.defaultLanguage);
  const qr = withQrImages(tickets, new URL(config.publicUrl).hostname);
  const rendered = renderBookingConfirmation({
    language,
    recipient: first,
    tickets: qr.tickets,
    confirmationUrl: confirmationUrl(config, first.ownerId, language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'BOOKING_CONFIRMATION',
    to: first.email,
    ...rendered,
    attachments: [calendarOf(config, tickets, language), ...qr.images],
    eraseAfter: lastDate(tickets),
    now,
  });
}

/**
 * Puts the reminder of one booking's visit (`tickets`: one owner, one day, booked) into the
 * outbox: the tickets with their QR codes, the `.ics` and the cancellation link.
 * Call in the transaction that recorded the reminder in `visit_reminders`. Counts against
 * MAIL_LIMIT_PER_RECIPIENT like a visitor's mail (docs/decisions/mail.md):
 * `limited` when the address has used up its hour — the caller rolls back and tries again
 * later that day. `no-address`: nothing to send (no e-mail, e.g. erased or staff booking
 * without one).
 */
export async function enqueueVisitReminder(
  db: Db,
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  now: Date,
): Promise<'queued' | 'limited' | 'no-address'> {
  const first = tickets[0];
  if (!first?.email || !first.ownerId) return 'no-address';
  if (!(await takeMailAllowance(db, config, first.email, now))) return 'limited';
  const language = parseLanguage(first.language ?? config.defaultLanguage);
  const qr = withQrImages(tickets, new URL(config.publicUrl).hostname);
  const rendered = renderVisitReminder({
    language,
    recipient: first,
    tickets: qr.tickets,
    confirmationUrl: confirmationUrl(config, first.ownerId, language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'VISIT_REMINDER',
    to: first.email,
    ...rendered,
    attachments: [calendarOf(config, tickets, language), ...qr.images],
    eraseAfter: lastDate(tickets),
    now,
  });
  return 'queued';
}

/**
 * Puts the cancellation confirmation of `tickets` (one owner) into the outbox, with the
 * `.ics` that takes their entries out of the visitor's calendar (METHOD:CANCEL, the
 * confirmation's UIDs); for a visitor only within the address's hourly mail limit.
 */
export async function enqueueCancellationConfirmation(
  db: Db,
  config: AppConfig,
  tickets: readonly MailTicketSource[],
  now: Date,
  requester: MailRequester = { visitor: false },
): Promise<void> {
  const first = tickets[0];
  if (!first?.email) return;
  if (requester.visitor && !(await takeMailAllowance(db, config, first.email, now))) return;
  const language = parseLanguage(first.language ?? config.defaultLanguage);
  const rendered = renderCancellationConfirmation({
    language,
    recipient: first,
    tickets,
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'CANCELLATION_CONFIRMATION',
    to: first.email,
    ...rendered,
    attachments: [calendarOf(config, tickets, language, 'CANCEL')],
    eraseAfter: lastDate(tickets),
    now,
  });
}
