import { describe, expect, it } from 'vitest';
import { isReservedSlug, RESERVED_SLUGS, SLUG_PATTERN } from './address';

describe('SLUG_PATTERN', () => {
  it('takes a lower-case letter first, then letters, digits and hyphens: 1 to 39 characters', () => {
    for (const slug of ['a', 'b', 'x', 'ab', 'a1', 'stadtarchiv-graz', `a${'b'.repeat(38)}`])
      expect({ slug, ok: SLUG_PATTERN.test(slug) }).toEqual({ slug, ok: true });
  });

  it('refuses an empty slug, a digit or hyphen first, capitals, other characters, 40 characters', () => {
    for (const slug of [
      '',
      '1',
      '-',
      '1a',
      '-a',
      'A',
      'aB',
      'a_b',
      'a.b',
      'a/b',
      'ä',
      ' a',
      `a${'b'.repeat(39)}`,
    ])
      expect({ slug, ok: SLUG_PATTERN.test(slug) }).toEqual({ slug, ok: false });
  });
});

describe('RESERVED_SLUGS', () => {
  it('holds the server’s own first segments and the visitor pages of the default archive', () => {
    for (const segment of ['api', 'admin', 'assets', 'platform', 'metrics', 'healthz', 'readyz'])
      expect(isReservedSlug(segment)).toBe(true);
    for (const segment of [
      'room',
      'summary',
      'waitlist',
      'reservation-confirmation',
      'datenschutz',
    ])
      expect(isReservedSlug(segment)).toBe(true);
    expect(isReservedSlug('default')).toBe(true);
    expect(isReservedSlug('a')).toBe(false);
  });

  it('has no entry of one character and none the pattern refuses (each could be asked for)', () => {
    expect(RESERVED_SLUGS.filter((slug) => slug.length === 1)).toEqual([]);
    expect(RESERVED_SLUGS.filter((slug) => !SLUG_PATTERN.test(slug))).toEqual([]);
  });
});
