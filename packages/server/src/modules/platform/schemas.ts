import { z } from 'zod';
import { isKnownTimeZone } from '@lesesaal/domain/config';
import { loginSchema } from '@lesesaal/domain/staff/schema';
import { controlFreeText, emailField, requiredText } from '@lesesaal/domain/validation';

/**
 * The platform API's wire schemas: archives as the platform administrators see them, their
 * creation and changes, the overview's counts.
 */

/** An archive's path segment: `/x/`. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{1,38}$/;

/**
 * First path segments the installation serves itself (or may serve): never an archive's slug.
 * `default` is the default archive's own.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'assets',
  'default',
  'docs',
  'healthz',
  'metrics',
  'platform',
  'readyz',
  'reports',
  'static',
  'user',
]);

/** A DNS host name (no port, at least two labels), stored in lower case. */
const HOST_NAME_PATTERN =
  /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const slugField = z
  .string()
  .regex(SLUG_PATTERN, { error: 'fallback' })
  .refine((slug) => !RESERVED_SLUGS.has(slug), { error: 'fallback' });
const nameField = requiredText({ max: 200 });
const hostNameField = z
  .string()
  .max(253, { error: 'fallback' })
  .regex(HOST_NAME_PATTERN, { error: 'fallback' })
  .transform((host) => host.toLowerCase());
const timeZoneField = controlFreeText().max(100).refine(isKnownTimeZone, { error: 'fallback' });
const languageField = z.enum(['de', 'en']);

/** As the staff sign-in: any text without control characters; a wrong one answers 401. */
export const platformLoginSchema = loginSchema;

export const platformAdminSchema = z.object({ email: z.string(), displayName: z.string() });

export const archiveSchema = z.object({
  id: z.int(),
  slug: z.string(),
  /** the default archive without a name of its own: the installation's name */
  name: z.string(),
  hostName: z.string().nullable(),
  timeZone: z.string().nullable(),
  defaultLanguage: languageField.nullable(),
  suspended: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  isDefault: z.boolean(),
});
export type PlatformArchive = z.infer<typeof archiveSchema>;

export const archiveCreateSchema = z.object({
  slug: slugField,
  name: nameField,
  hostName: hostNameField.optional(),
  timeZone: timeZoneField.optional(),
  defaultLanguage: languageField.optional(),
  firstAdmin: z.object({
    email: emailField(),
    displayName: requiredText({ max: 200 }),
  }),
});
export type ArchiveCreate = z.infer<typeof archiveCreateSchema>;

/** The new archive, and its first admin's generated password, shown this once. */
export const archiveCreatedSchema = archiveSchema.extend({
  firstAdminPassword: z.string(),
});

export const archiveUpdateSchema = z.object({
  slug: slugField.optional(),
  name: nameField.optional(),
  hostName: hostNameField.nullable().optional(),
  timeZone: timeZoneField.nullable().optional(),
  defaultLanguage: languageField.nullable().optional(),
  suspended: z.boolean().optional(),
});
export type ArchiveUpdate = z.infer<typeof archiveUpdateSchema>;

export const archiveCountsSchema = z.object({
  archiveId: z.int(),
  slug: z.string(),
  name: z.string(),
  suspended: z.boolean(),
  rooms: z.int(),
  /** slots from today on (the archive's date) */
  timeSlots: z.int(),
  /** tickets booked since the first of this month, of this year (the archive's time zone) */
  ticketsBookedThisMonth: z.int(),
  ticketsBookedThisYear: z.int(),
  staffAccounts: z.int(),
});
export type ArchiveCounts = z.infer<typeof archiveCountsSchema>;

export const supportSchema = z.object({
  /** the archive's staff start page: `/admin/` for the default archive, `/x/admin/` otherwise */
  url: z.string(),
});
