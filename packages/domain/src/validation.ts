/**
 * Field building blocks for the wire schemas: trimmed required and optional texts,
 * integers in a range, dates, times, e-mail, phone, ids. Their issues carry the messages
 * of validation-messages.ts, in the fixed order (required first).
 */
import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { EMAIL_MAX, PERSON_FIELD_MAX } from './limits';
import { PHONE_DIGITS, PHONE_PATTERN, normalisePhone, phoneProblem } from './owners/phone';
import { REFUSALS_KEYWORD, statesRefusals, type StatedRefusal } from './refusals';
import { validationMessage, type ValidationKey } from './validation-messages';

const isEmpty = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Type errors read as "required" for empty input, else as `otherwise`. */
const typeError =
  (otherwise: ValidationKey) =>
  (issue: { input?: unknown }): string =>
    isEmpty(issue.input) ? 'required' : otherwise;

/** C0 controls but tab, LF and CR; DEL; the C1 controls U+0080–U+009F. */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Tab, LF and CR: allowed in a multi-line text only. */
const LINE_CONTROLS = '\\u0009\\u000A\\u000D';
/** The Unicode bidi embeddings, overrides and isolates. */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';

/**
 * What a text field of a request may hold, as anchored patterns (the OpenAPI document shows
 * them as `pattern`, so a client or fuzzer knows what the server refuses):
 * - `line`: one line, no control character at all (C0 with tab, LF and CR; DEL; C1);
 * - `lines`: a multi-line text (a text area): tab, LF and CR allowed, every other control refused;
 * - `plain`: a line a visitor writes (names): as `line`, and no bidi controls either.
 */
export const TEXT_PATTERNS = {
  line: new RegExp(`^[^${CONTROLS}${LINE_CONTROLS}]*$`),
  lines: new RegExp(`^[^${CONTROLS}]*$`),
  plain: new RegExp(`^[^${CONTROLS}${LINE_CONTROLS}${BIDI_CONTROLS}]*$`),
} as const;

export type TextKind = keyof typeof TEXT_PATTERNS;

/**
 * A text without control characters: the building block of every text field of a request
 * (body, query, path). Checked on the text as sent, before any trimming, so `a\u000B` is
 * refused and not trimmed into `a`; the issue reads `controlCharacters`. PostgreSQL cannot
 * store NUL, and the other controls have no place in a name, a search or a mail.
 */
export function controlFreeText(kind: TextKind = 'line') {
  return z
    .string({ error: typeError('fallback') })
    .regex(TEXT_PATTERNS[kind], { error: 'controlCharacters', abort: true });
}

/**
 * A secret id in a path — a cart, an owner link, a waiting-list token: 1..100 characters
 * without control characters. Anything else than a token of ours is simply not found (404).
 */
export const pathTokenSchema = controlFreeText()
  .min(1)
  .max(100)
  // `.` and `..` cannot be sent as a path segment (a client resolves them)
  .meta({ not: { enum: ['.', '..'] } });

/**
 * Something besides white space: a required text is trimmed before its length is checked, so
 * a blank one is missing. A pattern (unanchored: "holds a non-space character"), so the API
 * document states it.
 */
export const NOT_BLANK = /\S/;

/**
 * A required text: no control characters ({@link controlFreeText}, one line unless `kind`
 * says `lines`), trimmed; empty reads as `required`, then `minLength` (when `min` is
 * given), then `maxLength` — the fixed order of the validation messages.
 */
export function requiredText(limits: { min?: number; max: number; kind?: TextKind }) {
  let schema = controlFreeText(limits.kind).regex(NOT_BLANK, { error: 'required', abort: true });
  if (limits.min !== undefined && limits.min > 1) {
    // the trimmed length as a pattern on the text as sent: a non-space character, at least
    // min − 2 characters, a non-space character (the document states it; `minLength` could not)
    schema = schema.regex(new RegExp(`\\S[\\s\\S]{${limits.min - 2}}\\S`), {
      error: validationMessage('minLength', { min: limits.min }),
    });
  }
  return schema
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(limits.max, { error: validationMessage('maxLength', { max: limits.max }) });
}

