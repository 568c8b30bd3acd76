import { describe, expect, it } from 'vitest';
import { ERROR_CODES, RULE_CODES } from '@lesesaal/domain/errors';
import { VALIDATION_KEYS } from '@lesesaal/domain/validation-messages';
import { ApiError } from '../api/client';
import { translateError } from './error-message';
import { applyLabelOverrides, createI18n } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../../../domain/src/texts/*/*.json', {
  eager: true,
  import: 'default',
});

/** The one catalogue of web and server (packages/domain/src/texts). */
const TEXTS = '../../../domain/src/texts';

/** `{a: {b: 'x'}, c: 'y'}` → `['a.b', 'c']` */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaces(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`${TEXTS}/${language}/`))
    .map((path) => path.slice(`${TEXTS}/${language}/`.length, -'.json'.length))
    .sort();
}

function texts(language: string, namespace: string): Record<string, unknown> {
  const file = files[`${TEXTS}/${language}/${namespace}.json`];
  if (!file) throw new Error(`missing ${language}/${namespace}.json`);
  return file;
}

describe('translations', () => {
  it('has the same namespaces in de and en', () => {
    expect(namespaces('de').length).toBeGreaterThan(0);
    expect(namespaces('en')).toEqual(namespaces('de'));
  });

  it.each(namespaces('de'))(
    'has exactly the same keys in de and en for namespace %s',
    (namespace) => {
      const de = keyPaths(texts('de', namespace)).sort();
      expect(keyPaths(texts('en', namespace)).sort()).toEqual(de);
    },
  );

  it.each(['de', 'en'])('has no empty text in %s', (language) => {
    for (const namespace of namespaces(language)) {
      const tree = texts(language, namespace);
      for (const path of keyPaths(tree)) {
        const value = path
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(
          typeof value === 'string' && value.trim() !== '',
          `${language}/${namespace}: ${path}`,
        ).toBe(true);
      }
    }
  });

  it('has a message for every error code, every booking rule variant and every local error', () => {
    const expected = [
      ...ERROR_CODES,
      ...RULE_CODES.map((rule) => `ticket__validation_error_${rule}`),
      'network_error',
      'cancelled',
      'timeout',
      'missing_parameter',
    ];
    expect(Object.keys(texts('de', 'errors'))).toEqual(expect.arrayContaining(expected));
  });

  it('has a message for every validation key of the domain', () => {
    expect(Object.keys(texts('de', 'validation'))).toEqual(
      expect.arrayContaining([...VALIDATION_KEYS]),
    );
  });
});

describe('label overrides', () => {
  const common = { appName: 'Lesesaal', screens: { home: { title: 'Terminreservierung' } } };

  it('replaces a namespaced key only in that namespace', () => {
    const overrides = { 'common:screens.home.title': 'Platz buchen' };
    expect(applyLabelOverrides(common, 'common', overrides)).toEqual({
      appName: 'Lesesaal',
      screens: { home: { title: 'Platz buchen' } },
    });
    expect(applyLabelOverrides({ screens: { home: { title: 'x' } } }, 'auth', overrides)).toEqual({
      screens: { home: { title: 'x' } },
    });
  });

  it('replaces a plain key wherever it exists and adds it nowhere else', () => {
    expect(applyLabelOverrides(common, 'common', { appName: 'Archiv-Lesesaal' }).appName).toBe(
      'Archiv-Lesesaal',
    );
    expect(
      applyLabelOverrides({ title: 'Anmeldung' }, 'auth', { appName: 'Archiv-Lesesaal' }),
    ).toEqual({
      title: 'Anmeldung',
    });
  });

  it('applies to the configured language only', async () => {
    const i18n = await createI18n({
      language: 'de',
      labelOverride: { 'common:screens.home.title': 'Platz buchen' },
    });
    expect(i18n.t('screens.home.title')).toBe('Platz buchen');
    await i18n.changeLanguage('en');
    expect(i18n.t('screens.home.title')).toBe('Appointment reservation');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('translateError', () => {
  it('shows the rule message of a booking failure, the plain code for unknown payloads, else unknown', async () => {
    const i18n = await createI18n({ language: 'en' });
    const t = i18n.getFixedT('en', 'errors');
    const error = (body: unknown) =>
      new ApiError({
        status: 409,
        body,
        code: (body as { error: string }).error,
        messageKey: (body as { error: string }).error,
      });
    const booking = new ApiError({
      status: 409,
      body: {},
      code: 'ticket__validation_error',
      messageKey: 'ticket__validation_error_timeslot_not_open',
    });
    expect(translateError(t, booking)).toMatch(/no longer be booked online/);
    const validation = new ApiError({
      status: 400,
      body: {},
      code: 'validation__error',
      messageKey: 'validation__error_body.email',
    });
    expect(translateError(t, validation)).toMatch(/e-mail address or the telephone number/);
    expect(translateError(t, error({ error: 'something_new' }))).toBe(
      'An unknown error occurred. Please try again later.',
    );
    expect(translateError(t, new Error('boom'))).toBe(
      'An unknown error occurred. Please try again later.',
    );
  });
});
