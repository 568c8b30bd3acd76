import type { Language } from '@lesesaal/domain/config';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import { CONTROL_CHARACTER_PATTERN } from '@lesesaal/domain/validation';
import type { NotAvailableReason, UnitState } from '@lesesaal/domain/record-orders/schema';
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

const TEXTS = {
  de: {
    bookingSubject: 'Ihre Reservierung im Lesesaal',
    cancellationSubject: 'Stornierung Ihrer Reservierung im Lesesaal',
    greeting: (name: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    bookingIntro: 'vielen Dank für Ihre Reservierung. Sie haben folgende Termine gebucht:',
    cancellationIntro: 'folgende Termine wurden storniert:',
    room: 'Raum',
    location: 'Ort',
    date: 'Datum',
    time: 'Uhrzeit',
    seat: 'Platz',
    bookingNumber: 'Buchungsnummer',
    manage: 'Ihre Reservierung ansehen oder Termine stornieren:',
    calendarHint: 'Die Termine finden Sie auch im Anhang (Kalenderdatei).',
    cancelCalendarHint:
      'Öffnen Sie die angehängte Kalenderdatei, um die Termine aus Ihrem Kalender zu entfernen.',
    privacy: 'Ihre personenbezogenen Daten werden am Tag nach dem gebuchten Termin gelöscht.',
    qrAlt: (number: string) => `QR-Code der Buchungsnummer ${number}`,
    qrHint:
      'Zeigen Sie am Empfang den QR-Code oder nennen Sie die Buchungsnummer, dann checken wir Sie schnell ein.',
    reminderSubject: 'Erinnerung: Ihr Termin im Lesesaal morgen',
    reminderIntro: 'wir erinnern Sie an Ihren Termin morgen:',
    reminderCancel:
      'Sie können nicht kommen? Bitte stornieren Sie den Termin, damit jemand anderer den Platz bekommt:',
    salutation: { MR: 'Herr', MS: 'Frau' },
    timeSuffix: ' Uhr',
    unit: 'Archivale',
    unitStates: {
      ORDERED: 'bestellt',
      READY: 'liegt bereit',
      ISSUED: 'ausgegeben',
      RETURNED: 'zurückgegeben',
      NOT_AVAILABLE: 'nicht verfügbar',
      CANCELLED: 'storniert',
    },
    reasons: {
      IN_USE: 'wird gerade benutzt',
      RESTRICTED: 'gesperrt bzw. zugangsbeschränkt',
      IN_CONSERVATION: 'in der Restaurierung',
      NOT_FOUND: 'nicht auffindbar',
    },
    notAvailableSubject: 'Eine bestellte Archivale ist nicht verfügbar',
    notAvailableIntro:
      'leider können wir Ihnen die folgende bestellte Archivale zu Ihrem Termin nicht bereitstellen:',
    reason: 'Grund',
    notAvailableHint:
      'Ihr Termin bleibt bestehen. Sie können ihn ansehen, weitere Archivalien bestellen oder ihn stornieren:',
  },
  en: {
    bookingSubject: 'Your reading room reservation',
    cancellationSubject: 'Your reading room reservation was cancelled',
    greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
    bookingIntro: 'thank you for your reservation. You have booked the following appointments:',
    cancellationIntro: 'the following appointments were cancelled:',
    room: 'Room',
    location: 'Location',
    date: 'Date',
    time: 'Time',
    seat: 'Seat',
    bookingNumber: 'Booking number',
    manage: 'View your reservation or cancel appointments:',
    calendarHint: 'The appointments are also attached as a calendar file.',
    cancelCalendarHint:
      'Open the attached calendar file to remove the appointments from your calendar.',
    privacy: 'Your personal data is deleted the day after the booked day.',
    qrAlt: (number: string) => `QR code of booking number ${number}`,
    qrHint: 'Show the QR code at the desk or tell us your booking number to check in quickly.',
    reminderSubject: 'Reminder: your reading room visit tomorrow',
    reminderIntro: 'this is a reminder of your visit tomorrow:',
    reminderCancel:
      'Cannot come? Please cancel the appointment so that someone else can have the seat:',
    salutation: { MR: 'Mr', MS: 'Ms' },
    timeSuffix: '',
    unit: 'Record',
    unitStates: {
      ORDERED: 'ordered',
      READY: 'ready',
      ISSUED: 'issued',
      RETURNED: 'returned',
      NOT_AVAILABLE: 'not available',
      CANCELLED: 'cancelled',
    },
    reasons: {
      IN_USE: 'in use',
      RESTRICTED: 'restricted',
      IN_CONSERVATION: 'in conservation',
      NOT_FOUND: 'not found',
    },
    notAvailableSubject: 'An ordered record is not available',
    notAvailableIntro:
      'unfortunately we cannot provide the following record you ordered for your visit:',
    reason: 'Reason',
    notAvailableHint: 'Your appointment stands. You can view it, order other records or cancel it:',
  },
} as const;

type Texts = (typeof TEXTS)[Language];

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
    r.salutation === 'MR' || r.salutation === 'MS' ? t.salutation[r.salutation] : '';
  return [salutation, r.title, r.firstName, r.lastName]
    .map((p) => (p ?? '').replace(CONTROL_CHARACTERS, ' ').trim())
    .filter((p) => p !== '')
    .join(' ');
}

