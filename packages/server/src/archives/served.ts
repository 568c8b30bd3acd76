import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../db/archives';
import type { Archive } from './registry';

/**
 * The archive a piece of work serves and the path its pages and API are served under. A
 * request to `/x/` serves archive `x` under `/x/`; a request to an archive's own host name,
 * and every request of the default archive, under `/`.
 */
export interface ServedArchive {
  archive: Archive;
  /** `/` or `/x/` (with both slashes) */
  base: string;
}

const servedContext = new AsyncLocalStorage<ServedArchive>();

/**
 * Where an archive is served when no request says how it was reached (mails, jobs): the
 * default archive and an archive with its own host name at `/`, any other at `/x/`.
 */
export function canonicalBase(archive: Archive): string {
  return archive.id === DEFAULT_ARCHIVE_ID || archive.hostName !== null ? '/' : `/${archive.slug}/`;
}

/**
 * Runs `fn` for `served`: every statement it starts runs in that archive (`inArchive`), and
 * {@link servedArchive} answers it — the router's hook for a request, and any work for one
 * archive outside a request that builds links (a job's run: `{ archive, base:
 * canonicalBase(archive) }`).
 */
export function inServedArchive<T>(served: ServedArchive, fn: () => T): T {
  return inArchive(served.archive.id, () => servedContext.run(served, fn));
}

/** The archive the current work serves; undefined: the default archive at `/`. */
export function servedArchive(): ServedArchive | undefined {
  return servedContext.getStore();
}

/**
 * The absolute address of the current archive's visitor app, without a trailing slash, for
 * links in mails: PUBLIC_URL for the default archive (as always), `https://<host name>` (the
 * scheme of PUBLIC_URL) for an archive with its own host name, else `PUBLIC_URL/x`.
 */
export function archivePublicUrl(publicUrl: string, served = servedArchive()): string {
  if (!served || served.archive.id === DEFAULT_ARCHIVE_ID) return publicUrl;
  const { archive } = served;
  if (archive.hostName !== null) return `${new URL(publicUrl).protocol}//${archive.hostName}`;
  return `${publicUrl}/${archive.slug}`;
}
