/**
 * The typed fields of a request: integers in a range, dates, times, e-mail and phone.
 * Public through validation.ts.
 */
import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { EMAIL_MAX, PERSON_FIELD_MAX } from './limits';
import { PHONE_DIGITS, PHONE_PATTERN, normalisePhone, phoneProblem } from './owners/phone';
import { REFUSALS_KEYWORD, type StatedRefusal } from './refusals';
import { validationMessage } from './validation-messages';
import {
  controlFreeText,
  optionalText,
  orEmpty,
  TEXT_PATTERNS,
  typeError,
} from './validation-text';

/** An integer in `[min, max]`; non-integers read `requiredInteger`, out of range `between`. */
export function integerBetween(min: number, max: number) {
  const between = validationMessage('between', { min, max });
  return z
    .int({ error: typeError('requiredInteger') })
    .min(min, { error: between })
    .max(max, { error: between });
}

const YEAR = '(?:19\\d\\d|[2-9]\\d{3})';
const LEAP_YEAR = '(?:(?:19|[2-9]\\d)(?:0[48]|[2468][048]|[13579][26])|[2468][048]00|[3579][26]00)';
/**
 * The dates {@link isValidIsoDate} accepts (real days of the years 1900–9999, `DATE_YEARS`)
 * as one regular expression: the pattern the OpenAPI document shows for every date, so a
 * client reading it knows that 0050-06-15 is refused (zod's own date pattern allows 0000–9999).
 */
export const ISO_DATE_PATTERN = new RegExp(
  `^(?:${LEAP_YEAR}-02-29|${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))$`,
);

/**
 * A calendar date `YYYY-MM-DD` as `parseIsoDate` accepts it — the one date schema of every
 * query, path and body: a real date (2023-02-29 fails) of the years `DATE_YEARS` (0050-06-15
 * fails), canonical shape only. Still `format: date` in the OpenAPI document.
 */
export function isoDateField() {
  return z.iso
    .date({ error: typeError('invalidDate'), abort: true })
    .refine(isValidIsoDate, { error: 'invalidDate' })
    .meta({ pattern: ISO_DATE_PATTERN.source });
}

/** `HH:MM` with hour 0–23 and minute 0–59 (two digits each). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required wall-clock time `HH:MM`, hour 0–23, minute 0–59. */
export function timeField() {
  return z
    .string({ error: typeError('invalidTime') })
    .regex(TIME_PATTERN, { error: typeError('invalidTime') });
}

/**
 * What an e-mail address is, stated once for everything that takes one to write to — the
 * forms, the API bodies, the archive's settings and the server's configuration (ADMIN_EMAIL,
 * CONTACT_EMAIL, ACCESSIBILITY_FEEDBACK_EMAIL): after trimming, at most EMAIL_MAX (320)
 * characters and zod's e-mail pattern (a dotted domain, `anna@example.org`; not
 * `admin@localhost`). Signing in is not checked against it (`loginSchema` in staff/schema.ts,
 * for the staff's and the platform's forms and routes): an account may carry an address this
 * rule refuses — the first start generates `admin@localhost`, the command line takes any — and
 * must still be able to sign in.
 */
const EMAIL_PATTERN = z.regexes.email;

/** True for an address the e-mail fields accept (after trimming): the rule above. */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX && EMAIL_PATTERN.test(address);
}

/** A required e-mail address: trimmed; `required`, then `email`, then `maxLength` 320. */
export function emailField() {
  return z
    .string({ error: typeError('email') })
    .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(EMAIL_PATTERN, { error: 'email' })
    .max(EMAIL_MAX, { error: validationMessage('maxLength', { max: EMAIL_MAX }) });
}

/** An optional e-mail address (empty → null). */
export function optionalEmailField() {
  return optionalText(EMAIL_MAX, { check: { pattern: EMAIL_PATTERN, key: 'email' } });
}

/** The digit counts of a phone number, as refinements with their messages. */
const PHONE_TOO_SHORT = validationMessage('phoneTooShort', { min: PHONE_DIGITS.min });
const PHONE_TOO_LONG = validationMessage('phoneTooLong', { max: PHONE_DIGITS.max });
const phoneLongEnough = (v: string) => v === '' || phoneProblem(v) !== 'phoneTooShort';
const phoneShortEnough = (v: string) => v === '' || phoneProblem(v) !== 'phoneTooLong';

/**
 * A required phone number as people write it (`owners/phone.ts`): digits, spaces and
 * `- / . ( )`, a plus only first (`phone`), at most 40 characters as typed, 5 to 17 digits
 * (`phoneTooShort`, `phoneTooLong`). Parsed, it is the normalised number (digits with an
 * optional leading plus): what the server stores.
 */
export function phoneField() {
  return z
    .string({ error: typeError('phone') })
    .regex(TEXT_PATTERNS.line, { error: 'controlCharacters', abort: true })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(PHONE_PATTERN, { error: 'phone', abort: true })
    .max(PERSON_FIELD_MAX, {
      error: validationMessage('maxLength', { max: PERSON_FIELD_MAX }),
      abort: true,
    })
    .refine(phoneLongEnough, { error: PHONE_TOO_SHORT })
    .refine(phoneShortEnough, { error: PHONE_TOO_LONG })
    .transform(normalisePhone)
    .meta({ [REFUSALS_KEYWORD]: [PHONE_DIGITS_REFUSAL] });
}

/** The digit count of a phone number, as the API document states it. */
const PHONE_DIGITS_REFUSAL: StatedRefusal = {
  fields: [],
  when: `the number has fewer than ${PHONE_DIGITS.min} or more than ${PHONE_DIGITS.max} digits (a "(0)" in a number starting with + not counted)`,
};

/** An optional phone number (empty → null), else checked and normalised as {@link phoneField}. */
export function optionalPhoneField() {
  return controlFreeText()
    .trim()
    .regex(orEmpty(PHONE_PATTERN), { error: 'phone', abort: true })
    .max(PERSON_FIELD_MAX, {
      error: validationMessage('maxLength', { max: PERSON_FIELD_MAX }),
      abort: true,
    })
    .refine(phoneLongEnough, { error: PHONE_TOO_SHORT })
    .refine(phoneShortEnough, { error: PHONE_TOO_LONG })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : normalisePhone(v)))
    .meta({ [REFUSALS_KEYWORD]: [PHONE_DIGITS_REFUSAL] });
}
