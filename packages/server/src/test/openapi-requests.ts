import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/**
 * Requests drawn from the published OpenAPI document, as a property-based API tester
 * (Schemathesis) draws them: values valid by a schema (its type, `format`, `pattern`, enum,
 * bounds, required keys, and a key it does not name where `additionalProperties` allows one),
 * and values it refuses (a wrong type, out of bounds, no enum member, a missing required key,
 * an unknown key where `additionalProperties: false`). Every value is checked against the
 * schema by a JSON Schema validator (ajv, the 2020 dialect of OpenAPI 3.1), so "valid" and
 * "refused" are the document's verdict, not the generator's guess.
 */

// ajv-formats is CommonJS: its default export arrives wrapped under ESM
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof import('ajv-formats').default;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();

/** Whether `value` is valid by `schema`, as the document says (ajv). */
export function allows(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate(value);
}

const LARGE = 2 ** 31;
/** A key no schema names: sent where `additionalProperties` allows it, and where it does not. */
export const UNKNOWN_PROPERTY = 'notInTheDocument';

/** The patterns a string must match: its own and those of `allOf` (zod puts a second there). */
export function patternsOf(s: JsonSchema): RegExp[] {
  return [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)]
    .filter((p): p is string => p !== undefined)
    .map((p) => new RegExp(p));
}

function validString(s: JsonSchema): fc.Arbitrary<unknown> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const patterns = patternsOf(s);
  // a free text (its patterns only refuse control characters): printable text of its length
  if (patterns.length > 0 && patterns.every((p) => p.test('Lesesaal 1, Wien: Nr. 5')))
    return fc
      .string({ minLength: min, maxLength: Math.min(max, min + 30) })
      .filter((v) => patterns.every((p) => p.test(v)));
  // else drawn from the last pattern (the format; a first one is the rule on texts), as long
  // as the pattern makes it when no maxLength bounds it: a 43-character token has no
  // maxLength, and a cap of 40 made the filter refuse every value (fast-check then draws on
  // for ever — the property test hung in its sampling before its first request)
  const others = [...patterns];
  const last = others.pop();
  const patternMax = s.maxLength ?? Infinity;
  if (last)
    return fc
      .stringMatching(last)
      .filter((v) => v.length >= min && v.length <= patternMax && others.every((p) => p.test(v)));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 30) });
}

function validObject(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const named = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, depth + 1)])),
    { requiredKeys: (s.required ?? []).filter((k) => k in props) },
  );
  // a map (`additionalProperties` a schema): a few entries with keys `propertyNames` takes
  const map = s.additionalProperties;
  if (typeof map === 'object') {
    const keys = valid(s.propertyNames ?? { type: 'string' }, depth + 1).filter(
      (k): k is string => typeof k === 'string' && !(k in props),
    );
    return fc
      .tuple(named, fc.dictionary(keys, valid(map, depth + 1), { maxKeys: 2 }))
      .map(([a, b]) => ({ ...b, ...(a as object) }));
  }
  // sometimes a key the document does not name, where it allows one
  if (map === false) return named;
  return fc
    .tuple(named, fc.boolean())
    .map(([value, extra]) => (extra ? { ...(value as object), [UNKNOWN_PROPERTY]: 'x' } : value));
}

/** Values a schema accepts by its own keywords (callers check them with `allows`). */
export function valid(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const drawn = validUnchecked(s, depth);
  return s.not ? drawn.filter((v) => !allows(s.not!, v)) : drawn;
}

function validUnchecked(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(b, depth)));
  if (s.allOf?.length === 1 && s.type === undefined) return valid(s.allOf[0]!, depth);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valid({ ...s, type }, depth)));
  switch (s.type) {
    case 'string':
      return validString(s);
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
    case 'object':
      return validObject(s, depth);
    default:
      return fc.constant(null);
  }
}

/** A value of the wrong JSON type for `s`, or null when the schema takes anything. */
export function wrongType(s: JsonSchema): unknown {
  const candidates: unknown[] = [7, 'x', true, [], {}, null, 1.5];
  return candidates.find((c) => !allows(s, c)) ?? null;
}

/** A value of `s`'s type that `s` refuses: out of bounds, no enum member, off-pattern. */
export function outOfBounds(s: JsonSchema): unknown {
  if (s.enum) return 'NO_SUCH_VALUE';
  const type = [s.type].flat()[0];
  if (type === 'string') {
    const candidates = [
      ...(s.maxLength !== undefined ? ['x'.repeat(s.maxLength + 1)] : []),
      '¬',
      '-1',
      ' 1',
      'x,',
      'a\u0000b',
      'a\u000Bb',
      'a\u0085b',
      ...(s.minLength !== undefined && s.minLength > 0 ? ['x'.repeat(s.minLength - 1)] : []),
    ];
    return candidates.find((c) => !allows(s, c)) ?? null;
  }
  if (type === 'integer' || type === 'number') {
    const candidates = [
      ...(s.minimum !== undefined ? [s.minimum - 1] : []),
      ...(s.exclusiveMinimum !== undefined ? [s.exclusiveMinimum] : []),
      ...(s.maximum !== undefined ? [s.maximum + 1] : []),
      ...(s.exclusiveMaximum !== undefined ? [s.exclusiveMaximum] : []),
    ];
    return candidates.find((c) => !allows(s, c)) ?? null;
  }
  return null;
}

