/**
 * Conditional GETs of stored pictures (room pictures, seat plans): true when an
 * If-None-Match header — a comma-separated list, tags maybe weak (`W/`), or `*` — names
 * `etag` (given with its quotes). The route then answers 304 without the body.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
