import { z } from 'zod';
import { AppError } from './app-error';

/**
 * Runs a multipart read and turns a broken upload (truncated or malformed form data, which
 * the parser reports as a plain error) into 400 `validation__error` [`field`]. Our own
 * errors and "too large" (413) pass through unchanged.
 */
export async function readMultipartSafely<T>(field: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw AppError.validation(field);
  }
}

/** One part of a multipart upload as the OpenAPI document shows it. */
export interface MultipartPart {
  /** a file (binary), or a text field with this JSON Schema */
  schema: 'file' | Record<string, unknown>;
  description: string;
  required?: boolean;
}

/**
 * The request body of a multipart route for the OpenAPI document: its parts, the required
 * ones listed. Documentation only: the handler reads and checks the parts itself
 * (a missing or bad one is 400 naming it), so validation lets any body through — a
 * multipart body is not parsed before the handler.
 */
export function multipartBody(parts: Record<string, MultipartPart>) {
  return z.unknown().meta({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(parts).map(([name, part]) => [
        name,
        {
          ...(part.schema === 'file'
            ? { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' }
            : Object.fromEntries(Object.entries(part.schema).filter(([k]) => k !== '$schema'))),
          description: part.description,
        },
      ]),
    ),
    required: Object.entries(parts)
      .filter(([, part]) => part.required)
      .map(([name]) => name),
  });
}
