import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lesesaal/domain/errors';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { ONE_ENGINE } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import {
  documentedOperations,
  type JsonSchema,
  type Operation as DocumentedOperation,
  type Parameter,
} from '../test/openapi-operations';
import { propertyRuns } from '../test/property-runs';

/*
 * Requests generated from the published OpenAPI document, as an integrator's
 * property-based tester does: for every operation, path, query and body values drawn from
 * the documented schemas. A valid request gets 2xx or a 4xx the operation lists; an invalid
 * one (a type-broken, out-of-bounds or unknown-enum value, a missing required field) a 4xx
 * it lists — never a 2xx, never a 5xx. Anonymous and signed in as an admin. The contract
 * check (test/contract.ts) also checks every body against the document afterwards.
 *
 * On one engine (ONE_ENGINE): the subject is how the HTTP layer answers what the document
 * allows and refuses; the SQL a valid request runs is the same on both engines and proved on
 * both by each module's route tests.
 */

/**
 * Property runs per operation and caller: small, so the file takes ~20 s on an idle machine
 * (a fixed seed unless FC_SEED=random; FC_RUNS raises both by hand, test/property-runs.ts).
 */
const RUNS = { valid: propertyRuns(4), invalid: propertyRuns(3) };

/** A call of the document, with the first media type of its request body. */
type Operation = Omit<DocumentedOperation, 'bodies'> & {
  body?: { type: string; schema: JsonSchema };
};
/** One generated request: path, query and body values, and whether all are documented-valid. */
interface Input {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const LARGE = 2 ** 31;
/** A body property no schema names. */
const UNKNOWN_PROPERTY = 'notInTheDocument';
/** The largest value of an int4 column: no integer of a request may go beyond it. */
const MAX_INT4 = 2_147_483_647;
/** Control characters no text field takes: NUL, vertical tab, NEL (a C1 control). */
const CONTROL_PROBES = ['\u0000', '\u000B', '\u0085'];

/** The patterns a string must match: its own and those of `allOf` (zod puts a second there). */
function patternsOf(s: JsonSchema): RegExp[] {
  return [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)]
    .filter((p): p is string => p !== undefined)
    .map((p) => new RegExp(p));
}

/** Values a schema accepts (a JSON value; strings for parameters). */
function valid(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(b, depth)));
  if (s.allOf?.length === 1) return valid(s.allOf[0]!, depth);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valid({ ...s, type }, depth)));
  switch (s.type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? Math.max(min, 40);
      const patterns = patternsOf(s);
      // a free text (its patterns only refuse control characters): printable text of its length
      if (patterns.length > 0 && patterns.every((p) => p.test('Lesesaal 1, Wien: Nr. 5')))
        return fc
          .string({ minLength: min, maxLength: Math.min(max, min + 30) })
          .filter((v) => patterns.every((p) => p.test(v)));
      // else drawn from the last pattern (the format; a first one is the rule on texts)
      const others = [...patterns];
      const last = others.pop();
      if (last) {
        return fc
          .stringMatching(last)
          .filter((v) => v.length >= min && v.length <= max && others.every((p) => p.test(v)));
      }
      if (s.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: min, maxLength: Math.min(max, min + 30) });
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -LARGE);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : LARGE);
      return fc.oneof(
        fc.integer({ min: Math.max(min, -LARGE), max: Math.min(max, LARGE) }),
        fc.constantFrom(min, max),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(s.items && depth < 4 ? valid(s.items, depth + 1) : fc.constant(null), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const props = s.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((k) => k in props) },
      );
    }
    default:
      return fc.constant(null);
  }
}

/** A value of the wrong JSON type for `s`, or null when the schema takes anything. */
function wrongType(s: JsonSchema): fc.Arbitrary<unknown> | null {
  if (s.anyOf ?? s.oneOf ?? Array.isArray(s.type)) return null;
  switch (s.type) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}));
    case 'integer':
      return fc.oneof(fc.string(), fc.constant(1.5), fc.boolean(), fc.constant(null));
    case 'boolean':
      return fc.oneof(fc.constant('yes'), fc.integer(), fc.constant(null));
    case 'array':
      return fc.oneof(fc.string(), fc.integer(), fc.constant({}));
    case 'object':
      return fc.oneof(fc.string(), fc.constant([]), fc.constant(null));
    default:
      return null;
  }
}

