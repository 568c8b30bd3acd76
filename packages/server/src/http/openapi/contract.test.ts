import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lesesaal/domain/errors';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import {
  checkResponses,
  recordedResponses,
  takeContractMismatches,
  type RecordedResponse,
} from '../../test/contract';

type Operation = {
  security?: Array<Record<string, string[]>>;
  'x-roles'?: string[];
  'x-refusals'?: Array<{ status: number; code: string; payload: string[]; when: string }>;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<
    string,
    { content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } } } }> }
  >;
};
type Document = { paths: Record<string, Record<string, Operation>> };

// The document of one app (PGlite; the document does not depend on the database).
let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp('pglite');
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
const errorEnum = (op: Operation, status: number) =>
  op.responses[String(status)]?.content?.['application/json']?.schema?.properties?.error?.enum;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(
      JSON.parse(JSON.stringify(document)) as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares for every operation its security, error codes from ERROR_CODES and a success (2xx, or a redirect for a browser hop)', () => {
    const adminRoutes = new Map(
      t.app.adminRoutes.map((r) => [
        `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
        r.roles,
      ]),
    );
    expect(operations().length).toBeGreaterThan(60);
    for (const { method, path, op } of operations()) {
      const name = `${method} ${path}`;
      const roles = adminRoutes.get(name);
      const stateChanging = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      const requirement = op.security?.[0] ?? {};
      expect(op.security, name).toBeDefined();
      expect('csrf' in requirement, name).toBe(stateChanging);
      if (roles) {
        expect('session' in requirement, name).toBe(true);
        expect(op['x-roles'], name).toEqual(roles);
        expect(errorEnum(op, 401), name).toEqual(['http__access_denied_exception']);
        expect(errorEnum(op, 403), name).toContain('http__access_denied_exception');
      } else if (
        ![
          '/api/auth/me',
          '/api/auth/logout',
          '/api/auth/oidc/logout',
          '/api/auth/login/code',
        ].includes(path) &&
        !path.startsWith('/api/auth/second-factor')
      ) {
        expect('session' in requirement, name).toBe(false);
        expect(op['x-roles'], name).toBeUndefined();
      }
      if (stateChanging)
        expect(errorEnum(op, 403), name).toContain('http__access_denied_exception');
      expect(errorEnum(op, 400), name).toContain('validation__error');
      // every route reaches the database: 503 with Retry-After while it is unreachable
      expect(errorEnum(op, 503), name).toEqual(['service_unavailable']);
      expect((op.responses['503'] as { headers?: object }).headers, name).toHaveProperty(
        'retry-after',
      );
      const statuses = Object.keys(op.responses).map(Number);
      // a success: 2xx, or 302 for a step of a browser's sign-in (to the directory and back)
      expect(
        statuses.some((s) => (s >= 200 && s < 300) || s === 302),
        name,
      ).toBe(true);
      for (const status of statuses) {
        if (status === 204 || status === 302 || status === 304)
          expect(op.responses[status]!.content, name).toBeUndefined();
        else expect(op.responses[status]!.content, `${name} ${status}`).toBeDefined();
        if (status >= 400)
          for (const code of errorEnum(op, status) ?? ['(none)'])
            expect(ERROR_CODES, `${name} ${status}`).toContain(code);
      }
    }
  });
});

describe('what the server refuses beyond the schema', () => {
  it('is listed once per operation as x-refusals and in the description, and nowhere else', () => {
    const statistics = document.paths['/api/admin/statistics']!.get!;
    expect(statistics['x-refusals']).toEqual([
      {
        status: 400,
        code: 'validation__error',
        payload: ['querystring.untilDate'],
        when: expect.stringContaining('before `fromDate`'),
      },
    ]);
    expect(statistics.description).toContain('`querystring.untilDate`: before `fromDate`');
    // an array's item: `*` for its index
    expect(
      document.paths['/api/admin/tickets/{ticketId}/units']!.post!['x-refusals']!.map(
        (r) => r.payload[0],
      ),
    ).toContain('body.units.*.title');
    for (const { method, path, op } of operations()) {
      const request = JSON.stringify([op.parameters, op.requestBody]);
      expect(request, `${method} ${path}`).not.toContain('x-refusals');
      for (const refusal of op['x-refusals'] ?? []) {
        expect(Object.keys(op.responses), `${method} ${path}`).toContain(String(refusal.status));
        expect(op.description, `${method} ${path}`).toContain(`\`${refusal.payload[0]}\``);
      }
    }
    expect(operations().filter(({ op }) => op['x-refusals']).length).toBeGreaterThan(20);
  });
});

