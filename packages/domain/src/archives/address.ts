/**
 * An archive's address rules, shared by the platform API and its screens: the slug (the
 * archive's path `/<slug>/`) and its own host name.
 */

/** Lower-case letter first, then letters, digits and hyphens: 2 to 39 characters. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{1,38}$/;

/**
 * First path segments the installation serves itself (or may serve): never an archive's slug.
 * `default` is the default archive's own.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'admin',
  'api',
  'assets',
  'default',
  'docs',
  'healthz',
  'metrics',
  'platform',
  'readyz',
  'reports',
  'static',
  'user',
];

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

/** The longest host name DNS allows. */
export const HOST_NAME_MAX = 253;

/** A DNS host name: labels of letters, digits and inner hyphens, dot-separated, two or more. */
export const HOST_NAME_PATTERN =
  /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
