import { REFUSALS_KEYWORD, type StatedRefusal } from '@lesesaal/domain/refusals';

type JsonObject = Record<string, unknown>;

/** An entry of an operation's `x-refusals`: what documented-valid input the server refuses. */
export interface OperationRefusal {
  status: 400;
  code: 'validation__error';
  /**
   * the fields the answer's payload names (`body.untilDate`, `querystring.untilDate`); `*`
   * stands for an array's index (`body.units.*.title` names `body.units.0.title`)
   */
  payload: string[];
  when: string;
}

/** Where a request part's fields are named in a validation error's payload. */
const PARTS = { params: 'params', querystring: 'querystring', body: 'body' } as const;

/**
 * Takes the stated refusals (`statesRefusals` of domain/refusals.ts) out of a request part's
 * JSON Schema, at any depth of its properties and alternatives, with the field paths they
 * name. The keyword is removed: the document states them once, at the operation.
 */
function takeRefusals(schema: unknown, path: string[], out: OperationRefusal[]): void {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
  const s = schema as JsonObject;
  const stated = s[REFUSALS_KEYWORD] as StatedRefusal[] | undefined;
  if (stated) {
    delete s[REFUSALS_KEYWORD];
    for (const r of stated)
      out.push({
        status: 400,
        code: 'validation__error',
        payload:
          r.fields.length > 0 ? r.fields.map((f) => [...path, f].join('.')) : [path.join('.')],
        when: r.when,
      });
  }
  for (const [key, child] of Object.entries((s.properties ?? {}) as JsonObject))
    takeRefusals(child, [...path, key], out);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'])
    for (const branch of (s[keyword] ?? []) as unknown[]) takeRefusals(branch, path, out);
  if (s.additionalProperties) takeRefusals(s.additionalProperties, path, out);
  // an array's item: `*` for its index (`body.units.*.title`)
  if (s.items) takeRefusals(s.items, [...path, '*'], out);
}

/** The refusals a route's request schemas state, taken out of them (params, query, body). */
export function operationRefusals(schema: JsonObject): OperationRefusal[] {
  const out: OperationRefusal[] = [];
  for (const [part, where] of Object.entries(PARTS)) takeRefusals(schema[part], [where], out);
  // one entry per rule (a schema reused in two alternatives states it twice)
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.payload.join(',')}|${r.when}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The refusals as the operation's description shows them. */
export function refusalsDescription(refusals: readonly OperationRefusal[]): string | undefined {
  if (refusals.length === 0) return undefined;
  const lines = refusals.map((r) => `- ${r.payload.map((p) => `\`${p}\``).join(', ')}: ${r.when}`);
  return [
    'Refused beyond the schema with 400 `validation__error`, the payload naming the fields (`x-refusals`; `*` is an index):',
    ...lines,
  ].join('\n');
}
