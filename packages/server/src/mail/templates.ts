import type { Language } from '@lesesaal/domain/config';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { CONTROL_CHARACTER_PATTERN } from '@lesesaal/domain/validation';
import type { NotAvailableReason, UnitState } from '@lesesaal/domain/record-orders/schema';
import { mailTexts, type Texts as TextsOf } from '../texts';
import { escapeHtml } from './html';
import { signatureHtml, signatureText, type MailSignature } from './signature';

/** A ticket as the mails list it. */
export interface MailTicket {
  bookingNumber: string | null;
  roomName: string;
  roomDescription: string;
  date: string;
  startTime: string;
  endTime: string;
  /** the named seat the ticket holds ("M2"); null or missing: none */
  seatLabel?: string | null;
  /**
   * The booking number's QR code, attached inline (see `qr-code.ts`): the HTML part shows
   * it under the ticket as `cid:<contentId>`, `size` pixels wide and high.
   */
  qrImage?: { contentId: string; size: number };
  /** the records ordered for the visit, listed under it */
  units?: readonly MailUnit[];
}

/** An order line as the mails list it. */
export interface MailUnit {
  callNumber: string;
  title: string | null;
  state: UnitState;
  reason: NotAvailableReason | null;
}

/** Who the mail greets (owner data of the booking). */
export interface MailRecipient {
  salutation: 'NONE' | 'MR' | 'MS' | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Texts = TextsOf<'server-mail'>;

function displayDate(date: string, language: Language): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (language === 'de') {
    const weekday = new Intl.DateTimeFormat('de-AT', { weekday: 'long', timeZone: 'UTC' }).format(
      instant,
    );
    return `${weekday}, ${formatDisplayDate(date)}`;
  }
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER_PATTERN.source, 'g');

/**
 * The greeted name. Visitor text only ever goes into the body (escaped in the HTML part),
 * never into the subject or a header. The schemas refuse control characters; a name stored
 * before they did still cannot break a line here.
 */
function recipientName(r: MailRecipient, t: Texts): string {
  const salutation =
    r.salutation === 'MR' || r.salutation === 'MS' ? t(`booking.salutation.${r.salutation}`) : '';
  return [salutation, r.title, r.firstName, r.lastName]
    .map((p) => (p ?? '').replace(CONTROL_CHARACTERS, ' ').trim())
    .filter((p) => p !== '')
    .join(' ');
}

function ticketRows(ticket: MailTicket, language: Language, t: Texts): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t('room'), ticket.roomName],
    [t('location'), ticket.roomDescription],
    [t('date'), displayDate(ticket.date, language)],
    [t('time'), t('timeRange', { start: ticket.startTime, end: ticket.endTime })],
  ];
  if (ticket.seatLabel)
    rows.push([t('booking.seat'), ticket.seatLabel.replace(CONTROL_CHARACTERS, ' ')]);
  if (ticket.bookingNumber)
    rows.push([t('bookingNumber'), formatBookingNumber(ticket.bookingNumber)]);
  for (const unit of ticket.units ?? []) rows.push([t('booking.unit'), unitText(unit, t)]);
  return rows;
}

/** "Rep. 2 Nr. 9 – Akten (bestellt)"; the reason with NOT_AVAILABLE. */
function unitText(unit: MailUnit, t: Texts): string {
  const name = unit.title ? `${unit.callNumber} – ${unit.title}` : unit.callNumber;
  const state =
    unit.state === 'NOT_AVAILABLE' && unit.reason
      ? `${t('booking.unitStates.NOT_AVAILABLE')}: ${t(`booking.reasons.${unit.reason}`)}`
      : t(`booking.unitStates.${unit.state}`);
  return `${name.replace(CONTROL_CHARACTERS, ' ')} (${state})`;
}

/** The ticket's QR image (an inline attachment), its alt text naming the booking number. */
function qrImageHtml(ticket: MailTicket, t: Texts): string {
  if (!ticket.qrImage || !ticket.bookingNumber) return '';
  const { contentId, size } = ticket.qrImage;
  const alt = t('booking.qrAlt', { number: formatBookingNumber(ticket.bookingNumber) });
  return `<p style="margin: 0 0 1.5em"><img src="cid:${escapeHtml(contentId)}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display: block"></p>`;
}

