import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { errorBodyJsonSchema } from '../http/openapi/errors';

/**
 * The API contract test: every response the server tests produce is checked
 * against the app's own OpenAPI document — the status must be listed for the operation and
 * the body must match that status's schema (a JSON body its JSON Schema, a file one of the
 * listed media types). Responses to paths no documented operation matched (the /api
 * catch-all, an unsupported method, a router error) must be an error body `{error,
 * payload?}` with a 4xx. createTestApp records every app's responses; the setup file
 * (contract-setup.ts) checks them after each test file and fails it with the mismatches.
 */

export interface ContractMismatch {
  /** `METHOD /api/path/{param}` of the document, or `METHOD url` when none matched */
  operation: string;
  status: number;
  problem: string;
}

export interface RecordedResponse {
  method: string;
  /** the route pattern the router matched (`/api/rooms/:id`), undefined when none */
  route: string | undefined;
  url: string;
  status: number;
  contentType: string | undefined;
  /** the body as sent, when it was text (not a stream or a buffer) */
  body: string | undefined;
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
};
type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};

// ajv-formats is CommonJS: its default export arrives wrapped under ESM
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof import('ajv-formats').default;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();
const genericError = ajv.compile(errorBodyJsonSchema());

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** `/api/rooms/:id` → `/api/rooms/{id}` (how @fastify/swagger names the path). */
export function documentPath(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{*}');
}

/** Not the API: pages, health, metrics and the document itself are not described by it. */
function outsideApi(url: string): boolean {
  const path = url.split('?')[0]!;
  return !path.startsWith('/api/') || path.startsWith('/api/docs');
}

function parseJson(body: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (body === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
    )
    .join('; ');
}

/** The mismatches of `responses` against `document` (empty when all answer as documented). */
export function checkResponses(
  document: OpenApiDocument,
  responses: readonly RecordedResponse[],
): ContractMismatch[] {
  const mismatches: ContractMismatch[] = [];
  for (const response of responses) {
    const problem = checkOne(document, response);
    if (problem) mismatches.push(problem);
  }
  return mismatches;
}

function checkOne(document: OpenApiDocument, r: RecordedResponse): ContractMismatch | null {
  if (outsideApi(r.url)) return null;
  const method = r.method === 'HEAD' ? 'get' : r.method.toLowerCase();
  // a CORS preflight is answered before any operation (http/cors.ts)
  if (r.method === 'OPTIONS' && r.status === 204) return null;
  const path = r.route === undefined ? undefined : documentPath(r.route);
  // a 405 belongs to no operation: the router may have matched a parametric route whose
  // static sibling lacks the method (`PUT …/timeslots/capacity`), see http/method-not-allowed.ts
  // a wildcard route (the /api catch-all) is never an operation, documented or not
  const operation =
    path === undefined || r.status === 405 || path.includes('{*}')
      ? undefined
      : document.paths?.[path]?.[method];
  if (!operation) {
    // no documented operation matched: the catch-all, 405, a router error
    const name = `${r.method} ${r.url.split('?')[0]}`;
    if (r.status < 400 || r.status >= 500)
      return { operation: name, status: r.status, problem: 'undocumented path answered a non-4xx' };
    const parsed = parseJson(r.body);
    if (!parsed.ok) return { operation: name, status: r.status, problem: 'error body is not JSON' };
    if (!genericError(parsed.value))
      return {
        operation: name,
        status: r.status,
        problem: `error body: ${describeErrors(genericError)}`,
      };
    return null;
  }
  const name = `${r.method} ${path}`;
  const mismatch = (problem: string) => ({ operation: name, status: r.status, problem });
  if (r.status >= 500) return mismatch('a 5xx in the test suite (bad input must never give one)');
  const documented = operation.responses?.[String(r.status)];
  if (!documented)
    return mismatch(
      `status not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`,
    );
  if (r.method === 'HEAD' || r.status === 204 || r.status === 304) return null;
  const content = documented.content;
  const hasBody = r.body !== undefined ? r.body.length > 0 : r.contentType !== undefined;
  if (!content) return hasBody ? mismatch('a body where the document has none') : null;
  const mediaType = (r.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const entry = content[mediaType];
  if (!entry)
    return mismatch(
      `content type ${mediaType || '(none)'} not documented (${Object.keys(content).join(', ')})`,
    );
  if (mediaType !== 'application/json' || !entry.schema) return null;
  const parsed = parseJson(r.body);
  if (!parsed.ok) return mismatch('body is not JSON');
  const validate = validatorOf(entry.schema);
  if (!validate(parsed.value)) return mismatch(`body: ${describeErrors(validate)}`);
  return null;
}

const recorded: Array<{ app: FastifyInstance; response: RecordedResponse }> = [];
const documents = new WeakMap<FastifyInstance, OpenApiDocument>();
const documentsByRoutes = new Map<string, OpenApiDocument>();

/**
 * The app's document, generated once per set of routes: the apps of a test file differ in
 * configuration, not in routes, and generating it costs more than building a small app.
 */
function documentOf(app: FastifyInstance): OpenApiDocument {
  const routes = app.printRoutes({ commonPrefix: false, includeHooks: false });
  let document = documentsByRoutes.get(routes);
  if (!document) {
    document = app.swagger() as OpenApiDocument;
    documentsByRoutes.set(routes, document);
  }
  return document;
}

/**
 * Records every response of `app` for the contract check (call before `app.ready()`).
 * The bodies are kept as sent; the check runs after the test file (contract-setup.ts).
 */
export function recordResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!documents.has(app)) documents.set(app, documentOf(app));
    recorded.push({
      app,
      response: {
        method: request.method,
        route: request.routeOptions.url,
        url: request.url,
        status: reply.statusCode,
        contentType: reply.getHeader('content-type')?.toString(),
        body: typeof payload === 'string' ? payload : undefined,
      },
    });
    return payload;
  });
}

/** What `app` sent so far (not yet checked). */
export function recordedResponses(app: FastifyInstance): RecordedResponse[] {
  return recorded.filter((r) => r.app === app).map((r) => r.response);
}

/** Checks and forgets what was recorded so far (every app against its own document). */
export function takeContractMismatches(): ContractMismatch[] {
  const byApp = new Map<FastifyInstance, RecordedResponse[]>();
  for (const { app, response } of recorded.splice(0)) {
    const list = byApp.get(app) ?? [];
    list.push(response);
    byApp.set(app, list);
  }
  const mismatches: ContractMismatch[] = [];
  for (const [app, responses] of byApp)
    mismatches.push(...checkResponses(documents.get(app) ?? {}, responses));
  return mismatches;
}

/** One line per distinct mismatch, with how often it happened. */
export function formatMismatches(mismatches: readonly ContractMismatch[]): string {
  const counts = new Map<string, number>();
  for (const m of mismatches) {
    const line = `${m.operation} → ${m.status}: ${m.problem}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts.entries()].map(([line, n]) => (n > 1 ? `${line} (${n}×)` : line)).join('\n');
}