/** `pattern` (anchored `^…$`) or nothing. */
const orEmpty = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`);

/**
 * An optional text: no control characters ({@link controlFreeText}, one line unless `kind`
 * says `lines`), trimmed; missing, null, empty or whitespace-only all become `null`.
 * `check` (e.g. a format) runs only on non-empty values, before the length check.
 */
export function optionalText(
  max: number,
  options: { check?: { pattern: RegExp; key: ValidationKey }; kind?: TextKind } = {},
) {
  const { check } = options;
  let schema = controlFreeText(options.kind).trim();
  // a pattern, not a refinement: the OpenAPI document shows it (empty allowed)
  if (check) schema = schema.regex(orEmpty(check.pattern), { error: check.key });
  return schema
    .max(max, { error: validationMessage('maxLength', { max }) })
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
}

/**
 * C0 and C1 control characters (CR, LF and tab included) and the Unicode bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069): none belongs in a name, and in a
 * mail they could start a header line or turn the text around.
 */
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** A web address in free text (`://` or `www.`, any case): mails must not carry strangers' links. */
export const LINK_PATTERN = /:\/\/|www\./i;

/**
 * A bare domain in text ("secure-bank.example/verify", "evil.com", "xn--80ak6aa92e.com"),
 * which mail clients turn into a link: a letter or digit, a dot (also the full-width and
 * ideographic ones), then two letters of any script or `xn--`. Names and call numbers do not
 * need that: their dots end abbreviations ("Dr. med.", "St. Pölten"), stand between
 * initials ("J.R.R. Tolkien", "e.V.") or between digits ("A 123/4.5"). The price: an
 * abbreviation written without a space ("Dr.med.", "Co.KG") is refused too.
 */
export const DOMAIN_LIKE_PATTERN = /[\p{L}\p{N}][.\uFF0E\u3002\uFF61](?:xn--|\p{L}{2})/iu;

/** Neither a web address ({@link LINK_PATTERN}) nor a bare domain ({@link DOMAIN_LIKE_PATTERN}). */
const linkFree = (allowDomains: boolean) => (v: string) =>
  !LINK_PATTERN.test(v) && (allowDomains || !DOMAIN_LIKE_PATTERN.test(v));

/**
 * Options of the plain texts: `allowDomains` for a text no mail repeats (a record's note),
 * where only `://` and `www.` are refused.
 */
export interface PlainTextOptions {
  allowDomains?: boolean;
}

/**
 * A required single-line text a visitor writes (names): as {@link requiredText}, but
 * control characters (`controlCharacters`) and links (`noLinks`: web addresses and, unless
 * `allowDomains`, bare domains) are refused. Checked on the
 * text as sent, before trimming: a form input cannot produce either, only a crafted request.
 */
export function requiredPlainText(max: number, options: PlainTextOptions = {}) {
  return statesRefusals(
    controlFreeText('plain')
      .regex(NOT_BLANK, { error: 'required', abort: true })
      .refine(linkFree(options.allowDomains ?? false), { error: 'noLinks', abort: true })
      .trim()
      .min(1, { error: 'required', abort: true })
      .max(max, { error: validationMessage('maxLength', { max }) }),
    noLinksRefusal(options),
  );
}

/** An optional single-line text a visitor writes (title, organisation); see {@link requiredPlainText}. */
export function optionalPlainText(max: number, options: PlainTextOptions = {}) {
  return statesRefusals(
    controlFreeText('plain')
      .refine(linkFree(options.allowDomains ?? false), { error: 'noLinks', abort: true })
      .trim()
      .max(max, { error: validationMessage('maxLength', { max }) })
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
    noLinksRefusal(options),
  );
}

/** The link rule of the plain texts, as the API document states it. */
function noLinksRefusal(options: PlainTextOptions) {
  return {
    fields: [],
    when: options.allowDomains
      ? 'the text holds a web address (`://` or `www.`)'
      : 'the text holds a web address (`://` or `www.`) or a bare domain (a letter or digit, a dot, two letters: `example.org`)',
  };
}

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

