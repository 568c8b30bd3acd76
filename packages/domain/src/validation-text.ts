/**
 * The text fields of a request: what a text may hold (no control characters), required and
 * optional texts, and the plain texts a visitor writes (no links). Public through
 * validation.ts.
 */
import { z } from 'zod';
import { statesRefusals } from './refusals';
import { validationMessage, type ValidationKey } from './validation-messages';

const isEmpty = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** Type errors read as "required" for empty input, else as `otherwise`. */
export const typeError =
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
export const orEmpty = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`);

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
