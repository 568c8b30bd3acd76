import type { FastifyRequest } from 'fastify';
import { archivePublicUrl, canonicalBase } from '../../archives';

/** How long the state, nonce and PKCE verifier of a started sign-in are kept (the cookie's life). */
export const SIGN_IN_MAX_AGE_SECONDS = 600;
export const CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * A started directory sign-in, kept in the browser until the provider sends it back: state,
 * nonce and PKCE verifier, and the archive and issuer it was started for — a callback in
 * another archive, or after the archive's connection changed, is refused before the code is
 * sent anywhere.
 */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  archiveId: number;
  issuer: string;
}

export function encodePending(p: PendingSignIn): string {
  return Buffer.from(JSON.stringify(p)).toString('base64url');
}

const B64URL = /^[A-Za-z0-9_-]{1,3000}$/;
export function decodePending(value: string | undefined): PendingSignIn | null {
  if (!value || !B64URL.test(value)) return null;
  try {
    const p = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    ) as Partial<PendingSignIn>;
    return typeof p.state === 'string' &&
      typeof p.nonce === 'string' &&
      typeof p.verifier === 'string' &&
      Number.isSafeInteger(p.archiveId) &&
      typeof p.issuer === 'string'
      ? {
          state: p.state,
          nonce: p.nonce,
          verifier: p.verifier,
          archiveId: p.archiveId!,
          issuer: p.issuer,
        }
      : null;
  } catch {
    return null;
  }
}

/** Where the current archive's directory sign-in lives, and its pending sign-in's cookie. */
export interface DirectoryAddress {
  /** the archive's public address (no trailing slash): PUBLIC_URL, its host name, or PUBLIC_URL/x */
  publicAddress: string;
  /** the callback to register with the provider: the public address + /api/auth/oidc/callback */
  redirectUri: string;
  /** the staff app of the archive, where the browser goes afterwards */
  adminUrl: string;
  /** false: the request reached the archive at another address than its public one (`/x/` of
   * an archive with its own host name); the sign-in starts again there */
  servedAtPublicAddress: boolean;
  pendingCookieName: string;
  /**
   * `Lax`: the cookie must come back with the provider's cross-site redirect (a top-level
   * GET); HttpOnly, for this one sign-in only, under the archive's path.
   */
  pendingCookieOptions: {
    path: string;
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
    maxAge: number;
  };
}

/**
 * The directory sign-in's addresses for the archive of a request: the archive's
 * public address (as mail links have it), and the pending cookie named and scoped like the
 * archive's session cookie — at `/` `lesesaal_oidc` (`__Host-` on https), under `/x/` its own
 * `lesesaal_oidc_x` with path `/x/` (`__Secure-` on https), so the pending sign-ins of two
 * archives in one browser never meet.
 */
export function directoryAddress(
  publicUrl: string,
  request: Pick<FastifyRequest, 'archive' | 'archiveBase'>,
): DirectoryAddress {
  const { archive } = request.archive;
  const publicAddress = archivePublicUrl(publicUrl, archive);
  const base = archive ? canonicalBase(archive) : '/';
  const secure = publicAddress.startsWith('https:');
  const pendingCookieName =
    base === '/'
      ? `${secure ? '__Host-' : ''}lesesaal_oidc`
      : `${secure ? '__Secure-' : ''}lesesaal_oidc_${archive!.slug}`;
  return {
    publicAddress,
    redirectUri: `${publicAddress}${CALLBACK_PATH}`,
    adminUrl: `${publicAddress}/admin/`,
    servedAtPublicAddress: request.archiveBase === base,
    pendingCookieName,
    pendingCookieOptions: {
      path: base,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SIGN_IN_MAX_AGE_SECONDS,
    },
  };
}
