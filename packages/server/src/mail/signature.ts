import type { Language } from '@lesesaal/domain/config';
import { displayNameOf, type AppConfig } from '../config';
import { mailTexts } from '../texts';
import { escapeHtml } from './html';

/**
 * How every visitor mail ends: signed by the archive (SITE_NAME, else the display name of
 * MAIL_FROM), with its contact address (CONTACT_EMAIL) when set, and the links a public body
 * publishes everywhere — legal notice (IMPRINT_URL), privacy policy (PRIVACY_URL), both only
 * when set, and the accessibility statement (ACCESSIBILITY_STATEMENT_URL, else the built-in
 * page at the address of the mail's archive, PUBLIC_URL for the default archive) — as
 * absolute addresses in the text and the HTML part.
 */
export interface MailSignature {
  /** who signs; null: a bare MAIL_FROM address and no SITE_NAME — the generic team line */
  sender: string | null;
  contactEmail: string | null;
  imprintUrl: string | null;
  privacyUrl: string | null;
  /** the archive's own statement; null: the built-in page, in the mail's language */
  accessibilityStatementUrl: string | null;
  publicUrl: string;
}

export function mailSignatureOf(config: AppConfig): MailSignature {
  return {
    sender: config.siteName ?? displayNameOf(config.mailFrom),
    contactEmail: config.publicBody.contactEmail,
    imprintUrl: config.publicBody.imprintUrl,
    privacyUrl: config.publicBody.privacyUrl,
    accessibilityStatementUrl: config.publicBody.accessibilityStatementUrl,
    // the built-in statement of the archive the mail is from
    publicUrl: config.archiveUrl,
  };
}

/** The built-in accessibility statement of the visitor app, opened in `language`. */
export function builtInAccessibilityStatementUrl(publicUrl: string, language: Language): string {
  return `${publicUrl}/barrierefreiheit?lang=${language}`;
}

function footerLinks(
  signature: MailSignature,
  language: Language,
): Array<{ label: string; url: string }> {
  const t = mailTexts(language);
  return [
    ...(signature.imprintUrl ? [{ label: t('signature.imprint'), url: signature.imprintUrl }] : []),
    ...(signature.privacyUrl ? [{ label: t('signature.privacy'), url: signature.privacyUrl }] : []),
    {
      label: t('signature.accessibility'),
      url:
        signature.accessibilityStatementUrl ??
        builtInAccessibilityStatementUrl(signature.publicUrl, language),
    },
  ];
}

/** The closing lines of the text part (greeting, sender, contact, then the links). */
export function signatureText(signature: MailSignature, language: Language): string[] {
  const t = mailTexts(language);
  return [
    t('signature.regards'),
    signature.sender ?? t('signature.team'),
    ...(signature.contactEmail ? [`${t('signature.contact')}: ${signature.contactEmail}`] : []),
    '',
    '-- ',
    ...footerLinks(signature, language).map((link) => `${link.label}: ${link.url}`),
  ];
}

/** The closing of the HTML part: the same as {@link signatureText}, the links as links. */
export function signatureHtml(signature: MailSignature, language: Language): string[] {
  const t = mailTexts(language);
  const h = escapeHtml;
  const contact = signature.contactEmail
    ? `<br>${h(t('signature.contact'))}: <a href="mailto:${h(signature.contactEmail)}">${h(signature.contactEmail)}</a>`
    : '';
  const links = footerLinks(signature, language)
    .map((link) => `<a href="${h(link.url)}">${h(link.label)}</a>`)
    .join(' · ');
  return [
    `<p>${h(t('signature.regards'))}<br>${h(signature.sender ?? t('signature.team'))}${contact}</p>`,
    `<hr style="border: 0; border-top: 1px solid #767676; margin: 1.5em 0 0.5em">`,
    `<p style="font-size: 0.875em">${links}</p>`,
  ];
}
