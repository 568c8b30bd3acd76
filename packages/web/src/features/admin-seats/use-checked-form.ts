import { useState } from 'react';
import type { z } from 'zod';

/**
 * A small form checked by a domain schema on submit: the values, the first message per
 * field (`body.` paths as the schema names them), and `check` that answers the parsed
 * payload or null (and focuses the first field in error, by its id).
 */
export function useCheckedForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  fieldId: (field: string) => string,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const check = (input: unknown): z.output<S> | null => {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      next[field] ??= issue.message;
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined) document.getElementById(fieldId(first))?.focus();
    return null;
  };
  return { values, set, setValues, errors, check };
}
