import { parseLanguage, type Language } from '@lesesaal/domain/config';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { mailTexts } from '../texts';
import {
  calendarOf,
  confirmationUrl,
  takeMailAllowance,
  type MailTicketSource,
} from './booking-mails';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { bookingNumberQrImage } from './qr-code';
import { mailSignatureOf } from './signature';
import { renderApplicationMail, type MailRecipient } from './templates';
import type { MailAttachment } from './transport';

/**
 * The user application's mails (docs/decisions/user-applications.md), one per event:
 * received (with the bookings held for the decision), approved (the validity, the bookings
 * now booked with their QR codes, `.ics` and the booking's link: the booking's confirmation),
 * refused (the reason, the held bookings cancelled). What the reader typed and the staff's
 * reason go only into the body (escaped in its HTML), never into a subject or header.
 */
export interface ApplicationMailTo {
  email: string;
  name: string;
  language: string;
}

const recipientOf = (to: ApplicationMailTo): MailRecipient => ({
  salutation: 'NONE',
  title: null,
  firstName: to.name,
  lastName: null,
});

/** `31. Dezember 2026` / `31 December 2026` (a calendar date, no time zone involved). */
export function applicationDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The latest visit's day, after which the body is erased; today without bookings. */
function eraseAfterOf(tickets: readonly MailTicketSource[], today: string): string {
  return tickets.reduce((max, t) => (t.date > max ? t.date : max), today);
}

/**
 * "Received": queued with the application (and its pending bookings) in the reader's request;
 * counts against MAIL_LIMIT_PER_RECIPIENT like every visitor mail (beyond it: no mail, the
 * application stands).
 */
export async function enqueueApplicationReceived(
  db: Db,
  config: AppConfig,
  to: ApplicationMailTo,
  tickets: readonly MailTicketSource[],
  at: { now: Date; today: string },
): Promise<void> {
  if (!(await takeMailAllowance(db, config, to.email, at.now))) return;
  const language = parseLanguage(to.language);
  const t = mailTexts(language);
  const rendered = renderApplicationMail({
    language,
    recipient: recipientOf(to),
    subject: t('application.receivedSubject'),
    intro:
      tickets.length > 0
        ? `${t('application.receivedIntro')}\n${t('application.receivedBookings')}`
        : t('application.receivedIntro'),
    tickets,
    hints: [],
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'APPLICATION_RECEIVED',
    to: to.email,
    ...rendered,
    attachments: [],
    eraseAfter: eraseAfterOf(tickets, at.today),
    now: at.now,
  });
}

/**
 * "Approved": the one mail of an approval — the validity and, when bookings waited for it,
 * the booking's confirmation (QR codes, `.ics`, the link of the booking's page). Staff's
 * decision: not counted against the visitor's mail limit.
 */
export async function enqueueApplicationApproved(
  db: Db,
  config: AppConfig,
  to: ApplicationMailTo,
  validUntil: string,
  tickets: readonly MailTicketSource[],
  at: { now: Date; today: string },
): Promise<void> {
  const language = parseLanguage(to.language);
  const t = mailTexts(language);
  const host = new URL(config.publicUrl).hostname;
  const images: MailAttachment[] = [];
  const withQr = tickets.map((ticket) => {
    if (!ticket.bookingNumber) return ticket;
    const { attachment, size } = bookingNumberQrImage(ticket.bookingNumber, host);
    images.push(attachment);
    return { ...ticket, qrImage: { contentId: attachment.contentId, size } };
  });
  const ownerId = tickets[0]?.ownerId;
  const intro = t('application.approvedIntro', { until: applicationDate(validUntil, language) });
  const rendered = renderApplicationMail({
    language,
    recipient: recipientOf(to),
    subject: t('application.approvedSubject'),
    intro: tickets.length > 0 ? `${intro}\n${t('application.approvedBookings')}` : intro,
    tickets: withQr,
    ...(ownerId
      ? { link: { label: t('booking.manage'), url: confirmationUrl(config, ownerId, language) } }
      : {}),
    hints: [
      t('application.approvedIdentity'),
      ...(tickets.length > 0 ? [t('booking.calendarHint'), t('booking.privacy')] : []),
    ],
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'APPLICATION_APPROVED',
    to: to.email,
    ...rendered,
    attachments: tickets.length > 0 ? [calendarOf(config, tickets, language), ...images] : [],
    eraseAfter: eraseAfterOf(tickets, at.today),
    now: at.now,
  });
}

/** "Refused": the reason and the held bookings now cancelled; one mail. */
export async function enqueueApplicationRefused(
  db: Db,
  config: AppConfig,
  to: ApplicationMailTo,
  reason: string,
  tickets: readonly MailTicketSource[],
  at: { now: Date; today: string },
): Promise<void> {
  const language = parseLanguage(to.language);
  const t = mailTexts(language);
  const intro = t('application.refusedIntro', { reason });
  const rendered = renderApplicationMail({
    language,
    recipient: recipientOf(to),
    subject: t('application.refusedSubject'),
    intro: tickets.length > 0 ? `${intro}\n${t('application.refusedBookings')}` : intro,
    tickets,
    hints: [t('application.questions')],
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'APPLICATION_REFUSED',
    to: to.email,
    ...rendered,
    attachments: [],
    eraseAfter: eraseAfterOf(tickets, at.today),
    now: at.now,
  });
}
