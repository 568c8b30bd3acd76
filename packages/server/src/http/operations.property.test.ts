import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lesesaal/domain/errors';
import { createPlatformAdmins } from '../modules/platform';
import { systemClock } from './types';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { ONE_ENGINE } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import { documentedOperations, type JsonSchema, type Operation } from '../test/openapi-operations';
import {
  allows,
  breakagesOf,
  broken,
  jsonBodyOf,
  patternsOf,
  UNKNOWN_PROPERTY,
  valid,
  validInput,
  withValueAt,
  type Input,
} from '../test/openapi-requests';
import { propertyRuns } from '../test/property-runs';

/*
 * Requests generated from the published OpenAPI document, as an integrator's property-based
 * tester (Schemathesis) sends them, and its checks on the answers:
 * 1. positive data acceptance: a request whose path, query and body are valid by the
 *    document (test/openapi-requests.ts: formats, patterns, enums, bounds, an unknown key where
 *    `additionalProperties` allows one) gets 2xx or a documented 401/403/404/409/412/429 (the
 *    state of the data or the caller decides those); any other 4xx only when the operation
 *    states it in `x-refusals` (a rule between fields or against a list the schema cannot
 *    state: the status, the code and the fields its payload names);
 * 2. negative data rejection: a request the document refuses (each parameter and body property
 *    at any depth broken in turn: wrong type, out of bounds, no enum member, a required key
 *    missing, an unknown key where `additionalProperties: false`) never gets 2xx;
 * 3. status code conformance: every answer's status is documented, a 4xx carries the error
 *    body (the contract check, test/contract.ts, checks every body afterwards), never a 5xx;
 * 4. authentication: an operation whose every security alternative needs a session cookie
 *    answers a documented 401/403 without one; one needing the CSRF header a documented 403
 *    without it; one that declares no session never answers 401 to a request without one.
 * Anonymous and signed in (an archive's admin and a platform administrator at once). Every
 * finding is collected (operation, check, example) and the test fails listing them all.
 *
 * On one engine (ONE_ENGINE): the subject is how the HTTP layer answers what the document
 * allows and refuses; the SQL a valid request runs is the same on both engines and proved on
 * both by each module's route tests.
 */

/**
 * Documented-valid requests per operation and caller: small, so the file takes ~30 s on an
 * idle machine (a fixed seed unless FC_SEED=random; FC_RUNS raises it, test/property-runs.ts).
 */
const RUNS = propertyRuns(4);
/** Two minutes for the CI size, more when FC_RUNS raises it. */
const TIMEOUT = 120_000 * Math.max(1, RUNS / 4);

/** The largest value of an int4 column: no integer of a request may go beyond it. */
const MAX_INT4 = 2_147_483_647;
/** Control characters no text field takes: NUL, vertical tab, NEL (a C1 control). */
const CONTROL_PROBES = ['\u0000', '\u000B', '\u0085'];
/**
 * What a documented-valid request may be answered besides 2xx, when documented: the caller's
 * rights (401, 403), the data's state (404, 409, 412) and the request counters (429).
 */
const STATE_DEPENDENT = new Set([401, 403, 404, 409, 412, 429]);

/** Visitor limits no run reaches. */
const UNLIMITED = Object.fromEntries(
  [
    'CARTS',
    'TICKETS',
    'TOUCHES',
    'BOOKINGS',
    'CANCELLATIONS',
    'FEEDBACK',
    'DIRECTORY',
    'READER_SIGN_IN',
  ].map((name) => [`VISITOR_LIMIT_${name}`, '100000']),
);

/** One disagreement of document and server: the operation, the check, an example. */
interface Finding {
  operation: string;
  check: string;
  example: string;
}

/** Whether an operation needs a session cookie in every alternative of its security. */
function needsSession(op: Operation, cookieSchemes: Set<string>): boolean {
  return op.security.length > 0 && op.security.every((a) => a.some((s) => cookieSchemes.has(s)));
}
const needsCsrf = (op: Operation) =>
  op.security.length > 0 && op.security.every((a) => a.includes('csrf'));

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

