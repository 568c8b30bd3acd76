/// <reference types="vite/client" />
// import.meta.glob: the test reads the catalogue as the web does (vitest is Vite)
/**
 * The one text catalogue of web and server (README.md beside this file): every namespace in
 * both languages with exactly the same keys, no empty text, a plural's forms complete, and
 * the same `{{…}}` placeholders in de and en — a text the server mails or the screens show
 * cannot be missing in one language, whichever side reads it.
 */
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

const LANGUAGES = ['de', 'en'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * `[path, text]` of every leaf (a list's texts by their index, as i18next's `returnObjects`
 * reads them); a leaf that is not a string is `[path, undefined]`.
 */
function leaves(tree: unknown, prefix = ''): Array<[string, string | undefined]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [[prefix, undefined]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaces(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();
}

function texts(language: string, namespace: string): Map<string, string | undefined> {
  const file = files[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`missing ${language}/${namespace}.json`);
  return new Map(leaves(file));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the text catalogue', () => {
  it('has the same namespaces in de and en, the server namespaces among them', () => {
    expect(namespaces('de')).toEqual(expect.arrayContaining(['common', 'server-mail']));
    expect(namespaces('en')).toEqual(namespaces('de'));
  });

  describe.each(namespaces('de'))('namespace %s', (namespace) => {
    const de = texts('de', namespace);
    const en = texts('en', namespace);

    it('has exactly the same keys in de and en', () => {
      expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    });

    it.each(LANGUAGES)('has only non-empty texts in %s', (language) => {
      const empty = [...texts(language, namespace)]
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    // the other form may be the bare key (the validation messages keep the domain's key)
    it.each(LANGUAGES)('gives every plural in %s its one and other form', (language) => {
      const keys = texts(language, namespace);
      const complete = (base: string) =>
        keys.has(`${base}_one`) && (keys.has(`${base}_other`) || keys.has(base));
      const incomplete = [...keys.keys()]
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, ''))
        .filter((base) => !complete(base));
      expect(incomplete).toEqual([]);
    });

    if (namespace.startsWith('server-'))
      it('names the same placeholders in de and en', () => {
        const differ = [...de]
          .filter(([key, text]) => {
            const other = en.get(key);
            return (
              text !== undefined &&
              other !== undefined &&
              placeholders(text).join() !== placeholders(other).join()
            );
          })
          .map(([key]) => key);
        expect(differ).toEqual([]);
      });
  });
});
