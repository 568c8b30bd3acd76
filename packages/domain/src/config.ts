/**
 * Business constants and the runtime configuration of the web app.
 * The server writes the client config as `data-*` attributes on the mount element, so
 * client and server always agree on the limits.
 */
import { isUsablePrimaryColor } from './archives/settings-color';
import { BOT_PROTECTION_MODES, type BotProtectionMode } from './bot-check/protocol';
import type { UserApplicationMode } from './applications/settings';

const usableColor = (value: string | null): string | null =>
  value !== null && isUsablePrimaryColor(value) ? value : null;

/** Defaults of the business settings (each overridable by the server's configuration). */
export const BUSINESS_DEFAULTS = {
  maxReservations: 5,
  holdMinutes: 15,
  /** how often a cart may be extended (WCAG 2.2.1 Timing Adjustable) */
  maxTouches: 10,
  maxDailyTickets: 999,
  maxRooms: 999,
  maxTimeSlots: 999,
  maxBlackListEntries: 999,
  pagingSize: 20,
  timeslotBookableStartValue: 30,
  timeslotBookableEndValue: 2,
  timeZone: 'Europe/Vienna',
  language: 'de',
} as const;

/**
 * `desk`: the staff interface of a DESK account, only the day's check-in screen.
 * `platform`: the platform administrators' screens (`/platform/`), outside any archive.
 */
export const INTERFACE_MODES = [
  'admin',
  'reports',
  'desk',
  'permissionerror',
  'user',
  'platform',
] as const;
export type InterfaceMode = (typeof INTERFACE_MODES)[number];

/**
 * The archive's user application modes (applications/settings.ts `USER_APPLICATION_MODES`,
 * repeated here so that the web app's entry does not load the settings' schemas).
 */
const APPLICATION_MODES = [
  'off',
  'with-booking',
  'required',
] as const satisfies readonly UserApplicationMode[];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The table, as the web app reads it from the mount element. */
export interface ClientConfig {
  language: Language;
  baseUrl: string;
  baseApiUrl: string;
  baseResourcesUrl: string;
  interface: InterfaceMode;
  labelOverride: Record<string, string>;
  labelAdminUrl: string | null;
  faqUrl: string | null;
  /** the archive's name in the visitor header and page title (`data-site-name`); null: product name */
  siteName: string | null;
  /** the archive's logo before the name (`data-site-logo-url`) */
  siteLogoUrl: string | null;
  /**
   * The archive's primary colour `#rrggbb` (`data-primary-color`; white text on it reaches
   * 4.5:1); null: the web app's own. Anything else on the element reads as null.
   */
  primaryColor: string | null;
  recaptchaPublicToken: string | null;
  recaptchaSrc: string | null;
  /**
   * The bot check before a cart is created (`data-bot-protection`); unset: `recaptcha` when
   * a recaptchaPublicToken is given, else `altcha` (the server's default).
   */
  botProtection: BotProtectionMode;
  maxRooms: number;
  maxTimeSlots: number;
  maxBlackListEntries: number;
  maxDailyTickets: number;
  maxReservations: number;
  pagingSize: number;
  timeslotBookableStartValue: number;
  timeslotBookableEndValue: number;
  /**
   * The archive's IANA time zone (`TIME_ZONE`, `data-time-zone`): "today" and every
   * wall-clock date of the web app are read in it, whatever the browser's zone is.
   */
  timeZone: string;
  /**
   * Whether a full slot offers to join its waiting list (`data-waiting-list`);
   * false when the server runs with WAITLIST_OFFER_HOURS=off.
   */
  waitingList: boolean;
  /** the archive's legal notice (Impressum, `data-imprint-url`); null: no footer link */
  imprintUrl: string | null;
  /** the archive's privacy policy (`data-privacy-url`); null: the built-in privacy notice */
  privacyUrl: string | null;
  /** the archive's own accessibility statement; null: the built-in statement page */
  accessibilityStatementUrl: string | null;
  /** the archive's contact address, named in the accessibility statement */
  contactEmail: string | null;
  /** the enforcement (arbitration) body named in the accessibility statement */
  enforcementBodyName: string | null;
  enforcementBodyUrl: string | null;
  /**
   * Whether every screen shows the footer links (`data-footer-links`); false when the app is
   * embedded in a host page that has its own legal links.
   */
  footerLinks: boolean;
  /**
   * The archive's user application (`data-user-application`, docs/decisions/user-applications.md):
   * `off`, `with-booking` (purpose and topic with each booking) or `required` (rooms marked
   * `requiresApplication` need an approved application).
   */
  userApplication: UserApplicationMode;
  /** the purposes a reader chooses from (`data-application-purposes`, a JSON array); [] = the defaults */
  applicationPurposes: string[];
  /** the reading-room rules a reader accepts, and their version */
  readingRulesUrl: string | null;
  readingRulesVersion: string | null;
}

