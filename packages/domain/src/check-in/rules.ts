/**
 * The desk check-in's search: the one rule by which the screen filters the day's
 * list while the desk types, and the server picks whom Enter checks in.
 */
import { normalizeBookingNumber } from '../tickets/booking-number';

/** What the search reads of a line of the day's list. */
export interface CheckInSearchable {
  bookingNumber: string | null;
  title?: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A part of a booking number finds it from this many characters on (one group of the printed form). */
export const BOOKING_NUMBER_PART_MIN = 4;

/** Lower case without accents: `Müller` and `muller` compare equal. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de');
}

/**
 * True when `term` finds the line: its (normalised: case, spaces and dashes ignored) text is
 * the booking number or, from `BOOKING_NUMBER_PART_MIN` characters on, a part of it; or every
 * word of it is part of the name (case and accents ignored). An empty term finds every line.
 */
export function matchesCheckInTerm(line: CheckInSearchable, term: string): boolean {
  const words = fold(term)
    .split(/[\s,]+/u)
    .filter(Boolean);
  if (words.length === 0) return true;
  const number = normalizeBookingNumber(term);
  if (
    line.bookingNumber !== null &&
    (line.bookingNumber === number ||
      (number.length >= BOOKING_NUMBER_PART_MIN && line.bookingNumber.includes(number)))
  )
    return true;
  const name = fold([line.title, line.firstName, line.lastName].filter(Boolean).join(' '));
  return name !== '' && words.every((w) => name.includes(w));
}

/**
 * The lines Enter in the search field would check in: the one whose booking number is the
 * term (normalised) when there is one — a scanner types the whole number — else every line
 * the term finds (`matchesCheckInTerm`). Exactly one: that visitor is checked in; none or
 * several: nobody is.
 */
export function findCheckInMatches<T extends CheckInSearchable>(
  lines: readonly T[],
  term: string,
): T[] {
  const number = normalizeBookingNumber(term);
  if (number === '') return [];
  const exact = lines.filter((l) => l.bookingNumber === number);
  if (exact.length > 0) return exact;
  return lines.filter((l) => matchesCheckInTerm(l, term));
}
