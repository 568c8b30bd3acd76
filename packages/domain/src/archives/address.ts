/**
 * An archive's address rules, shared by the platform API and its screens: the slug (the
 * archive's path `/<slug>/`) and its own host name.
 */

/**
 * Lower-case letter first, then letters, digits and hyphens: 1 to 39 characters. One letter
 * is enough (`/a/`): no path the installation serves has a first segment of one character.
 */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{0,38}$/;

/**
 * First path segments the installation serves itself (or may serve): never an archive's slug,
 * for the router gives a first segment that is a slug to that archive, and the default
 * archive's page (a deep link, a mailed link) would be lost. `default` is the default
 * archive's own. The server's: `api`, `admin`, `assets`, `platform`, `metrics`, `healthz`,
 * `readyz` (and `docs`, `reports`, `static`, `user`, kept free). The visitor app's pages at
 * `/` of the default archive: `room`, `your-reservations`, `your-personal-data`, `summary`,
 * `reservation-confirmation`, `waitlist` and `group` (the links of the mails), the reader's
 * `anmelden` (the sign-in mail's link) and `meine-daten`, and the public body's pages
 * `barrierefreiheit`, `leichte-sprache` and `datenschutz`. The web app's test
 * (`app/reserved-slugs.test.ts`) checks every first segment of its routes against this list.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'anmelden',
  'api',
  'assets',
  'barrierefreiheit',
  'datenschutz',
  'default',
  'docs',
  'group',
  'healthz',
  'leichte-sprache',
  'meine-daten',
  'metrics',
  'platform',
  'readyz',
  'reports',
  'reservation-confirmation',
  'room',
  'static',
  'summary',
  'user',
  'waitlist',
  'your-personal-data',
  'your-reservations',
];

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

/** The longest host name DNS allows. */
export const HOST_NAME_MAX = 253;

/** A DNS host name: labels of letters, digits and inner hyphens, dot-separated, two or more. */
export const HOST_NAME_PATTERN =
  /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
