import * as oidc from 'openid-client';
import type { StaffRole } from '@lesesaal/domain/staff/schema';
import type { FastifyRequest } from 'fastify';
import type { PerArchive } from '../../http/archive-context';
import type { AppContext } from '../../http/types';
import { createAuditService, type AuditService } from '../audit';
import { deleteSessionsOf, type AuthService, type StaffAccountRow } from '../auth';
import { directoryConnections, type DirectoryConnection } from './connections';
import {
  CALLBACK_PATH,
  decodePending,
  directoryAddress,
  encodePending,
  type PendingSignIn,
} from './pending';
import * as directoryRepo from './repository';
import { groupsOf, NO_ROLE, roleFromGroups } from './role-map';
import { transaction } from '../../db/transaction';

/** Why a directory sign-in ended without a session (the sign-in screen says so). */
export type DirectoryFailure = 'unavailable' | 'failed' | 'link_required' | 'disabled' | 'no_email';

/**
 * The account of this directory person in one transaction: found by issuer and `sub` (its
 * claims and role updated), or a local account with the e-mail taken over when an admin
 * allowed it, or created; refused for a disabled account or a local twin not allowed.
 */
async function upsertAccount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  issuer: string,
  claims: { sub: string; email: string; name: string | null },
  granted: { role: StaffRole; group: string } | null,
): Promise<
  | { ok: true; row: StaffAccountRow; previousRole: string | null; linked: boolean }
  | { ok: false; reason: 'link_required' | 'disabled' }
> {
  const { db, clock } = ctx;
  const now = clock.now();
  const role = granted?.role ?? NO_ROLE;
  const roleGroup = granted?.group ?? null;
  return transaction(db, async (tx) => {
    const existing = await directoryRepo.findDirectoryAccount(tx, issuer, claims.sub);
    if (existing) {
      if (existing.disabled) return { ok: false, reason: 'disabled' } as const;
      // A changed e-mail is the same person; it is taken over unless another account has it.
      const emailChanged = existing.email.toLowerCase() !== claims.email.toLowerCase();
      const takeEmail =
        emailChanged && !(await directoryRepo.emailTakenByOther(tx, claims.email, existing.id));
      const row = await directoryRepo.updateDirectoryAccount(
        tx,
        existing.id,
        {
          ...(takeEmail || !emailChanged ? { email: claims.email } : {}),
          displayName: claims.name,
          role,
          roleGroup,
        },
        now,
      );
      return {
        ok: true,
        row: row ?? existing,
        previousRole: existing.role,
        linked: false,
      } as const;
    }
    const profile = {
      issuer: issuer,
      subject: claims.sub,
      email: claims.email,
      displayName: claims.name,
      role,
      roleGroup,
    };
    // A local account with this e-mail is taken over only when an admin allowed it (and
    // the permission has not ended); else the sign-in is refused until they do.
    const linkable = await directoryRepo.findLinkableAccount(tx, claims.email, now);
    if (linkable) {
      if (linkable.disabled) return { ok: false, reason: 'disabled' } as const;
      const row = await directoryRepo.takeOverLocalAccount(tx, linkable.id, profile, now);
      if (!row) return { ok: false, reason: 'link_required' } as const;
      // its sessions were signed in with the password it no longer has
      await deleteSessionsOf(tx, row.id);
      return { ok: true, row, previousRole: linkable.role, linked: true } as const;
    }
    if (await directoryRepo.emailTakenByOther(tx, claims.email))
      return { ok: false, reason: 'link_required' } as const;
    const row = await directoryRepo.insertDirectoryAccount(tx, profile, now);
    if (!row) return { ok: false, reason: 'link_required' } as const;
    return { ok: true, row, previousRole: null, linked: false } as const;
  });
}

/**
 * The code exchanged at the provider (openid-client checks state, nonce, PKCE, issuer,
 * audience and signature) and the person's claims — from the ID token, with userinfo for
 * the groups or the e-mail when the token lacks them; null when anything is wrong.
 */
async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
  rolesClaim: string,
): Promise<Record<string, unknown> | null> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return null;
    if (idClaims[rolesClaim] !== undefined && idClaims.email !== undefined) return { ...idClaims };
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    return { ...info, ...idClaims, ...pickDefined(info, [rolesClaim, 'email']) };
  } catch {
    return null;
  }
}

/**
 * The audit entries of a directory sign-in: the takeover of a local account (when it was
 * one), the sign-in, and a changed role — method, role and group, never a token or a claim.
 */
