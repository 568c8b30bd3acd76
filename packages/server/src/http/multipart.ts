import type { FastifyRequest } from 'fastify';
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

/**
 * Reads a picture upload: the multipart `image` file (at most `maxBytes`, else 413; other
 * file fields are skipped) and its text alternative `alt`, checked by `altSchema`. A missing
 * or empty image, or a bad alt, is 400 `validation__error` naming the fields.
 */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number,
  altSchema: z.ZodType<string>,
): Promise<{ data: Buffer; alt: string }> {
  if (!request.isMultipart()) throw AppError.validation('image');
  let data: Buffer | undefined;
  let alt: unknown;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        continue;
      }
      data = await part.toBuffer(); // throws 413 over the limit
    } else if (part.fieldname === 'alt') {
      alt = part.value;
    }
  }
  const checkedAlt = altSchema.safeParse(alt);
  const problems: string[] = [];
  if (!data || data.length === 0) problems.push('image');
  if (!checkedAlt.success) problems.push('alt');
  if (problems.length > 0 || !data || !checkedAlt.success) throw AppError.validation(...problems);
  return { data, alt: checkedAlt.data };
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
