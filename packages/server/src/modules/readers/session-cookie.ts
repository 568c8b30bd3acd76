import type { FastifyReply, FastifyRequest } from 'fastify';

/** The reader session cookie of an archive: its name and how it is set (and cleared). */
export interface ReaderCookie {
  name: string;
  options: { path: string; httpOnly: true; sameSite: 'lax'; secure: boolean };
}

/**
 * The reader session cookie of the archive a request is for, named and scoped like the staff
 * session's (auth's session-cookie.ts): at `/` `lesesaal_reader` (`__Host-` prefixed on
 * https), path `/`; under `/x/` `lesesaal_reader_x` (`__Secure-` on https), path `/x/`, so
 * each archive gets only its own. SameSite=Lax, not Strict: the mailed sign-in link and a
 * link from the archive's own site arrive from another site and should find the reader signed
 * in; every state-changing call is still guarded by the CSRF header (http/guards.ts). No
 * Max-Age: the browser forgets it when it closes.
 */
export function readerCookieOf(
  publicUrl: string,
  request: Pick<FastifyRequest, 'archive' | 'archiveBase'>,
): ReaderCookie {
  const secure = publicUrl.startsWith('https:');
  const options = { httpOnly: true, sameSite: 'lax', secure } as const;
  const { archive } = request.archive;
  if (request.archiveBase === '/' || !archive)
    return {
      name: secure ? '__Host-lesesaal_reader' : 'lesesaal_reader',
      options: { ...options, path: '/' },
    };
  const name = `${secure ? '__Secure-' : ''}lesesaal_reader_${archive.slug}`;
  return { name, options: { ...options, path: request.archiveBase } };
}

/** Sets the reader cookie of the reply's request's archive to `token`, or clears it (null). */
export function setReaderCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string | null,
): void {
  const cookie = readerCookieOf(publicUrl, reply.request);
  if (token === null) void reply.clearCookie(cookie.name, cookie.options);
  else void reply.setCookie(cookie.name, token, cookie.options);
}
