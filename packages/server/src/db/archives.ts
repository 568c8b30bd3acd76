import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Many archives on one installation, kept apart by the database (docs/decisions/many-archives.md).
 *
 * Every table holding an archive's data has `archive_id`, and row-level security — enabled
 * and forced — lets a statement see and write only the rows of the archive set for its
 * transaction: `set_config('lesesaal.archive_id', id, true)`. No archive set: nothing is seen
 * and nothing can be written (the column's default and the policies read the same setting).
 * The app's statements run as the role `lesesaal_app` (no superuser, no BYPASSRLS, owns no
 * table), switched to in the same statement; migrations run as the owner.
 *
 * The one place that sets both is {@link SCOPE_STATEMENT}, sent by the db layer as the first
 * statement of every transaction the app runs — on PostgreSQL in the same message as the
 * `BEGIN` ({@link beginScoped}, which every transaction the app opens starts with:
 * `transaction.ts`, `pipelined-transaction.ts`, `archive-scope.ts`), on PGlite set on its one
 * session (`archive-scope.ts`).
 */

/** The archive an existing installation's data belongs to, served at `/` as before. */
export const DEFAULT_ARCHIVE_ID = 1;

/** The role the app's statements run as (made by migration 0017). */
export const APP_ROLE = 'lesesaal_app';

/** The setting that names the transaction's archive (read by the policies and defaults). */
export const ARCHIVE_SETTING = 'lesesaal.archive_id';

/**
 * Small tables shared by all archives: no `archive_id`, no row-level security (in Citus:
 * reference tables, or local to the coordinator). Every other table of the schema belongs to
 * an archive — a test checks both lists against the catalog.
 *
 * - `archives`: the list of archives itself.
 * - `server_secrets`: secrets of the installation (the bot check's HMAC key).
 * - `spent_bot_challenges`: solved bot-check challenges; a signature is unique on its own.
 * - `rate_limit_counters`: limits per visitor address, which protect the installation.
 * - `platform_admins`, `platform_sessions`: the installation's administrators (staff of no
 *   archive) and their sessions.
 * - `platform_audit_log`: the installation's audit log (what the platform's administrators
 *   did); it names archives by id and slug and outlives them.
 */
export const SHARED_TABLES: readonly string[] = [
  'archives',
  'server_secrets',
  'spent_bot_challenges',
  'rate_limit_counters',
  'platform_admins',
  'platform_sessions',
  'platform_audit_log',
];

const archiveContext = new AsyncLocalStorage<number>();

/**
 * Runs `fn` with every statement it starts — however deep, through promises and timers — in
 * archive `archiveId`: a request to `/x/` or to the archive's host name (the router's hook),
 * a background job's run for one archive, a test's work in a second archive.
 */
export function inArchive<T>(archiveId: number, fn: () => T): T {
  return archiveContext.run(archiveId, fn);
}

/**
 * The archive of the transactions the app runs now: the one {@link inArchive} set for this
 * async context, else the default archive — work tied to no request and no archive (the
 * start-up, the command line, a one-archive installation) belongs to it, as all data did
 * before archives existed. The database fails closed on its own: a connection that never
 * sends the scope sees and writes nothing.
 */
export function currentArchiveId(): number {
  return archiveContext.getStore() ?? DEFAULT_ARCHIVE_ID;
}

/**
 * The first statement of every transaction the app runs: the app's role and the archive,
 * both for this transaction only (`is_local`), so nothing outlives it on a pooled connection.
 * `$1` is the archive id as text.
 */
export const SCOPE_STATEMENT = `SELECT set_config('role', '${APP_ROLE}', true), set_config('${ARCHIVE_SETTING}', $1, true)`;

/**
 * {@link SCOPE_STATEMENT} with the archive written into the text, to be sent in one simple-protocol
 * message after `BEGIN` (`BEGIN; SELECT set_config(…)`): PostgreSQL then answers both with one
 * ReadyForQuery and no statement to parse, bind and sync on its own, which costs a transaction
 * about half the server time the separate scope statement took. The archive is an integer the
 * app holds (never a visitor's text): checked to be one before it becomes part of the text,
 * so nothing can be injected through it.
 */
export function scopeStatementFor(archiveId: number): string {
  if (!Number.isSafeInteger(archiveId) || archiveId < 1)
    throw new RangeError(`an archive id is a positive integer, not ${String(archiveId)}`);
  return SCOPE_STATEMENT.replace('$1', `'${archiveId}'`);
}

/**
 * The text that opens every transaction the app runs on PostgreSQL: `BEGIN` and the scope of
 * archive `archiveId` in one simple-protocol message (one answer for both).
 */
export function beginScoped(archiveId: number): string {
  return `BEGIN; ${scopeStatementFor(archiveId)}`;
}