function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({ op, in: p.in as 'path' | 'query', path: [p.name], schema: p.schema }));
  for (const { type, schema } of op.bodies)
    for (const leaf of leavesOf(schema, [])) fields.push({ op, in: 'body', media: type, ...leaf });
  return fields;
}

/** The error body of the spec: `{error, payload?}`, a known code, payload a list of strings. */
function errorBodyOf(res: LightMyRequestResponse): { error: string; payload?: string[] } | null {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const ok =
    Object.keys(b).every((k) => k === 'error' || k === 'payload') &&
    (ERROR_CODES as readonly unknown[]).includes(b.error) &&
    (b.payload === undefined ||
      (Array.isArray(b.payload) && b.payload.every((p) => typeof p === 'string')));
  return ok ? (b as { error: string; payload?: string[] }) : null;
}

/** Check 3: the status is documented with the code it carries; a 4xx has the error body. */
function conformance(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'a server error';
  if (!op.statuses.includes(String(res.statusCode))) return 'status not documented';
  if (res.statusCode < 400) return null;
  const body = errorBodyOf(res);
  if (!body) return 'not the error body';
  const codes = op.codes[String(res.statusCode)] ?? [];
  return codes.includes(body.error) ? null : `code ${body.error} not documented`;
}

/**
 * A documented 400 whose code is not `validation__error` answers the data's state, not the
 * request's form: a reader's sign-in code that is wrong, expired or used (`reader_code_invalid`).
 */
const stateDependent400 = (op: Operation, code: string | undefined) =>
  code !== undefined && code !== 'validation__error' && (op.codes['400'] ?? []).includes(code);

/** Check 1: a documented-valid request is accepted, or refused by a rule the operation states. */
function acceptance(op: Operation, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status < 400 || STATE_DEPENDENT.has(status)) return null;
  const body = errorBodyOf(res);
  if (status === 400 && stateDependent400(op, body?.error)) return null;
  const refusals = op.refusals.filter((r) => r.status === status && r.code === body?.error);
  // `*` in a stated field is an array's index
  const stated = refusals.flatMap((r) => r.payload).map((p) => p.replaceAll('.*.', '.0.'));
  const named = (body?.payload ?? []).map((p) => p.replace(/\.\d+\./g, '.0.'));
  if (refusals.length > 0 && named.every((p) => stated.includes(p))) return null;
  return 'valid data refused (no x-refusals entry states it)';
}