async function recordSignIn(
  audit: AuditService,
  row: StaffAccountRow,
  how: { previousRole: string | null; linked: boolean; group: string | null },
): Promise<void> {
  const who = { accountId: row.id, email: row.email };
  const fields = ['method:directory', `role:${row.role}`, `group:${how.group ?? '-'}`];
  if (how.linked)
    await audit.recordEvent(who, {
      action: 'DIRECTORY_LINK',
      route: CALLBACK_PATH,
      fields: [...fields, `from:${how.previousRole ?? '-'}`],
    });
  await audit.recordEvent(who, { action: 'SIGN_IN', route: CALLBACK_PATH, fields });
  if (how.previousRole !== null && how.previousRole !== row.role)
    await audit.recordEvent(who, {
      action: 'ROLE_CHANGE',
      route: CALLBACK_PATH,
      fields: [`from:${how.previousRole}`, ...fields.slice(1)],
    });
}

export type DirectorySignInResult =
  { ok: true; token: string; role: StaffRole | null } | { ok: false; reason: DirectoryFailure };

/**
 * Staff sign-in through the archive's directory: authorization code flow with PKCE, state
 * and nonce, the provider found by discovery from the issuer (openid-client). Each archive
 * has its own connection (its settings, read on every request; the installation's `OIDC_*`
 * for the default archive), its own callback at its public address, and signs in to its own
 * accounts only. The person is the account keyed by issuer and `sub` in the archive, created
 * at the first sign-in; the role comes from the groups at every sign-in. `customFetch`
 * replaces fetch towards the provider (tests).
 */
export function createDirectorySignIn(
  auth: PerArchive<AuthService>,
  options: { customFetch?: oidc.CustomFetch } = {},
) {
  const connections = directoryConnections(options.customFetch);
  return {
    /** The directory sign-in of the archive a request is for; null: it has none. */
    here(request: Pick<FastifyRequest, 'archive' | 'archiveBase'>): ArchiveDirectorySignIn | null {
      const connection = connections.of(request.archive);
      return connection ? archiveSignIn(request, auth(request), connection) : null;
    },
  };
}

/** One archive's directory sign-in, as a request for it sees it. */
function archiveSignIn(
  request: Pick<FastifyRequest, 'archive' | 'archiveBase'>,
  auth: AuthService,
  connection: DirectoryConnection,
) {
  const ctx = request.archive;
  const audit = createAuditService(ctx);
  const { settings, provider, archiveId } = connection;
  const address = directoryAddress(ctx.config.publicUrl, request);
  return {
    ...address,
    label: settings.label,
    hideLocalLogin: settings.hideLocalLogin,

    /** Whether the provider answers discovery (the sign-in screen's button says so). */
    async available(): Promise<boolean> {
      return (await provider()) !== null;
    },

    /** Where to send the browser, and the cookie value that must come back; null: unavailable. */
    async start(): Promise<{ url: string; pending: string } | null> {
      const configuration = await provider();
      if (!configuration) return null;
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        archiveId,
        issuer: settings.issuer,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: address.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, pending: encodePending(pending) };
    },

    /**
     * The provider's answer at the callback: refused when the sign-in was started for another
     * archive or another connection; else the code exchanged (state, nonce, PKCE, issuer,
     * audience and signature checked by openid-client), the archive's account found or
     * created, its role from the groups, a session of the archive opened. Anything wrong: no
     * session.
     */
    async finish(
      search: string,
      pendingCookie: string | undefined,
      previousSessionKey: string | undefined,
    ): Promise<DirectorySignInResult> {
      const pending = decodePending(pendingCookie);
      if (!pending || pending.archiveId !== archiveId || pending.issuer !== settings.issuer)
        return { ok: false, reason: 'failed' };
      const configuration = await provider();
      if (!configuration) return { ok: false, reason: 'unavailable' };
      const claims = await exchangeCode(
        configuration,
        new URL(`${address.redirectUri}${search}`),
        pending,
        settings.rolesClaim,
      );
      if (!claims) return { ok: false, reason: 'failed' };
      const sub = String(claims.sub);
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320)
        return { ok: false, reason: 'no_email' };
      const name = typeof claims.name === 'string' ? claims.name.slice(0, 200) : null;
      const granted = roleFromGroups(groupsOf(claims[settings.rolesClaim]), settings.roleMap);
      const result = await upsertAccount(ctx, settings.issuer, { sub, email, name }, granted);
      if (!result.ok) return result;
      const { row, previousRole, linked } = result;
      const token = await auth.openSession(row.id, previousSessionKey);
      await recordSignIn(audit, row, { previousRole, linked, group: granted?.group ?? null });
      return { ok: true, token, role: granted?.role ?? null };
    },

    /** The provider's logout address (RP-initiated logout), or null when it offers none. */
    async endSessionUrl(): Promise<string | null> {
      const configuration = await provider();
      if (!configuration?.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(configuration, {
        client_id: settings.clientId,
        post_logout_redirect_uri: address.adminUrl,
      }).href;
    },
  };
}

function pickDefined(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

export type DirectorySignIn = ReturnType<typeof createDirectorySignIn>;
export type ArchiveDirectorySignIn = ReturnType<typeof archiveSignIn>;
