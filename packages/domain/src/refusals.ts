import { globalRegistry, type z } from 'zod';

/**
 * A rule of a request schema that JSON Schema cannot state: between fields (until not before
 * from, end after start, the body's id equal to the path's), against the clock (an expiry
 * after today) or against a list the runtime keeps (IANA time zones, the digits of a phone
 * number). The server refuses such input with 400 `validation__error` naming `fields`; the
 * OpenAPI document lists the rule as the operation's `x-refusals` entry
 * `{status: 400, code: 'validation__error', payload, when}` and in its description, and an
 * API tester accepts that answer to otherwise documented-valid input
 * (docs/decisions/api-document-strictness.md).
 */
export interface StatedRefusal {
  /** the fields the 400's payload names, relative to the schema carrying it; none: itself */
  fields: readonly string[];
  /** when the server refuses, in English, for the document's reader */
  when: string;
}

/** The JSON Schema keyword the refusals travel under, up to the document's transform. */
export const REFUSALS_KEYWORD = 'x-refusals';

/** The refusals `schema` already states, its own and those of the schemas it was made from. */
function statedBy(schema: z.ZodType): StatedRefusal[] {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const meta = globalRegistry.get(current) as Record<string, unknown> | undefined;
    const refusals = meta?.[REFUSALS_KEYWORD];
    if (Array.isArray(refusals)) return refusals as StatedRefusal[];
    current = (current._zod as { parent?: z.ZodType }).parent;
  }
  return [];
}

/**
 * `schema` with `refusals` stated for the document (metadata only: the checks themselves
 * stay where they are, a `refine` or the service). State it on the schema the route uses,
 * or on one it is made from (metadata is inherited by `refine`, not by `extend` or `pick`).
 */
export function statesRefusals<T extends z.ZodType>(schema: T, ...refusals: StatedRefusal[]): T {
  return schema.meta({
    ...(globalRegistry.get(schema) ?? {}),
    [REFUSALS_KEYWORD]: [...statedBy(schema), ...refusals],
  }) as T;
}
