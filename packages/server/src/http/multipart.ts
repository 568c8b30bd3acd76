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
