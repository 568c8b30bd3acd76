import { z } from 'zod';
import {
  HOST_NAME_MAX,
  HOST_NAME_PATTERN,
  isReservedSlug,
  RESERVED_SLUGS,
  SLUG_PATTERN,
} from './address';
import { isKnownTimeZone } from '../config';
import { statesRefusals } from '../refusals';
import { loginSchema } from '../staff/schema';
import { controlFreeText, emailField, requiredText } from '../validation';

/**
 * The platform API's wire schemas: archives as the platform administrators see them, their
 * creation and changes, the overview's counts.
 */

const slugField = z
  .string()
  .regex(SLUG_PATTERN, { error: 'fallback' })
  .refine((slug) => !isReservedSlug(slug), { error: 'fallback' })
  // the reserved paths in the document too
  .meta({ not: { enum: [...RESERVED_SLUGS] } });
const nameField = requiredText({ max: 200 });
const hostNameField = z
  .string()
  .max(HOST_NAME_MAX, { error: 'fallback' })
  .regex(HOST_NAME_PATTERN, { error: 'fallback' })
  .transform((host) => host.toLowerCase());
const timeZoneField = statesRefusals(
  controlFreeText().max(100).refine(isKnownTimeZone, { error: 'fallback' }),
  { fields: [], when: 'not a time zone the runtime knows (an IANA name such as `Europe/Vienna`)' },
);
const languageField = z.enum(['de', 'en']);

/** As the staff sign-in: any text without control characters; a wrong one answers 401. */
export const platformLoginSchema = loginSchema;

export const platformAdminSchema = z.object({ email: z.string(), displayName: z.string() });

/** The second step a right password leads to (202 of the sign-in). */
export const platformLoginPendingSchema = z.object({
  /** `code`: the second factor's code is awaited; `setup`: a second factor must be set up first */
  next: z.enum(['code', 'setup']),
});

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
