import type { FastifyReply } from 'fastify';
import type { Archive } from '../../archives';

/** The staff session cookie of an archive: its name and how it is set (and cleared). */
export interface SessionCookie {
  name: string;
  options: { path: string; httpOnly: true; sameSite: 'strict'; secure: boolean };
}

/** `__Host-` prefixed on https: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-lesesaal_session' : 'lesesaal_session';
}

/**
 * Which archive a request is for and the path it is served under (a request: the router sets
 * both; a support session: the archive it opens, at its canonical base).
 */
export interface ServedRequest {
  archive: { archive: Archive | undefined };
  archiveBase: string;
}

/**
 * The session cookie of the archive a request is for, as it was reached.
 * At `/` — the default archive, an archive at its own host name (a host-only cookie) — the
 * cookie of an installation with one archive: `lesesaal_session`, `__Host-` prefixed on
 * https, path `/`. Under `/x/` its own cookie, path `/x/`, named after the archive
 * (`lesesaal_session_x`, `__Secure-` prefixed on https: `__Host-` requires path `/`), so a
 * browser can be signed in to several archives of one installation at once and sends each
 * archive only its own.
 */
export function sessionCookieOf(publicUrl: string, request: ServedRequest): SessionCookie {
  const secure = publicUrl.startsWith('https:');
  const options = { httpOnly: true, sameSite: 'strict', secure } as const;
  const { archive } = request.archive;
  if (request.archiveBase === '/' || !archive)
    return { name: sessionCookieName(publicUrl), options: { ...options, path: '/' } };
  const name = `${secure ? '__Secure-' : ''}lesesaal_session_${archive.slug}`;
  return { name, options: { ...options, path: request.archiveBase } };
}

/**
 * Sets the session cookie of an archive to `token`, or clears it (null): of the reply's
 * request's archive unless `served` names another.
 */
export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string | null,
  served: ServedRequest = reply.request,
): void {
  const cookie = sessionCookieOf(publicUrl, served);
  if (token === null) void reply.clearCookie(cookie.name, cookie.options);
  else void reply.setCookie(cookie.name, token, cookie.options);
}
