import type { FastifyReply } from 'fastify';
import { servedArchive, type ServedArchive } from '../../archives';

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
 * The session cookie of the archive `served` (default: the one the current request serves).
 * At `/` — the default archive, an archive at its own host name (a host-only cookie) — the
 * cookie of an installation with one archive: `lesesaal_session`, `__Host-` prefixed on
 * https, path `/`. Under `/x/` its own cookie, path `/x/`, named after the archive
 * (`lesesaal_session_x`, `__Secure-` prefixed on https: `__Host-` requires path `/`), so a
 * browser can be signed in to several archives of one installation at once and sends each
 * archive only its own.
 */
export function sessionCookieOf(
  publicUrl: string,
  served: ServedArchive | undefined = servedArchive(),
): SessionCookie {
  const secure = publicUrl.startsWith('https:');
  const options = { httpOnly: true, sameSite: 'strict', secure } as const;
  if (!served || served.base === '/')
    return { name: sessionCookieName(publicUrl), options: { ...options, path: '/' } };
  const name = `${secure ? '__Secure-' : ''}lesesaal_session_${served.archive.slug}`;
  return { name, options: { ...options, path: served.base } };
}

/** Sets the request's archive's session cookie to `token`, or clears it (null). */
export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string | null,
): void {
  const cookie = sessionCookieOf(publicUrl);
  if (token === null) void reply.clearCookie(cookie.name, cookie.options);
  else void reply.setCookie(cookie.name, token, cookie.options);
}
