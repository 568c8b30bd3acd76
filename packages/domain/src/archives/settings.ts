/**
 * An archive's own settings (the `archives.settings` JSON): every key optional, a key absent
 * means the installation's value (its environment). Stored as {@link ArchiveSettings}; changed
 * through the platform API with {@link ArchiveSettingsInput} (a key sent as null is cleared);
 * answered as {@link ArchiveSettingsView} (secrets replaced by `…Set` booleans).
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { PERSON_LIMIT_SCOPES } from '../tickets/person-limits';
import {
  controlFreeText,
  emailField,
  integerBetween,
  requiredText,
  timeField,
} from '../validation';
import {
  applicationPurposesSchema,
  applicationValiditySchema,
  readingRulesVersionSchema,
  retentionYearsSchema,
  USER_APPLICATION_MODES,
} from '../applications/settings';
import { HEX_COLOR_PATTERN, isUsablePrimaryColor } from './settings-color';
import { DEFAULT_ROLES_CLAIM, directoryFields } from './settings-directory';

export { contrastWithWhite, isUsablePrimaryColor } from './settings-color';

/** The ranges of the booking rules: the environment variables' and an archive's. */
export const SETTING_RANGES = {
  maxReservations: [1, 100],
  holdMinutes: [1, 240],
  maxDailyTickets: [1, 99999],
  timeslotBookableStartValue: [0, 365],
  timeslotBookableEndValue: [0, 365],
  personMaxVisits: [1, 1000],
  waitingListOfferHours: [1, 168],
} as const satisfies Record<string, readonly [number, number]>;

export const URL_MAX = 500;
/** The archive's postal address (one line: street, postcode and town), as the calendar entries name it. */
export const POSTAL_ADDRESS_MAX = 200;
export const LABEL_TEXT_MAX = 200;
export const LABEL_OVERRIDE_MAX_ENTRIES = 100;

/**
 * A label key as the web app's overrides read it: `namespace:key.path` or `key.path`, letters,
 * digits, `_` and `-` in each part, at most 200 characters; no part named `__proto__`,
 * `constructor` or `prototype` (the web app walks the path into its texts).
 */
export const LABEL_KEY_PATTERN =
  /^(?:[A-Za-z][A-Za-z0-9_-]{0,63}:)?[A-Za-z0-9_-]{1,100}(?:\.[A-Za-z0-9_-]{1,100}){0,15}$/;
const FORBIDDEN_KEY_PART = /(?:^|[.:])(?:__proto__|constructor|prototype)(?=$|\.)/;

export function isLabelKey(key: string): boolean {
  return key.length <= 200 && LABEL_KEY_PATTERN.test(key) && !FORBIDDEN_KEY_PART.test(key);
}

const LABEL_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;

/** Label key → text: ≤ 100 entries, keys {@link isLabelKey}, texts ≤ 200 characters, one line. */
export const labelOverrideSchema = statesRefusals(
  z
    .record(
      // isLabelKey, its length and pattern stated in the document (propertyNames)
      z
        .string()
        .max(200, { error: 'fallback' })
        .regex(LABEL_KEY_PATTERN, { error: 'fallback' })
        .refine(isLabelKey, { error: 'fallback' }),
      z
        .string()
        .max(LABEL_TEXT_MAX, { error: 'fallback' })
        .regex(LABEL_TEXT, { error: 'controlCharacters' }),
    )
    .refine((map) => Object.keys(map).length <= LABEL_OVERRIDE_MAX_ENTRIES, { error: 'fallback' })
    .meta({ maxProperties: LABEL_OVERRIDE_MAX_ENTRIES }),
  { fields: [], when: 'a key has a part named `__proto__`, `constructor` or `prototype`' },
);

const httpsUrl = () =>
  statesRefusals(
    controlFreeText()
      .max(URL_MAX, { error: 'fallback' })
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'fallback' })),
    { fields: [], when: 'not an absolute `https://` URL with a domain name' },
  );

