import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const MAX_DEPTH = 32;

/** The path of the first string under `value` that holds a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replace(/\u0000/g, '')}`;
    const found = findNulCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in path parameters, query or body with 400
 * `validation__error` [its field]: PostgreSQL text cannot store it, so without this check it
 * would surface as a database error (bad input never gives a 500). Runs before
 * the schema validation of every route.
 */
export function installInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findNulCharacter(request.params, 'params') ??
      findNulCharacter(request.query, 'querystring') ??
      findNulCharacter(request.body, 'body');
    if (found) throw AppError.validation(found);
  });
}
