/**
 * The user application's archive settings (Benutzungsantrag): whether an archive asks for one,
 * how long an approved one is valid, the purposes a reader chooses from, the reading-room
 * rules a reader accepts, and how long applications are kept. Part of the archive settings
 * (`archives/settings.ts`); the installation's values are the defaults.
 */
import { z } from 'zod';
import { controlFreeText, integerBetween, NOT_BLANK, requiredText } from '../validation';

/**
 * `off`: no application; `with-booking`: each booking names its purpose and topic;
 * `required`: a room marked `requiresApplication` books only for a reader with an approved
 * application valid on the visit's day (else the booking waits as pending for the decision).
 */
export const USER_APPLICATION_MODES = ['off', 'with-booking', 'required'] as const;
export type UserApplicationMode = (typeof USER_APPLICATION_MODES)[number];

/** Months an approved application may be valid for (the `{ months }` validity). */
export const VALIDITY_MONTHS = { min: 1, max: 60 } as const;
/** Years an application is kept after its validity ended (or after it was refused). */
export const RETENTION_YEARS = { min: 1, max: 30 } as const;
/** The default retention of applications, in years. */
export const DEFAULT_RETENTION_YEARS = 10;

/**
 * How long an approved application is valid: until 31 December of the approval's year
 * (`calendar-year`), or for a number of months from the approval.
 */
export type ApplicationValidity = 'calendar-year' | { months: number };

export const applicationValiditySchema = z.union([
  z.literal('calendar-year'),
  z.strictObject({ months: integerBetween(VALIDITY_MONTHS.min, VALIDITY_MONTHS.max) }),
]);

/** The purposes of use the German archive laws name; the web app has texts for these keys. */
export const DEFAULT_APPLICATION_PURPOSES = [
  'amtlich',
  'wissenschaftlich',
  'publizistisch',
  'heimatkundlich',
  'genealogisch',
  'privat',
  'unterricht',
  'sonstiges',
] as const;

/** One purpose: a default key or an archive's own text (shown as given). */
export const PURPOSE_MAX = 100;
export const PURPOSES_MAX_ENTRIES = 30;

/** A purpose as a booking or application sends it (checked against the archive's list). */
export const purposeField = () => requiredText({ max: PURPOSE_MAX, kind: 'line' });

/** The archive's list of purposes: 1 to 30 distinct one-line texts, each ≤ 100 characters. */
export const applicationPurposesSchema = z
  .array(purposeField())
  .min(1, { error: 'required' })
  .max(PURPOSES_MAX_ENTRIES, { error: 'fallback' })
  .refine((list) => new Set(list).size === list.length, { error: 'fallback' });

/** The version of the reading-room rules a reader accepts (a text such as `2026-01`). */
export const READING_RULES_VERSION_MAX = 50;
export const readingRulesVersionSchema = controlFreeText()
  .regex(NOT_BLANK, { error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(READING_RULES_VERSION_MAX, { error: 'fallback' });

export const retentionYearsSchema = integerBetween(RETENTION_YEARS.min, RETENTION_YEARS.max);

/** The user application settings as an archive (or the installation) has them in effect. */
export interface ApplicationSettings {
  mode: UserApplicationMode;
  validity: ApplicationValidity;
  purposes: readonly string[];
  readingRulesUrl: string | null;
  readingRulesVersion: string | null;
  retentionYears: number;
}

/** The installation's defaults when its environment says nothing. */
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = {
  mode: 'off',
  validity: 'calendar-year',
  purposes: DEFAULT_APPLICATION_PURPOSES,
  readingRulesUrl: null,
  readingRulesVersion: null,
  retentionYears: DEFAULT_RETENTION_YEARS,
};
