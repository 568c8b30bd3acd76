import type { FastifyRequest } from 'fastify';
import type { AppContext } from './types';

/**
 * A service (or anything built from an archive's context) for the archive of each request:
 * built once per archive context — a settings change of the archive makes a new context, so
 * a new one — and looked up by `request.archive`. A route registers with
 * `const service = perArchive(createXService)` and calls `service(request).x(…)`: the
 * archive is handed over where the request is, never read from the side.
 */
export function perArchive<T>(make: (context: AppContext) => T): PerArchive<T> {
  const built = new WeakMap<AppContext, T>();
  return (request) => {
    const context = request.archive;
    let made = built.get(context);
    if (made === undefined) {
      made = make(context);
      built.set(context, made);
    }
    return made;
  };
}

/** What {@link perArchive} makes: the thing for the archive of a request. */
export type PerArchive<T> = (request: Pick<FastifyRequest, 'archive'>) => T;
