import type { IsoTime } from '@lesesaal/domain/dates';
import type { ApplicationSettings } from '@lesesaal/domain/applications/settings';
import type { PersonLimits } from '@lesesaal/domain/tickets/person-limits';
import type { OidcConfig } from './oidc';
import type { SecondFactorConfig } from './second-factor';

/**
 * The configuration every part of the server reads: loadConfig (config.ts) makes it from the
 * environment once; the config-*.ts files that parse or check a part of it import this type
 * from here, so no file imports config.ts back.
 */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /**
   * the schema owner's URL for the migrations (DATABASE_OWNER_URL); unset: DATABASE_URL's
   * role migrates too (docs/operations.md, "The app's database role")
   */
  databaseOwnerUrl: string | undefined;
  databasePoolSize: number;
  /** milliseconds a new PostgreSQL connection may take (DATABASE_CONNECT_TIMEOUT_SECONDS) */
  databaseConnectTimeoutMs: number;
  /** absolute; null only in tests (in-memory PGlite, mail kept in memory) */
  dataDir: string | null;
  publicUrl: string;
  /**
   * the address of the visitor app of the archive this config is for, without a trailing
   * slash (links in mails): PUBLIC_URL in the installation's config and the default archive's,
   * the archive's own address in another archive's (archives/context.ts)
   */
  archiveUrl: string;
  timeZone: string;
  defaultLanguage: 'de' | 'en';
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * The bot check of cart creation (docs/decisions/bot-check.md): `altcha` (default,
   * self-hosted proof of work; `hmacKey` undefined = a key generated once and kept in the
   * database), `recaptcha` (v3, Google), or `off` (only when set explicitly).
   */
  botProtection:
    | { mode: 'altcha'; hmacKey: string | undefined; cost: number }
    | { mode: 'recaptcha'; secret: string; siteKey: string; verifyUrl: string; src: string }
    | { mode: 'off' };
  faqUrl: string | undefined;
  labelAdminUrl: string | undefined;
  siteName: string | undefined;
  siteLogoUrl: string | undefined;
  /**
   * The web app's primary colour `#rrggbb` (SITE_PRIMARY_COLOR; white text on it reaches
   * 4.5:1); null: the web app's own.
   */
  primaryColor: string | null;
  /**
   * What a public body publishes on every page and in every visitor mail: legal notice,
   * privacy policy, accessibility statement (null: the built-in page), the contact address,
   * where accessibility feedback goes, the enforcement body the statement names, and whether
   * the web app shows its footer links (off when a host page embedding it has its own).
   */
  publicBody: {
    imprintUrl: string | null;
    privacyUrl: string | null;
    accessibilityStatementUrl: string | null;
    contactEmail: string | null;
    /** ACCESSIBILITY_FEEDBACK_EMAIL, else CONTACT_EMAIL, else the address of MAIL_FROM */
    feedbackEmail: string;
    enforcementBodyName: string;
    enforcementBodyUrl: string;
    footerLinks: boolean;
    /**
     * the postal address visitors come to (an archive's `address` setting; the installation
     * has none): the calendar entries' location; absent or null: none
     */
    postalAddress?: string | null;
  };
  /** origins allowed to embed the visitor app (CORS_ORIGINS), normalised, no trailing slash */
  corsOrigins: string[];
  labelOverride: Record<string, string>;
  limits: {
    maxReservations: number;
    holdMinutes: number;
    maxTouches: number;
    maxDailyTickets: number;
    maxRooms: number;
    maxTimeSlots: number;
    maxBlackListEntries: number;
    pagingSize: number;
    timeslotBookableStartValue: number;
    timeslotBookableEndValue: number;
  };
  jobsEnabled: boolean;
  /**
   * Abuse limits of the visitor calls (docs/decisions/abuse-limits.md), per client address
   * (`request.ip`) and counted in the database, so they hold across all instances.
   */
  visitorLimits: {
    /** length of the fixed window the request counts below refer to */
    windowMinutes: number;
    /** per address and window: carts created, tickets added, touches, bookings, cancellations */
    carts: number;
    tickets: number;
    touches: number;
    bookings: number;
    cancellations: number;
    /** accessibility feedback messages per address and window */
    feedback: number;
    /** directory sign-in starts and returns (each may call the provider) per address and window */
    directory: number;
    /** reader sign-in requests and code checks (`/api/reader/sign-in`, `/verify`) per address and window */
    readerSignIn: number;
    /** seats an address may hold at once in open carts (NEW tickets of unexpired carts) */
    maxHeldSeats: number;
    /** visitor confirmation mails (booking, cancellation) per recipient address and hour */
    mailsPerRecipientPerHour: number;
  };
  /**
   * At most this many booked visits per person (e-mail, any case) per week (Monday
   * to Sunday) and per calendar month, per room or across rooms; null: no limit (default).
   * Visitor bookings only; staff bookings are not limited.
   */
  personLimits: PersonLimits;
  /**
   * Which proxies in front of the app to believe (TRUST_PROXY): false = none, a number of
   * hops, or the proxies' addresses/CIDRs. `request.ip` — the address every per-address limit
   * counts — is then the rightmost X-Forwarded-For entry not added by a trusted proxy.
   */
  trustProxy: false | number | string[];
  /** when set, `/metrics` requires `Authorization: Bearer <token>` */
  metricsToken: string | undefined;
  /** staff audit log entries older than this many days are deleted by housekeeping */
  auditRetentionDays: number;
  /**
   * Waiting list (docs/decisions/waiting-list.md): hours a freed seat is held for the first
   * in line (WAITLIST_OFFER_HOURS, default 2); null: the waiting list is off.
   */
  waitingListOfferHours: number | null;
  /**
   * Open waiting list entries (WAITING or OFFERED) one e-mail address (any case) may have
   * across all slots (WAITLIST_MAX_ENTRIES_PER_EMAIL, default 5): every entry can bring its
   * address mails, and anyone can enter any address.
   */
  waitingListMaxEntriesPerEmail: number;
  /**
   * From this wall-clock time (`HH:MM` in `timeZone`) on, the day before a visit,
   * each booking gets its reminder mail; null (`REMINDER_TIME=off`): no reminders.
   */
  reminderTime: IsoTime | null;
  /** staff sign-in through the archive's directory (OpenID Connect); null: off */
  oidc: OidcConfig | null;
  /** STAFF_SECOND_FACTOR, TOTP_ENCRYPTION_KEY */
  secondFactor: SecondFactorConfig;
  /**
   * The user application (docs/decisions/user-applications.md): USER_APPLICATION,
   * APPLICATION_VALIDITY, APPLICATION_PURPOSES, READING_RULES_URL, READING_RULES_VERSION,
   * APPLICATION_RETENTION_YEARS — an archive's own settings over them.
   */
  applications: ApplicationSettings;
  /**
   * ARCHIVE_COUNTRY (ISO 3166-1 alpha-2, default DE): the country of the installation's
   * archives; the reader statistics count readers of other countries as from abroad.
   */
  archiveCountry: string;
}
