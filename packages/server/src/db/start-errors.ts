import { ConfigError } from '../config';
import { parseHostList } from '../config/database';
import { DataDirLockedError } from './data-dir-lock';
import {
  DatabaseNewerError,
  extensionsOfMigrations,
  migrationOfStatement,
} from './migration-journal';

/**
 * Why a start failed, in one line that names the cause and the fix — the one place that
 * turns the errors a start meets (PostgreSQL's SQLSTATEs, the network's and the file
 * system's codes, a port in use) into such lines (docs/operations.md, "When the start
 * fails"). The database layer wraps what it meets while opening PostgreSQL in a
 * {@link StartFailure} ({@link explainDatabaseError}: only it knows which URL and role
 * failed); the server's start prints {@link startFailureMessage} and exits with 1. An error
 * not known here keeps its message and stack: that one is a bug to look at.
 */

/** An expected start failure: its message names cause and fix; no stack is printed. */
export class StartFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartFailure';
  }
}

/** What the database layer knows about the connection that failed. */
export interface DatabaseTarget {
  url: string;
  /** the variable naming the URL, for the message */
  variable: 'DATABASE_URL' | 'DATABASE_OWNER_URL';
  /** what failed: the migrations (as the owner) or the app's first statement */
  step: 'migrate' | 'app';
  connectTimeoutMs: number;
  migrationsFolder: string;
  /** `current_user` and `current_database()` once connected */
  session?: { role: string; database: string };
}

/** The parts of an error the translation reads: the driver's, under drizzle's wrapper. */
interface Fault {
  code: string | undefined;
  message: string;
  /** the statement drizzle was running, when it was one */
  query: string | undefined;
  syscall: string | undefined;
  path: string | undefined;
  errors: Array<{ code?: string; message?: string }> | undefined;
}

function faultOf(err: unknown): Fault {
  let query: string | undefined;
  let e: unknown = err;
  // drizzle's DrizzleQueryError carries the statement and the driver's error as `cause`;
  // the driver's own causes (a timeout's "terminated unexpectedly") say less than it
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const o = e as Record<string, unknown>;
    if (typeof o.query !== 'string' || !o.cause) break;
    query ??= o.query;
    e = o.cause;
  }
  const o = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
  return {
    code: typeof o.code === 'string' ? o.code : undefined,
    message: typeof o.message === 'string' ? o.message : String(e),
    query,
    syscall: typeof o.syscall === 'string' ? o.syscall : undefined,
    path: typeof o.path === 'string' ? o.path : undefined,
    errors: Array.isArray(o.errors) ? (o.errors as Fault['errors']) : undefined,
  };
}

