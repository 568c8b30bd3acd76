import type { Language } from '@lesesaal/domain/config';
import { READER_CODE_MINUTES } from '@lesesaal/domain/readers/schema';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { mailTexts } from '../texts';
import { escapeHtml } from './html';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { mailSignatureOf, signatureHtml, signatureText, type MailSignature } from './signature';
import type { RenderedMail } from './templates';

/**
 * The reader's sign-in mail (docs/decisions/readers.md): the six-digit code and the one-time
 * link, de/en. Nothing a visitor typed is repeated in it (the address is only the
 * recipient). The body is erased the day after it was queued, like the other mails' bodies;
 * the code and the link are void after 15 minutes anyway.
 */

/** The visitor app's sign-in page with the link's token (the page signs in with it). */
export function readerSignInUrl(config: AppConfig, token: string, language: Language): string {
  return `${config.archiveUrl}/anmelden?token=${encodeURIComponent(token)}&lang=${language}`;
}

export function renderReaderSignIn(input: {
  language: Language;
  code: string;
  url: string;
  signature: MailSignature;
}): RenderedMail {
  const { language, code, url, signature } = input;
  const t = mailTexts(language);
  const subject = t('readerSignIn.subject');
  const validity = t('readerSignIn.validity', { count: READER_CODE_MINUTES });
  const text = [
    t('greeting'),
    '',
    t('readerSignIn.intro'),
    '',
    code,
    '',
    t('readerSignIn.link'),
    url,
    '',
    validity,
    '',
    t('readerSignIn.ignore'),
    '',
    ...signatureText(signature, language),
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${h(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    `<p>${h(t('greeting'))}</p>`,
    `<p>${h(t('readerSignIn.intro'))}</p>`,
    `<p style="font-size: 1.5em; font-weight: bold; letter-spacing: 0.2em">${h(code)}</p>`,
    `<p>${h(t('readerSignIn.link'))}<br><a href="${h(url)}">${h(url)}</a></p>`,
    `<p>${h(validity)}</p>`,
    `<p>${h(t('readerSignIn.ignore'))}</p>`,
    ...signatureHtml(signature, language),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/**
 * Queues the sign-in mail in the caller's transaction (the one that stores the code's hash):
 * the mail exists exactly when the code does. `today`: the archive's date, after which the
 * body is erased.
 */
export async function enqueueReaderSignIn(
  db: Db,
  config: AppConfig,
  mail: { to: string; code: string; token: string; language: Language },
  today: string,
  now: Date,
): Promise<void> {
  const rendered = renderReaderSignIn({
    language: mail.language,
    code: mail.code,
    url: readerSignInUrl(config, mail.token, mail.language),
    signature: mailSignatureOf(config),
  });
  await enqueueMail(db, {
    messageId: newMessageId(config.mailFrom),
    kind: 'READER_SIGN_IN',
    to: mail.to,
    ...rendered,
    attachments: [],
    eraseAfter: today,
    now,
  });
}