describe.each(ONE_ENGINE)('requests generated from the API document on %s', (driver) => {
  let t: TestApp;
  /** the cookies of an archive's admin and of a platform administrator */
  let signedIn: string;
  let operations: Operation[];
  let fixtures: string[];
  let cookieSchemes: Set<string>;

  beforeAll(async () => {
    // the visitor limits high: their 429 would hide the answer under test
    t = await createTestApp(driver, { env: UNLIMITED });
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    signedIn = `${admin}; ${await platformSignIn()}`;
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    fixtures = [String(room.id), String(slot.id)];
    operations = (await documentedOperations(t.app)).filter((op) =>
      ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method),
    );
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { in?: string }> };
    }>();
    cookieSchemes = new Set(
      Object.entries(doc.components.securitySchemes)
        .filter(([, scheme]) => scheme.in === 'cookie')
        .map(([name]) => name),
    );
  });
  afterAll(async () => t.close());

  /** The cookie of a new platform administrator, signed in. */
  async function platformSignIn(): Promise<string> {
    const login = { email: 'platform@platform.test', password: 'Plattform-Passwort-7391' };
    await createPlatformAdmins({ ...t, db: t.database.db, clock: systemClock }).create({
      ...login,
      displayName: 'Petra Plattform',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/login',
      headers: XHR,
      payload: login,
    });
    const cookie = res.cookies.find((c) => c.name === 'lesesaal_platform');
    if (res.statusCode !== 200 || !cookie) throw new Error(`platform sign-in: ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  }

  async function send(
    op: Operation,
    input: Input,
    { cookie, csrf = true }: { cookie?: string; csrf?: boolean } = {},
  ) {
    let url = op.path;
    for (const [name, value] of Object.entries(input.path))
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    const query = new URLSearchParams(input.query).toString();
    const hasBody = input.body !== undefined;
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: query ? `${url}?${query}` : url,
      headers: {
        ...(csrf ? XHR : {}),
        ...(cookie ? { cookie } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
    });
    const what = `${op.method} ${op.path} ${JSON.stringify(input).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    return { res, what };
  }

  /** Signing out would end the sessions the signed-in calls need; uploads have own tests. */
  const testable = (op: Operation, who: 'anonymous' | 'signed in') =>
    op.bodies.every((b) => b.type === 'application/json') &&
    (who === 'anonymous' || !op.path.endsWith('/logout'));

  /** The findings as one list, one line per operation, check and status (first example). */
  function report(findings: Finding[]): string[] {
    const seen = new Map<string, string>();
    for (const f of findings) {
      const key = `${f.operation} — ${f.check} — ${f.example.split(' → ')[1]?.slice(0, 3)}`;
      if (!seen.has(key)) seen.set(key, `${f.operation} — ${f.check}: ${f.example}`);
    }
    return [...seen.values()];
  }

  it('reads operations, parameters, bodies and security from the document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => jsonBodyOf(op)).length).toBeGreaterThan(15);
    expect(operations.flatMap(breakagesOf).length).toBeGreaterThan(300);
    expect(cookieSchemes).toEqual(new Set(['session', 'platformSession', 'readerSession']));
    expect(operations.filter((op) => needsSession(op, cookieSchemes)).length).toBeGreaterThan(60);
  });

  /*
   * The document is as strict as the server: what a text field, an id or a number refuses is
   * in its schema (a pattern, maximum), so a client generated from it or a fuzzer reading it
   * never sends what the server refuses — and the server refuses what the document refuses.
   */
  describe('the document and the server agree on control characters and int4 bounds', () => {
    let fields: Field[];
    beforeAll(async () => {
      fields = operations.flatMap(fieldsOf);
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
      { timeout: TIMEOUT },
      async () => {
        let checked = 0;
        for (const f of fields) {
          if (f.media !== undefined && f.media !== 'application/json') continue; // uploads: own tests
          const bads = isText(f)
            ? CONTROL_PROBES.map((c) => `a${c}b`).concat(isWireNumber(f) ? ['2147483648'] : [])
            : isNumber(f)
              ? [MAX_INT4 + 1]
              : [];
          if (bads.length === 0) continue;
          // with its body, so the validation reaches the query (Fastify checks the body first)
          const withBody = validInput(f.op, fixtures).filter(
            (i) => jsonBodyOf(f.op) === undefined || i.body !== undefined,
          );
          const inputs = fc.sample(withBody, { numRuns: 20, seed: 7 });
          const where = { path: 'params', query: 'querystring', body: 'body' }[f.in];
          const field = [where, ...f.path].join('.');
          for (const bad of bads) {
            // a body of the alternative holding the field: put into another one (the reader's
            // `{token}` beside `{email, code}`), the value is a key the document lets pass
            const requests = inputs
              .map((input): Input =>
                f.in === 'body'
                  ? { ...input, body: withValueAt(input.body, f.path, bad) }
                  : { ...input, [f.in]: { ...input[f.in], [f.path[0]!]: String(bad) } },
              )
              .filter((i) => f.in !== 'body' || !allows(jsonBodyOf(f.op)!, i.body));
            expect(
              requests.length,
              `${name(f)}: ${JSON.stringify(bad)} refused by the document`,
            ).toBeGreaterThan(0);
            // Fastify checks the body before the query: a drawn body the operation refuses by a
            // rule it states (`x-refusals`: a group's seats missing) names that field, not this
            // one; the next drawn input is sent then
            let sent: Awaited<ReturnType<typeof send>> | undefined;
            for (const request of requests) {
              sent = await send(f.op, request, { cookie: signedIn });
              const named = sent.res.json<{ payload?: string[] }>().payload ?? [];
              const byStatedRule =
                sent.res.statusCode === 400 &&
                !named.includes(field) &&
                acceptance(f.op, sent.res) === null;
              if (!byStatedRule) break;
            }
            if (!sent) continue;
            const { res, what } = sent;
            // the owner link's request limit (counted before validation) may cut the series short
            if (res.statusCode === 429) continue;
            expect(
              { status: res.statusCode, payload: res.json<{ payload?: string[] }>().payload },
              what,
            ).toEqual({
              status: 400,
              payload: expect.arrayContaining([field]),
            });
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(400);
      },
    );
  });

  for (const who of ['anonymous', 'signed in'] as const) {
    it(
      `accepts documented-valid requests and answers only documented statuses, ${who}`,
      { timeout: TIMEOUT },
      async () => {
        const findings: Finding[] = [];
        const cookie = who === 'signed in' ? signedIn : undefined;
        for (const op of operations) {
          if (!testable(op, who)) continue;
          const operation = `${op.method} ${op.path}`;
          const session = needsSession(op, cookieSchemes);
          for (const input of fc.sample(validInput(op, fixtures), RUNS)) {
            const { res, what } = await send(op, input, { cookie });
            const wrong = conformance(op, res);
            if (wrong)
              findings.push({ operation, check: `status conformance: ${wrong}`, example: what });
            if (who === 'anonymous' && session) {
              // check 4: a session it declares needed is needed (the platform checks it after
              // the validation: a refusal the operation states may come first)
              const refused =
                res.statusCode === 401 ||
                res.statusCode === 403 ||
                (res.statusCode >= 400 && acceptance(op, res) === null);
              if (!refused)
                findings.push({
                  operation,
                  check: 'session declared, not enforced',
                  example: what,
                });
              continue;
            }
            if (
              who === 'anonymous' &&
              errorBodyOf(res)?.error === 'http__access_denied_exception' &&
              res.statusCode === 401
            )
              findings.push({ operation, check: 'session needed, not declared', example: what });
            const refused = acceptance(op, res);
            if (refused) findings.push({ operation, check: refused, example: what });
            if (res.statusCode === 400)
              expect(errorBodyOf(res)?.payload ?? [], what).not.toContain(
                `body.${UNKNOWN_PROPERTY}`,
              );
          }
        }
        expect(report(findings)).toEqual([]);
      },
    );

    it(`never accepts a request the document refuses, ${who}`, { timeout: TIMEOUT }, async () => {
      const findings: Finding[] = [];
      const cookie = who === 'signed in' ? signedIn : undefined;
      let sent = 0;
      for (const op of operations) {
        if (!testable(op, who)) continue;
        const operation = `${op.method} ${op.path}`;
        const withBody = validInput(op, fixtures).filter(
          (i) => jsonBodyOf(op) === undefined || i.body !== undefined,
        );
        const [base] = fc.sample(withBody, { numRuns: 1, seed: 11 }) as [Input];
        for (const breakage of breakagesOf(op)) {
          const input = broken(op, base, breakage);
          if (!input) continue;
          const { res, what } = await send(op, input, { cookie });
          sent++;
          const check = `${breakage.kind} ${breakage.in}.${breakage.path.join('.')}`;
          if (res.statusCode < 300)
            findings.push({ operation, check: `negative data accepted (${check})`, example: what });
          const wrong = conformance(op, res);
          if (wrong)
            findings.push({ operation, check: `status conformance: ${wrong}`, example: what });
        }
      }
      expect(sent).toBeGreaterThan(300);
      expect(report(findings)).toEqual([]);
    });
  }

  it(
    'answers a request without the CSRF header with a documented 403 where the document needs it',
    { timeout: 60_000 },
    async () => {
      const findings: Finding[] = [];
      for (const op of operations) {
        if (!testable(op, 'signed in') || !needsCsrf(op)) continue;
        const [input] = fc.sample(validInput(op, fixtures), { numRuns: 1, seed: 3 }) as [Input];
        const { res, what } = await send(op, input, { cookie: signedIn, csrf: false });
        const operation = `${op.method} ${op.path}`;
        if (res.statusCode !== 403 || conformance(op, res))
          findings.push({ operation, check: 'CSRF header declared, not enforced', example: what });
      }
      expect(report(findings)).toEqual([]);
    },
  );
});
