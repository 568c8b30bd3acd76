import path from 'node:path';
import { z } from 'zod';
import { isUsablePrimaryColor } from '@lesesaal/domain/archives/settings-color';
import { SETTING_RANGES as R } from '@lesesaal/domain/archives/settings';
import { BUSINESS_DEFAULTS, isKnownTimeZone } from '@lesesaal/domain/config';
import { isValidTime } from '@lesesaal/domain/dates';
import { isValidEmail } from '@lesesaal/domain/validation';
import { STAFF_PASSWORD_MIN } from '@lesesaal/domain/staff/schema';
import { PERSON_LIMIT_SCOPES } from '@lesesaal/domain/tickets/person-limits';
import { applicationEnvSchema, applicationSettingsOf } from './applications';
import { databaseUrlSchema } from './database';
import { oidcEnvSchema, parseOidcConfig } from './oidc';
import { parseSecondFactorConfig, secondFactorEnvSchema } from './second-factor';
import { parseTrustProxy } from './proxy';
import { DEFAULT_ENFORCEMENT_BODY } from './public-body';
import type { AppConfig } from './types';

export type { AppConfig } from './types';

/**
 * The only reader of process.env: everything else gets its settings from here. Every
 * variable is documented in README.md and .env.example. A bad value stops the start with a
 * message naming it.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** An e-mail address by the domain's one rule (`isValidEmail`), or nothing. */
const emailAddress = z
  .string()
  .refine(isValidEmail, 'must be an e-mail address such as archiv@example.org')
  .optional();

const intInRange = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);

/** A whole number 1–1000, or nothing (unset or empty): no limit. */
const optionalLimit = optionalString.refine(
  (v) => v === undefined || (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 1000),
  'must be a whole number from 1 to 1000, or empty (no limit)',
);

const timeZone = z
  .string()
  .refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/Vienna');