export const CLIENT_CONFIG_DEFAULTS: ClientConfig = {
  language: 'de',
  baseUrl: '/',
  baseApiUrl: '/',
  baseResourcesUrl: '/',
  interface: 'user',
  labelOverride: {},
  labelAdminUrl: null,
  faqUrl: null,
  siteName: null,
  siteLogoUrl: null,
  primaryColor: null,
  recaptchaPublicToken: null,
  recaptchaSrc: null,
  botProtection: 'altcha',
  maxRooms: BUSINESS_DEFAULTS.maxRooms,
  maxTimeSlots: BUSINESS_DEFAULTS.maxTimeSlots,
  maxBlackListEntries: BUSINESS_DEFAULTS.maxBlackListEntries,
  maxDailyTickets: BUSINESS_DEFAULTS.maxDailyTickets,
  maxReservations: BUSINESS_DEFAULTS.maxReservations,
  pagingSize: BUSINESS_DEFAULTS.pagingSize,
  timeslotBookableStartValue: BUSINESS_DEFAULTS.timeslotBookableStartValue,
  timeslotBookableEndValue: BUSINESS_DEFAULTS.timeslotBookableEndValue,
  timeZone: BUSINESS_DEFAULTS.timeZone,
  waitingList: true,
  imprintUrl: null,
  privacyUrl: null,
  accessibilityStatementUrl: null,
  contactEmail: null,
  enforcementBodyName: null,
  enforcementBodyUrl: null,
  footerLinks: true,
  userApplication: 'off',
  applicationPurposes: [],
  readingRulesUrl: null,
  readingRulesVersion: null,
};

/** A plausible e-mail address for a `mailto:` link (one @, no spaces, a dot in the domain). */
export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);
}

/** True for an IANA time zone name this JavaScript engine knows (`Europe/Vienna`). */
export function isKnownTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `maxReservations` -> `max-reservations` (the data-* attribute name without `data-`). */
export function toKebabCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Unknown interface values fall back to user. */
export function parseInterfaceMode(value: string | null | undefined): InterfaceMode {
  return (INTERFACE_MODES as readonly string[]).includes(value ?? '')
    ? (value as InterfaceMode)
    : 'user';
}

/** First two characters of the page language; anything but en falls back to de. */
export function parseLanguage(value: string | null | undefined): Language {
  const two = (value ?? '').slice(0, 2).toLowerCase();
  return two === 'en' ? 'en' : 'de';
}

/**
 * Reads the client config from the mount element's attributes (`dataset` keys are
 * camelCase). Missing or malformed values fall back to the spec's defaults.
 */
export function parseClientConfig(
  dataset: Record<string, string | undefined>,
  pageLanguage?: string | null,
): ClientConfig {
  const int = (key: keyof ClientConfig): number => {
    const raw = dataset[key];
    const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : (CLIENT_CONFIG_DEFAULTS[key] as number);
  };
  const str = (key: keyof ClientConfig): string | null => {
    const raw = dataset[key];
    return raw === undefined || raw.trim() === '' ? null : raw;
  };
  let labelOverride: Record<string, string> = {};
  const rawOverride = dataset.labelOverride;
  if (rawOverride) {
    try {
      const parsed: unknown = JSON.parse(rawOverride);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        labelOverride = Object.fromEntries(
          Object.entries(parsed as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
      }
    } catch {
      labelOverride = {};
    }
  }
  return {
    language: parseLanguage(dataset.language ?? pageLanguage),
    baseUrl: str('baseUrl') ?? CLIENT_CONFIG_DEFAULTS.baseUrl,
    baseApiUrl: str('baseApiUrl') ?? CLIENT_CONFIG_DEFAULTS.baseApiUrl,
    baseResourcesUrl: str('baseResourcesUrl') ?? CLIENT_CONFIG_DEFAULTS.baseResourcesUrl,
    interface: parseInterfaceMode(dataset.interface),
    labelOverride,
    labelAdminUrl: str('labelAdminUrl'),
    faqUrl: str('faqUrl'),
    siteName: str('siteName'),
    siteLogoUrl: str('siteLogoUrl'),
    primaryColor: usableColor(str('primaryColor')),
    recaptchaPublicToken: str('recaptchaPublicToken'),
    recaptchaSrc: str('recaptchaSrc'),
    botProtection: (BOT_PROTECTION_MODES as readonly string[]).includes(dataset.botProtection ?? '')
      ? (dataset.botProtection as BotProtectionMode)
      : str('recaptchaPublicToken')
        ? 'recaptcha'
        : 'altcha',
    maxRooms: int('maxRooms'),
    maxTimeSlots: int('maxTimeSlots'),
    maxBlackListEntries: int('maxBlackListEntries'),
    maxDailyTickets: int('maxDailyTickets'),
    maxReservations: int('maxReservations'),
    pagingSize: int('pagingSize') || CLIENT_CONFIG_DEFAULTS.pagingSize,
    timeslotBookableStartValue: int('timeslotBookableStartValue'),
    timeslotBookableEndValue: int('timeslotBookableEndValue'),
    timeZone:
      dataset.timeZone !== undefined && isKnownTimeZone(dataset.timeZone)
        ? dataset.timeZone
        : CLIENT_CONFIG_DEFAULTS.timeZone,
    waitingList: dataset.waitingList !== 'false',
    // the server checks these (http/https URLs, an address); React refuses javascript: links
    imprintUrl: str('imprintUrl'),
    privacyUrl: str('privacyUrl'),
    accessibilityStatementUrl: str('accessibilityStatementUrl'),
    contactEmail: str('contactEmail'),
    enforcementBodyName: str('enforcementBodyName'),
    enforcementBodyUrl: str('enforcementBodyUrl'),
    footerLinks: dataset.footerLinks !== 'false',
    userApplication:
      APPLICATION_MODES.find((mode) => mode === dataset.userApplication) ??
      CLIENT_CONFIG_DEFAULTS.userApplication,
    applicationPurposes: stringList(dataset.applicationPurposes),
    readingRulesUrl: str('readingRulesUrl'),
    readingRulesVersion: str('readingRulesVersion'),
  };
}

/** A JSON array of texts (`["amtlich","privat"]`); anything else reads as []. */
function stringList(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : [];
  } catch {
    return [];
  }
}
