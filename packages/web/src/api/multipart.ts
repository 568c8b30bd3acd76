import type { paths } from './schema';
import type { Method } from './client';

/** The multipart fields an operation declares (a binary field is typed `string` there). */
export type ApiForm<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: infer RB;
}
  ? NonNullable<RB> extends { content: { 'multipart/form-data': infer B } }
    ? B
    : never
  : never;

/**
 * A multipart body for a typed call: `multipart<ApiForm<P, 'post'>>({ file })` checks the
 * field names against the document; the client sends the FormData unchanged (the browser
 * sets the type with its boundary). The cast is the one place where the document's
 * description of the fields and the FormData that carries them meet.
 */
export function multipart<B>(fields: { [K in keyof B]: Blob | string }): B {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value as Blob | string);
  return form as unknown as B;
}