/** A value `s` refuses though its JSON type fits: out of bounds, no enum member, off-pattern. */
function outOfBounds(s: JsonSchema): fc.Arbitrary<unknown> | null {
  if (s.enum) return fc.constant('NO_SUCH_VALUE');
  if (s.type === 'string') {
    if (s.maxLength !== undefined) return fc.constant('x'.repeat(s.maxLength + 1));
    const patterns = patternsOf(s);
    const offPattern = ['¬', '-1', ' 1', 'x,', ...CONTROL_PROBES.map((c) => `a${c}b`)].filter((v) =>
      patterns.some((p) => !p.test(v)),
    );
    if (offPattern.length > 0) return fc.constantFrom(...offPattern);
    if (s.minLength !== undefined && s.minLength > 0)
      return fc.constant('x'.repeat(s.minLength - 1));
    return null;
  }
  if (s.type === 'integer') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : undefined);
    if (low !== undefined) return fc.constant(s.minimum !== undefined ? low - 1 : low);
    if (s.maximum !== undefined) return fc.constant(s.maximum + 1);
  }
  return null;
}

/** What can be broken in a request: one parameter or one body field (or the whole body). */
type Breakage =
  | { in: 'path' | 'query'; name: string; value: fc.Arbitrary<string> }
  | { in: 'body'; name: string | null; value: fc.Arbitrary<unknown> }
  | { in: 'body-missing'; name: string };

function breakagesOf(op: Operation): Breakage[] {
  const out: Breakage[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const bad = outOfBounds(p.schema);
    if (bad) out.push({ in: p.in, name: p.name, value: bad.map(String) });
  }
  const body = op.body?.type === 'application/json' ? op.body.schema : undefined;
  if (body) {
    const whole = wrongType(body);
    if (whole) out.push({ in: 'body', name: null, value: whole });
    for (const [name, s] of Object.entries(body.properties ?? {})) {
      const bad = wrongType(s) ?? outOfBounds(s);
      if (bad) out.push({ in: 'body', name, value: bad });
    }
    for (const name of body.required ?? []) out.push({ in: 'body-missing', name });
  }
  return out;
}

/** A valid value for a path or query parameter: the document's, or a fixture's id. */
function parameterValue(p: Parameter, fixtures: string[]): fc.Arbitrary<string> {
  // a list (`ids`) goes as one comma-joined value
  const documented = valid(p.schema).map((v) =>
    typeof v === 'string' ? v : Array.isArray(v) ? v.join(',') : JSON.stringify(v),
  );
  return /(^id$|Id$)/.test(p.name)
    ? fc.oneof(fc.constantFrom(...fixtures), documented)
    : documented;
}

