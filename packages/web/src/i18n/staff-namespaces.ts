/**
 * The loaders of the staff's and the platform's text namespaces (`admin-*`, `auth`,
 * `platform`; each file a chunk of its own): a chunk of their own, fetched by i18n.ts with the
 * first of them, so that the visitor's entry chunk does not carry their file names.
 */
export const staffNamespaceLoaders = import.meta.glob<Record<string, unknown>>(
  ['./*/admin-*.json', './*/auth.json', './*/platform.json'],
  { import: 'default', base: '../../../domain/src/texts' },
);
