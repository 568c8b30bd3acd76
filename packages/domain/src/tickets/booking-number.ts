/**
 * Booking numbers: short codes a visitor reads out on the phone or types from a letter,
 * so the alphabet leaves out look-alikes (0/O, 1/I/L). Uniqueness is the database's job
 * (a unique index); randomness is the caller's (a CSPRNG), so this module stays pure.
 */
import { BOOKING_NUMBER_LENGTH } from '../limits';

/** 31 unambiguous characters: A–Z without I, L, O; digits 2–9. */
export const BOOKING_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const VALID = new RegExp(`^[${BOOKING_NUMBER_ALPHABET}]{${BOOKING_NUMBER_LENGTH}}$`);

/** True for a well-formed booking number (exact length, alphabet characters only). */
export function isValidBookingNumber(value: string): boolean {
  return VALID.test(value);
}

/**
 * What a person typed or copied, made comparable with the stored form: upper case, white
 * space and dashes of any kind (`-`, `–`, …) removed. `uvns-ga39`, `UVNS GA39` and the
 * printed `UVNS-GA39` all give `UVNSGA39`. Every search by booking number goes through here.
 */
export function normalizeBookingNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\p{Pd}]/gu, '');
}

/** Display form in groups of four: `ABCD-EFGH` (normalizes first). */
export function formatBookingNumber(value: string): string {
  return (normalizeBookingNumber(value).match(/.{1,4}/g) ?? []).join('-');
}

/**
 * A new booking number from random bytes. `randomBytes(n)` must return `n` bytes from a
 * CSPRNG (`crypto.getRandomValues`). Bytes ≥ 248 are discarded (rejection sampling) so
 * every character is equally likely: 31^8 ≈ 8.5 × 10^11 numbers.
 */
export function createBookingNumber(randomBytes: (n: number) => Uint8Array): string {
  const alphabetSize = BOOKING_NUMBER_ALPHABET.length;
  const limit = 256 - (256 % alphabetSize);
  let out = '';
  while (out.length < BOOKING_NUMBER_LENGTH) {
    for (const byte of randomBytes(BOOKING_NUMBER_LENGTH * 2)) {
      if (byte < limit) out += BOOKING_NUMBER_ALPHABET[byte % alphabetSize];
      if (out.length === BOOKING_NUMBER_LENGTH) break;
    }
  }
  return out;
}
