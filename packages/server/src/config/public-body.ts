/**
 * What a public body must publish: the enforcement body's default and whether a start without
 * the legal pages is refused (docs/decisions/public-body.md).
 */
import type { AppConfig } from './types';

/** The federal arbitration body of the disability equality act; a Land archive names its Land's. */
export const DEFAULT_ENFORCEMENT_BODY = {
  name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
  url: 'https://www.schlichtungsstelle-bgg.de',
} as const;

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether this instance is published: run as production (NODE_ENV, whose default is
 * production) at a PUBLIC_URL other than localhost or a loopback address. A fresh checkout
 * started without any configuration (PUBLIC_URL unset = http://localhost:<PORT>) is not.
 */
export function isPublished(config: AppConfig): boolean {
  return config.env === 'production' && !LOOPBACK_HOST.test(new URL(config.publicUrl).hostname);
}

/**
 * The legal notice and the privacy policy a public body must link from every page and mail.
 * Missing on a published instance (not a demo): `refuse`, the start stops with the message.
 * Missing anywhere else (local try-out, demo, development): `warn`, the start goes on.
 */
export function legalPagesCheck(
  config: AppConfig,
  options: { demo: boolean },
): { refuse: string | null; warn: string | null } {
  const missing = [
    config.publicBody.imprintUrl === null ? 'IMPRINT_URL' : null,
    config.publicBody.privacyUrl === null ? 'PRIVACY_URL' : null,
  ].filter((name) => name !== null);
  if (missing.length === 0) return { refuse: null, warn: null };
  const what = `${missing.join(', ')}: the archive's legal notice (Impressum) and privacy policy must be linked from every page and e-mail`;
  if (isPublished(config) && !options.demo) {
    return {
      refuse: `Invalid configuration:\n  - ${what}; set ${missing.join(' and ')} to their http(s) addresses (this instance is published at ${config.publicUrl})`,
      warn: null,
    };
  }
  return {
    refuse: null,
    warn: `${what}; not set, so the pages and e-mails show no such link (fine for a local try-out; a published instance at a PUBLIC_URL other than localhost refuses to start without them)`,
  };
}
