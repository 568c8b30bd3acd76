import { DEFAULT_ARCHIVE_ID } from '../db/archives';
import type { Archive } from './registry';

/**
 * The archive a request serves and the path its pages and API are served under. A request to
 * `/x/` serves archive `x` under `/x/`; a request to an archive's own host name, and every
 * request of the default archive, under `/`.
 */
export interface ServedArchive {
  archive: Archive;
  /** `/` or `/x/` (with both slashes) */
  base: string;
}

/**
 * Where an archive is served when no request says how it was reached (mails, jobs): the
 * default archive and an archive with its own host name at `/`, any other at `/x/`.
 */
export function canonicalBase(archive: Archive): string {
  return archive.id === DEFAULT_ARCHIVE_ID || archive.hostName !== null ? '/' : `/${archive.slug}/`;
}

/**
 * The absolute address of an archive's visitor app, without a trailing slash, for links in
 * mails: PUBLIC_URL for the default archive (as always), `https://<host name>` (the scheme of
 * PUBLIC_URL) for an archive with its own host name, else `PUBLIC_URL/x`.
 */
export function archivePublicUrl(publicUrl: string, archive: Archive | undefined): string {
  if (!archive || archive.id === DEFAULT_ARCHIVE_ID) return publicUrl;
  if (archive.hostName !== null) return `${new URL(publicUrl).protocol}//${archive.hostName}`;
  return `${publicUrl}/${archive.slug}`;
}
