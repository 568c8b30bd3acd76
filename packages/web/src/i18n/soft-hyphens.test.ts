/**
 * No cut words: browsers without a hyphenation dictionary (Debian's Chromium)
 * ignore `hyphens: auto`, and `overflow-wrap: anywhere` then breaks a long German word at
 * any letter without a hyphen. The visitor texts therefore carry soft hyphens (U+00AD) in
 * their long compound words: a line breaks there with a visible hyphen, or not at all.
 */
import { describe, expect, it } from 'vitest';

const SOFT_HYPHEN = '\u00ad';

/** Words this long (letters, soft hyphens not counted) need a soft hyphen. */
const LONG_WORD = 14;

/**
 * The visitor screens' namespaces: booking flow, the booking once made, records, the fair
 * opening's waiting room, privacy notice, app shell, the accessibility statement, feedback form
 * and Easy German page, a group's request and its page, the research stay.
 */
const VISITOR_NAMESPACES = [
  'booking',
  'booked',
  'records',
  'opening',
  'privacy',
  'common',
  'public-body',
  'groups',
  'stays',
] as const;

/** Long words that stay whole (none yet: add one with the reason). */
const ALLOWED = new Set<string>([]);

const files = import.meta.glob<Record<string, unknown>>('../../../domain/src/texts/*/*.json', {
  eager: true,
  import: 'default',
});

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${key}` : key),
  );
}

/** The words of a text without interpolations (`{{name}}`) and markup (`<1>`). */
function words(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\u00ad]+/u)
    .filter((word) => word.length > 0);
}

/** Long words of a text whose pieces between soft hyphens are still 14+ letters long. */
function uncutWords(text: string): string[] {
  return words(text).filter(
    (word) =>
      !ALLOWED.has(word.replaceAll(SOFT_HYPHEN, '')) &&
      word.split(SOFT_HYPHEN).some((piece) => piece.length >= LONG_WORD),
  );
}

describe('soft hyphens in long words of the visitor texts', () => {
  it('finds the long words that lack one (the check can fail)', () => {
    expect(uncutWords('Bitte den Datenschutzhinweis lesen, {{Reservierungssystems}}')).toEqual([
      'Datenschutzhinweis',
    ]);
    expect(uncutWords('Bitte den Daten\u00adschutz\u00adhinweis lesen')).toEqual([]);
    expect(uncutWords('Sitzplatz- und Terminreservierung')).toEqual(['Terminreservierung']);
    expect(uncutWords('Termin\u00adreservierungssystem')).toEqual([
      'Termin\u00adreservierungssystem',
    ]);
  });

  for (const language of ['de', 'en']) {
    for (const namespace of VISITOR_NAMESPACES) {
      it(`${language}/${namespace}.json: every word of ${LONG_WORD}+ letters carries soft hyphens`, () => {
        const file = files[`../../../domain/src/texts/${language}/${namespace}.json`];
        expect(file).toBeDefined();
        const uncut = strings(file).flatMap(([key, text]) =>
          uncutWords(text).map((word) => `${key}: ${word}`),
        );
        expect(uncut).toEqual([]);
      });
    }
  }
});
