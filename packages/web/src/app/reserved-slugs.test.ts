import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isReservedSlug, SLUG_PATTERN } from '@lesesaal/domain/archives/address';
import { userRoutes } from './routes-user';

/** The first segment of every path of `routes` (and of their children's, relative ones). */
function firstSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path.replace(/^\//, '').split('/')[0]!] : []),
    ...(route.path ? [] : firstSegments(route.children ?? [])),
  ]);
}

// The router gives a first path segment that is an archive's slug to that archive: a page of
// the default archive at `/<segment>` (a deep link, a link in a mail) must never be one.
describe('archive slugs and the web app’s own paths', () => {
  const segments = [...new Set([...firstSegments(userRoutes), 'admin', 'platform', 'assets'])];

  it('reserves every first segment the visitor app and the staff and platform apps use', () => {
    expect(segments).toEqual(expect.arrayContaining(['room', 'waitlist', 'datenschutz']));
    expect(segments.filter((segment) => !isReservedSlug(segment))).toEqual([]);
  });

  it('routes no first segment of one character, so one-letter slugs are free', () => {
    expect(segments.filter((segment) => segment.length === 1)).toEqual([]);
    for (const slug of ['a', 'b', 'z']) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
});