const primaryColor = statesRefusals(
  z
    .string()
    .regex(HEX_COLOR_PATTERN, { error: 'fallback' })
    .refine(isUsablePrimaryColor, { error: 'fallback' })
    .transform((v) => v.toLowerCase()),
  { fields: [], when: 'white text on the colour has a contrast below 4.5:1' },
);

/**
 * smtp:// or smtps://, optional credentials, a host and an optional port — nothing after them
 * but a `/`: no path, no query string, no fragment. A query string would reach the mail
 * library as options (its debug log writes every recipient to the server's log; TLS checks can
 * be switched off there), so it is refused, and the transport is built from host, port, user,
 * password and TLS mode (`smtps`: TLS from the start) only.
 */
export const SMTP_URL_PATTERN =
  /^smtps?:\/\/(?:[^\s@/?#]+@)?(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?\/?$/;

/**
 * As stored before query strings were refused: read as before (a stored value is never lost),
 * and the transport takes only host, port, user, password and TLS mode from it anyway.
 */
const STORED_SMTP_URL_PATTERN =
  /^smtps?:\/\/(?:[^\s@/?#]+@)?(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?][^\s]*)?$/;

const smtpUrlOf = (pattern: RegExp) =>
  controlFreeText()
    .trim()
    .max(URL_MAX, { error: 'fallback' })
    .regex(pattern, { error: 'fallback' });
/** An SMTP URL as a change sends it: {@link SMTP_URL_PATTERN}. */
const smtpUrl = smtpUrlOf(SMTP_URL_PATTERN);
const storedSmtpUrl = smtpUrlOf(STORED_SMTP_URL_PATTERN);

const range = (key: keyof typeof SETTING_RANGES) =>
  integerBetween(SETTING_RANGES[key][0], SETTING_RANGES[key][1]);

/** `HH:MM` (the archive's wall clock, the day before a visit) or `off`: no reminders. */
const reminderTime = z.union([timeField(), z.literal('off')]);
/** A limit of visits, or `off`: no limit (also when the installation has one). */
const personLimit = z.union([range('personMaxVisits'), z.literal('off')]);

/** A directory connection as stored: the secret in it, never answered. */
export const directorySettingSchema = z.strictObject({
  ...directoryFields,
  label: directoryFields.label.optional(),
});

/** The booking rules, public texts and mail an archive may set (no secrets among them). */
const plainKeys = {
  logoUrl: httpsUrl(),
  primaryColor,
  imprintUrl: httpsUrl(),
  privacyUrl: httpsUrl(),
  accessibilityStatementUrl: httpsUrl(),
  contactEmail: emailField(),
  feedbackEmail: emailField(),
  /** the postal address visitors come to (the calendar entry's location), one line */
  address: requiredText({ max: POSTAL_ADDRESS_MAX, kind: 'plain' }),
  labelOverride: labelOverrideSchema,
  /** the mails' sender address; the archive's name stays the display name */
  mailFromAddress: emailField(),
  reminderTime,
  maxReservations: range('maxReservations'),
  holdMinutes: range('holdMinutes'),
  maxDailyTickets: range('maxDailyTickets'),
  timeslotBookableStartValue: range('timeslotBookableStartValue'),
  timeslotBookableEndValue: range('timeslotBookableEndValue'),
  personMaxVisitsPerWeek: personLimit,
  personMaxVisitsPerMonth: personLimit,
  personLimitScope: z.enum(PERSON_LIMIT_SCOPES),
  /** hours a freed seat is held for the first in line; `off`: no waiting list */
  waitingListOfferHours: z.union([range('waitingListOfferHours'), z.literal('off')]),
  /** the user application (docs/decisions/user-applications.md): `off`, `with-booking`, `required` */
  userApplication: z.enum(USER_APPLICATION_MODES),
  /** how long an approved application is valid: `calendar-year` or `{ months: 1..60 }` */
  applicationValidity: applicationValiditySchema,
  /** the purposes a reader chooses from: 1..30 distinct texts (default keys shown as texts) */
  applicationPurposes: applicationPurposesSchema,
  /** the reading-room rules a reader accepts (https) and their version */
  readingRulesUrl: httpsUrl(),
  readingRulesVersion: readingRulesVersionSchema,
  /** years an application is kept after its validity ended (or it was refused): 1..30 */
  applicationRetentionYears: retentionYearsSchema,
};

/**
 * The settings as stored in `archives.settings`: every key optional (absent: the
 * installation's). `directory: 'off'`: no directory sign-in even when the installation has one.
 */
export const archiveSettingsSchema = z
  .strictObject({
    ...plainKeys,
    /** smtp:// or smtps:// with its credentials: write-only */
    smtpUrl: storedSmtpUrl,
    directory: z.union([directorySettingSchema, z.literal('off')]),
  })
  .partial();
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;
export type ArchiveSettingKey = keyof ArchiveSettings;
export const ARCHIVE_SETTING_KEYS = Object.keys(
  archiveSettingsSchema.shape,
) as readonly ArchiveSettingKey[];

/**
 * The directory as a change sends it: the secret may be left out to keep the stored one;
 * `rolesClaim` defaults to `groups`, `hideLocalLogin` to false, `label` null: the web app's text.
 */
export const directoryInputSchema = z.strictObject({
  ...directoryFields,
  clientSecret: statesRefusals(directoryFields.clientSecret.optional(), {
    fields: [],
    when: 'left out while the archive has no stored secret for the same `issuer` and `clientId`',
  }),
  rolesClaim: directoryFields.rolesClaim.optional(),
  label: directoryFields.label.nullable().optional(),
  hideLocalLogin: directoryFields.hideLocalLogin.optional(),
});

const nullableKeys = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.nullable().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>>;
  };

/** A change (PATCH): only the keys sent change; null clears a key (the installation's again). */
export const archiveSettingsInputSchema = z.strictObject(
  nullableKeys({
    ...plainKeys,
    smtpUrl,
    directory: z.union([directoryInputSchema, z.literal('off')]),
  }),
);
export type ArchiveSettingsInput = z.input<typeof archiveSettingsInputSchema>;
export type ArchiveSettingsChange = z.output<typeof archiveSettingsInputSchema>;

/** A directory connection as answered: `clientSecretSet` instead of the secret. */
export const directoryViewSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  rolesClaim: z.string(),
  roleMap: z.record(z.string(), z.string()),
  label: z.string().nullable(),
  hideLocalLogin: z.boolean(),
});
export type DirectoryView = z.infer<typeof directoryViewSchema>;

const viewValues = {
  logoUrl: z.string(),
  primaryColor: z.string(),
  imprintUrl: z.string(),
  privacyUrl: z.string(),
  accessibilityStatementUrl: z.string(),
  contactEmail: z.string(),
  feedbackEmail: z.string(),
  address: z.string(),
  labelOverride: z.record(z.string(), z.string()),
  mailFromAddress: z.string(),
  reminderTime: z.string(),
  maxReservations: z.int(),
  holdMinutes: z.int(),
  maxDailyTickets: z.int(),
  timeslotBookableStartValue: z.int(),
  timeslotBookableEndValue: z.int(),
  personMaxVisitsPerWeek: z.union([z.int(), z.literal('off')]),
  personMaxVisitsPerMonth: z.union([z.int(), z.literal('off')]),
  personLimitScope: z.enum(PERSON_LIMIT_SCOPES),
  waitingListOfferHours: z.union([z.int(), z.literal('off')]),
  userApplication: z.enum(USER_APPLICATION_MODES),
  applicationValidity: z.union([z.literal('calendar-year'), z.object({ months: z.int() })]),
  applicationPurposes: z.array(z.string()),
  readingRulesUrl: z.string(),
  readingRulesVersion: z.string(),
  applicationRetentionYears: z.int(),
};

/** The archive's own settings as answered: the keys it has; secrets only as `…Set`. */
export const archiveSettingsViewSchema = z
  .object({ ...viewValues, directory: z.union([directoryViewSchema, z.literal('off')]) })
  .partial()
  .extend({ smtpUrlSet: z.boolean() });
export type ArchiveSettingsView = z.infer<typeof archiveSettingsViewSchema>;

/**
 * The installation's value of every key (what an archive without the key gets), secrets as
 * booleans; null where the installation has none (no logo, no directory: `directory` null).
 */
export const installationSettingsViewSchema = z.object({
  ...viewValues,
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  imprintUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  accessibilityStatementUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** the installation has no postal address of its own: always null */
  address: z.string().nullable(),
  readingRulesUrl: z.string().nullable(),
  readingRulesVersion: z.string().nullable(),
  smtpUrlSet: z.boolean(),
  directory: directoryViewSchema.nullable(),
});
export type InstallationSettingsView = z.infer<typeof installationSettingsViewSchema>;

/** GET and PATCH answer: the archive's settings, and the installation's under `installation`. */
export const archiveSettingsAnswerSchema = archiveSettingsViewSchema.extend({
  installation: installationSettingsViewSchema,
});
export type ArchiveSettingsAnswer = z.infer<typeof archiveSettingsAnswerSchema>;

/**
 * The settings a stored value holds that this server can use: every key checked on its own, a
 * key it cannot read (written by another version, changed by hand) counts as absent.
 */
export function readArchiveSettings(stored: unknown): ArchiveSettings {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const shape = archiveSettingsSchema.shape;
  const result: Record<string, unknown> = {};
  for (const key of ARCHIVE_SETTING_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as ArchiveSettings;
}

/**
 * A change applied to the stored settings, or the path of the one field it lacks: a directory
 * without `clientSecret` keeps the stored secret only when its issuer and client id are the
 * stored ones.
 */
export function applySettingsChange(
  current: ArchiveSettings,
  change: ArchiveSettingsChange,
): { settings: ArchiveSettings } | { missing: string[] } {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const directory = change.directory;
  if (directory && directory !== 'off') {
    // the stored secret is kept only for the issuer and client it was given for: sent to
    // another issuer (or used as another client's) it would hand the secret to whoever
    // runs that issuer
    const stored = current.directory !== 'off' ? current.directory : undefined;
    const sameClient =
      stored !== undefined &&
      stored.issuer === directory.issuer &&
      stored.clientId === directory.clientId;
    const clientSecret = directory.clientSecret ?? (sameClient ? stored.clientSecret : undefined);
    if (clientSecret === undefined) return { missing: ['directory', 'clientSecret'] };
    next.directory = {
      issuer: directory.issuer,
      clientId: directory.clientId,
      clientSecret,
      rolesClaim: directory.rolesClaim ?? DEFAULT_ROLES_CLAIM,
      roleMap: directory.roleMap,
      ...(directory.label ? { label: directory.label } : {}),
      hideLocalLogin: directory.hideLocalLogin ?? false,
    };
  }
  return { settings: next as ArchiveSettings };
}

/** The stored settings as answered: secrets replaced by `smtpUrlSet`, `clientSecretSet`. */
export function viewOfSettings(settings: ArchiveSettings): ArchiveSettingsView {
  const { smtpUrl: secretUrl, directory, ...plain } = settings;
  const view: ArchiveSettingsView = { ...plain, smtpUrlSet: secretUrl !== undefined };
  if (directory === 'off') view.directory = 'off';
  else if (directory) {
    const { clientSecret, label, ...rest } = directory;
    view.directory = { ...rest, label: label ?? null, clientSecretSet: clientSecret !== '' };
  }
  return view;
}