/** `https://www.archive.example/` → `https://www.archive.example`; anything else: null. */
function toOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').flatMap((o) => toOrigin(o) ?? []);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: intInRange(3000, 0, 65535),
  DATABASE_URL: databaseUrlSchema(optionalString),
  DATABASE_OWNER_URL: databaseUrlSchema(optionalString),
  DATABASE_POOL_SIZE: intInRange(10, 1, 200),
  /** seconds a new database connection may take before the waiting request answers 503 */
  DATABASE_CONNECT_TIMEOUT_SECONDS: intInRange(5, 1, 60),
  DATA_DIR: z.string().default('./data'),
  /** unset: http://localhost:<PORT>, the port actually used (links in e-mails, the start log) */
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TIME_ZONE: timeZone.default(BUSINESS_DEFAULTS.timeZone),
  DEFAULT_LANGUAGE: z.enum(['de', 'en']).default('de'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      // nodemailer would take a query string as options (a debug log of every recipient,
      // TLS checks switched off); the transport uses host, port, user, password and TLS only
      .regex(
        /^[^?#]*$/,
        'must not have a query string or fragment (?… or #…): give host, port, user and password only, a ? or # in the password written as %3F or %23',
      )
      .optional(),
  ),
  MAIL_FROM: z.string().default('Lesesaal <lesesaal@localhost>'),
  ADMIN_EMAIL: optionalString.pipe(emailAddress),
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`)
      .optional(),
  ),
  BOT_PROTECTION: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ALTCHA_COST: intInRange(5000, 1, 1_000_000),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SRC: z.string().default('https://www.google.com/recaptcha/api.js'),
  FAQ_URL: optionalString,
  LABEL_ADMIN_URL: optionalString,
  /** the archive's name in the visitor header and the page title (default: the product name) */
  SITE_NAME: optionalString.pipe(z.string().max(100).optional()),
  /** the archive's logo shown before the name in the header */
  SITE_LOGO_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** the web app's primary colour #rrggbb; white text on it must reach 4.5:1 (WCAG AA) */
  SITE_PRIMARY_COLOR: optionalString.refine(
    (v) => v === undefined || isUsablePrimaryColor(v),
    'must be a colour #rrggbb on which white text reaches a contrast of 4.5:1 (WCAG AA), e.g. #1c5e8c',
  ),
  /** the archive's legal notice (Impressum) and privacy policy: footer of every page and mail */
  IMPRINT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRIVACY_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** the archive's contact address: mail signature, accessibility statement */
  CONTACT_EMAIL: optionalString.pipe(emailAddress),
  /** where accessibility feedback goes (default CONTACT_EMAIL, else MAIL_FROM's address) */
  ACCESSIBILITY_FEEDBACK_EMAIL: optionalString.pipe(emailAddress),
  /** the archive's own accessibility statement; unset: the built-in page /barrierefreiheit */
  ACCESSIBILITY_STATEMENT_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** the enforcement (arbitration) body the accessibility statement names */
  ENFORCEMENT_BODY_NAME: optionalString.pipe(
    z.string().max(200).default(DEFAULT_ENFORCEMENT_BODY.name),
  ),
  ENFORCEMENT_BODY_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/ }).default(DEFAULT_ENFORCEMENT_BODY.url),
  ),
  /** `off`: no footer links (the host page embedding the app has its own) */
  FOOTER_LINKS: z
    .string()
    .default('on')
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }))
    .transform((v) => v === 'on'),
  /** comma-separated origins whose pages may embed the visitor app (CORS, frame-ancestors) */
  CORS_ORIGINS: optionalString.pipe(
    z
      .string()
      .refine(
        (s) => s.split(',').every((o) => toOrigin(o) !== null),
        'must be a comma-separated list of origins such as https://www.archive.example',
      )
      .optional(),
  ),
  LABEL_OVERRIDE: optionalString.pipe(
    z
      .string()
      .refine((s) => {
        try {
          const v: unknown = JSON.parse(s);
          return typeof v === 'object' && v !== null && !Array.isArray(v);
        } catch {
          return false;
        }
      }, 'must be a JSON object of label keys to texts')
      .optional(),
  ),
  MAX_RESERVATIONS: intInRange(BUSINESS_DEFAULTS.maxReservations, ...R.maxReservations),
  HOLD_MINUTES: intInRange(BUSINESS_DEFAULTS.holdMinutes, ...R.holdMinutes),
  MAX_TOUCHES: intInRange(BUSINESS_DEFAULTS.maxTouches, 0, 100),
  MAX_DAILY_TICKETS: intInRange(BUSINESS_DEFAULTS.maxDailyTickets, ...R.maxDailyTickets),
  /** booked visits per person (e-mail) and week / month; unset or empty: no limit */
  PERSON_MAX_VISITS_PER_WEEK: optionalLimit,
  PERSON_MAX_VISITS_PER_MONTH: optionalLimit,
  /** count a person's visits per room (ROOM) or in all rooms together (ALL) */
  PERSON_LIMIT_SCOPE: z.enum(PERSON_LIMIT_SCOPES).default('ALL'),
  MAX_ROOMS: intInRange(BUSINESS_DEFAULTS.maxRooms, 1, 99999),
  MAX_TIME_SLOTS: intInRange(BUSINESS_DEFAULTS.maxTimeSlots, 1, 99999),
  MAX_BLACKLIST_ENTRIES: intInRange(BUSINESS_DEFAULTS.maxBlackListEntries, 1, 99999),
  PAGING_SIZE: intInRange(BUSINESS_DEFAULTS.pagingSize, 1, 1000),
  TIMESLOT_BOOKABLE_START_VALUE: intInRange(
    BUSINESS_DEFAULTS.timeslotBookableStartValue,
    ...R.timeslotBookableStartValue,
  ),
  TIMESLOT_BOOKABLE_END_VALUE: intInRange(
    BUSINESS_DEFAULTS.timeslotBookableEndValue,
    ...R.timeslotBookableEndValue,
  ),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  VISITOR_LIMIT_WINDOW_MINUTES: intInRange(10, 1, 1440),
  VISITOR_LIMIT_CARTS: intInRange(60, 1, 1_000_000),
  VISITOR_LIMIT_TICKETS: intInRange(120, 1, 1_000_000),
  VISITOR_LIMIT_TOUCHES: intInRange(120, 1, 1_000_000),
  VISITOR_LIMIT_BOOKINGS: intInRange(60, 1, 1_000_000),
  VISITOR_LIMIT_CANCELLATIONS: intInRange(60, 1, 1_000_000),
  VISITOR_LIMIT_FEEDBACK: intInRange(5, 1, 1_000_000),
  VISITOR_LIMIT_DIRECTORY: intInRange(60, 1, 1_000_000),
  VISITOR_LIMIT_READER_SIGN_IN: intInRange(20, 1, 1_000_000),
  VISITOR_MAX_HELD_SEATS: intInRange(20, 1, 1_000_000),
  MAIL_LIMIT_PER_RECIPIENT: intInRange(5, 1, 1_000_000),
  /** proxy hops (a number; `true` = 1) or the proxies' addresses/CIDRs; unset/`false`: none */
  TRUST_PROXY: optionalString
    .refine(
      (v) => parseTrustProxy(v) !== null,
      "must be false, a number of proxy hops (1–10; true means 1), or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.5, 192.168.1.0/24, loopback)",
    )
    .transform((v) => parseTrustProxy(v)!),
  AUDIT_RETENTION_DAYS: intInRange(365, 1, 3650),
  /** hours a seat freed for the waiting list is held for the first in line; `off`: no waiting list */
  WAITLIST_OFFER_HOURS: z
    .string()
    .default('2')
    .transform((v) => v.trim().toLowerCase())
    .refine(
      (v) => v === 'off' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 168),
      'must be 1 to 168 hours, or off',
    )
    .transform((v) => (v === 'off' ? null : Number(v))),
  /** open waiting list entries (in line or offered) one e-mail address may have across slots */
  WAITLIST_MAX_ENTRIES_PER_EMAIL: intInRange(5, 1, 100),
  /** the day before a visit, from this wall-clock time in TIME_ZONE on; `off`: no reminders */
  REMINDER_TIME: optionalString.pipe(
    z
      .string()
      .refine((v) => v === 'off' || isValidTime(v), 'must be a time HH:MM (00:00–23:59) or off')
      .default('15:00'),
  ),
  /**
   * the archives' country (ISO 3166-1 alpha-2, default DE): readers whose application names
   * another country count as readers from abroad (docs/decisions/reader-statistics.md)
   */
  ARCHIVE_COUNTRY: optionalString.pipe(
    z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => /^[A-Z]{2}$/.test(v), 'must be a two-letter country code (ISO 3166-1)')
      .default('DE'),
  ),
  ...oidcEnvSchema,
  ...secondFactorEnvSchema,
  ...applicationEnvSchema,
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws ConfigError listing every bad variable by name. */
/** The environment checked against the schema; every problem at once. */
function parseEnv(env: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** reCAPTCHA needs both its secret and its site key. */
function checkRecaptcha(e: z.infer<typeof envSchema>): void {
  if (e.BOT_PROTECTION === 'recaptcha' && (!e.RECAPTCHA_SECRET || !e.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError([
      'RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY: both are required when BOT_PROTECTION=recaptcha',
    ]);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const e = parseEnv(env);
  checkRecaptcha(e);
  const oidc = parseOidcConfig(e);
  if (oidc.problems.length > 0) throw new ConfigError(oidc.problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    archiveUrl: publicUrl,
    timeZone: e.TIME_ZONE,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    botProtection:
      e.BOT_PROTECTION === 'recaptcha'
        ? {
            mode: 'recaptcha',
            secret: e.RECAPTCHA_SECRET!,
            siteKey: e.RECAPTCHA_SITE_KEY!,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
            src: e.RECAPTCHA_SRC,
          }
        : e.BOT_PROTECTION === 'altcha'
          ? { mode: 'altcha', hmacKey: e.ALTCHA_HMAC_KEY, cost: e.ALTCHA_COST }
          : { mode: 'off' },
    faqUrl: e.FAQ_URL,
    labelAdminUrl: e.LABEL_ADMIN_URL,
    siteName: e.SITE_NAME,
    siteLogoUrl: e.SITE_LOGO_URL,
    primaryColor: e.SITE_PRIMARY_COLOR?.toLowerCase() ?? null,
    publicBody: {
      imprintUrl: e.IMPRINT_URL ?? null,
      privacyUrl: e.PRIVACY_URL ?? null,
      accessibilityStatementUrl: e.ACCESSIBILITY_STATEMENT_URL ?? null,
      contactEmail: e.CONTACT_EMAIL ?? null,
      feedbackEmail: e.ACCESSIBILITY_FEEDBACK_EMAIL ?? e.CONTACT_EMAIL ?? addressOf(e.MAIL_FROM),
      enforcementBodyName: e.ENFORCEMENT_BODY_NAME,
      enforcementBodyUrl: e.ENFORCEMENT_BODY_URL,
      footerLinks: e.FOOTER_LINKS,
    },
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    labelOverride: e.LABEL_OVERRIDE ? (JSON.parse(e.LABEL_OVERRIDE) as Record<string, string>) : {},
    limits: {
      maxReservations: e.MAX_RESERVATIONS,
      holdMinutes: e.HOLD_MINUTES,
      maxTouches: e.MAX_TOUCHES,
      maxDailyTickets: e.MAX_DAILY_TICKETS,
      maxRooms: e.MAX_ROOMS,
      maxTimeSlots: e.MAX_TIME_SLOTS,
      maxBlackListEntries: e.MAX_BLACKLIST_ENTRIES,
      pagingSize: e.PAGING_SIZE,
      timeslotBookableStartValue: e.TIMESLOT_BOOKABLE_START_VALUE,
      timeslotBookableEndValue: e.TIMESLOT_BOOKABLE_END_VALUE,
    },
    jobsEnabled: e.JOBS_ENABLED,
    visitorLimits: {
      windowMinutes: e.VISITOR_LIMIT_WINDOW_MINUTES,
      carts: e.VISITOR_LIMIT_CARTS,
      tickets: e.VISITOR_LIMIT_TICKETS,
      touches: e.VISITOR_LIMIT_TOUCHES,
      bookings: e.VISITOR_LIMIT_BOOKINGS,
      cancellations: e.VISITOR_LIMIT_CANCELLATIONS,
      feedback: e.VISITOR_LIMIT_FEEDBACK,
      directory: e.VISITOR_LIMIT_DIRECTORY,
      readerSignIn: e.VISITOR_LIMIT_READER_SIGN_IN,
      maxHeldSeats: e.VISITOR_MAX_HELD_SEATS,
      mailsPerRecipientPerHour: e.MAIL_LIMIT_PER_RECIPIENT,
    },
    personLimits: {
      maxVisitsPerWeek: e.PERSON_MAX_VISITS_PER_WEEK ? Number(e.PERSON_MAX_VISITS_PER_WEEK) : null,
      maxVisitsPerMonth: e.PERSON_MAX_VISITS_PER_MONTH
        ? Number(e.PERSON_MAX_VISITS_PER_MONTH)
        : null,
      scope: e.PERSON_LIMIT_SCOPE,
    },
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    waitingListOfferHours: e.WAITLIST_OFFER_HOURS,
    waitingListMaxEntriesPerEmail: e.WAITLIST_MAX_ENTRIES_PER_EMAIL,
    reminderTime: e.REMINDER_TIME === 'off' ? null : e.REMINDER_TIME,
    oidc: oidc.config,
    secondFactor: parseSecondFactorConfig(e),
    applications: applicationSettingsOf(e),
    archiveCountry: e.ARCHIVE_COUNTRY,
  };
}

/** `Lesesaal <lesesaal@archive.example>` → `lesesaal@archive.example`; a bare address as is. */
export function addressOf(mailbox: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(mailbox);
  return (angled?.[1] ?? mailbox).trim();
}

/** The display name of a mailbox (`Stadtarchiv <a@b.example>` → `Stadtarchiv`), or null. */
export function displayNameOf(mailbox: string): string | null {
  const angled = /^\s*"?([^"<>]*?)"?\s*<[^<>]+>\s*$/.exec(mailbox);
  const name = angled?.[1]?.trim();
  return name ? name : null;
}
