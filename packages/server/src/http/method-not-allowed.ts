import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keptAnswers } from '@lesesaal/domain/kept-answers';
import { AppError } from './app-error';

interface Pattern {
  /** `['', 'api', 'rooms', ':id']` */
  segments: string[];
  methods: Set<string>;
}

/** Route paths without wildcards and their methods, by path; filled as routes are added. */
export type RoutePaths = Map<string, Pattern>;

/** 0 for a static segment, 1 for a parameter: the router tries static segments first. */
const rank = (segment: string) => (segment.startsWith(':') ? 1 : 0);

function decodedSegments(request: FastifyRequest): string[] | null {
  let path = request.url.split('?')[0] ?? '';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1); // ignoreTrailingSlash
  try {
    return path.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matches(pattern: Pattern, segments: string[]): boolean {
  return (
    pattern.segments.length === segments.length &&
    pattern.segments.every((s, i) => (rank(s) === 1 ? segments[i] !== '' : s === segments[i]))
  );
}

/** Paths whose allowed methods are kept at most (a few hundred bytes each). */
const KEPT_PATHS = 5_000;

/** -1, 0, 1: which pattern the router prefers (static before parameter, segment by segment). */
function compare(a: Pattern, b: Pattern): number {
  for (let i = 0; i < a.segments.length; i++) {
    const d = rank(a.segments[i]!) - rank(b.segments[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * HTTP semantics for known paths: a request whose path is a route of the app but
 * whose method is not answers 405 `method_not_allowed` with the `Allow` header, before the
 * session guard — the path and its methods are public in the OpenAPI document anyway.
 *
 * "The route of a path" is decided as the router does, static segments before parameters,
 * but over all methods at once: `PUT /api/admin/rooms/1/timeslots/capacity` is the capacity
 * path (POST only), not `PUT …/timeslots/{timeSlotId}` with the id `capacity`. Wildcard
 * routes (the web app's page fallback, the `/api/*` catch-all, static files) are no known
 * paths: a method they lack stays a 404. A route's HEAD comes with its GET
 * (`exposeHeadRoutes`), so `Allow` lists both.
 *
 * Call before the first route is added (it listens to `onRoute`).
 */
export function collectRoutePaths(app: FastifyInstance): RoutePaths {
  const byUrl: RoutePaths = new Map();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
    const pattern = byUrl.get(url) ?? { segments: url.split('/'), methods: new Set<string>() };
    for (const method of [route.method].flat()) pattern.methods.add(method);
    byUrl.set(url, pattern);
  });
  return byUrl;
}

/**
 * The 405 check of {@link collectRoutePaths}' paths: installed after the CORS hook, which
 * answers preflights (OPTIONS) itself, and after the CSRF check (a cross-site write is
 * refused as such, whatever its method).
 */
export function installMethodNotAllowed(app: FastifyInstance, byUrl: RoutePaths): void {
  /** The methods of the path the router would pick for `segments`, or null for none. */
  const findAllowed = (segments: string[]): Set<string> | null => {
    let best: Pattern[] = [];
    for (const pattern of byUrl.values()) {
      if (!matches(pattern, segments)) continue;
      const order = best.length === 0 ? -1 : compare(pattern, best[0]!);
      if (order < 0) best = [pattern];
      else if (order === 0) best.push(pattern);
    }
    if (best.length === 0) return null;
    return new Set(best.flatMap((p) => [...p.methods]));
  };
  // The answer depends on the path alone (the routes are all added before the first request):
  // kept per path, so a request scans the route patterns once per path, not every time (ids
  // make many paths: at most KEPT_PATHS). Keyed by the decoded segments as JSON, since a
  // decoded segment may hold a slash.
  const keptAllowed = keptAnswers(KEPT_PATHS, (path) => findAllowed(JSON.parse(path) as string[]));
  const allowedMethods = (segments: string[]) => keptAllowed(JSON.stringify(segments));

  app.addHook('onRequest', async (request, reply) => {
    const matched = request.routeOptions.url;
    // a static route matched with its own method: nothing is preferred over it
    if (matched !== undefined && !matched.includes(':') && !matched.includes('*')) return;
    const segments = decodedSegments(request);
    if (segments === null) return;
    const allowed = allowedMethods(segments);
    if (allowed === null || allowed.has(request.method)) return;
    void reply.header('allow', [...allowed].sort().join(', '));
    throw new AppError('method_not_allowed', 405);
  });
}
