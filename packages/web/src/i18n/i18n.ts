/**
 * i18next setup. Texts live in the one catalogue of web and server,
 * `packages/domain/src/texts/<language>/<namespace>.json` (its README.md); `de` is the default
 * and the fallback, `en` must have exactly the same keys (i18n.test.ts checks). Each file is
 * its own chunk loaded on first use, so a visitor downloads neither the staff namespaces nor
 * the other language (unless a key is missing there). The server's namespaces (`server-*`:
 * mails, calendar files, exports) are never loaded here.
 *
 * Label overrides (`labelOverride`, a JSON map on the mount element) replace texts
 * of the configured language when a namespace is loaded. Keys are either
 * - `"<namespace>:<key.path>"` — exactly that text, e.g. `"common:screens.home.title"`, or
 * - `"<key.path>"` — that text in every namespace that has it, e.g. `"screens.home.title"`.
 */
import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lesesaal/domain/config';

type Resources = Record<string, unknown>;

// The table of loaders is split in two: the visitor's namespaces in the entry chunk, the
// staff's and the platform's (`admin-*`, `auth`, `platform`) in a chunk of their own
// (./staff-namespaces.ts), fetched with the first of them: out of the visitor's first download.
const loaders = import.meta.glob<Resources>(
  ['./*/*.json', '!./*/admin-*.json', '!./*/auth.json', '!./*/platform.json', '!./*/server-*.json'],
  // keys relative to the catalogue (`./de/common.json`): short, as they are in the entry chunk
  { import: 'default', base: '../../../domain/src/texts' },
);
const staffLoaders = () => import('./staff-namespaces').then((m) => m.staffNamespaceLoaders);

/** Namespaces loaded before the first render (every screen needs them). */
export const INITIAL_NAMESPACES = ['common', 'errors'] as const;

function isRecord(value: unknown): value is Resources {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasPath(tree: Resources, path: string[]): boolean {
  let node: unknown = tree;
  for (const part of path) {
    if (!isRecord(node) || !(part in node)) return false;
    node = node[part];
  }
  return typeof node === 'string';
}

function setPath(tree: Resources, path: string[], value: string): void {
  let node = tree;
  path.slice(0, -1).forEach((part) => {
    const next = node[part];
    node[part] = isRecord(next) ? { ...next } : {};
    node = node[part] as Resources;
  });
  node[path[path.length - 1] as string] = value;
}

/** Returns a copy of one namespace's texts with the overrides that target it applied. */
export function applyLabelOverrides(
  resources: Resources,
  namespace: string,
  overrides: Record<string, string>,
): Resources {
  const result: Resources = { ...resources };
  for (const [rawKey, value] of Object.entries(overrides)) {
    const colon = rawKey.indexOf(':');
    if (colon >= 0) {
      if (rawKey.slice(0, colon) !== namespace) continue;
      setPath(result, rawKey.slice(colon + 1).split('.'), value);
    } else if (hasPath(resources, rawKey.split('.'))) {
      setPath(result, rawKey.split('.'), value);
    }
  }
  return result;
}

/** Loads `./<language>/<namespace>.json` on demand; overrides apply to `overrideLanguage`. */
function jsonBackend(overrideLanguage: Language, overrides: Record<string, string>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const file = `./${language}/${namespace}.json`;
      const load =
        loaders[file] ?? (() => staffLoaders().then((staff) => (staff[file] ? staff[file]() : {})));
      load().then(
        (texts) => {
          const data =
            language === overrideLanguage
              ? applyLabelOverrides(texts, namespace, overrides)
              : texts;
          callback(null, data as ResourceKey);
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

export interface I18nOptions {
  language: Language;
  labelOverride?: Record<string, string>;
  /** namespaces to load before resolving (default: common and errors) */
  namespaces?: readonly string[];
}

/**
 * Creates and initialises an i18next instance. Keeps the `lang` attribute of the page and of
 * `langTarget` (the mount element) equal to the active language (WCAG 3.1.1).
 */
export async function createI18n(
  options: I18nOptions,
  langTarget?: HTMLElement | null,
): Promise<I18n> {
  const i18n = createInstance();
  i18n.use(jsonBackend(options.language, options.labelOverride ?? {})).use(initReactI18next);
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    if (langTarget) langTarget.lang = language;
  });
  await i18n.init({
    lng: options.language,
    fallbackLng: 'de',
    supportedLngs: ['de', 'en'],
    load: 'languageOnly',
    ns: [...(options.namespaces ?? INITIAL_NAMESPACES)],
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18n;
}
