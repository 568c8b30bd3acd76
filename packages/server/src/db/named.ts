import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Column, getTableName, is, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * Named (prepared) statements for the hot paths: the hold's statements and the
 * month calendar's are parsed and planned once per connection instead of once per request.
 * On PGlite, planning the hold's first statement cost ~2.5 ms of its ~3 ms (WASM), which
 * decides how fast 1,000 simultaneous holds on a full slot are answered.
 *
 * - PostgreSQL (node-postgres): drizzle's prepared query with a name — the driver parses
 *   the text once per pooled connection and then only binds and executes.
 * - PGlite (one session per instance): `PREPARE name AS text` once per instance, then
 *   `EXECUTE name(...)` with the values as quoted literals (typed by the prepared
 *   statement, as bound parameters are). Prepared statements outlive a rolled-back
 *   transaction, so the set of prepared names per instance stays true.
 *
 * The name is a hash of the statement's text: the text has `$n` placeholders for every
 * value, so one query shape is one name, and a name can never stand for two texts.
 * Results are the same rows `db.execute` gives (drizzle's own type parsers are used).
 */

const dialect = new PgDialect();
const nameOfText = new Map<string, string>();

function nameOf(text: string): string {
  let name = nameOfText.get(text);
  if (!name) {
    name = `ls_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    nameOfText.set(text, name);
  }
  return name;
}

/** The PGlite instance a transaction runs on (set by `trackPgliteTransactions`). */
const instanceOf = new WeakMap<Transaction, PGlite>();
/**
 * The statements prepared (or being prepared) in a PGlite instance's session, by name: a
 * promise, so calls racing for a new statement prepare it once and wait for it.
 */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * Lets `executeNamed` find the instance (and so its prepared names) inside a transaction.
 * Called once per instance when the database is opened; without it, statements inside a
 * PGlite transaction simply run unprepared.
 */
export function trackPgliteTransactions(client: PGlite): void {
  preparedIn.set(client, new Map());
  const original = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    original((tx) => {
      instanceOf.set(tx, client);
      return callback(tx);
    });
}

/** A value as an SQL literal for `EXECUTE` (quoted: typed by the prepared statement). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else throw new TypeError(`no literal for a parameter of type ${typeof value}`);
  if (text.includes('\0')) throw new TypeError('a parameter contains a NUL character');
  // standard_conforming_strings is on (PostgreSQL's default since 9.1, PGlite's too):
  // inside '…' only the quote itself needs doubling.
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Type OIDs whose values stay text, as drizzle's node-postgres driver keeps them (timestamps,
 * dates, intervals and their arrays): named statements give the rows `db.execute` gives.
 */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const queryTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const SCHEMA = Symbol.for('drizzle:Schema');
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const inlined = (chunk: SQL) =>
  (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** A table of the default schema and not an alias, quoted as drizzle writes it; else null. */
function plainTable(table: Table): string | null {
  const symbols = table as unknown as Record<symbol, unknown>;
  return symbols[SCHEMA] === undefined && !symbols[IS_ALIAS] ? quoted(getTableName(table)) : null;
}

/**
 * `dialect.sqlToQuery` for the shapes the hot statements are made of — `sql` templates,
 * nested, `sql.raw`/`sql.join` text, plain values, columns and tables of the default schema,
 * and the `Param`s of drizzle's operators (`eq`, `gt`, …; mapped to the driver's value by the
 * column, as drizzle does) — without drizzle's general walk, whose entity checks were ~10 %
 * of the server's CPU under the hold's load. Null for anything else (aliases, schemas,
 * placeholders, arrays, identifiers, inlined params, unnamed columns). A test pins drizzle's
 * text and parameters, and that the fast path is taken, for every hot statement.
 */
export function fastQuery(query: SQL): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  let text = '';
  const param = (value: unknown) => {
    params.push(value);
    text += `$${params.length}`;
  };
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if (inlined(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (
        chunk === null ||
        typeof chunk === 'string' ||
        typeof chunk === 'number' ||
        typeof chunk === 'boolean' ||
        typeof chunk === 'bigint'
      )
        param(chunk);
      else if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) return false;
        const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (value instanceof SQL) return false;
        param(value);
      } else if (chunk instanceof Column) {
        const table = plainTable(chunk.table);
        if (chunk.keyAsName || table === null) return false;
        text += `${table}.${quoted(chunk.name)}`;
      } else if (chunk instanceof Table) {
        const table = plainTable(chunk);
        if (table === null) return false;
        text += table;
      } else return false;
    }
    return true;
  };
  return !inlined(query) && walk(query.queryChunks) ? { sql: text, params } : null;
}

/** `dialect.sqlToQuery(query)`, by `fastQuery` where it can. */
export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  return fastQuery(query) ?? dialect.sqlToQuery(query);
}

/**
 * node-postgres's query config of a named statement: parsed and planned once per
 * connection, then only bound and executed (straight to the driver, without drizzle's
 * per-call prepared-query objects).
 */
export function namedQueryConfig(query: SQL): pg.QueryConfig & { types: pg.CustomTypesConfig } {
  const { sql: text, params } = toQuery(query);
  return { name: nameOf(text), text, values: params, types: queryTypes };
}

/** `db.execute(query)` as a named (prepared) statement; same result. */
export async function executeNamed(db: Db, query: SQL): Promise<unknown> {
  // drizzle keeps the session internal in its types; it is the one that runs db.execute
  const { session } = db as unknown as { session: PgSession };
  if (!is(session, PgliteSession)) {
    // node-postgres: the session's client is the pool, or a transaction's pooled client
    const { client } = session as unknown as { client: pg.Pool | pg.PoolClient };
    return client.query(namedQueryConfig(query));
  }
  const { sql: text, params } = toQuery(query);
  const name = nameOf(text);
  const client = (session as unknown as { client: PGlite | Transaction }).client;
  const instance = preparedIn.has(client as PGlite)
    ? (client as PGlite)
    : instanceOf.get(client as Transaction);
  const prepared = instance ? preparedIn.get(instance) : undefined;
  if (!prepared || params.some((p) => typeof p === 'object' && p !== null && !(p instanceof Date)))
    return db.execute(query);
  const run = (statement: string) =>
    session.prepareQuery({ sql: statement, params: [] }, undefined, undefined, false).execute();
  // a failed PREPARE (its transaction broke) is forgotten and tried again once
  for (let attempt = 0; ; attempt++) {
    let ready = prepared.get(name);
    if (!ready) {
      const preparing = run(`PREPARE ${name} AS ${text}`);
      prepared.set(name, preparing);
      preparing.catch(() => prepared.get(name) === preparing && prepared.delete(name));
      ready = preparing;
    }
    try {
      await ready;
      break;
    } catch (err) {
      if (attempt > 0) throw err;
    }
  }
  return run(
    params.length ? `EXECUTE ${name}(${params.map(literal).join(', ')})` : `EXECUTE ${name}`,
  );
}

/** A statement and how its result is read: run alone (`runStatement`) or in a batch. */
export interface Statement<T> {
  readonly query: SQL;
  read(result: unknown): T;
}

/** What each statement of a batch reads, in order. */
export type StatementResults<S extends readonly Statement<unknown>[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer T> ? T : never;
};

/** Runs a statement named (`executeNamed`) and reads its result. */
export async function runStatement<T>(db: Db, statement: Statement<T>): Promise<T> {
  return statement.read(await executeNamed(db, statement.query));
}
