import { describe, it, expect } from 'vitest';
import {
  BOOKING_NUMBER_ALPHABET,
  createBookingNumber,
  formatBookingNumber,
  isValidBookingNumber,
  normalizeBookingNumber,
} from './booking-number';

/** Bytes from a fixed sequence, repeated as needed. */
const bytesFrom = (sequence: number[]) => {
  let i = 0;
  return (n: number) => Uint8Array.from({ length: n }, () => sequence[i++ % sequence.length]!);
};

describe('booking numbers', () => {
  it('use no ambiguous characters', () => {
    for (const c of ['0', 'O', '1', 'I', 'L']) expect(BOOKING_NUMBER_ALPHABET).not.toContain(c);
    expect(new Set(BOOKING_NUMBER_ALPHABET).size).toBe(BOOKING_NUMBER_ALPHABET.length);
  });

  it('are eight alphabet characters', () => {
    expect(isValidBookingNumber('ABCD2345')).toBe(true);
    expect(isValidBookingNumber('ABCD234')).toBe(false);
    expect(isValidBookingNumber('ABCD234O')).toBe(false);
    expect(isValidBookingNumber('abcd2345')).toBe(false);
  });

  it('map random bytes to the alphabet and skip bytes that would bias it', () => {
    // 248 and above are rejected; 0 → 'A', 30 → '9', 31 → 'A' again.
    expect(createBookingNumber(bytesFrom([255, 248, 0, 30, 31, 1, 2, 3, 4, 5]))).toBe('A9ABCDEF');
  });

  it('always produce valid numbers from any bytes', () => {
    const random = bytesFrom(Array.from({ length: 97 }, (_, i) => (i * 53) % 256));
    for (let i = 0; i < 50; i++)
      expect(isValidBookingNumber(createBookingNumber(random))).toBe(true);
  });

  it('normalize and format what people type', () => {
    expect(normalizeBookingNumber(' abcd-2345 ')).toBe('ABCD2345');
    for (const typed of [
      'UVNS-GA39',
      'uvns-ga39',
      'UVNS GA39',
      ' uvns \u2013 ga39\t',
      'UvNsGa39',
    ]) {
      expect(normalizeBookingNumber(typed), typed).toBe('UVNSGA39');
    }
    expect(normalizeBookingNumber(formatBookingNumber('UVNSGA39'))).toBe('UVNSGA39');
    expect(formatBookingNumber('abcd2345')).toBe('ABCD-2345');
  });
});
