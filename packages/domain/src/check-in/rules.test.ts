import { describe, expect, it } from 'vitest';
import { findCheckInMatches, matchesCheckInTerm } from './rules';

const anna = { bookingNumber: 'UVNSGA39', title: 'Dr.', firstName: 'Anna', lastName: 'Müller' };
const bert = { bookingNumber: 'KQ7PXW2M', title: null, firstName: 'Bert', lastName: 'Mülleder' };
const erased = { bookingNumber: 'ZZ22ZZ22', title: null, firstName: null, lastName: null };
const day = [anna, bert, erased];

describe('check-in search', () => {
  it('finds a booking number typed with or without dash, spaces or capitals', () => {
    for (const term of ['UVNS-GA39', 'uvns ga39', 'uvnsga39', ' UVNS–GA39 ']) {
      expect(matchesCheckInTerm(anna, term), term).toBe(true);
      expect(matchesCheckInTerm(bert, term), term).toBe(false);
    }
    expect(matchesCheckInTerm(anna, 'ga39')).toBe(true); // one printed group
    expect(matchesCheckInTerm(anna, 'a3')).toBe(false); // too short a part
  });

  it('finds names by every word, ignoring case and accents', () => {
    expect(matchesCheckInTerm(anna, 'muller')).toBe(true);
    expect(matchesCheckInTerm(anna, 'anna MÜLL')).toBe(true);
    expect(matchesCheckInTerm(anna, 'Müller, Anna')).toBe(true);
    expect(matchesCheckInTerm(anna, 'anna bert')).toBe(false);
    expect(matchesCheckInTerm(erased, 'anna')).toBe(false);
    expect(matchesCheckInTerm(erased, '  ')).toBe(true);
  });

  it('lets Enter pick the exact booking number, else every line the term finds', () => {
    expect(findCheckInMatches(day, 'kq7p-xw2m')).toEqual([bert]);
    expect(findCheckInMatches(day, 'Mülle')).toEqual([anna, bert]);
    expect(findCheckInMatches(day, 'Anna')).toEqual([anna]);
    expect(findCheckInMatches(day, 'XXXXXXXX')).toEqual([]);
    expect(findCheckInMatches(day, ' - ')).toEqual([]);
  });
});
