import { parseLanguage, type Language } from '@lesesaal/domain/config';
import { formatDisplayDate, nowTimeIn, todayIn } from '@lesesaal/domain/dates';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { takeMailAllowance } from './booking-mails';
import { mailTexts } from '../texts';
import { escapeHtml } from './html';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { mailSignatureOf, signatureHtml, signatureText, type MailSignature } from './signature';
import type { RenderedMail } from './templates';

/**
 * The waiting list's mails, de/en by the entry's language: the confirmation of
 * joining (with the link to leave) and the offer of a freed seat (the link that opens the
 * held seat in the visitor app to book it, and the link to leave). Queued in the outbox in
 * the transaction that joins or offers. The address is the only personal value in them; the
 * bodies are erased the day after the slot's date with the other mails.
 */

/** The slot a waiting list mail is about. */
export interface WaitingListMailSlot {
  roomName: string;
  roomDescription: string;
  date: string;
  startTime: string;
  endTime: string;
}

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

/** An instant as the archive's wall clock reads it: `Montag, 04.03.2030, 11:00 Uhr`. */
function displayInstant(instant: Date, timeZone: string, language: Language): string {
  return mailTexts(language)('waitingList.until', {
    date: displayDate(todayIn(timeZone, instant), language),
    time: nowTimeIn(timeZone, instant),
  });
}

function render(
  language: Language,
  subject: string,
  slot: WaitingListMailSlot,
  paragraphs: { intro: string; links: Array<{ label: string; url: string }>; hints: string[] },
  signature: MailSignature,
): RenderedMail {
  const t = mailTexts(language);
  const greeting = t('greeting');
  const rows: Array<[string, string]> = [
    [t('room'), slot.roomName],
    [t('location'), slot.roomDescription],
    [t('date'), displayDate(slot.date, language)],
    [t('time'), t('timeRange', { start: slot.startTime, end: slot.endTime })],
  ];
  const text = [
    greeting,
    '',
    paragraphs.intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...paragraphs.links.flatMap((link) => [link.label, link.url, '']),
    ...paragraphs.hints.flatMap((hint) => [hint, '']),
    ...signatureText(signature, language),
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${h(greeting)}</p>`,
    `<p>${h(paragraphs.intro)}</p>`,
    `<table role="presentation" style="margin: 0 0 1em; border-collapse: collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th scope="row" style="text-align: left; padding-right: 1em">${h(k)}</th><td>${h(v)}</td></tr>`,
      )
      .join('')}</table>`,
    ...paragraphs.links.map(
      (link) => `<p>${h(link.label)}<br><a href="${h(link.url)}">${h(link.url)}</a></p>`,
    ),
    ...paragraphs.hints.map((hint) => `<p>${h(hint)}</p>`),
    ...signatureHtml(signature, language),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The visitor app's page of an entry: it shows an open offer and continues to the booking. */
export function waitingListOfferUrl(config: AppConfig, token: string, language: Language): string {
  return `${config.archiveUrl}/waitlist/${encodeURIComponent(token)}?lang=${language}`;
}

/** The visitor app's page to leave the waiting list (a button, never the link alone). */
export function waitingListLeaveUrl(config: AppConfig, token: string, language: Language): string {
  return `${config.archiveUrl}/waitlist/${encodeURIComponent(token)}/leave?lang=${language}`;
}

export function renderWaitingListJoined(input: {
  language: Language;
  slot: WaitingListMailSlot;
  position: number;
  offerHours: number;
  leaveUrl: string;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('waitingList.joinedSubject'),
    input.slot,
    {
      intro: t('waitingList.joinedIntro', { position: input.position }),
      links: [{ label: t('waitingList.leave'), url: input.leaveUrl }],
      hints: [t('waitingList.joinedHow', { count: input.offerHours }), t('waitingList.privacy')],
    },
    input.signature,
  );
}

export function renderWaitingListOffer(input: {
  language: Language;
  slot: WaitingListMailSlot;
  /** the offer's end, as the archive's wall clock reads it */
  until: string;
  offerUrl: string;
  leaveUrl: string;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('waitingList.offerSubject'),
    input.slot,
    {
      intro: t('waitingList.offerIntro', { until: input.until }),
      links: [
        { label: t('waitingList.book'), url: input.offerUrl },
        { label: t('waitingList.leave'), url: input.leaveUrl },
      ],
      hints: [t('waitingList.offerLapse'), t('waitingList.privacy')],
    },
    input.signature,
  );
}

/**
 * Queues the confirmation of joining, with the leave link. A visitor's own request: within
 * the address's hourly mail limit (beyond it the entry stands without a mail; the offer
 * mail, if one comes, carries the leave link too).
 */
export async function enqueueWaitingListJoined(
  db: Db,
  config: AppConfig,
  entry: { token: string; email: string; language: string; position: number },
  slot: WaitingListMailSlot & { date: string },
  now: Date,
): Promise<void> {
  if (!(await takeMailAllowance(db, config, entry.email, now))) return;
  const language = parseLanguage(entry.language);
  const rendered = renderWaitingListJoined({
    language,
    slot,
    position: entry.position,
    offerHours: config.waitingListOfferHours ?? 0,
    leaveUrl: waitingListLeaveUrl(config, entry.token, language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'WAITING_LIST_JOINED',
    to: entry.email,
    ...rendered,
    attachments: [],
    eraseAfter: slot.date,
    now,
  });
}

/**
 * Counts the offer mail to the entry's address against MAIL_LIMIT_PER_RECIPIENT (any case);
 * false when the address has had its mails this hour. Anyone can put any address on a
 * waiting list, so offers are limited like every visitor mail; the caller makes the offer
 * only when this allows its mail (an offer nobody hears of would hold the seat for nothing).
 * An entry without an address (erased) has nothing to count.
 */
export async function mayMailWaitingListOffer(
  db: Db,
  config: AppConfig,
  entry: { email: string | null },
  now: Date,
): Promise<boolean> {
  return entry.email === null || takeMailAllowance(db, config, entry.email, now);
}

/**
 * Queues the offer of a freed seat, after `mayMailWaitingListOffer` allowed its mail.
 */
export async function enqueueWaitingListOffer(
  db: Db,
  config: AppConfig,
  entry: { token: string; email: string | null; language: string | null; offerExpiresAt: Date },
  slot: WaitingListMailSlot,
  now: Date,
): Promise<void> {
  if (!entry.email) return;
  const language = parseLanguage(entry.language ?? config.defaultLanguage);
  const rendered = renderWaitingListOffer({
    language,
    slot,
    until: displayInstant(entry.offerExpiresAt, config.timeZone, language),
    offerUrl: waitingListOfferUrl(config, entry.token, language),
    leaveUrl: waitingListLeaveUrl(config, entry.token, language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'WAITING_LIST_OFFER',
    to: entry.email,
    ...rendered,
    attachments: [],
    eraseAfter: slot.date,
    now,
  });
}
