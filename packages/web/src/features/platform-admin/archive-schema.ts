/**
 * The archive forms' rules, as the platform API checks them: the slug (the archive's address
 * `/<slug>/`), name, host name, time zone, language and the first admin. The server has the
 * last word (a reserved slug it knows, a slug or host name already taken); its refusals are
 * shown at the field as well (see {@link serverFieldError}).
 */
import { z } from 'zod';
import {
  HOST_NAME_MAX,
  HOST_NAME_PATTERN,
  isReservedSlug,
  SLUG_PATTERN,
} from '@lesesaal/domain/archives/address';
import { isKnownTimeZone, LANGUAGES, type Language } from '@lesesaal/domain/config';
import { emailField, requiredText } from '@lesesaal/domain/validation';
import { ApiError } from '../../api/client';
import type { Archive, ArchiveCreate, ArchiveUpdate } from './api';

export const NAME_MAX = 200;

/** The feature's own validation messages (platform texts `validation.<key>`). */
export const PLATFORM_MESSAGES = [
  'slugFormat',
  'slugReserved',
  'slugTaken',
  'hostName',
  'hostNameTaken',
  'timeZone',
  'slugMismatch',
] as const;
export type PlatformMessage = (typeof PLATFORM_MESSAGES)[number];

const slugField = z
  .string()
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(SLUG_PATTERN, { error: 'slugFormat', abort: true })
  .refine((slug) => !isReservedSlug(slug), { error: 'slugReserved' });
const hostNameField = z
  .string()
  .trim()
  .refine((host) => host === '' || (host.length <= HOST_NAME_MAX && HOST_NAME_PATTERN.test(host)), {
    error: 'hostName',
  });
const timeZoneField = z
  .string()
  .trim()
  .refine((zone) => zone === '' || isKnownTimeZone(zone), { error: 'timeZone' });
const languageField = z.enum(['', ...LANGUAGES]);

/** What the edit form holds: empty host name, time zone or language mean "the installation's". */
export const archiveSettingsSchema = z.object({
  name: requiredText({ max: NAME_MAX }),
  hostName: hostNameField,
  timeZone: timeZoneField,
  defaultLanguage: languageField,
});
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;

export const archiveCreateFormSchema = archiveSettingsSchema.extend({
  slug: slugField,
  adminEmail: emailField(),
  adminName: requiredText({ max: NAME_MAX }),
});
export type ArchiveCreateForm = z.infer<typeof archiveCreateFormSchema>;

export const EMPTY_CREATE_FORM: ArchiveCreateForm = {
  slug: '',
  name: '',
  hostName: '',
  timeZone: '',
  defaultLanguage: '',
  adminEmail: '',
  adminName: '',
};

const language = (value: ArchiveSettings['defaultLanguage']): Language | null =>
  value === '' ? null : value;

/** The create request: empty optional fields are left out, the host name in lower case. */
export function toArchiveCreate(form: ArchiveCreateForm): ArchiveCreate {
  const lang = language(form.defaultLanguage);
  return {
    slug: form.slug,
    name: form.name,
    ...(form.hostName ? { hostName: form.hostName.toLowerCase() } : {}),
    ...(form.timeZone ? { timeZone: form.timeZone } : {}),
    ...(lang ? { defaultLanguage: lang } : {}),
    firstAdmin: { email: form.adminEmail, displayName: form.adminName },
  };
}

/** The edit form's values of an archive. */
export function settingsOf(archive: Archive): ArchiveSettings {
  return {
    name: archive.name,
    hostName: archive.hostName ?? '',
    timeZone: archive.timeZone ?? '',
    defaultLanguage: archive.defaultLanguage ?? '',
  };
}

/** Only what changed; an emptied field becomes `null` (the installation's setting again). */
export function settingsChanges(archive: Archive, form: ArchiveSettings): ArchiveUpdate {
  const hostName = form.hostName === '' ? null : form.hostName.toLowerCase();
  const timeZone = form.timeZone === '' ? null : form.timeZone;
  const defaultLanguage = language(form.defaultLanguage);
  return {
    ...(form.name !== archive.name ? { name: form.name } : {}),
    ...(hostName !== archive.hostName ? { hostName } : {}),
    ...(timeZone !== archive.timeZone ? { timeZone } : {}),
    ...(defaultLanguage !== archive.defaultLanguage ? { defaultLanguage } : {}),
  };
}

const mentions = (payload: string[], field: string) =>
  payload.some((item) => item === field || item === `body.${field}` || item.endsWith(`.${field}`));

/**
 * A refusal of the server that belongs to one field: a taken slug or host name (409
 * `conflict`), or a slug or host name its rules refuse (400 naming the field). Else null
 * (shown as a message of its own).
 */
export function serverFieldError(
  error: unknown,
): { field: 'slug' | 'hostName'; message: PlatformMessage } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { payload?: unknown } | undefined;
  const payload = Array.isArray(body?.payload)
    ? body.payload.filter((item): item is string => typeof item === 'string')
    : [];
  const taken = error.status === 409;
  if (mentions(payload, 'hostName'))
    return { field: 'hostName', message: taken ? 'hostNameTaken' : 'hostName' };
  if (mentions(payload, 'slug'))
    return { field: 'slug', message: taken ? 'slugTaken' : 'slugReserved' };
  return null;
}
