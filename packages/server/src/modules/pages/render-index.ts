import {
  CLIENT_CONFIG_DEFAULTS,
  toKebabCase,
  type ClientConfig,
  type InterfaceMode,
} from '@lesesaal/domain/config';
import type { AppConfig } from '../../config';

/** The mount element placeholder in the built index.html (packages/web/index.html). */
export const MOUNT_PLACEHOLDER = '<div id="lesesaal"></div>';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The config the server hands to the web app, from its own config. `baseUrl`: where the
 * interface's pages are (`/`, `/admin/`; `/x/`, `/x/admin/` for an archive served under a
 * prefix); `baseApiUrl`: where `api/` is (`/` or `/x/`). Scripts and styles stay at
 * `/assets/` for every archive (`baseResourcesUrl`).
 */
export function clientConfigFor(
  config: AppConfig,
  mode: InterfaceMode,
  baseUrl: string,
  baseApiUrl = '/',
): ClientConfig {
  const bp = config.botProtection;
  return {
    ...CLIENT_CONFIG_DEFAULTS,
    language: config.defaultLanguage,
    baseUrl,
    baseApiUrl,
    baseResourcesUrl: '/',
    interface: mode,
    labelOverride: config.labelOverride,
    labelAdminUrl: config.labelAdminUrl ?? null,
    faqUrl: config.faqUrl ?? null,
    siteName: config.siteName ?? null,
    siteLogoUrl: config.siteLogoUrl ?? null,
    primaryColor: config.primaryColor,
    // what a public body publishes: the footer of every screen and the accessibility statement
    imprintUrl: config.publicBody.imprintUrl,
    privacyUrl: config.publicBody.privacyUrl,
    accessibilityStatementUrl: config.publicBody.accessibilityStatementUrl,
    contactEmail: config.publicBody.contactEmail,
    enforcementBodyName: config.publicBody.enforcementBodyName,
    enforcementBodyUrl: config.publicBody.enforcementBodyUrl,
    footerLinks: config.publicBody.footerLinks,
    recaptchaPublicToken: bp.mode === 'recaptcha' ? bp.siteKey : null,
    recaptchaSrc: bp.mode === 'recaptcha' ? bp.src : null,
    botProtection: bp.mode,
    maxRooms: config.limits.maxRooms,
    maxTimeSlots: config.limits.maxTimeSlots,
    maxBlackListEntries: config.limits.maxBlackListEntries,
    maxDailyTickets: config.limits.maxDailyTickets,
    maxReservations: config.limits.maxReservations,
    pagingSize: config.limits.pagingSize,
    timeslotBookableStartValue: config.limits.timeslotBookableStartValue,
    timeslotBookableEndValue: config.limits.timeslotBookableEndValue,
    timeZone: config.timeZone,
    waitingList: config.waitingListOfferHours !== null,
    // the user application: the booking's research part and the Easy German page follow it
    userApplication: config.applications.mode,
    applicationPurposes: [...config.applications.purposes],
    readingRulesUrl: config.applications.readingRulesUrl,
    readingRulesVersion: config.applications.readingRulesVersion,
  };
}

/** `<div id="lesesaal" data-interface="user" data-max-reservations="5" ...></div>` */
export function mountElement(client: ClientConfig, extra: Record<string, string> = {}): string {
  const attrs: string[] = [];
  for (const [key, value] of Object.entries(client)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    attrs.push(`data-${toKebabCase(key)}="${escapeAttribute(text)}"`);
  }
  for (const [key, value] of Object.entries(extra))
    attrs.push(`data-${key}="${escapeAttribute(value)}"`);
  return `<div id="lesesaal" ${attrs.join(' ')}></div>`;
}

export function renderIndex(
  template: string,
  client: ClientConfig,
  extra: Record<string, string> = {},
): string {
  return template
    .replace(MOUNT_PLACEHOLDER, mountElement(client, extra))
    .replace(/<html lang="[^"]*"/, `<html lang="${client.language}"`);
}
