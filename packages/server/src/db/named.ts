import { createHash } from 'node:crypto';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { fillPlaceholders, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/**
 * Named (prepared) statements for the hot paths: the hold's statements and the
 * month calendar's are parsed and planned once per connection instead of once per request.
 * On PGlite, planning the hold's first statement cost ~2.5 ms of its ~3 ms (WASM), which
 * decides how fast 1,000 simultaneous holds on a full slot are answered.
 *
 * Only the libraries' public, documented API is used:
 * - the text and parameters of a `sql` template: drizzle's `PgDialect.sqlToQuery`;
 * - the driver client behind the root database: drizzle's `db.$client`;
 * - PostgreSQL: node-postgres's query config with a `name` (prepared once per pooled
 *   connection, then only bound and executed) and its `types` option;
 * - PGlite (one session per instance, no named statements in its API): `PREPARE name AS
 *   text` once per instance, then `EXECUTE name(...)` with the values as literals escaped by
 *   node-postgres's `escapeLiteral` (typed by the prepared statement, as bound parameters
 *   are); rows read with PGlite's `parsers` option as drizzle reads them.
 *
 * The name is a hash of the statement's text: the text has `$n` placeholders for every
 * value, so one query shape is one name, and a name can never stand for two texts.
 * Results are the same rows `db.execute` gives.
 *
 * Inside a drizzle transaction (`db.transaction`) drizzle does not expose the connection,
 * so a statement runs there as `db.execute` (unnamed, planned per call); the hold's
 * transaction is `pipelinedTransaction`, which holds its connection itself and names them.
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

/** A statement's text (`$n` for every value) and its values: what the driver is given. */
export interface CompiledQuery {
  readonly text: string;
  readonly params: readonly unknown[];
}

/** A statement as drizzle SQL, or already compiled from a {@link queryShape}. */
export type Query = SQL | CompiledQuery;

/** The text (`$n` for every value) and the parameters of a statement, as drizzle builds them. */
function toQuery(query: Query): { sql: string; params: unknown[] } {
  return query instanceof SQL
    ? dialect.sqlToQuery(query)
    : { sql: query.text, params: [...query.params] };
}

/**
 * A compiled statement as drizzle SQL again (for `db.execute` inside a drizzle transaction):
 * its text between the `$n` markers as raw SQL, each value as a parameter.
 */
function asSql(query: Query): SQL {
  if (query instanceof SQL) return query;
  const parts = query.text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${query.params[Number(part) - 1]}`)),
  );
}

/** What a shape's builder puts where a value goes: drizzle's `sql.placeholder(name)`. */
export type Slot = Placeholder;

/**
 * A statement shape: the SQL is built ONCE with drizzle's `sql.placeholder(name)` wherever a
 * value goes and turned into text once (`sqlToQuery`); each call only fills in its values by
 * name (drizzle's `fillPlaceholders`, as drizzle's own prepared queries do). A hot statement
 * then costs no SQL building per request, and its text — one shape, one name — is prepared
 * once per connection like every named statement.
 */
export function queryShape<N extends string>(
  build: (value: (name: N) => Slot) => SQL,
): (values: Record<N, unknown>) => CompiledQuery {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return (values) => {
    compiled ??= dialect.sqlToQuery(build((name) => sql.placeholder(name)));
    return { text: compiled.sql, params: fillPlaceholders(compiled.params, values) };
  };
}

/** One shape per key, made on first use (for statements whose shape varies, e.g. id lists). */
export function shapesByKey<N extends string>(
  build: (key: string) => (value: (name: N) => Slot) => SQL,
): (key: string, values: Record<N, unknown>) => CompiledQuery {
  const shapes = new Map<string, (values: Record<N, unknown>) => CompiledQuery>();
  return (key, values) => {
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = queryShape(build(key))));
    return shape(values);
  };
}

/**
 * The driver client of the root database (drizzle's `db.$client`): the pool, or the PGlite
 * instance; undefined for a transaction, which has none.
 */
export function driverClientOf(db: Db): pg.Pool | PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof PGlite ? client : undefined;
}

/**
 * Type OIDs whose values stay text, as drizzle's drivers keep them (timestamps, dates,
 * intervals and their arrays): named statements give the rows `db.execute` gives.
 */
const TEXT_TYPES = [
  types.TIMESTAMPTZ,
  types.TIMESTAMP,
  types.DATE,
  types.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const TEXT_TYPE_SET = new Set(TEXT_TYPES);
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_SET.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};
const pgliteOptions: QueryOptions = {
  rowMode: 'object',
  parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value])),
};

/**
 * node-postgres's query config of a named statement: parsed and planned once per
 * connection, then only bound and executed.
 */
export function namedQueryConfig(query: Query): pg.QueryConfig & { types: pg.CustomTypesConfig } {
  const { sql: text, params } = toQuery(query);
  return { name: nameOf(text), text, values: params, types: pgTypes };
}

/** A value as an SQL literal for `EXECUTE` (typed by the prepared statement). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else throw new TypeError(`no literal for a parameter of type ${typeof value}`);
  // a statement's text ends at a NUL in PGlite; PostgreSQL refuses NUL in text values too
  if (text.includes('\0')) throw new TypeError('a parameter contains a NUL character');
  return pg.escapeLiteral(text);
}

/**
 * The statements prepared (or being prepared) in a PGlite instance's session, by name: a
 * promise, so calls racing for a new statement prepare it once and wait for it. Prepared
 * statements outlive a rolled-back transaction, so the set stays true.
 */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * Runs a statement named on PGlite: `executor` is the instance or one of its transactions
 * (inside a transaction, only the transaction may run statements), `instance` the PGlite
 * instance whose session holds the prepared statements.
 */
export async function executeNamedOnPglite(
  executor: PGlite | Transaction,
  instance: PGlite,
  query: Query,
): Promise<unknown> {
  const { sql: text, params } = toQuery(query);
  // arrays and objects have no simple literal: such a statement runs unnamed
  if (params.some((p) => typeof p === 'object' && p !== null && !(p instanceof Date)))
    return executor.query(text, params, pgliteOptions);
  const name = nameOf(text);
  const execute = params.length
    ? `EXECUTE ${name}(${params.map(literal).join(', ')})`
    : `EXECUTE ${name}`;
  let prepared = preparedIn.get(instance);
  if (!prepared) preparedIn.set(instance, (prepared = new Map()));
  // a failed PREPARE (its transaction broke) is forgotten and tried again once
  for (let attempt = 0; ; attempt++) {
    let ready = prepared.get(name);
    if (!ready) {
      const preparing = executor.query(`PREPARE ${name} AS ${text}`);
      prepared.set(name, preparing);
      const map = prepared;
      preparing.catch(() => map.get(name) === preparing && map.delete(name));
      ready = preparing;
    }
    try {
      await ready;
      break;
    } catch (err) {
      if (attempt > 0) throw err;
    }
  }
  return executor.query(execute, [], pgliteOptions);
}

/**
 * `db.execute(query)` as a named (prepared) statement on the root database; same result.
 * Inside a drizzle transaction it is `db.execute(query)`.
 */
export async function executeNamed(db: Db, query: Query): Promise<unknown> {
  const client = driverClientOf(db);
  if (client instanceof pg.Pool) return client.query(namedQueryConfig(query));
  if (client instanceof PGlite) return executeNamedOnPglite(client, client, query);
  return db.execute(asSql(query));
}

/** A statement and how its result is read: run alone (`runStatement`) or in a batch. */
export interface Statement<T> {
  readonly query: Query;
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
