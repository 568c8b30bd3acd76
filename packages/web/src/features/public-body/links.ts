import type { ClientConfig } from '@lesesaal/domain/config';

/**
 * The visitor pages a public body must offer, relative to the visitor app's base URL. The
 * server answers each of them with the visitor page, so they can be opened directly.
 */
export const PUBLIC_BODY_PATHS = {
  statement: '/barrierefreiheit',
  feedback: '/barrierefreiheit/feedback',
  easyLanguage: '/leichte-sprache',
  privacy: '/datenschutz',
} as const;

/** The visitor paths that open without accepting the privacy notice first. */
export const OPEN_VISITOR_PATHS: readonly string[] = Object.values(PUBLIC_BODY_PATHS);

/**
 * Date the accessibility statement was prepared and last reviewed (ISO date). The one place
 * to change when the statement is reviewed again.
 */
export const STATEMENT_DATE = '2026-11-27';

/** The federal enforcement body, named when the archive configures none of its own. */
export const FEDERAL_ENFORCEMENT_BODY = {
  name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
  url: 'https://www.schlichtungsstelle-bgg.de',
} as const;

/**
 * The visitor app's base URL as seen from the running interface mode: the visitor app's own
 * base URL, or for a staff interface (served under `/admin/`) the level above it.
 */
export function visitorBaseUrl(config: Pick<ClientConfig, 'interface' | 'baseUrl'>): string {
  if (config.interface === 'user') return withSlash(config.baseUrl);
  const trimmed = config.baseUrl.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  const parent = cut < 0 ? '' : trimmed.slice(0, cut);
  return withSlash(parent === '' ? '/' : parent);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A visitor path (`/barrierefreiheit`) as an address from any interface mode. */
export function visitorHref(
  config: Pick<ClientConfig, 'interface' | 'baseUrl'>,
  path: string,
): string {
  return `${visitorBaseUrl(config)}${path.replace(/^\//, '')}`;
}
