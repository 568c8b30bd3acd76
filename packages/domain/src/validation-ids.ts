/**
 * Ids and whole numbers on the wire: the int4 bounds of an id in a body, and the one
 * spelling of a whole number in a path or query string. Public through validation.ts.
 */
import { z } from 'zod';
import { typeError } from './validation-text';

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