/** A role or database name as SQL takes it: bare when it can be, quoted otherwise. */
export function sqlIdentifier(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/** `host:port` (or the host list) and database of a URL, never its password. */
function describeUrl(url: string): { server: string; role: string | undefined; database: string } {
  let role: string | undefined;
  let database = '';
  let server = 'the server of the URL';
  try {
    const list = parseHostList(url);
    const parsed = new URL(list ? list.hostUrls[0]! : url);
    role = parsed.username ? decodeURIComponent(parsed.username) : undefined;
    database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (list) server = list.hosts.join(', ');
    else if (parsed.hostname) server = `${parsed.hostname}:${parsed.port || '5432'}`;
    else server = 'the local socket';
  } catch {
    // an unparsable URL was refused by the configuration already; say what we know
  }
  return { server, role, database: database || role || '(the default database)' };
}

/** The role and database a message names: the session's once connected, else the URL's. */
function who(target: DatabaseTarget) {
  const url = describeUrl(target.url);
  const role = target.session?.role ?? url.role;
  return {
    server: url.server,
    role: role ?? 'the role of the URL',
    roleSql: role ? sqlIdentifier(role) : '<the role>',
    database: target.session?.database ?? url.database,
  };
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * The translation of an error met while opening PostgreSQL (connecting, migrating as the
 * owner, or the app's first statement) into a {@link StartFailure}; `err` itself when it is
 * not one of the known causes (and then not a start's expected failure).
 */
export function explainDatabaseError(err: unknown, target: DatabaseTarget): unknown {
  if (err instanceof StartFailure || err instanceof DatabaseNewerError) return err;
  const fault = faultOf(err);
  const message = databaseMessage(fault, target);
  return message ? new StartFailure(message, { cause: err }) : err;
}

function databaseMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  return (
    connectionMessage(fault, target) ??
    loginMessage(fault, target) ??
    privilegeMessage(fault, target) ??
    extensionMessage(fault, target) ??
    migrationMessage(fault, target)
  );
}

const UNREACHABLE = new Set(['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

function connectionMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  const { server } = who(target);
  const v = target.variable;
  const tail = `then start again (docs/operations.md, "When the start fails").`;
  if (fault.code === 'ECONNREFUSED')
    return `Cannot reach PostgreSQL at ${server} (${v}): connection refused. Fix: start PostgreSQL there, or correct the host and port in ${v} (PostgreSQL must listen on that address: listen_addresses, port); ${tail}`;
  if (fault.code === 'ENOTFOUND' || fault.code === 'EAI_AGAIN')
    return `Cannot reach PostgreSQL at ${server} (${v}): the host name does not resolve (${fault.code}). Fix: correct the host in ${v}, or its DNS or /etc/hosts entry; ${tail}`;
  if (
    (fault.code && UNREACHABLE.has(fault.code)) ||
    /connection timeout|timeout exceeded when trying to connect/i.test(fault.message)
  )
    return `Cannot reach PostgreSQL at ${server} (${v}): no answer within ${seconds(target.connectTimeoutMs)} (${fault.code ?? 'connection timeout'}). Fix: check that the host is up and that no firewall drops the connection, or correct the host and port in ${v} (DATABASE_CONNECT_TIMEOUT_SECONDS sets the wait); ${tail}`;
  if (fault.code === '08001' && fault.errors)
    return `Cannot reach a writable PostgreSQL in ${v}'s host list (${fault.message}; ${fault.errors.map((e) => e.code ?? e.message).join(', ')}). Fix: start the primary, or correct the hosts in ${v}; ${tail}`;
  if (fault.code === '57P03')
    return `PostgreSQL at ${server} (${v}) does not accept connections now: ${fault.message} (SQLSTATE 57P03). Fix: wait until it has started (or point ${v} at the primary); ${tail}`;
  if (fault.code === '53300')
    return `PostgreSQL at ${server} (${v}) has no connection left: ${fault.message} (SQLSTATE 53300). Fix: raise max_connections, or lower DATABASE_POOL_SIZE × the number of instances; ${tail}`;
  if (fault.code === '25006')
    return `PostgreSQL at ${server} (${v}) is read-only (a standby?): ${fault.message} (SQLSTATE 25006). Fix: point ${v} at the primary (or list every host with target_session_attrs=read-write); ${tail}`;
  return undefined;
}

function loginMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  const { server, role, roleSql, database } = who(target);
  const v = target.variable;
  if (fault.code === '28P01')
    return `PostgreSQL at ${server} refused the password of role "${role}" (${v}): ${fault.message} (SQLSTATE 28P01). Fix: correct the user name or password in ${v} (special characters percent-encoded), or set the role's password (ALTER ROLE ${roleSql} PASSWORD '…';), then start again.`;
  if (fault.code === '28000')
    return `PostgreSQL at ${server} refused the login of role "${role}" to database "${database}" (${v}): ${fault.message} (SQLSTATE 28000). Fix: create the role if it is missing (CREATE ROLE ${roleSql} LOGIN PASSWORD '…';), or allow it in pg_hba.conf for this host and database and reload PostgreSQL, or correct the user in ${v}; then start again.`;
  if (fault.code === '3D000')
    return `PostgreSQL at ${server} has no database "${database}" (${v}): ${fault.message} (SQLSTATE 3D000). Fix: create it with its owner as a superuser (CREATE DATABASE ${sqlIdentifier(database)} OWNER ${roleSql};), or correct the database name in ${v}; then start again.`;
  return undefined;
}

/** The statements of migration 0017 that need CREATEROLE (or a superuser's help). */
const CREATES_APP_ROLE = /CREATE ROLE lesesaal_app/i;
const GRANTS_APP_ROLE = /GRANT lesesaal_app TO/i;

function privilegeMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  if (fault.code !== '42501') return undefined;
  const { role, roleSql, database } = who(target);
  const query = fault.query ?? '';
  const v = target.variable;
  const why = `${fault.message} (SQLSTATE 42501)`;
  const docs = `then start again (docs/operations.md, "The app's database role").`;
  if (target.step === 'app')
    return `The app's role "${role}" (${v}) cannot run the app's statements: ${why}. Every transaction switches to the role lesesaal_app, so "${role}" must be a member of it. Fix: as a superuser, run GRANT lesesaal_app TO ${roleSql}; ${docs}`;
  if (CREATES_APP_ROLE.test(query))
    return `The schema owner "${role}" (${v}) may not create roles, and the role lesesaal_app the app's statements run as does not exist yet: ${why}. Fix: as a superuser, run once on this PostgreSQL server: CREATE ROLE lesesaal_app NOLOGIN; GRANT lesesaal_app TO ${roleSql}; (or give "${role}" CREATEROLE), ${docs}`;
  if (GRANTS_APP_ROLE.test(query))
    return `The schema owner "${role}" (${v}) is not a member of the role lesesaal_app and may not make itself one: ${why}. Fix: as a superuser, run GRANT lesesaal_app TO ${roleSql}; ${docs}`;
  if (/CREATE EXTENSION/i.test(query)) return undefined; // extensionMessage
  if (/CREATE SCHEMA/i.test(query) || /for (database|schema)/i.test(fault.message))
    return `The schema owner "${role}" (${v}) may not create the schema in database "${database}": ${why}. The migrations run as the database's owner. Fix: as a superuser, run ALTER DATABASE ${sqlIdentifier(database)} OWNER TO ${roleSql}; (or set DATABASE_OWNER_URL to the database's owner), then start again.`;
  return `The schema owner "${role}" (${v}) lacks a privilege the migrations need: ${why}. Fix: run the migrations as the role that owns the database and its tables (DATABASE_OWNER_URL, or DATABASE_URL when one role does both), then start again.`;
}

function extensionMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  const query = fault.query ?? '';
  const match = /CREATE EXTENSION(?: IF NOT EXISTS)? "?(\w+)"?/i.exec(query);
  if (!match) return undefined;
  const { server, role, database } = who(target);
  const all = extensionsOfMigrations(target.migrationsFolder);
  const create = all.map((name) => `CREATE EXTENSION IF NOT EXISTS ${name};`).join(' ');
  const why = `${fault.message} (SQLSTATE ${fault.code ?? 'unknown'})`;
  if (fault.code === '58P01' || fault.code === '0A000')
    return `PostgreSQL at ${server} does not have the extension ${match[1]} installed: ${why}. Fix: install the server's contrib modules (Debian and Ubuntu: part of the postgresql-NN package; RHEL: postgresqlNN-contrib), then start again; the migrations create ${all.join(' and ')} themselves.`;
  if (fault.code === '42501')
    return `The schema owner "${role}" may not create the extension ${match[1]} in database "${database}": ${why}. Fix: as a superuser, in database "${database}", run once: ${create} (or make "${role}" the database's owner), then start again.`;
  return undefined;
}

function migrationMessage(fault: Fault, target: DatabaseTarget): string | undefined {
  if (target.step !== 'migrate' || !fault.query || !fault.code) return undefined;
  const migration = migrationOfStatement(fault.query, target.migrationsFolder);
  if (!migration) return undefined;
  const { server, role, database } = who(target);
  return `Migration ${migration.tag} failed on database "${database}" at ${server} as "${role}": ${fault.message} (SQLSTATE ${fault.code}). Nothing of this start's migrations was kept (they run in one transaction). Fix the cause named, or restore the backup taken before the upgrade, then start again.`;
}

/** What the start knows when it fails: for messages about DATA_DIR and the port. */
export interface StartContext {
  dataDir?: string | null | undefined;
  /** whether the embedded database (DATA_DIR) was being opened */
  embedded?: boolean;
  host?: string | undefined;
  port?: number | undefined;
}

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOSPC', 'EEXIST']);

/** The account the server runs as, for messages. */
function account(): string {
  const uid = process.getuid?.();
  return uid === undefined ? 'this account' : `this account (uid ${uid})`;
}

/**
 * The one line a start failure prints, or undefined for an error no start expects (print
 * it with its stack). Covers the database's (through {@link explainDatabaseError}), the
 * configuration, DATA_DIR and the port.
 */
export function startFailureMessage(err: unknown, context: StartContext = {}): string | undefined {
  if (err instanceof StartFailure) return err.message;
  if (err instanceof DataDirLockedError || err instanceof DatabaseNewerError) return err.message;
  if (err instanceof ConfigError)
    return `Invalid configuration: ${err.problems.join('; ')}. Fix: correct these variables (README.md, "Configuration"; .env.example lists them all), then start again.`;
  const fault = faultOf(err);
  if (fault.syscall === 'listen') return listenMessage(fault, context);
  const dataDir = context.dataDir;
  if (
    context.embedded &&
    dataDir &&
    fault.code &&
    NOT_WRITABLE.has(fault.code) &&
    fault.path &&
    (fault.path.startsWith(dataDir) || dataDir.startsWith(fault.path))
  ) {
    const failed = `${fault.code} on ${fault.syscall ?? 'access'} ${fault.path}`;
    if (fault.code === 'ENOSPC')
      return `DATA_DIR ${dataDir} has no space left (${failed}). Fix: free space on its file system or move DATA_DIR, then start again.`;
    if (fault.code === 'ENOTDIR' || fault.code === 'EEXIST')
      return `DATA_DIR ${dataDir} is no directory (${failed}: a part of the path is a file). Fix: set DATA_DIR to a directory, or to a path where one can be made, then start again.`;
    return `DATA_DIR ${dataDir} cannot be written by ${account()} (${failed}). Fix: make it the server account's (mkdir -p ${dataDir} && chown -R <that user> ${dataDir}), or set DATA_DIR to a directory that account may write, then start again.`;
  }
  return undefined;
}

function listenMessage(fault: Fault, context: StartContext): string | undefined {
  const where = `${context.host ?? 'the host'}:${context.port ?? '?'}`;
  if (fault.code === 'EADDRINUSE')
    return `Port ${context.port} on ${context.host} is in use by another process (EADDRINUSE). Fix: stop that process (ss -ltnp 'sport = :${context.port}' names it), or set PORT to a free port, then start again.`;
  if (fault.code === 'EACCES')
    return `This account may not listen on ${where} (EACCES: ports below 1024 need privileges). Fix: set PORT to 1024 or above behind a reverse proxy, or give the process CAP_NET_BIND_SERVICE, then start again.`;
  if (fault.code === 'EADDRNOTAVAIL')
    return `HOST ${context.host} is no address of this machine (EADDRNOTAVAIL). Fix: set HOST to one of its addresses (0.0.0.0 for all, 127.0.0.1 behind a local proxy), then start again.`;
  return undefined;
}