function ticketRows(ticket: MailTicket, language: Language, t: Texts): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t.room, ticket.roomName],
    [t.location, ticket.roomDescription],
    [t.date, displayDate(ticket.date, language)],
    [t.time, `${ticket.startTime}–${ticket.endTime}${t.timeSuffix}`],
  ];
  if (ticket.seatLabel) rows.push([t.seat, ticket.seatLabel.replace(CONTROL_CHARACTERS, ' ')]);
  if (ticket.bookingNumber) rows.push([t.bookingNumber, formatBookingNumber(ticket.bookingNumber)]);
  for (const unit of ticket.units ?? []) rows.push([t.unit, unitText(unit, t)]);
  return rows;
}

/** "Rep. 2 Nr. 9 – Akten (bestellt)"; the reason with NOT_AVAILABLE. */
function unitText(unit: MailUnit, t: Texts): string {
  const name = unit.title ? `${unit.callNumber} – ${unit.title}` : unit.callNumber;
  const state =
    unit.state === 'NOT_AVAILABLE' && unit.reason
      ? `${t.unitStates.NOT_AVAILABLE}: ${t.reasons[unit.reason]}`
      : t.unitStates[unit.state];
  return `${name.replace(CONTROL_CHARACTERS, ' ')} (${state})`;
}

/** The ticket's QR image (an inline attachment), its alt text naming the booking number. */
function qrImageHtml(ticket: MailTicket, t: Texts): string {
  if (!ticket.qrImage || !ticket.bookingNumber) return '';
  const { contentId, size } = ticket.qrImage;
  const alt = t.qrAlt(formatBookingNumber(ticket.bookingNumber));
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
  const t = TEXTS[language];
  const greeting = t.greeting(recipientName(recipient, t));
  const blocks = tickets.map((ticket) => ticketRows(ticket, language, t));
  const hints = tickets.some((ticket) => ticket.qrImage) ? [t.qrHint, ...extra.hints] : extra.hints;

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
  const t = TEXTS[input.language];
  return render(
    input.language,
    t.bookingSubject,
    input.recipient,
    t.bookingIntro,
    input.tickets,
    {
      link: { label: t.manage, url: input.confirmationUrl },
      hints: [t.calendarHint, t.privacy],
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
  const t = TEXTS[input.language];
  return render(
    input.language,
    t.reminderSubject,
    input.recipient,
    t.reminderIntro,
    input.tickets,
    {
      link: { label: t.reminderCancel, url: input.confirmationUrl },
      hints: [t.calendarHint, t.privacy],
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
  const t = TEXTS[input.language];
  return render(
    input.language,
    t.cancellationSubject,
    input.recipient,
    t.cancellationIntro,
    input.tickets,
    { hints: [t.cancelCalendarHint] },
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
  const t = TEXTS[input.language];
  const intro = `${t.notAvailableIntro}\n${input.unit.title ? `${input.unit.callNumber} – ${input.unit.title}` : input.unit.callNumber}\n${t.reason}: ${input.unit.reason ? t.reasons[input.unit.reason] : ''}`;
  return render(
    input.language,
    t.notAvailableSubject,
    input.recipient,
    intro,
    [{ ...input.ticket, qrImage: undefined, units: undefined }],
    { link: { label: t.notAvailableHint, url: input.confirmationUrl }, hints: [] },
    input.signature,
  );
}
