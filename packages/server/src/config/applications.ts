import { z } from 'zod';
import {
  applicationPurposesSchema,
  DEFAULT_APPLICATION_PURPOSES,
  DEFAULT_RETENTION_YEARS,
  readingRulesVersionSchema,
  RETENTION_YEARS,
  USER_APPLICATION_MODES,
  VALIDITY_MONTHS,
  type ApplicationSettings,
  type ApplicationValidity,
} from '@lesesaal/domain/applications/settings';

const blankToUndefined = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

/**
 * The installation's user application settings (docs/decisions/user-applications.md); an
 * archive's own `userApplication`, `applicationValidity`, … lie over them.
 */
export const applicationEnvSchema = {
  /** `off` (default), `with-booking` or `required` */
  USER_APPLICATION: z
    .string()
    .optional()
    .transform((v) => blankToUndefined(v)?.toLowerCase() ?? 'off')
    .pipe(z.enum(USER_APPLICATION_MODES, { error: 'must be off, with-booking or required' })),
  /** `calendar-year` (default) or a number of months 1–60 */
  APPLICATION_VALIDITY: z
    .string()
    .optional()
    .transform((v) => blankToUndefined(v)?.toLowerCase() ?? 'calendar-year')
    .refine(
      (v) =>
        v === 'calendar-year' ||
        (/^\d{1,2}$/.test(v) &&
          Number(v) >= VALIDITY_MONTHS.min &&
          Number(v) <= VALIDITY_MONTHS.max),
      `must be calendar-year or a number of months (${VALIDITY_MONTHS.min}–${VALIDITY_MONTHS.max})`,
    )
    .transform((v): ApplicationValidity => (v === 'calendar-year' ? v : { months: Number(v) })),
  /** the purposes, comma-separated; default: the eight keys of the archive laws */
  APPLICATION_PURPOSES: z
    .string()
    .optional()
    .transform((v) =>
      blankToUndefined(v) === undefined
        ? [...DEFAULT_APPLICATION_PURPOSES]
        : v!.split(',').map((p) => p.trim()),
    )
    .pipe(applicationPurposesSchema),
  /** the reading-room rules a reader accepts: an https URL */
  READING_RULES_URL: z
    .string()
    .optional()
    .transform(blankToUndefined)
    .refine(
      (v) => v === undefined || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(v),
      'must be an https:// URL',
    ),
  /** the version of those rules (a text up to 50 characters) */
  READING_RULES_VERSION: z
    .string()
    .optional()
    .transform(blankToUndefined)
    .pipe(readingRulesVersionSchema.optional()),
  /** years an application is kept after its validity ended or it was refused (1–30) */
  APPLICATION_RETENTION_YEARS: z.coerce
    .number()
    .int()
    .min(RETENTION_YEARS.min)
    .max(RETENTION_YEARS.max)
    .default(DEFAULT_RETENTION_YEARS),
};

type ApplicationEnv = z.output<z.ZodObject<typeof applicationEnvSchema>>;

/** The installation's user application settings from the checked environment. */
export function applicationSettingsOf(e: ApplicationEnv): ApplicationSettings {
  return {
    mode: e.USER_APPLICATION,
    validity: e.APPLICATION_VALIDITY,
    purposes: e.APPLICATION_PURPOSES,
    readingRulesUrl: e.READING_RULES_URL ?? null,
    readingRulesVersion: e.READING_RULES_VERSION ?? null,
    retentionYears: e.APPLICATION_RETENTION_YEARS,
  };
}