/**
 * `when` option for object-level refinements: run them even when a field already failed,
 * so a form shows "end after start" together with a bad capacity. Refinements using it
 * must cope with invalid field values.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Largest value of the database's integer columns (PostgreSQL int4), so the largest id. */
export const MAX_INT4 = 2_147_483_647;

/** The smallest id (serial columns start at 1). */
export const MIN_ID = 1;

/**
 * A database id in a JSON body: an integer MIN_ID..MAX_INT4 — the bounds of
 * {@link idParamSchema}, the same id in a path or query string. The document shows them as
 * `minimum`/`maximum`, and 2147483648 is refused as input rather than reaching an int4 column.
 */
export const idSchema = z.int().min(MIN_ID).max(MAX_INT4);

/** An optimistic-concurrency version: an integer 0..MAX_INT4 (an int4 column). */
export const versionSchema = z.int().min(0).max(MAX_INT4);

/**
 * The one spelling of a whole number in a path or query string: plain decimal digits, no
 * sign, blank, fraction, exponent or hex, and no leading zero (`0` itself aside) — so
 * `%201`, `+1`, `1e0`, `0x1` and `01` are not 1, and one resource has one URL.
 */
export const WIRE_INTEGER_PATTERN = /^(0|[1-9][0-9]{0,9})$/;

/** Alternatives matching the decimal numbers `lo..hi`, both spelt with the same number of digits. */
function sameLengthRange(lo: string, hi: string): string[] {
  if (lo === hi) return [lo];
  const [a, b] = [Number(lo[0]), Number(hi[0])];
  const [restLo, restHi] = [lo.slice(1), hi.slice(1)];
  const n = restLo.length;
  if (a === b) return sameLengthRange(restLo, restHi).map((r) => `${a}${r}`);
  const digits = (from: number, to: number) => (from === to ? `${from}` : `[${from}-${to}]`);
  const any = n === 0 ? '' : n === 1 ? '\\d' : `\\d{${n}}`;
  const out: string[] = [];
  let [from, to] = [a, b];
  if (!/^0*$/.test(restLo)) {
    out.push(...sameLengthRange(restLo, '9'.repeat(n)).map((r) => `${a}${r}`));
    from++;
  }
  const lastPartial = !/^9*$/.test(restHi);
  if (lastPartial) to--;
  if (from <= to) out.push(`${digits(from, to)}${any}`);
  if (lastPartial) out.push(...sameLengthRange('0'.repeat(n), restHi).map((r) => `${b}${r}`));
  return out;
}

/**
 * The spellings of the whole numbers `min..max` (0 ≤ min ≤ max) as {@link WIRE_INTEGER_PATTERN}
 * allows them — plain digits, no leading zero — as one regular expression, so the OpenAPI
 * document shows the bounds of a path or query number as its `pattern`.
 */
export function wireIntegerPattern(min: number, max: number): RegExp {
  const [lo, hi] = [String(min), String(max)];
  const parts: string[] = [];
  for (let length = lo.length; length <= hi.length; length++) {
    const from = length === lo.length ? lo : `1${'0'.repeat(length - 1)}`;
    const to = length === hi.length ? hi : '9'.repeat(length);
    parts.push(...sameLengthRange(from, to));
  }
  return new RegExp(`^(?:${parts.join('|')})$`);
}

/**
 * A whole number `min..max` from a path or query string (`"12"` → 12), spelt as
 * WIRE_INTEGER_PATTERN says; the pattern the schema shows is {@link wireIntegerPattern}.
 */
export function wireInteger(min: number, max: number) {
  return z
    .string({ error: typeError('fallback') })
    .regex(wireIntegerPattern(min, max), { error: 'fallback' })
    .transform(Number)
    .pipe(z.int().min(min).max(max));
}

/**
 * An id in a path or query string (`"12"` → 12): digits only, 1..MAX_INT4. Anything else
 * fails, so routes can answer 400 without touching the database.
 */
export const idParamSchema = wireInteger(MIN_ID, MAX_INT4);
