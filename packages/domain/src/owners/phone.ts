/**
 * Phone numbers as people write them — "+49 511 123-4567", "(0511) 1234567", "0511/1234567",
 * "0664.123.45.67" — and the one form the server stores: the digits, with the leading plus
 * when there is one ("+495111234567", "05111234567"). The web form and the server use these
 * same functions (through the schemas of `validation.ts`), so what the form accepts the server
 * accepts, and both store the same form.
 *
 * The rule:
 * - digits, spaces, hyphens, slashes, dots and round brackets; a plus only as the first
 *   character (letters, other signs, a plus further on: `phone`);
 * - written internationally with a plus, a bracketed "(0)" — the trunk prefix people add
 *   for callers in the same country ("+49 (0)511 …") — is dropped, it is not dialled;
 * - the number then has {@link PHONE_DIGITS}.min to {@link PHONE_DIGITS}.max digits
 *   (`phoneTooShort`, `phoneTooLong`): the shortest numbers with their area code have five,
 *   and fifteen (the most an international number has, ITU-T E.164) plus an international
 *   prefix "00" are seventeen.
 */

/** Fewest and most digits of a phone number (after dropping "(0)", see above). */
export const PHONE_DIGITS = { min: 5, max: 17 } as const;

/**
 * The characters a typed phone number may have, as an anchored pattern (the OpenAPI document
 * shows it): an optional leading plus, then digits, spaces and `- / . ( )`.
 */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]*$/;

/** A "(0)" after the country code, with the spaces inside the brackets. */
const TRUNK_ZERO = /\(\s*0\s*\)/g;

/**
 * The stored form of a typed number (trimmed; assumed to match {@link PHONE_PATTERN}): the
 * digits, with the leading plus kept, and "(0)" dropped from an international number.
 */
export function normalisePhone(typed: string): string {
  const text = typed.trim();
  if (text.startsWith('+')) return `+${text.slice(1).replace(TRUNK_ZERO, '').replace(/\D/g, '')}`;
  return text.replace(/\D/g, '');
}

/** How many digits the number has once normalised. */
export function phoneDigitCount(typed: string): number {
  return normalisePhone(typed).replace(/\D/g, '').length;
}

/** What is wrong with a typed, non-empty number, or null when it is fine. */
export function phoneProblem(typed: string): 'phone' | 'phoneTooShort' | 'phoneTooLong' | null {
  const text = typed.trim();
  if (!PHONE_PATTERN.test(text)) return 'phone';
  const digits = phoneDigitCount(text);
  if (digits < PHONE_DIGITS.min) return 'phoneTooShort';
  if (digits > PHONE_DIGITS.max) return 'phoneTooLong';
  return null;
}