/** One generated request: path, query and body values. */
export interface Input {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/** The JSON body's schema of an operation (uploads are tested by their own tests). */
export function jsonBodyOf(op: Operation): JsonSchema | undefined {
  return op.bodies.find((b) => b.type === 'application/json')?.schema;
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

/** Requests the document allows: every value valid by its schema (checked by ajv). */
export function validInput(op: Operation, fixtures: string[]): fc.Arbitrary<Input> {
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
  const schema = jsonBodyOf(op);
  const body = schema ? valid(schema).filter((v) => allows(schema, v)) : fc.constant(undefined);
  // the body always (every JSON body of the document is required)
  return fc.record(
    { path: pick('path'), query: pick('query'), body },
    { requiredKeys: schema ? ['path', 'query', 'body'] : ['path', 'query'] },
  );
}

/** One way to make a request the document refuses: what is broken, and how. */
export interface Breakage {
  in: 'path' | 'query' | 'body';
  /** the parameter's name, or the path in the body (`[]`: the whole body) */
  path: string[];
  kind: 'wrong type' | 'out of bounds' | 'missing' | 'unknown property';
  value?: unknown;
}

/** The alternatives of a schema, nested `anyOf`s flattened (a nullable union is two deep). */
function branchesOf(s: JsonSchema): JsonSchema[] {
  const branches = s.anyOf ?? s.oneOf;
  return branches ? branches.flatMap(branchesOf) : [s];
}

/** The object schemas of a body with their paths (into anyOf branches that are objects). */
function objectsOf(s: JsonSchema, path: string[], depth = 0): Array<[string[], JsonSchema]> {
  if (depth > 6) return [];
  if (s.anyOf ?? s.oneOf) {
    // a branch alone decides only when it is the one object branch
    const objects = branchesOf(s).filter((b) => b.type === 'object');
    return objects.length === 1 ? objectsOf(objects[0]!, path, depth + 1) : [];
  }
  if (s.type !== 'object') return [];
  return [
    [path, s],
    ...Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      objectsOf(v, [...path, k], depth + 1),
    ),
  ];
}

/** Every breakage of an operation: each parameter, each body property at any depth. */
export function breakagesOf(op: Operation): Breakage[] {
  const out: Breakage[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const bad = outOfBounds(p.schema);
    if (bad !== null) out.push({ in: p.in, path: [p.name], kind: 'out of bounds', value: bad });
    if (p.in === 'query' && p.required) out.push({ in: 'query', path: [p.name], kind: 'missing' });
  }
  const body = jsonBodyOf(op);
  if (!body) return out;
  out.push({ in: 'body', path: [], kind: 'wrong type', value: wrongType(body) });
  for (const [path, object] of objectsOf(body, [])) {
    for (const [name, s] of Object.entries(object.properties ?? {})) {
      const wrong = wrongType(s);
      if (wrong !== null)
        out.push({ in: 'body', path: [...path, name], kind: 'wrong type', value: wrong });
      const bad = outOfBounds(s);
      if (bad !== null)
        out.push({ in: 'body', path: [...path, name], kind: 'out of bounds', value: bad });
    }
    for (const name of object.required ?? [])
      out.push({ in: 'body', path: [...path, name], kind: 'missing' });
    if (object.additionalProperties === false)
      out.push({
        in: 'body',
        path: [...path, UNKNOWN_PROPERTY],
        kind: 'unknown property',
        value: 'x',
      });
  }
  return out;
}

/** `value` with `bad` at `path` (or the key removed), containers created on the way (a copy). */
export function withValueAt(value: unknown, path: string[], bad: unknown, remove = false): unknown {
  if (path.length === 0) return bad;
  const [key, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(key)) {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[Number(key)] = withValueAt(list[Number(key)], rest, bad, remove);
    return list;
  }
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  if (remove && rest.length === 0) delete object[key];
  else object[key] = withValueAt(object[key], rest, bad, remove);
  return object;
}

/** `input` broken as `breakage` says, or null when the result is still valid by the document. */
export function broken(op: Operation, input: Input, breakage: Breakage): Input | null {
  const name = breakage.path[0]!;
  if (breakage.in === 'path' || breakage.in === 'query') {
    const values = { ...input[breakage.in] };
    if (breakage.kind === 'missing') delete values[name];
    else values[name] = String(breakage.value);
    return { ...input, [breakage.in]: values };
  }
  const schema = jsonBodyOf(op)!;
  const body = withValueAt(
    input.body ?? {},
    breakage.path,
    breakage.value,
    breakage.kind === 'missing',
  );
  return allows(schema, body) ? null : { ...input, body };
}