function render(
  language: Language,
  subject: string,
  recipient: MailRecipient,
  intro: string,
  tickets: readonly MailTicket[],
  extra: { link?: { label: string; url: string }; hints: string[] },
  signature: MailSignature,
): RenderedMail {
  const t = mailTexts(language);
  const name = recipientName(recipient, t);
  const greeting = name ? t('greetingName', { name }) : t('greeting');
  const blocks = tickets.map((ticket) => ticketRows(ticket, language, t));
  const hints = tickets.some((ticket) => ticket.qrImage)
    ? [t('booking.qrHint'), ...extra.hints]
    : extra.hints;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...blocks.flatMap((rows) => [...rows.map(([k, v]) => `${k}: ${v}`), '']),
    ...(extra.link ? [extra.link.label, extra.link.url, ''] : []),
    ...hints.flatMap((h) => [h, '']),
    ...signatureText(signature, language),
    '',
  ].join('\n');

  const h = escapeHtml;
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${h(greeting)}</p>`,
    `<p>${h(intro).replace(/\n/g, '<br>')}</p>`,
    ...blocks.map(
      (rows, i) =>
        `<table role="presentation" style="margin: 0 0 1em; border-collapse: collapse">${rows
          .map(
            ([k, v]) =>
              `<tr><th scope="row" style="text-align: left; padding-right: 1em">${h(k)}</th><td>${h(v)}</td></tr>`,
          )
          .join('')}</table>${qrImageHtml(tickets[i]!, t)}`,
    ),
    ...(extra.link
      ? [`<p>${h(extra.link.label)}<br><a href="${h(extra.link.url)}">${h(extra.link.url)}</a></p>`]
      : []),
    ...hints.map((hint) => `<p>${h(hint)}</p>`),
    ...signatureHtml(signature, language),
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

/** Booking confirmation: tickets, room, date, time, booking numbers and the cancellation link. */
export function renderBookingConfirmation(input: {
  language: Language;
  recipient: MailRecipient;
  tickets: readonly MailTicket[];
  confirmationUrl: string;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('booking.subject'),
    input.recipient,
    t('booking.intro'),
    input.tickets,
    {
      link: { label: t('booking.manage'), url: input.confirmationUrl },
      hints: [t('booking.calendarHint'), t('booking.privacy')],
    },
    input.signature,
  );
}

/**
 * Reminder the day before the visit: that day's tickets with their booking
 * numbers, and the cancellation link so a visitor who will not come frees the seat.
 */
export function renderVisitReminder(input: {
  language: Language;
  recipient: MailRecipient;
  tickets: readonly MailTicket[];
  confirmationUrl: string;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('reminder.subject'),
    input.recipient,
    t('reminder.intro'),
    input.tickets,
    {
      link: { label: t('reminder.cancel'), url: input.confirmationUrl },
      hints: [t('booking.calendarHint'), t('booking.privacy')],
    },
    input.signature,
  );
}

/** Cancellation confirmation: the cancelled tickets. */
export function renderCancellationConfirmation(input: {
  language: Language;
  recipient: MailRecipient;
  tickets: readonly MailTicket[];
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('cancellation.subject'),
    input.recipient,
    t('cancellation.intro'),
    input.tickets,
    { hints: [t('cancellation.calendarHint')] },
    input.signature,
  );
}

/**
 * one ordered record cannot be provided — which one, why, the visit it belongs to,
 * and the link to the booking. Sent once per unit (the caller marks it notified).
 */
export function renderUnitNotAvailable(input: {
  language: Language;
  recipient: MailRecipient;
  ticket: MailTicket;
  unit: MailUnit;
  confirmationUrl: string;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  const intro = `${t('notAvailable.intro')}\n${input.unit.title ? `${input.unit.callNumber} – ${input.unit.title}` : input.unit.callNumber}\n${t('notAvailable.reason')}: ${input.unit.reason ? t(`booking.reasons.${input.unit.reason}`) : ''}`;
  return render(
    input.language,
    t('notAvailable.subject'),
    input.recipient,
    intro,
    [{ ...input.ticket, qrImage: undefined, units: undefined }],
    { link: { label: t('notAvailable.hint'), url: input.confirmationUrl }, hints: [] },
    input.signature,
  );
}

/**
 * A user application's mail (received, approved, refused): the intro (the decision, the
 * validity or the refusal's reason), the bookings it concerns with their lines, and for an
 * approval the booking's link (docs/decisions/user-applications.md).
 */
export function renderApplicationMail(input: {
  language: Language;
  recipient: MailRecipient;
  subject: string;
  intro: string;
  tickets: readonly MailTicket[];
  link?: { label: string; url: string };
  hints: string[];
  signature: MailSignature;
}): RenderedMail {
  return render(
    input.language,
    input.subject,
    input.recipient,
    input.intro,
    input.tickets,
    { ...(input.link ? { link: input.link } : {}), hints: input.hints },
    input.signature,
  );
}