function validInput(op: Operation, fixtures: string[]): fc.Arbitrary<Input> {
  const pick = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(
        op.parameters
          .filter((p) => p.in === where)
          .map((p) => [p.name, parameterValue(p, fixtures)]),
      ),
      {
        requiredKeys: op.parameters
          .filter((p) => p.in === where && (where === 'path' || p.required))
          .map((p) => p.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  // sometimes with a property the document does not name: ignored everywhere
  // (docs/decisions/api-contract.md)
  const body =
    op.body?.type === 'application/json'
      ? fc
          .tuple(valid(op.body.schema), fc.boolean())
          .map(([value, extra]) =>
            extra && typeof value === 'object' && value !== null && !Array.isArray(value)
              ? { ...value, [UNKNOWN_PROPERTY]: 'x' }
              : value,
          )
      : fc.constant(undefined);
  return fc.record(
    { path: pick('path'), query: pick('query'), body },
    { requiredKeys: ['path', 'query'] },
  );
}

function invalidInput(op: Operation, fixtures: string[], breakage: Breakage): fc.Arbitrary<Input> {
  return fc
    .tuple(
      validInput(op, fixtures),
      breakage.in === 'body-missing' ? fc.constant(null) : breakage.value,
    )
    .map(([input, bad]) => {
      if (breakage.in === 'path' || breakage.in === 'query')
        return {
          ...input,
          [breakage.in]: { ...input[breakage.in], [breakage.name]: bad as string },
        };
      const body = { ...((input.body ?? {}) as Record<string, unknown>) };
      if (breakage.in === 'body-missing') {
        delete body[breakage.name];
        return { ...input, body };
      }
      if (breakage.name === null) return { ...input, body: bad };
      return { ...input, body: { ...body, [breakage.name]: bad } };
    });
}

/** A leaf of a request: a path or query parameter, or a string or number inside the body. */
interface Field {
  op: Operation;
  in: 'path' | 'query' | 'body';
  /** the parameter's name, or the property path in the body (`0` for an array's item) */
  path: string[];
  schema: JsonSchema;
  /** the media type of the body (`multipart/form-data` for uploads) */
  media?: string;
}

/** The string and number leaves of a schema, with their paths (branches of anyOf each). */
function leavesOf(
  s: JsonSchema,
  path: string[],
  depth = 0,
): Array<{ path: string[]; schema: JsonSchema }> {
  if (depth > 8) return [];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return branches.flatMap((b) => leavesOf(b, path, depth + 1));
  const types = [s.type ?? []].flat();
  if (s.properties)
    return Object.entries(s.properties).flatMap(([k, v]) => leavesOf(v, [...path, k], depth + 1));
  if (types.includes('array')) return s.items ? leavesOf(s.items, [...path, '0'], depth + 1) : [];
  if (types.some((t) => t === 'string' || t === 'integer' || t === 'number'))
    return [{ path, schema: s }];
  return [];
}

function fieldsOf(op: DocumentedOperation): Field[] {
  const plain = { ...op, body: op.bodies[0] };
  const fields: Field[] = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({ op: plain, in: p.in as 'path' | 'query', path: [p.name], schema: p.schema }));
  for (const { type, schema } of op.bodies)
    for (const leaf of leavesOf(schema, []))
      fields.push({ op: plain, in: 'body', media: type, ...leaf });
  return fields;
}

/** `value` with `bad` at `path`, containers created on the way (a copy; `value` stays). */
function withValueAt(value: unknown, path: string[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const [key, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(key)) {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[Number(key)] = withValueAt(list[Number(key)], rest, bad);
    return list;
  }
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[key] = withValueAt(object[key], rest, bad);
  return object;
}

/** The error body of the spec: `{error, payload?}`, a known code, payload a list of strings. */
function isErrorBody(res: LightMyRequestResponse): boolean {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return (
    Object.keys(b).every((k) => k === 'error' || k === 'payload') &&
    (ERROR_CODES as readonly unknown[]).includes(b.error) &&
    (b.payload === undefined ||
      (Array.isArray(b.payload) && b.payload.every((p) => typeof p === 'string')))
  );
}

describe.each(ONE_ENGINE)('requests generated from the API document on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let operations: Operation[];
  let fixtures: string[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    fixtures = [String(room.id), String(slot.id)];
    operations = (await documentedOperations(t.app))
      .filter((op) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method))
      .map(({ bodies, ...op }) => ({ ...op, body: bodies[0] }))
      // signing out would end the session the admin's calls need
      .filter((op) => op.path !== '/api/auth/logout');
  });
  afterAll(async () => t.close());

  async function send(op: Operation, input: Input, cookie: string | undefined) {
    let url = op.path;
    for (const [name, value] of Object.entries(input.path))
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    const query = new URLSearchParams(input.query).toString();
    const hasBody = input.body !== undefined;
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: query ? `${url}?${query}` : url,
      headers: {
        ...XHR,
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
    });
    const what = `${op.method} ${op.path} ${JSON.stringify(input).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    return { res, what };
  }

  /** The answer is one the operation lists; a 4xx carries the error body. */
  function expectDocumented(op: Operation, res: LightMyRequestResponse, what: string) {
    expect(res.statusCode, what).toBeLessThan(500);
    expect(op.statuses, what).toContain(String(res.statusCode));
    if (res.statusCode >= 400) expect(isErrorBody(res), what).toBe(true);
  }

  it('reads operations, parameters and bodies from the document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(15);
    expect(operations.flatMap(breakagesOf).length).toBeGreaterThan(100);
  });

  /*
   * The document is as strict as the server: what a text field, an id or a number refuses is
   * in its schema (a pattern, maximum), so a client generated from it or a fuzzer reading it
   * never sends what the server refuses — and the server refuses what the document refuses.
   */
  describe('the document and the server agree on control characters and int4 bounds', () => {
    let fields: Field[];
    beforeAll(async () => {
      fields = (await documentedOperations(t.app))
        .filter((op) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method))
        .flatMap(fieldsOf);
    });
    const name = (f: Field) => `${f.op.method} ${f.op.path} ${f.in}.${f.path.join('.')}`;
    const isText = (f: Field) =>
      [f.schema.type].flat().includes('string') &&
      !f.schema.enum &&
      !('const' in f.schema) &&
      f.schema.format !== 'binary';
    /** a whole number in a path or query string: digits its patterns take, letters they refuse */
    const isWireNumber = (f: Field) =>
      f.in !== 'body' &&
      patternsOf(f.schema).every((p) => p.test('1')) &&
      patternsOf(f.schema).some((p) => !p.test('x'));
    const isNumber = (f: Field) =>
      [f.schema.type].flat().some((type) => type === 'integer' || type === 'number');

    it('gives every text field of every request a pattern refusing control characters', () => {
      const texts = fields.filter(isText);
      expect(texts.length).toBeGreaterThan(150);
      expect(texts.filter((f) => f.in === 'body').length).toBeGreaterThan(50);
      for (const f of texts) {
        const patterns = patternsOf(f.schema);
        expect({ field: name(f), patterns: patterns.length > 0 }).toEqual({
          field: name(f),
          patterns: true,
        });
        // documented-valid values with a control character at the start, inside, at the end
        const samples = fc.sample(valid(f.schema), { numRuns: 3, seed: 1 }) as string[];
        for (const sample of samples)
          for (const c of CONTROL_PROBES)
            for (const value of [
              `${c}${sample}`,
              `${sample.slice(0, 1)}${c}${sample.slice(1)}`,
              `${sample}${c}`,
            ])
              expect({
                field: name(f),
                value,
                refused: patterns.some((p) => !p.test(value)),
              }).toEqual({
                field: name(f),
                value,
                refused: true,
              });
      }
    });

    it('bounds every integer of every request by the int4 range of the database', () => {
      const numbers = fields.filter(isNumber);
      expect(numbers.length).toBeGreaterThan(20);
      for (const f of numbers) {
        const max = f.schema.maximum ?? (f.schema.exclusiveMaximum ?? Infinity) - 1;
        const min = f.schema.minimum ?? (f.schema.exclusiveMinimum ?? -Infinity) + 1;
        expect({
          field: name(f),
          type: f.schema.type,
          max: max <= MAX_INT4,
          min: min >= 0,
        }).toEqual({
          field: name(f),
          type: 'integer',
          max: true,
          min: true,
        });
      }
      // numbers in a path or query string: their pattern refuses one beyond MAX_INT4
      const wireNumbers = fields.filter((f) => f.in !== 'body' && isText(f) && isWireNumber(f));
      expect(wireNumbers.length).toBeGreaterThan(25);
      for (const f of wireNumbers)
        expect({
          field: name(f),
          refused: patternsOf(f.schema).some((p) => !p.test('2147483648')),
        }).toEqual({
          field: name(f),
          refused: true,
        });
    });

    it(
      'refuses NUL, VT, U+0085 in every text field and 2147483648 in every integer with 400, naming the field',
      { timeout: 120_000 },
      async () => {
        let checked = 0;
        for (const f of fields) {
          if (f.media !== undefined && f.media !== 'application/json') continue; // uploads: own tests
          const bads = isText(f)
            ? CONTROL_PROBES.map((c) => `a${c}b`).concat(isWireNumber(f) ? ['2147483648'] : [])
            : isNumber(f)
              ? [MAX_INT4 + 1]
              : [];
          for (const bad of bads) {
            // with its body, so the validation reaches the query (Fastify checks the body first)
            const withBody = validInput(f.op, fixtures).filter(
              (i) => f.op.body?.type !== 'application/json' || i.body !== undefined,
            );
            const [input] = fc.sample(withBody, { numRuns: 1, seed: 7 }) as [Input];
            const request: Input =
              f.in === 'body'
                ? { ...input, body: withValueAt(input.body, f.path, bad) }
                : { ...input, [f.in]: { ...input[f.in], [f.path[0]!]: String(bad) } };
            const { res, what } = await send(f.op, request, admin);
            // the owner link's request limit (counted before validation) may cut the series short
            if (res.statusCode === 429) continue;
            const where = { path: 'params', query: 'querystring', body: 'body' }[f.in];
            expect(
              { status: res.statusCode, payload: res.json<{ payload?: string[] }>().payload },
              what,
            ).toEqual({
              status: 400,
              payload: expect.arrayContaining([[where, ...f.path].join('.')]),
            });
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(400);
      },
    );
  });

  for (const who of ['anonymous', 'admin'] as const) {
    it(
      `answers documented-valid requests with 2xx or a listed 4xx, ${who}`,
      { timeout: 120_000 },
      async () => {
        const cookie = who === 'admin' ? admin : undefined;
        for (const op of operations) {
          if (op.body && op.body.type !== 'application/json') continue; // uploads: own tests
          await fc.assert(
            fc.asyncProperty(validInput(op, fixtures), async (input) => {
              const { res, what } = await send(op, input, cookie);
              expectDocumented(op, res, what);
              if (res.statusCode === 400)
                expect(res.json<{ payload?: string[] }>().payload ?? [], what).not.toContain(
                  `body.${UNKNOWN_PROPERTY}`,
                );
            }),
            { numRuns: RUNS.valid },
          );
        }
      },
    );

    it(
      `answers requests the document refuses with a listed 4xx, ${who}`,
      { timeout: 120_000 },
      async () => {
        const cookie = who === 'admin' ? admin : undefined;
        for (const op of operations) {
          if (op.body && op.body.type !== 'application/json') continue;
          const breakages = breakagesOf(op);
          if (breakages.length === 0) continue;
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...breakages).chain((b) => invalidInput(op, fixtures, b)),
              async (input) => {
                const { res, what } = await send(op, input, cookie);
                expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
                expectDocumented(op, res, what);
              },
            ),
            { numRuns: RUNS.invalid },
          );
        }
      },
    );
  }
});
