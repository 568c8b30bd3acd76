import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '@lesesaal/domain/validation-messages';
import { createI18n } from './i18n';
import { useValidationMessage } from './validation-message';

const files = import.meta.glob<Record<string, unknown>>('../../../domain/src/texts/*/*.json', {
  eager: true,
  import: 'default',
});

/** `[path, text]` of every leaf text of a file. */
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Placeholders that hold numbers. */
const NUMBERS = [
  'count',
  'minutes',
  'max',
  'min',
  'maxBytes',
  'capacity',
  'tickets',
  'free',
  'remaining',
  'page',
  'pages',
];
/** Texts whose numbers stand without a noun that agrees with them („(3)“, „3/4“, „1 und 5“). */
const NO_NOUN = new Set([
  'booking:frame.cart',
  'admin-time-slots:calendar.slot',
  'admin-reservations:list.page',
  'admin-applications:list.page',
  'admin-groups:list.page',
  'admin-audit:page',
  'platform:audit.page',
  'validation:between',
  'validation:fileType',
]);

const texts = Object.entries(files).flatMap(([file, tree]) => {
  const [, language, namespace] =
    /^\.\.\/\.\.\/\.\.\/domain\/src\/texts\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  return leaves(tree).map(([path, text]) => ({ language, key: `${namespace}:${path}`, text }));
});
const keys = new Set(texts.map((t) => `${t.language}/${t.key}`));

describe('plural forms', () => {
  it('gives every text with a counted noun a one and an other form, counted by {{count}}, in both languages', () => {
    const numbered = texts.filter(({ text }) =>
      NUMBERS.some((name) => text.includes(`{{${name}}}`)),
    );
    expect(numbered.length).toBeGreaterThan(40);
    const wrong = numbered
      .filter(({ key }) => !NO_NOUN.has(key.replace(/_(one|other)$/, '')))
      .filter(({ language, key, text }) => {
        const base = key.replace(/_(one|other)$/, '');
        const hasOne = keys.has(`${language}/${base}_one`);
        const hasOther = keys.has(`${language}/${base}_other`) || keys.has(`${language}/${base}`);
        const counted = text.includes('{{count}}') || (base.startsWith('validation:') && hasOne);
        return !(hasOne && hasOther && counted);
      })
      .map(({ language, key }) => `${language}/${key}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['de', 'booking:cart.expiresWarning', 1, 'Ihre Auswahl verfällt in etwa 1 Minute.'],
    ['de', 'booking:calendar.seats', 1, '0 von 1 Platz frei'],
    ['en', 'booking:calendar.seats', 1, '0 of 1 seat free'],
    ['en', 'booking:calendar.remaining', 1, 'You can reserve 0 more of 1 appointment.'],
    ['de', 'admin-time-slots:edit.occupancy', 1, 'Belegt: 0 von 1 Platz'],
    ['en', 'admin-time-slots:book.occupancy', 3, 'Taken: 0 of 3 seats'],
  ] as const)('%s %s with %i', async (language, key, count, expected) => {
    const i18n = await createI18n({ language, namespaces: ['booking', 'admin-time-slots'] });
    expect(i18n.t(key, { count, free: 0, remaining: 0, tickets: 0 })).toBe(expected);
  });
});

function Message({ message }: { message: string }) {
  return <p>{useValidationMessage()(message, 'Feld')}</p>;
}

describe('validation messages count their noun', () => {
  it.each([
    [
      'en',
      validationMessage('maxLength', { max: 1 }),
      'The maximum length allowed is 1 character.',
    ],
    [
      'en',
      validationMessage('maxLength', { max: 40 }),
      'The maximum length allowed is 40 characters.',
    ],
    [
      'de',
      validationMessage('rangeTooLong', { max: 1 }),
      'Der Zeitraum darf höchstens 1 Tag lang sein.',
    ],
    [
      'de',
      validationMessage('rangeTooLong', { max: 366 }),
      'Der Zeitraum darf höchstens 366 Tage lang sein.',
    ],
    [
      'en',
      validationMessage('minLength', { min: 1 }),
      'This field should be at least 1 character long.',
    ],
  ] as const)('%s: %s', async (language, message, expected) => {
    const i18n = await createI18n({ language, namespaces: ['validation'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Message message={message} />
      </I18nextProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
