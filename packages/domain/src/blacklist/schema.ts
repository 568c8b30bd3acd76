/**
 * Wire schemas of the blacklist: e-mail addresses that may not book
 * until `expiredAt` (inclusive). The e-mail is the key, compared case-insensitively.
 */
import { z } from 'zod';
import { statesRefusals } from '../refusals';
import { isValidIsoDate, type IsoDate } from '../dates';
import { BLACKLIST_DESCRIPTION_MAX, SEARCH_TERM_MAX } from '../limits';
import { pagingQuerySchema, sortQuerySchema } from '../paging';
import {
  controlFreeText,
  emailField,
  evenWithFieldErrors,
  isoDateField,
  optionalText,
} from '../validation';

/** A blacklist entry as the API returns it. */
export const blacklistEntrySchema = z.object({
  email: z.string(),
  /** last day on which the e-mail is blocked */
  expiredAt: z.iso.date(),
  description: z.string().nullable(),
});

/** A blocked e-mail address (Blacklist entry). */
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/**
 * Payload of `POST /admin/blacklist`: e-mail required, valid, ≤ 320; expiry date; note
 * ≤ 250 (empty → null). The "expiry in the future" rule needs today:
 * {@link blacklistEntryCreateSchemaFor}.
 */
export const blacklistEntryCreateSchema = z.object({
  email: emailField(),
  expiredAt: statesRefusals(isoDateField(), {
    fields: [],
    when: "not after today (the archive's date)",
  }),
  description: optionalText(BLACKLIST_DESCRIPTION_MAX, { kind: 'lines' }),
});

/** A new blacklist entry. */
export type BlacklistEntryCreate = z.infer<typeof blacklistEntryCreateSchema>;

/** The edit form: expiry and note; the e-mail is the key and cannot change. */
export const blacklistEntryUpdateSchema = blacklistEntryCreateSchema.omit({ email: true });

/** Changes to a blacklist entry. */
export type BlacklistEntryUpdate = z.infer<typeof blacklistEntryUpdateSchema>;

const isFutureExpiry = (today: IsoDate) => (v: { expiredAt?: unknown }) =>
  !isValidIsoDate(v.expiredAt) || v.expiredAt > today;

const futureExpiryError = { ...evenWithFieldErrors, path: ['expiredAt'], error: 'futureDate' };

/** {@link blacklistEntryCreateSchema} plus "expiry after `today`". */
export function blacklistEntryCreateSchemaFor(today: IsoDate) {
  return blacklistEntryCreateSchema.refine(isFutureExpiry(today), futureExpiryError);
}

/** {@link blacklistEntryUpdateSchema} plus "expiry after `today`". */
export function blacklistEntryUpdateSchemaFor(today: IsoDate) {
  return blacklistEntryUpdateSchema.refine(isFutureExpiry(today), futureExpiryError);
}

/** Sortable fields of `GET /admin/blacklist` (the table's columns). */
export const BLACKLIST_SORT_FIELDS = ['email', 'expiredAt', 'description'] as const;

/** Query of `GET /admin/blacklist`; default order by e-mail. */
export const blacklistListQuerySchema = z.object({
  term: controlFreeText().trim().max(SEARCH_TERM_MAX).optional(),
  expiresFrom: isoDateField().optional(),
  expiresUntil: isoDateField().optional(),
  ...pagingQuerySchema.shape,
  sort: sortQuerySchema(BLACKLIST_SORT_FIELDS, [{ field: 'email', direction: 'ASC' }]),
});

/** Filters of the blacklist. */
export type BlacklistListQuery = z.infer<typeof blacklistListQuerySchema>;
