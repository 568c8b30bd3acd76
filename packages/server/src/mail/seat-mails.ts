import { parseLanguage, type Language } from '@lesesaal/domain/config';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { confirmationUrl } from './booking-mails';
import { mailTexts } from '../texts';
import { escapeHtml } from './html';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { mailSignatureOf, signatureHtml, signatureText, type MailSignature } from './signature';
import type { RenderedMail } from './templates';

/**
 * The mail to a visitor whom staff moved to another named seat (de/en by the booking's
 * language): room, day, time, booking number, the new seat, and the link to the booking.
 * Queued in the transaction that moves the seat; staff's action, so it does not count
 * against the visitor's hourly mail limit. Erased with the other mails after the visit.
 */
export interface SeatMoveMail {
  bookingNumber: string | null;
  roomName: string;
  date: string;
  startTime: string;
  endTime: string;
  /** the new seat's label */
  seatLabel: string;
}

export function renderSeatMoved(input: {
  language: Language;
  booking: SeatMoveMail;
  bookingUrl: string | null;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  const b = input.booking;
  const subject = t('seatMoved.subject');
  const greeting = t('greeting');
  const intro = t('seatMoved.intro');
  const link = t('seatMoved.link');
  const rows: Array<[string, string]> = [
    [t('seatMoved.seat'), b.seatLabel],
    [t('room'), b.roomName],
    [t('date'), formatDisplayDate(b.date)],
    [t('time'), t('timeRange', { start: b.startTime, end: b.endTime })],
    ...(b.bookingNumber ? [[t('bookingNumber'), b.bookingNumber] as [string, string]] : []),
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(input.bookingUrl ? [link, input.bookingUrl, ''] : []),
    ...signatureText(input.signature, input.language),
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = [
    `<!DOCTYPE html><html lang="${input.language}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${h(greeting)}</p>`,
    `<p>${h(intro)}</p>`,
    `<table role="presentation" style="margin: 0 0 1em; border-collapse: collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th scope="row" style="text-align: left; padding-right: 1em">${h(k)}</th><td>${h(v)}</td></tr>`,
      )
      .join('')}</table>`,
    ...(input.bookingUrl
      ? [`<p>${h(link)}<br><a href="${h(input.bookingUrl)}">${h(input.bookingUrl)}</a></p>`]
      : []),
    ...signatureHtml(input.signature, input.language),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Queues the seat-moved mail; nothing without an address (erased, or staff booking without one). */
export async function enqueueSeatMoved(
  db: Db,
  config: AppConfig,
  recipient: { email: string | null; language: string | null; ownerId: string | null },
  booking: SeatMoveMail,
  now: Date,
): Promise<boolean> {
  if (!recipient.email) return false;
  const language = parseLanguage(recipient.language ?? config.defaultLanguage);
  const rendered = renderSeatMoved({
    language,
    booking,
    bookingUrl: recipient.ownerId ? confirmationUrl(config, recipient.ownerId, language) : null,
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'SEAT_MOVED',
    to: recipient.email,
    ...rendered,
    attachments: [],
    eraseAfter: booking.date,
    now,
  });
  return true;
}