describe('the platform API', () => {
  it('declares its session cookie where a route answers 401 without one, optional at sign-out', () => {
    for (const { method, path, op } of operations()) {
      if (!path.startsWith('/api/platform/')) continue;
      const needs = errorEnum(op, 401)?.includes('http__access_denied_exception') ?? false;
      expect(
        op.security!.every((alternative) => 'platformSession' in alternative),
        `${method} ${path}`,
      ).toBe(needs);
    }
    expect(document.paths['/api/platform/auth/logout']!.post!.security).toEqual([
      { platformSession: [], csrf: [] },
      { csrf: [] },
    ]);
  });
});

describe('signing out', () => {
  it('takes the session but answers without one too, as the document says', async () => {
    const logout = document.paths['/api/auth/logout']!.post!;
    // the session cookie is optional: two alternatives, the CSRF header in each
    expect(logout.security).toEqual([{ session: [], csrf: [] }, { csrf: [] }]);
    expect(Object.keys(logout.responses).sort()).toEqual(
      ['204', '400', '403', '413', '415', '500', '503'].sort(),
    );
    expect(errorEnum(logout, 403)).toEqual(['http__access_denied_exception']);
    // no session and no CSRF header: 403, declared
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'http__access_denied_exception' });
    // no session, or an unknown one, with the header: 204, the cookie cleared
    for (const cookie of [undefined, 'lesesaal_session=unknown']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/lesesaal_session=;/);
    }
    expect(takeContractMismatches()).toEqual([]);
  });
});

describe('the contract check', () => {
  const response = (over: Partial<RecordedResponse>): RecordedResponse => ({
    method: 'GET',
    route: '/api/rooms/:id',
    url: '/api/rooms/1',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{}',
    ...over,
  });

  it('records what the app sends and finds it as documented', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/rooms/999999' });
    expect(missing.statusCode).toBe(404);
    const csrf = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(csrf.statusCode).toBe(403);
    const unknownPath = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknownPath.statusCode).toBe(404);
    const fine = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: XHR });
    expect(fine.statusCode).toBe(204);
    const recorded = recordedResponses(t.app);
    expect(recorded.map((r) => `${r.method} ${r.route ?? '-'} ${r.status}`)).toEqual(
      expect.arrayContaining([
        'GET /api/rooms/:id 404',
        'POST /api/auth/logout 403',
        'POST /api/auth/logout 204',
      ]),
    );
    expect(takeContractMismatches()).toEqual([]);
  });

  it('fails on a status the operation does not list', () => {
    const mismatches = checkResponses(document, [
      response({ status: 409, body: JSON.stringify({ error: 'conflict' }) }),
    ]);
    expect(mismatches).toEqual([
      expect.objectContaining({ operation: 'GET /api/rooms/{id}', status: 409 }),
    ]);
    expect(mismatches[0]!.problem).toMatch(/status not documented/);
  });

  it('fails on an error code the status does not list for the operation', () => {
    const mismatches = checkResponses(document, [
      response({ status: 404, body: JSON.stringify({ error: 'conflict', payload: ['room'] }) }),
    ]);
    expect(mismatches).toEqual([
      expect.objectContaining({ operation: 'GET /api/rooms/{id}', status: 404 }),
    ]);
    expect(mismatches[0]!.problem).toMatch(/\/error must be equal to one of the allowed values/);
    // the same body with the documented code passes
    expect(
      checkResponses(document, [
        response({ status: 404, body: JSON.stringify({ error: 'not_found', payload: ['room'] }) }),
      ]),
    ).toEqual([]);
  });

  it('fails on a body that does not match the schema of its status', () => {
    const mismatches = checkResponses(document, [response({ body: JSON.stringify({ id: 'x' }) })]);
    expect(mismatches).toEqual([
      expect.objectContaining({ operation: 'GET /api/rooms/{id}', status: 200 }),
    ]);
    expect(mismatches[0]!.problem).toMatch(/^body: /);
  });

  it('fails on a 5xx, and on an undocumented path answering other than a 4xx error body', () => {
    expect(
      checkResponses(document, [response({ status: 500, body: '{"error":"unknown"}' })]),
    ).toHaveLength(1);
    const unknown = { route: '/api/*', url: '/api/nothing' };
    expect(
      checkResponses(document, [response({ ...unknown, status: 200, body: '{}' })]),
    ).toHaveLength(1);
    expect(
      checkResponses(document, [response({ ...unknown, status: 404, body: '{"error":"nope"}' })]),
    ).toHaveLength(1);
    expect(
      checkResponses(document, [
        response({ ...unknown, status: 404, body: '{"error":"not_found","payload":["path"]}' }),
      ]),
    ).toEqual([]);
  });
});
