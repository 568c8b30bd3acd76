import type { ClientConfig } from '@lesesaal/domain/config';

/**
 * The visitor pages a public body must offer, relative to the visitor app's base URL. The
 * server answers each of them with the visitor page, so they can be opened directly. They
 * open without accepting the privacy notice first.
 */
export const PUBLIC_BODY_PATHS = {
  statement: '/barrierefreiheit',
  feedback: '/barrierefreiheit/feedback',
  easyLanguage: '/leichte-sprache',
  privacy: '/datenschutz',
} as const;

/**
 * A visitor path (`/barrierefreiheit`) as an address from any interface mode: under the
 * visitor app's base URL, which for a staff interface (served under `/admin/`) is the level
 * above the staff base URL.
 */
export function visitorHref(
  { interface: mode, baseUrl }: Pick<ClientConfig, 'interface' | 'baseUrl'>,
  path: string,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${mode === 'user' ? base : base.slice(0, Math.max(base.lastIndexOf('/'), 0))}${path}`;
}
