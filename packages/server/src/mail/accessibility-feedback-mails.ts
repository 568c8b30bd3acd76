import type { Language } from '@lesesaal/domain/config';
import { addDays, todayIn } from '@lesesaal/domain/dates';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { mailTexts, type Texts } from '../texts';
import { escapeHtml } from './html';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { mailSignatureOf, signatureHtml, signatureText, type MailSignature } from './signature';
import type { RenderedMail } from './templates';

/**
 * The mails of the accessibility feedback mechanism: the message to the archive
 * (ACCESSIBILITY_FEEDBACK_EMAIL) with what the visitor wrote, and the acknowledgement to the
 * visitor when they gave an address. Visitor text goes only into the archive's message's body
 * — escaped in the HTML part, never into a subject or header; no Reply-To (the address is in
 * the body). The acknowledgement repeats nothing the sender typed: anyone may type any
 * address, and a copy of their text (links and all) under the archive's signature would make
 * the archive a relay for it.
 */

/** What a visitor sent (validated: lengths, no control characters but line breaks). */
export interface AccessibilityFeedback {
  page: string;
  description: string;
  name: string | null;
  email: string | null;
  language: Language;
}

/**
 * Days the outbox keeps a feedback mail's text: long enough to outlast an SMTP outage, short
 * because the archive's mailbox holds the message once it is sent.
 */
export const FEEDBACK_MAIL_KEEP_DAYS = 7;

/** Free text of a visitor in a table cell: escaped, its line breaks kept. */
function multiline(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

function render(
  language: Language,
  subject: string,
  greeting: string,
  intro: string,
  rows: Array<[string, string]>,
  hints: string[],
  signature: MailSignature,
): RenderedMail {
  const h = escapeHtml;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.flatMap(([k, v]) => [`${k}:`, v, '']),
    ...hints.flatMap((hint) => [hint, '']),
    ...signatureText(signature, language),
    '',
  ].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${h(greeting)}</p>`,
    `<p>${h(intro)}</p>`,
    ...(rows.length === 0
      ? []
      : [
          `<table role="presentation" style="margin: 0 0 1em; border-collapse: collapse">${rows
            .map(
              ([k, v]) =>
                `<tr><th scope="row" style="text-align: left; vertical-align: top; padding-right: 1em">${h(k)}</th><td>${multiline(v)}</td></tr>`,
            )
            .join('')}</table>`,
        ]),
    ...hints.map((hint) => `<p>${h(hint)}</p>`),
    ...signatureHtml(signature, language),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

function feedbackRows(feedback: AccessibilityFeedback, t: Texts<'server-mail'>) {
  const none = t('accessibilityFeedback.none');
  return [
    [t('accessibilityFeedback.page'), feedback.page],
    [t('accessibilityFeedback.description'), feedback.description],
    [t('accessibilityFeedback.name'), feedback.name ?? none],
    [t('accessibilityFeedback.email'), feedback.email ?? none],
  ] as Array<[string, string]>;
}

/** The message to the archive, in DEFAULT_LANGUAGE (the staff's), with the visitor's language. */
export function renderAccessibilityFeedbackReport(input: {
  language: Language;
  feedback: AccessibilityFeedback;
  signature: MailSignature;
}): RenderedMail {
  const t = mailTexts(input.language);
  return render(
    input.language,
    t('accessibilityFeedback.reportSubject'),
    t('greeting'),
    t('accessibilityFeedback.reportIntro'),
    [
      ...feedbackRows(input.feedback, t),
      [t('accessibilityFeedback.language'), input.feedback.language],
    ],
    input.feedback.email ? [t('accessibilityFeedback.reportHint')] : [],
    input.signature,
  );
}

/**
 * The acknowledgement to the visitor, in the language they wrote in: the archive's own words
 * only — no page, description, name or address of the feedback (see above).
 */
export function renderAccessibilityFeedbackReceipt(input: {
  language: Language;
  enforcementBody: { name: string; url: string };
  signature: MailSignature;
}): RenderedMail {
  const { language } = input;
  const t = mailTexts(language);
  return render(
    language,
    t('accessibilityFeedback.receiptSubject'),
    t('greeting'),
    t('accessibilityFeedback.receiptIntro'),
    [],
    [
      t('accessibilityFeedback.receiptEnforcement', {
        body: input.enforcementBody.name,
        url: input.enforcementBody.url,
      }),
    ],
    input.signature,
  );
}

function eraseAfter(config: AppConfig, now: Date): string {
  return addDays(todayIn(config.timeZone, now), FEEDBACK_MAIL_KEEP_DAYS);
}

/** Queues the message to ACCESSIBILITY_FEEDBACK_EMAIL. Call in the feedback's transaction. */
export async function enqueueAccessibilityFeedbackReport(
  db: Db,
  config: AppConfig,
  feedback: AccessibilityFeedback,
  now: Date,
): Promise<void> {
  const rendered = renderAccessibilityFeedbackReport({
    language: config.defaultLanguage,
    feedback,
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'ACCESSIBILITY_FEEDBACK',
    to: config.publicBody.feedbackEmail,
    ...rendered,
    attachments: [],
    eraseAfter: eraseAfter(config, now),
    now,
  });
}

/**
 * Queues the acknowledgement to the visitor's address, in their language. The caller has
 * counted it against MAIL_LIMIT_PER_RECIPIENT (`takeMailAllowance`) and queues nothing beyond
 * the limit.
 */
export async function enqueueAccessibilityFeedbackReceipt(
  db: Db,
  config: AppConfig,
  feedback: Pick<AccessibilityFeedback, 'language'> & { email: string },
  now: Date,
): Promise<void> {
  const rendered = renderAccessibilityFeedbackReceipt({
    language: feedback.language,
    enforcementBody: {
      name: config.publicBody.enforcementBodyName,
      url: config.publicBody.enforcementBodyUrl,
    },
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'ACCESSIBILITY_FEEDBACK_RECEIPT',
    to: feedback.email,
    ...rendered,
    attachments: [],
    eraseAfter: eraseAfter(config, now),
    now,
  });
}
