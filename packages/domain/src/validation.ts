/**
 * Field building blocks for the wire schemas: trimmed required and optional texts,
 * integers in a range, dates, times, e-mail, phone, ids. Their issues carry the messages
 * of validation-messages.ts, in the fixed order of spec §5 (required first).
 */
import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { EMAIL_MAX, PERSON_FIELD_MAX } from './limits';
import { validationMessage, type ValidationKey } from './validation-messages';

const isEmpty = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Type errors read as "required" for empty input, else as `otherwise`. */
const typeError =
  (otherwise: ValidationKey) =>
  (issue: { input?: unknown }): string =>
    isEmpty(issue.input) ? 'required' : otherwise;

/**
 * A required text: trimmed; empty reads as `required`, then `minLength` (when `min` is
 * given), then `maxLength` — the fixed order of spec §5.
 */
export function requiredText(limits: { min?: number; max: number }) {
  let schema = z
    .string({ error: typeError('fallback') })
    .trim()
    .min(1, { error: 'required', abort: true });
  if (limits.min !== undefined && limits.min > 1) {
    schema = schema.min(limits.min, { error: validationMessage('minLength', { min: limits.min }) });
  }
  return schema.max(limits.max, { error: validationMessage('maxLength', { max: limits.max }) });
}

/**
 * An optional text: trimmed; missing, null, empty or whitespace-only all become `null`.
 * `check` (e.g. a format) runs only on non-empty values, before the length check.
 */
export function optionalText(
  max: number,
  check?: { test: (v: string) => boolean; key: ValidationKey },
) {
  let schema = z.string({ error: typeError('fallback') }).trim();
  if (check) schema = schema.refine((v) => v === '' || check.test(v), { error: check.key });
  return schema
    .max(max, { error: validationMessage('maxLength', { max }) })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

/**
 * C0 and C1 control characters (CR, LF and tab included) and the Unicode bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069): none belongs in a name, and in a
 * mail they could start a header line or turn the text around (issue 8).
 */
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** A web address in free text (`://` or `www.`, any case): mails must not carry strangers' links. */
export const LINK_PATTERN = /:\/\/|www\./i;

/**
 * A required single-line text a visitor writes (names): as {@link requiredText}, but
 * control characters (`controlCharacters`) and links (`noLinks`) are refused. Checked on the
 * text as sent, before trimming: a form input cannot produce either, only a crafted request.
 */
export function requiredPlainText(max: number) {
  return z
    .string({ error: typeError('fallback') })
    .refine((v) => !CONTROL_CHARACTER_PATTERN.test(v), {
      error: 'controlCharacters',
      abort: true,
    })
    .refine((v) => !LINK_PATTERN.test(v), { error: 'noLinks', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, { error: validationMessage('maxLength', { max }) });
}

/** An optional single-line text a visitor writes (title, organisation); see {@link requiredPlainText}. */
export function optionalPlainText(max: number) {
  return z
    .string({ error: typeError('fallback') })
    .refine((v) => !CONTROL_CHARACTER_PATTERN.test(v), {
      error: 'controlCharacters',
      abort: true,
    })
    .refine((v) => !LINK_PATTERN.test(v), { error: 'noLinks', abort: true })
    .trim()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

/** An integer in `[min, max]`; non-integers read `requiredInteger`, out of range `between`. */
export function integerBetween(min: number, max: number) {
  const between = validationMessage('between', { min, max });
  return z
    .int({ error: typeError('requiredInteger') })
    .min(min, { error: between })
    .max(max, { error: between });
}

/**
 * A calendar date `YYYY-MM-DD` as `parseIsoDate` accepts it — the one date schema of every
 * query, path and body: a real date (2023-02-29 fails) of the years `DATE_YEARS` (0050-06-15
 * fails), canonical shape only. Still `format: date` in the OpenAPI document.
 */
export function isoDateField() {
  return z.iso
    .date({ error: typeError('invalidDate'), abort: true })
    .refine(isValidIsoDate, { error: 'invalidDate' });
}

/** `HH:MM` with hour 0–23 and minute 0–59 (two digits each). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required wall-clock time `HH:MM`, hour 0–23, minute 0–59. */
export function timeField() {
  return z
    .string({ error: typeError('invalidTime') })
    .regex(TIME_PATTERN, { error: typeError('invalidTime') });
}

const EMAIL_PATTERN = z.regexes.email;
const PHONE_PATTERN = /^\+?[0-9]+$/;

/** True for an address the e-mail fields accept (after trimming). */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required e-mail address: trimmed; `required`, then `email`, then `maxLength` 320. */
export function emailField() {
  return z
    .string({ error: typeError('email') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(EMAIL_PATTERN, { error: 'email' })
    .max(EMAIL_MAX, { error: validationMessage('maxLength', { max: EMAIL_MAX }) });
}

/** An optional e-mail address (empty → null). */
export function optionalEmailField() {
  return optionalText(EMAIL_MAX, { test: (v) => EMAIL_PATTERN.test(v), key: 'email' });
}

/**
 * A required phone number: digits with an optional leading plus (spec §5: "digits and plus
 * sign only"), at most 40 characters.
 */
export function phoneField() {
  return z
    .string({ error: typeError('phone') })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(PHONE_PATTERN, { error: 'phone' })
    .max(PERSON_FIELD_MAX, { error: validationMessage('maxLength', { max: PERSON_FIELD_MAX }) });
}

/** An optional phone number (empty → null). */
export function optionalPhoneField() {
  return optionalText(PERSON_FIELD_MAX, { test: (v) => PHONE_PATTERN.test(v), key: 'phone' });
}

/**
 * `when` option for object-level refinements: run them even when a field already failed,
 * so a form shows "end after start" together with a bad capacity. Refinements using it
 * must cope with invalid field values.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** A database id: a positive integer. */
export const idSchema = z.int().positive();

/** An optimistic-concurrency version: a non-negative integer. */
export const versionSchema = z.int().min(0);

/** Largest value of the database's integer columns (PostgreSQL int4), so the largest id. */
export const MAX_INT4 = 2_147_483_647;

/**
 * The one spelling of a whole number in a path or query string: plain decimal digits, no
 * sign, blank, fraction, exponent or hex, and no leading zero (`0` itself aside) — so
 * `%201`, `+1`, `1e0`, `0x1` and `01` are not 1, and one resource has one URL.
 */
export const WIRE_INTEGER_PATTERN = /^(0|[1-9][0-9]{0,9})$/;

/** A whole number `min..max` from a path or query string (`"12"` → 12); see WIRE_INTEGER_PATTERN. */
export function wireInteger(min: number, max: number) {
  return z
    .string({ error: typeError('fallback') })
    .regex(WIRE_INTEGER_PATTERN, { error: 'fallback' })
    .transform(Number)
    .pipe(z.int().min(min).max(max));
}

/**
 * An id in a path or query string (`"12"` → 12): digits only, 1..MAX_INT4. Anything else
 * fails, so routes can answer 400 without touching the database.
 */
export const idParamSchema = wireInteger(1, MAX_INT4);
