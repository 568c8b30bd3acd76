import { sql } from 'drizzle-orm';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { createAuthService } from '../auth';
import { createStaffAccountsService } from '../staff-accounts';
import { createDirectorySignIn } from './service';

const PUBLIC_URL = 'http://localhost:3000';
const ROLE_MAP = {
  'lesesaal-admins': 'ADMIN',
  'lesesaal-reports': 'REPORTS',
  'lesesaal-desk': 'DESK',
};

const directoryEnv = (p: TestProvider) => ({
  OIDC_ISSUER: p.issuer,
  OIDC_CLIENT_ID: p.clientId,
  OIDC_CLIENT_SECRET: p.clientSecret,
  OIDC_ROLE_MAP: JSON.stringify(ROLE_MAP),
});

describe.each(TEST_DRIVERS)('staff sign-in through the directory on %s', (driver) => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider({
      redirectUri: `${PUBLIC_URL}/api/auth/oidc/callback`,
      postLogoutRedirectUri: `${PUBLIC_URL}/admin/`,
    });
    t = await createTestApp(driver, { env: { PUBLIC_URL, ...directoryEnv(provider) } });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const sessionCount = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM staff_sessions`),
    )[0]!.n;
  const accountsOf = async (sub: string) =>
    rowsOf<{ id: number; email: string; role: string; role_source: string; role_group: string }>(
      await t.database.db.execute(
        sql`SELECT id, email, role, role_source, role_group FROM staff_accounts WHERE oidc_subject = ${sub}`,
      ),
    );

  /** GET /api/auth/oidc/login: the provider's address and the pending sign-in cookie. */
  async function start() {
    const res = await t.app.inject({ url: '/api/auth/oidc/login' });
    expect(res.statusCode).toBe(302);
    const pending = res.cookies.find((c) => c.name === 'lesesaal_oidc')!;
    return {
      location: res.headers.location as string,
      pending,
      cookie: `${pending.name}=${pending.value}`,
    };
  }
  const callback = (search: string, cookie?: string) =>
    t.app.inject({ url: `/api/auth/oidc/callback${search}`, headers: cookie ? { cookie } : {} });
  const sessionCookieOf = (res: Awaited<ReturnType<typeof callback>>) => {
    const c = res.cookies.find((x) => x.name === 'lesesaal_session');
    return c ? `${c.name}=${c.value}` : undefined;
  };
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  /** The whole round trip for `sub`; returns the callback's answer. */
  async function signIn(sub: string) {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, sub);
    return callback(back.search, cookie);
  }

  it('starts the code flow with PKCE (S256), state and nonce, returning to PUBLIC_URL', async () => {
    const { location, pending } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oidc/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('signs a directory person in with the role of their group; the account is created just in time', async () => {
    provider.people.set('p-admin', {
      email: 'Ada@Archive.test',
      name: 'Ada',
      groups: ['staff', 'lesesaal-admins'],
    });
    const before = await sessionCount();
    const res = await signIn('p-admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`url=${PUBLIC_URL}/admin/"`);
    const cookie = sessionCookieOf(res)!;
    expect(res.cookies.find((c) => c.name === 'lesesaal_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect((await me(cookie)).json()).toEqual({
      email: 'Ada@Archive.test',
      role: 'ADMIN',
      signInMethod: 'directory',
    });
    expect(await sessionCount()).toBe(before + 1);
    expect(await accountsOf('p-admin')).toMatchObject([
      { role: 'ADMIN', role_source: 'DIRECTORY', role_group: 'lesesaal-admins' },
    ]);
    const audit = rowsOf<{ action: string; fields: string[]; route: string }>(
      await t.database.db.execute(
        sql`SELECT action, fields, route FROM audit_log WHERE account_email = 'Ada@Archive.test'`,
      ),
    );
    expect(audit).toEqual([
      {
        action: 'SIGN_IN',
        fields: ['method:directory', 'role:ADMIN', 'group:lesesaal-admins'],
        route: '/api/auth/oidc/callback',
      },
    ]);
  });

  it("lists a directory account's role with its group, and previews roles through the same map", async () => {
    provider.people.set('p-listed', { email: 'listed@archive.test', groups: ['lesesaal-reports'] });
    await signIn('p-listed');
    provider.people.set('p-lister', { email: 'lister@archive.test', groups: ['lesesaal-admins'] });
    const admin = sessionCookieOf(await signIn('p-lister'))!;
    const list = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ content: { email: string }[] }>()
        .content.find((a) => a.email === 'listed@archive.test'),
    ).toMatchObject({ role: 'REPORTS', roleSource: 'DIRECTORY', roleGroup: 'lesesaal-reports' });

    const preview = (groups: unknown, cookie = admin) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users/role-preview',
        headers: { ...XHR, cookie },
        payload: { groups },
      });
    const strongest = await preview(['lesesaal-desk', 'cafeteria', 'lesesaal-reports']);
    expect(strongest.statusCode).toBe(200);
    expect(strongest.json()).toEqual({ role: 'REPORTS', group: 'lesesaal-reports' });
    expect((await preview([' lesesaal-admins '])).json()).toEqual({
      role: 'ADMIN',
      group: 'lesesaal-admins',
    });
    expect((await preview(['cafeteria'])).json()).toEqual({ role: null, group: null });
    expect((await preview([])).json()).toEqual({ role: null, group: null });
    // inherited object keys are no groups
    expect((await preview(['constructor', '__proto__'])).json()).toEqual({
      role: null,
      group: null,
    });
    const bad = await preview('lesesaal-admins');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation__error' });
    expect((await preview(['a\u0000b'])).statusCode).toBe(400);
    expect((await preview(Array.from({ length: 101 }, (_, i) => `g${i}`))).statusCode).toBe(400);

    provider.people.set('p-desk-only', {
      email: 'deskonly@archive.test',
      groups: ['lesesaal-desk'],
    });
    const desk = sessionCookieOf(await signIn('p-desk-only'))!;
    expect((await preview(['lesesaal-admins'], desk)).statusCode).toBe(403);
    expect((await preview(['lesesaal-admins'], '')).statusCode).toBe(401);
  });

  it('gives the strongest role of several groups', async () => {
    provider.people.set('p-multi', {
      email: 'multi@archive.test',
      groups: ['lesesaal-desk', 'lesesaal-reports'],
    });
    const res = await signIn('p-multi');
    expect((await me(sessionCookieOf(res)!)).json()).toMatchObject({ role: 'REPORTS' });
  });

  it('signs a person without a mapped group in without a role (the permission error screen)', async () => {
    provider.people.set('p-none', { email: 'none@archive.test', groups: ['cafeteria'] });
    const res = await signIn('p-none');
    expect((await me(sessionCookieOf(res)!)).json()).toEqual({
      email: 'none@archive.test',
      role: null,
      signInMethod: 'directory',
    });
    const admin = await t.app.inject({
      url: '/api/admin/users',
      headers: { cookie: sessionCookieOf(res)! },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('takes a role removed in the directory away at the next sign-in, and logs the change', async () => {
    provider.people.set('p-demoted', { email: 'demoted@archive.test', groups: ['lesesaal-desk'] });
    await signIn('p-demoted');
    provider.people.set('p-demoted', { email: 'demoted@archive.test', groups: [] });
    const res = await signIn('p-demoted');
    expect((await me(sessionCookieOf(res)!)).json()).toMatchObject({ role: null });
    const changes = rowsOf<{ fields: string[] }>(
      await t.database.db.execute(
        sql`SELECT fields FROM audit_log WHERE action = 'ROLE_CHANGE' AND account_email = 'demoted@archive.test'`,
      ),
    );
    expect(changes).toEqual([{ fields: ['from:DESK', 'role:NONE', 'group:-'] }]);
  });

  it('keeps the account when the e-mail changes in the directory', async () => {
    provider.people.set('p-moves', { email: 'old@archive.test', groups: ['lesesaal-desk'] });
    await signIn('p-moves');
    const [first] = await accountsOf('p-moves');
    provider.people.set('p-moves', { email: 'new@archive.test', groups: ['lesesaal-desk'] });
    const res = await signIn('p-moves');
    expect((await me(sessionCookieOf(res)!)).json()).toMatchObject({ email: 'new@archive.test' });
    expect(await accountsOf('p-moves')).toEqual([{ ...first, email: 'new@archive.test' }]);
  });

  it('does not take over a local account with the same e-mail', async () => {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    const local = await accounts.create({
      email: 'local@archive.test',
      password: 'Lesesaal-Test-Password-1',
      role: 'DESK',
    });
    provider.people.set('p-twin', { email: 'LOCAL@archive.test', groups: ['lesesaal-admins'] });
    const before = await sessionCount();
    const res = await signIn('p-twin');
    expect(res.body).toContain('?directory=link_required');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect(await accountsOf('p-twin')).toEqual([]);
    expect((await accounts.findByEmail('local@archive.test'))?.role).toBe(local.role);
  });

  it('takes a local account over once an admin allowed it: same account, no password, audited', async () => {
    let admin = await createStaffSession(t.app, t.database.db, 'ADMIN');
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    const local = await accounts.create({
      email: 'merge@archive.test',
      password: 'Lesesaal-Test-Password-1',
      role: 'DESK',
    });
    const localLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: XHR,
        payload: { email: 'merge@archive.test', password: 'Lesesaal-Test-Password-1' },
      });
    const link = (method: 'PUT' | 'DELETE', id = local.id) =>
      t.app.inject({
        method,
        url: `/api/admin/users/${id}/directory-link`,
        headers: { ...XHR, cookie: admin.cookie },
      });
    provider.people.set('p-merge', { email: 'Merge@Archive.test', groups: ['lesesaal-reports'] });
    expect((await signIn('p-merge')).body).toContain('?directory=link_required');

    // allowed, then withdrawn: still refused
    const allowed = await link('PUT');
    expect(allowed.statusCode).toBe(200);
    const until = allowed.json<{ directoryLinkUntil: string }>().directoryLinkUntil;
    expect(new Date(until).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 60 * 60_000);
    expect((await link('DELETE')).json()).toMatchObject({ directoryLinkUntil: null });
    expect((await signIn('p-merge')).body).toContain('?directory=link_required');
    // allowed, but the permission has ended
    await link('PUT');
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    expect((await signIn('p-merge')).body).toContain('?directory=link_required');

    const firstAdmin = admin.accountId;
    admin = await createStaffSession(t.app, t.database.db, 'ADMIN');
    await link('PUT');
    const signedInLocally = await localLogin();
    const cookieBefore = `${signedInLocally.cookies[0]!.name}=${signedInLocally.cookies[0]!.value}`;
    expect((await me(cookieBefore)).statusCode).toBe(200);
    const res = await signIn('p-merge');
    const cookie = sessionCookieOf(res)!;
    expect((await me(cookie)).json()).toEqual({
      email: 'Merge@Archive.test',
      role: 'REPORTS',
      signInMethod: 'directory',
    });
    const [row] = await accountsOf('p-merge');
    expect(row).toMatchObject({ id: local.id, role: 'REPORTS', role_source: 'DIRECTORY' });
    const [stored] = rowsOf<{ password_hash: string | null; directory_link_until: Date | null }>(
      await t.database.db.execute(
        sql`SELECT password_hash, directory_link_until FROM staff_accounts WHERE id = ${local.id}`,
      ),
    );
    expect(stored).toEqual({ password_hash: null, directory_link_until: null });
    // the password no longer signs in, and the local session has ended
    expect((await localLogin()).statusCode).toBe(401);
    expect((await me(cookieBefore)).statusCode).toBe(401);
    // a directory account cannot be offered again
    expect((await link('PUT')).json()).toEqual({ error: 'conflict', payload: ['directory'] });

    const log = rowsOf<{ action: string; fields: string[]; account_id: number; route: string }>(
      await t.database.db.execute(
        sql`SELECT action, fields, account_id, route FROM audit_log WHERE entity_id = ${String(local.id)} ORDER BY id`,
      ),
    );
    expect(log.filter((e) => e.route.includes('directory-link'))).toEqual([
      ...['PUT', 'DELETE', 'PUT', 'PUT'].map((m, i) => ({
        action: 'update',
        fields: ['directoryLink'],
        account_id: i < 3 ? firstAdmin : admin.accountId,
        route: `${m} /api/admin/users/:id/directory-link`,
      })),
    ]);
    expect(log.filter((e) => e.route === '/api/auth/oidc/callback')).toEqual([
      {
        action: 'DIRECTORY_LINK',
        fields: ['method:directory', 'role:REPORTS', 'group:lesesaal-reports', 'from:DESK'],
        account_id: local.id,
        route: '/api/auth/oidc/callback',
      },
      {
        action: 'SIGN_IN',
        fields: ['method:directory', 'role:REPORTS', 'group:lesesaal-reports'],
        account_id: local.id,
        route: '/api/auth/oidc/callback',
      },
      {
        action: 'ROLE_CHANGE',
        fields: ['from:DESK', 'role:REPORTS', 'group:lesesaal-reports'],
        account_id: local.id,
        route: '/api/auth/oidc/callback',
      },
    ]);
  });

  it('refuses a disabled directory account; disabling ends its sessions at once', async () => {
    provider.people.set('p-leaves', { email: 'leaves@archive.test', groups: ['lesesaal-desk'] });
    const cookie = sessionCookieOf(await signIn('p-leaves'))!;
    const [row] = await accountsOf('p-leaves');
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.update(row!.id, { disabled: true });
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await signIn('p-leaves');
    expect(again.body).toContain('?directory=disabled');
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('refuses a wrong state with nothing signed in', async () => {
    provider.people.set('p-state', { email: 'state@archive.test', groups: ['lesesaal-admins'] });
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'p-state');
    back.searchParams.set('state', 'forged-state');
    const before = await sessionCount();
    const res = await callback(back.search, cookie);
    expect(res.body).toContain('?directory=failed');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a replayed code with nothing signed in', async () => {
    provider.people.set('p-replay', { email: 'replay@archive.test', groups: ['lesesaal-desk'] });
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'p-replay');
    expect(sessionCookieOf(await callback(back.search, cookie))).toBeDefined();
    const before = await sessionCount();
    const replay = await callback(back.search, cookie);
    expect(replay.body).toContain('?directory=failed');
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a wrong nonce, and a callback without the pending cookie', async () => {
    provider.people.set('p-nonce', { email: 'nonce@archive.test', groups: ['lesesaal-desk'] });
    const { location, pending } = await start();
    const back = await signInAtProvider(location, 'p-nonce');
    const stored = JSON.parse(Buffer.from(pending.value, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...stored, nonce: 'another-nonce' })).toString(
      'base64url',
    );
    const before = await sessionCount();
    const res = await callback(back.search, `lesesaal_oidc=${forged}`);
    expect(res.body).toContain('?directory=failed');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect((await callback(back.search)).body).toContain('?directory=failed');
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['another issuer', { iss: 'https://other-issuer.example' }],
    ['another client', { aud: 'another-client' }],
  ])(
    'refuses an ID token from %s (validly signed) with nothing signed in',
    async (_what, change) => {
      provider.people.set('p-forged', {
        email: 'forged@archive.test',
        groups: ['lesesaal-admins'],
      });
      // the provider's token answer with its ID token replaced by one for another issuer/client
      const forging: CustomFetch = async (url, options) => {
        const res = await fetch(url, options as RequestInit);
        if (!url.endsWith('/token') || !res.ok) return res;
        const body = (await res.json()) as { id_token: string };
        const claims = JSON.parse(
          Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString(),
        ) as Record<string, unknown>;
        body.id_token = provider.signJwt({ ...claims, ...change });
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      };
      // the default archive's, as a request to `/` has it
      const request = { archive: t.context(), archiveBase: '/' };
      const auth = createAuthService(request.archive);
      const directory = createDirectorySignIn(() => auth, { customFetch: forging }).here(request)!;
      const started = (await directory.start())!;
      const back = await signInAtProvider(started.url, 'p-forged');
      const before = await sessionCount();
      expect(await directory.finish(back.search, started.pending, undefined)).toEqual({
        ok: false,
        reason: 'failed',
      });
      expect(await sessionCount()).toBe(before);
      // the same round trip without the forgery signs in: the refusal was the token's
      const plain = createDirectorySignIn(() => auth).here(request)!;
      const again = (await plain.start())!;
      const ok = await plain.finish(
        (await signInAtProvider(again.url, 'p-forged')).search,
        again.pending,
        undefined,
      );
      expect(ok).toMatchObject({ ok: true, role: 'ADMIN' });
    },
  );

  it('says the directory is there, with its label, and signs out at the provider (RP-initiated logout)', async () => {
    const status = await t.app.inject({ url: '/api/auth/oidc/status' });
    expect(status.json()).toEqual({
      enabled: true,
      available: true,
      label: null,
      hideLocalLogin: false,
    });
    provider.people.set('p-out', { email: 'out@archive.test', groups: ['lesesaal-desk'] });
    const cookie = sessionCookieOf(await signIn('p-out'))!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/logout',
      headers: { ...XHR, cookie },
    });
    expect(out.statusCode).toBe(200);
    const redirect = new URL(out.json<{ redirectUrl: string }>().redirectUrl);
    expect(redirect.origin).toBe(provider.issuer);
    expect(redirect.searchParams.get('client_id')).toBe(provider.clientId);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/admin/`);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe.each(TEST_DRIVERS)('directory unreachable on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // a provider started and stopped: its port answers nothing
    const gone = await startTestProvider({
      redirectUri: `${PUBLIC_URL}/api/auth/oidc/callback`,
      postLogoutRedirectUri: `${PUBLIC_URL}/admin/`,
    });
    await gone.close();
    t = await createTestApp(driver, {
      env: { PUBLIC_URL, ...directoryEnv(gone), OIDC_LABEL: 'Mit dem Landeskonto anmelden' },
    });
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({
      email: 'breakglass@archive.test',
      password: 'Lesesaal-Test-Password-1',
      role: 'ADMIN',
    });
  });
  afterAll(async () => t?.close());

  it('says the directory sign-in is unavailable, sends the button back, and local sign-in works', async () => {
    const status = await t.app.inject({ url: '/api/auth/oidc/status' });
    expect(status.json()).toMatchObject({
      enabled: true,
      available: false,
      label: 'Mit dem Landeskonto anmelden',
    });
    const login = await t.app.inject({ url: '/api/auth/oidc/login' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe(`${PUBLIC_URL}/admin/?directory=unavailable`);
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email: 'breakglass@archive.test', password: 'Lesesaal-Test-Password-1' },
    });
    expect(local.statusCode).toBe(204);
  });
});

describe.each(TEST_DRIVERS)('no directory configured on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('offers no directory sign-in: status says so, login is 404, the callback goes back', async () => {
    expect((await t.app.inject({ url: '/api/auth/oidc/status' })).json()).toEqual({
      enabled: false,
      available: false,
      label: null,
      hideLocalLogin: false,
    });
    const login = await t.app.inject({ url: '/api/auth/oidc/login' });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ error: 'not_found' });
    const callback = await t.app.inject({ url: '/api/auth/oidc/callback?code=x' });
    expect(callback.body).toContain('?directory=unavailable');
    expect(callback.cookies).toEqual([]);
  });
});
