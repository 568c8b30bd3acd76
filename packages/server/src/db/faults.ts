/**
 * Database faults: errors that say "the database cannot be reached right now", not "this
 * request or this code is wrong". The API answers them 503 with `Retry-After`
 * (http/error-handler.ts); the jobs log them once per outage and keep their schedule
 * (jobs/start-jobs.ts).
 */

/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket and name-lookup errors of Node.js when the database host cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away, not yet accepting connections, or not (yet) the
 * primary: 57P01 admin_shutdown (also a terminated backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting, or in recovery), 53300 too_many_connections, 53100 disk_full
 * (the database's disk is full: writes fail until there is space again, reads go on), 25006
 * read_only_sql_transaction (a write reached a standby, or a just-promoted standby still
 * kept read-only). Class 08 (connection exception) is matched as a class.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53100', '25006']);

/**
 * node-postgres's messages for a lost or never-made connection (they carry no code): the
 * socket closed under a client, the pool's or the client's connect timeout, and a query on a
 * client that already lost its connection.
 */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether `err` (or an error it wraps as `cause`, as drizzle does, or one of an
 * `AggregateError`'s, as Node's connect to several addresses of one host gives) says the
 * database is unreachable.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0 && seen.size < 16) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m)))
      return true;
    pending.push((e as { cause?: unknown }).cause);
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** What to log of such an error: its message and code, no SQL, no parameters. */
export function faultSummary(err: unknown): { message: string; code?: string } {
  const e = err as { message?: unknown; code?: unknown; cause?: unknown };
  // drizzle's wrapper carries the failed query in its message; the driver's error is the cause
  const inner =
    e && typeof e === 'object' && e.cause && typeof e.cause === 'object'
      ? (e.cause as { message?: unknown; code?: unknown })
      : e;
  const message = typeof inner?.message === 'string' ? inner.message : String(err);
  return typeof inner?.code === 'string' ? { message, code: inner.code } : { message };
}
