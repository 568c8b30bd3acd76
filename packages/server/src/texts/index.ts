import { createInstance } from 'i18next';
import type { Language } from '@lesesaal/domain/config';
import { SERVER_TEXTS, type ServerNamespace } from '@lesesaal/domain/texts/server';

/**
 * The server's texts: mails, calendar files and exports, looked up in the one catalogue of
 * web and server (`packages/domain/src/texts/<language>/server-*.json`) by i18next itself, so
 * a text behaves as it does on the screens — `{{name}}` interpolation, `_one`/`_other`
 * plurals by `count` (docs/decisions/i18n.md says why i18next and not a lookup of our own).
 * Keys are typed: a key that is not in the German file does not compile, and texts.test.ts
 * checks that every key exists in both languages.
 *
 * Nothing here escapes: mails escape their HTML part where they build it (escapeHtml), and an
 * interpolated value (a visitor's name) is inserted as it is, never read as a key, a nested
 * `$t(…)` or another `{{…}}` (i18next's `skipOnVariables`).
 */
const i18n = createInstance();
void i18n.init({
  resources: SERVER_TEXTS,
  lng: 'de',
  fallbackLng: false,
  supportedLngs: ['de', 'en'],
  ns: Object.keys(SERVER_TEXTS.de),
  defaultNS: false,
  initAsync: false, // the resources are here: init is done when it returns
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  returnEmptyString: false,
});

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `{a: {b: 'x'}, c_one: 'y', c_other: 'z'}` → `'a.b' | 'c'`: the keys a text is asked by. */
type KeyOf<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string
    ? K extends `${infer Base}_${PluralSuffix}`
      ? Base
      : K
    : `${K}.${KeyOf<Tree[K]>}`;
}[keyof Tree & string];

export type TextKey<NS extends ServerNamespace> = KeyOf<(typeof SERVER_TEXTS)['de'][NS]>;

/** Values put into a text's `{{…}}`; `count` picks the plural form. */
type TextValues = Record<string, string | number>;

/** The texts of one namespace in one language: `t('waitingList.joinedHow', { count: 2 })`. */
export type Texts<NS extends ServerNamespace> = (key: TextKey<NS>, values?: TextValues) => string;

export function textsOf<NS extends ServerNamespace>(namespace: NS, language: Language): Texts<NS> {
  // i18next's own key typing knows none of these namespaces: the key is typed above
  const t = i18n.getFixedT(language, namespace) as (key: string, values: TextValues) => string;
  return (key, values) => t(key, values ?? {});
}

/** The mails' texts (and their calendar files'), in the mail's language. */
export const mailTexts = (language: Language): Texts<'server-mail'> =>
  textsOf('server-mail', language);

/** The exports' texts, in the staff member's language. */
export const exportTexts = (language: Language): Texts<'server-exports'> =>
  textsOf('server-exports', language);

/** An export's column title in both languages (an export picks the one of its file). */
export function exportColumn(key: TextKey<'server-exports'>): { de: string; en: string } {
  return { de: exportTexts('de')(key), en: exportTexts('en')(key) };
}
