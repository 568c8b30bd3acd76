import type { FastifyInstance } from 'fastify';

/**
 * The operations of the app's published OpenAPI document (`/api/docs/json`), read the way an
 * integrator's tool reads them: the tests that walk the whole API (http/robustness,
 * operations.property, dates.property) take their calls from here, so a new route is
 * covered without naming it.
 */

/** The parts of a JSON Schema the walking tests look at. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  /** `false`: the server refuses a key the schema does not name; a schema: the values of a map */
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  not?: JsonSchema;
}

/**
 * A refusal of documented-valid input the schema cannot state (a rule between fields, a
 * check of a value against a list the server keeps): the operation's `x-refusals`
 * (http/openapi/errors.ts `RouteRefusal`). A test accepts such an answer only with this
 * status and code and only naming these fields.
 */
export interface Refusal {
  status: number;
  code: string;
  payload: string[];
  when: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** upper case: `GET`, `POST`, … as the document lists them (PATCH, HEAD included) */
  method: string;
  /** the document's path: `/api/rooms/{id}` */
  path: string;
  parameters: Parameter[];
  /** the request body's schema by media type, in the document's order */
  bodies: Array<{ type: string; schema: JsonSchema }>;
  /** the documented response statuses */
  statuses: string[];
  /** the error codes documented for each error status */
  codes: Record<string, string[]>;
  /** the security alternatives (scheme names of each); `[]`: none needed */
  security: string[][];
  /** what the operation refuses beyond its schemas (`x-refusals`) */
  refusals: Refusal[];
}

type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { content?: { 'application/json'?: { schema?: { properties?: { error?: JsonSchema } } } } }
  >;
  security?: Array<Record<string, string[]>>;
  'x-refusals'?: Refusal[];
};

/** Every operation of the app's document, in the document's order. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      bodies: Object.entries(op.requestBody?.content ?? {}).flatMap(([type, content]) =>
        content.schema ? [{ type, schema: content.schema }] : [],
      ),
      statuses: Object.keys(op.responses ?? {}),
      codes: Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, r]) => [
          status,
          (r.content?.['application/json']?.schema?.properties?.error?.enum ?? []) as string[],
        ]),
      ),
      security: (op.security ?? []).map((alternative) => Object.keys(alternative)),
      refusals: op['x-refusals'] ?? [],
    })),
  );
}
