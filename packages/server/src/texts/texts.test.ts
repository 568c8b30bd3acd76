import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS } from '@lesesaal/domain/texts/server';
import { exportColumn, mailTexts, textsOf } from './index';

/** The keys a text is asked by: `a.b`, a plural's `c_one`/`c_other` as `c`. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('server texts', () => {
  // the keys are typed (a key missing in de does not compile); this reads every one of them
  // through i18next in both languages, as the mails and exports do
  it.each(
    (['de', 'en'] as const).flatMap((language) =>
      (['server-mail', 'server-exports'] as const).map((ns) => [language, ns] as const),
    ),
  )('%s: every key of %s gives a text, not the key', (language, namespace) => {
    const t = textsOf(namespace, language) as (key: string, values?: object) => string;
    const keys = [...new Set(keysOf(SERVER_TEXTS.de[namespace]))];
    expect(keys.length).toBeGreaterThan(20);
    const missing = keys.filter((key) => {
      const text = t(key, { count: 2 });
      return text === key || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('picks the plural form by count, as the screens do', () => {
    expect(mailTexts('de')('waitingList.joinedHow', { count: 1 })).toMatch(/ 1 Stunde lang/);
    expect(mailTexts('de')('waitingList.joinedHow', { count: 0 })).toMatch(/ 0 Stunden lang/);
    expect(mailTexts('en')('waitingList.joinedHow', { count: 1 })).toMatch(/for 1 hour\.$/);
    expect(mailTexts('en')('waitingList.joinedHow', { count: 24 })).toMatch(/for 24 hours\.$/);
  });

  it('inserts a value as it is: no HTML escape, no key, placeholder or nesting read in it', () => {
    const name = `<b>{{name}}</b> $t(server-mail:room) & "O'Brien"`;
    expect(mailTexts('de')('greetingName', { name })).toBe(`Guten Tag ${name},`);
    expect(mailTexts('en')('greetingName', { name })).toBe(`Dear ${name},`);
  });

  it("gives an export's column title in both languages", () => {
    expect(exportColumn('reservations.columns.email')).toEqual({
      de: 'E-Mail-Adresse',
      en: 'E-mail address',
    });
  });
});
