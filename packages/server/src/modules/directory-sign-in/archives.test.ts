import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArchive } from '../../db/archives';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { addArchive, signInAt } from '../../test/archives';
import { ownerExec, TEST_DRIVERS } from '../../test/databases';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider';
import type { Archive } from '../../archives';
import { perArchive } from '../../http/archive-context';
import { createAuthService } from '../auth';
import { createDirectorySignIn } from './service';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = '/api/auth/oidc/callback';

/** The callbacks and logout returns an archive registers with its provider. */
const registered = (...bases: string[]) => ({
  redirectUri: bases.map((b) => `${b}${CALLBACK}`),
  postLogoutRedirectUri: bases.map((b) => `${b}/admin/`),
});

/** Stores the archive's directory connection as the platform does, and reads the archives again. */
async function connect(
  t: TestApp,
  archive: Archive,
  p: TestProvider | null,
  extra: Record<string, unknown> = {},
) {
  const directory = p && {
    issuer: p.issuer,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    rolesClaim: 'groups',
    roleMap: { [`${archive.slug}-admins`]: 'ADMIN', [`${archive.slug}-desk`]: 'DESK' },
    hideLocalLogin: false,
    ...extra,
  };
  const settings = JSON.stringify(directory ? { directory } : {});
  await ownerExec(
    t.database,
    `UPDATE archives SET settings = '${settings}' WHERE id = ${archive.id}`,
  );
  await t.app.archives.refresh();
}

/** POST role-preview at `base` as a local admin of `archive`: the role and group the groups give there. */
async function preview(t: TestApp, archive: Archive, base: string, groups: string[]) {
  const { cookie } = await signInAt(t, archive, base);
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}api/admin/users/role-preview`,
    headers: { ...XHR, cookie },
    payload: { groups },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ role: string | null; group: string | null }>();
}

describe.each(TEST_DRIVERS)('directory sign-in per archive on %s', (driver) => {
  let p1: TestProvider;
  let p2: TestProvider;
  let p3: TestProvider;
  let t: TestApp;
  let a: Archive;
  let b: Archive;
  beforeAll(async () => {
    p1 = await startTestProvider(registered(`${PUBLIC_URL}/a`));
    p2 = await startTestProvider(registered(`${PUBLIC_URL}/a`, `${PUBLIC_URL}/b`, 'http://h.test'));
    p3 = await startTestProvider(registered(`${PUBLIC_URL}/a`));
    // the installation has no directory: the default archive has none
    t = await createTestApp(driver, { env: { PUBLIC_URL } });
    a = await addArchive(t, { slug: 'a' });
    b = await addArchive(t, { slug: 'b' });
    await connect(t, a, p1, { label: 'Landeskonto A' });
    await connect(t, b, p2);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([p1, p2, p3].map((p) => p?.close()));
  });

  const get = (url: string, cookie?: string, host?: string) =>
    t.app.inject({
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
    });
  const cookieOf = (res: Awaited<ReturnType<typeof get>>, name: string) =>
    res.cookies.find((c) => c.name === name);
  const pair = (c: { name: string; value: string }) => `${c.name}=${c.value}`;
  const accountsIn = async (archive: Archive) =>
    inArchive(archive.id, async () =>
      rowsOf<{ email: string; role: string; oidc_issuer: string; oidc_subject: string }>(
        await t.database.db.execute(
          sql`SELECT email, role, oidc_issuer, oidc_subject FROM staff_accounts WHERE oidc_subject IS NOT NULL ORDER BY id`,
        ),
      ),
    );

  /** Starts at `base` (`/` or `/x/`), signs in at the provider as `sub`; the callback's query and the pending cookie. */
  async function throughProvider(base: string, sub: string) {
    const login = await get(`${base}api/auth/oidc/login`);
    expect(login.statusCode).toBe(302);
    const slug = base.replaceAll('/', '');
    const pending = cookieOf(login, slug ? `lesesaal_oidc_${slug}` : 'lesesaal_oidc')!;
    const back = await signInAtProvider(login.headers.location as string, sub);
    return { login, pending, back };
  }

  /**
   * A sign-in started in A, its answer presented in B — where A and B share one provider and
   * client, so only the binding to the archive tells them apart: refused before the code is
   * sent to any provider (a counting fetch sees no request).
   */
  async function refusedInBWithoutAsking(started: Awaited<ReturnType<typeof throughProvider>>) {
    const asked: string[] = [];
    // B's context, as a request to /b/ has it; its work runs in B (the router's db scope)
    const inBRequest = { archive: t.context(b.id), archiveBase: '/b/' };
    const counting = createDirectorySignIn(perArchive(createAuthService), {
      customFetch: (url, options) => {
        asked.push(url);
        return fetch(url, options as RequestInit);
      },
    });
    const inB = await inArchive(b.id, async () => {
      expect(await counting.here(inBRequest)!.available()).toBe(true);
      asked.length = 0;
      return counting
        .here(inBRequest)!
        .finish(started.back.search, started.pending.value, undefined);
    });
    expect(inB).toEqual({ ok: false, reason: 'failed' });
    expect(asked).toEqual([]);
  }

  it('says per archive whether it has a directory: off at the default archive, on with its label at /a/', async () => {
    expect((await get('/api/auth/oidc/status')).json()).toEqual({
      enabled: false,
      available: false,
      label: null,
      hideLocalLogin: false,
    });
    expect((await get('/api/auth/oidc/login')).statusCode).toBe(404);
    expect((await get('/a/api/auth/oidc/status')).json()).toEqual({
      enabled: true,
      available: true,
      label: 'Landeskonto A',
      hideLocalLogin: false,
    });
    expect((await get('/b/api/auth/oidc/status')).json()).toMatchObject({
      enabled: true,
      available: true,
      label: null,
    });
  });

  it("signs in at /a/ through A's provider into A's staff session, at /b/ through B's into B's", async () => {
    p1.people.set('ada', { email: 'ada@a.test', groups: ['a-admins'] });
    const { login, pending, back } = await throughProvider('/a/', 'ada');
    const to = new URL(login.headers.location as string);
    expect(to.origin).toBe(p1.issuer);
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/a${CALLBACK}`);
    expect(pending).toMatchObject({ path: '/a/', httpOnly: true, sameSite: 'Lax' });
    expect(back.href.startsWith(`${PUBLIC_URL}/a${CALLBACK}?`)).toBe(true);
    const res = await get(`/a${CALLBACK}${back.search}`, pair(pending));
    expect(res.body).toContain(`url=${PUBLIC_URL}/a/admin/"`);
    expect(cookieOf(res, 'lesesaal_session')).toBeUndefined();
    const session = cookieOf(res, 'lesesaal_session_a')!;
    expect(session).toMatchObject({ path: '/a/', httpOnly: true, sameSite: 'Strict' });
    expect((await get('/a/api/auth/me', pair(session))).json()).toEqual({
      email: 'ada@a.test',
      role: 'ADMIN',
      signInMethod: 'directory',
    });
    // A's session is no session of B's or the default archive's
    expect((await get('/b/api/auth/me', `lesesaal_session_b=${session.value}`)).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth/me', `lesesaal_session=${session.value}`)).statusCode).toBe(401);

    p2.people.set('bob', { email: 'bob@b.test', groups: ['b-desk', 'a-admins'] });
    const viaB = await throughProvider('/b/', 'bob');
    expect(new URL(viaB.login.headers.location as string).origin).toBe(p2.issuer);
    const resB = await get(`/b${CALLBACK}${viaB.back.search}`, pair(viaB.pending));
    const sessionB = cookieOf(resB, 'lesesaal_session_b')!;
    // B's role map: its own groups count, A's do not
    expect((await get('/b/api/auth/me', pair(sessionB))).json()).toMatchObject({ role: 'DESK' });
    expect(await accountsIn(a)).toEqual([
      { email: 'ada@a.test', role: 'ADMIN', oidc_issuer: p1.issuer, oidc_subject: 'ada' },
    ]);
    expect(await accountsIn(b)).toEqual([
      { email: 'bob@b.test', role: 'DESK', oidc_issuer: p2.issuer, oidc_subject: 'bob' },
    ]);
  });

  it("refuses A's callback at /b/: under B's cookie, or forged as B's pending sign-in", async () => {
    p1.people.set('eve', { email: 'eve@a.test', groups: ['a-admins', 'b-desk'] });
    const { pending, back } = await throughProvider('/a/', 'eve');
    const withoutB = await get(`/b${CALLBACK}${back.search}`, pair(pending));
    expect(withoutB.body).toContain(`url=${PUBLIC_URL}/b/admin/?directory=failed"`);
    expect(cookieOf(withoutB, 'lesesaal_session_b')).toBeUndefined();
    const asB = await get(`/b${CALLBACK}${back.search}`, `lesesaal_oidc_b=${pending.value}`);
    expect(asB.body).toContain('?directory=failed');
    // rewritten to name B and B's issuer: B exchanges with B's provider, which refuses it
    const stored = JSON.parse(Buffer.from(pending.value, 'base64url').toString()) as object;
    const forged = Buffer.from(
      JSON.stringify({ ...stored, archiveId: b.id, issuer: p2.issuer }),
    ).toString('base64url');
    const rewritten = await get(`/b${CALLBACK}${back.search}`, `lesesaal_oidc_b=${forged}`);
    expect(rewritten.body).toContain('?directory=failed');
    expect(cookieOf(rewritten, 'lesesaal_session_b')).toBeUndefined();
    expect((await accountsIn(b)).map((r) => r.oidc_subject)).not.toContain('eve');
    // the code itself was good: at /a/ it signs in
    const atA = await get(`/a${CALLBACK}${back.search}`, pair(pending));
    expect(cookieOf(atA, 'lesesaal_session_a')).toBeDefined();
  });

  it("discovers A's provider again when A's issuer changes; a sign-in started before is refused; one person gets an account in each archive", async () => {
    p1.people.set('mo', { email: 'mo@a.test', groups: ['a-desk'] });
    const before = await throughProvider('/a/', 'mo');
    await connect(t, a, p3);
    const login = await get('/a/api/auth/oidc/login');
    expect(new URL(login.headers.location as string).origin).toBe(p3.issuer);
    const late = await get(`/a${CALLBACK}${before.back.search}`, pair(before.pending));
    expect(late.body).toContain('?directory=failed');
    expect(cookieOf(late, 'lesesaal_session_a')).toBeUndefined();

    // A and B on one provider: the same issuer and subject, an account in each
    await connect(t, a, p2);
    p2.people.set('sam', { email: 'sam@land.test', groups: ['a-admins', 'b-desk'] });
    await refusedInBWithoutAsking(await throughProvider('/a/', 'sam'));
    for (const base of ['/a/', '/b/']) {
      const { pending, back } = await throughProvider(base, 'sam');
      const res = await get(`${base.slice(0, -1)}${CALLBACK}${back.search}`, pair(pending));
      expect(res.body).toContain(`url=${PUBLIC_URL}${base}admin/"`);
    }
    const sam = (archive: Archive) =>
      accountsIn(archive).then((rows) => rows.filter((r) => r.oidc_subject === 'sam'));
    expect(await sam(a)).toEqual([
      { email: 'sam@land.test', role: 'ADMIN', oidc_issuer: p2.issuer, oidc_subject: 'sam' },
    ]);
    expect(await sam(b)).toEqual([
      { email: 'sam@land.test', role: 'DESK', oidc_issuer: p2.issuer, oidc_subject: 'sam' },
    ]);
    await connect(t, a, p1, { label: 'Landeskonto A' });
  });

  it("previews roles through the archive's own map; the default archive has none to preview or link", async () => {
    const groups = ['a-desk', 'b-desk', 'a-admins'];
    expect(await preview(t, a, '/a/', groups)).toEqual({ role: 'ADMIN', group: 'a-admins' });
    expect(await preview(t, b, '/b/', groups)).toEqual({ role: 'DESK', group: 'b-desk' });
    const home = t.app.archives.snapshot().get(1)!;
    expect(await preview(t, home, '/', groups)).toEqual({ role: null, group: null });
    const { cookie } = await signInAt(t, home, '/');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    const users = await t.app.inject({ url: '/api/admin/users', headers: { cookie } });
    const own = users
      .json<{ content: { id: number; email: string }[] }>()
      .content.find((u) => u.email === me.json<{ email: string }>().email)!;
    const link = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${own.id}/directory-link`,
      headers: { ...XHR, cookie },
    });
    expect(link.statusCode).toBe(409);
    expect(link.json()).toEqual({ error: 'conflict', payload: ['no_directory'] });
  });

  it('signs out at the archive and returns to its staff page from the provider', async () => {
    p2.people.set('out', { email: 'out@b.test', groups: ['b-desk'] });
    const { pending, back } = await throughProvider('/b/', 'out');
    const session = cookieOf(
      await get(`/b${CALLBACK}${back.search}`, pair(pending)),
      'lesesaal_session_b',
    )!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/b/api/auth/oidc/logout',
      headers: { ...XHR, cookie: pair(session) },
    });
    const redirect = new URL(out.json<{ redirectUrl: string }>().redirectUrl);
    expect(redirect.origin).toBe(p2.issuer);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/b/admin/`);
    expect((await get('/b/api/auth/me', pair(session))).statusCode).toBe(401);
  });

  it('an archive with its own host name: the sign-in starts and returns at that host', async () => {
    const h = await addArchive(t, { slug: 'h', hostName: 'h.test' });
    await connect(t, h, p2);
    const viaPath = await get('/h/api/auth/oidc/login');
    expect(viaPath.statusCode).toBe(302);
    expect(viaPath.headers.location).toBe(`http://h.test/api/auth/oidc/login`);
    expect(viaPath.cookies).toEqual([]);
    const login = await get('/api/auth/oidc/login', undefined, 'h.test');
    expect(new URL(login.headers.location as string).searchParams.get('redirect_uri')).toBe(
      `http://h.test${CALLBACK}`,
    );
    expect(cookieOf(login, 'lesesaal_oidc')).toMatchObject({ path: '/' });
    // its callback answers at the host name only; at /h/ nothing is read or cleared
    const stray = await get(
      `/h${CALLBACK}?code=x&state=y`,
      `lesesaal_oidc=${cookieOf(login, 'lesesaal_oidc')!.value}`,
    );
    expect(stray.body).toContain('url=http://h.test/admin/?directory=failed"');
    expect(stray.cookies).toEqual([]);
  });
});

describe.each(TEST_DRIVERS)("the installation's directory (OIDC_*) on %s", (driver) => {
  let p: TestProvider;
  let t: TestApp;
  let c: Archive;
  beforeAll(async () => {
    p = await startTestProvider(registered(PUBLIC_URL, `${PUBLIC_URL}/c`));
    t = await createTestApp(driver, {
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: p.issuer,
        OIDC_CLIENT_ID: p.clientId,
        OIDC_CLIENT_SECRET: p.clientSecret,
        OIDC_ROLE_MAP: JSON.stringify({ admins: 'ADMIN' }),
      },
    });
    c = await addArchive(t, { slug: 'c' });
  });
  afterAll(async () => {
    await t?.close();
    await p?.close();
  });

  it('signs in to the default archive only: an archive without a connection of its own has none', async () => {
    expect((await t.app.inject({ url: '/api/auth/oidc/status' })).json()).toMatchObject({
      enabled: true,
    });
    expect((await t.app.inject({ url: '/c/api/auth/oidc/status' })).json()).toMatchObject({
      enabled: false,
    });
    expect((await t.app.inject({ url: '/c/api/auth/oidc/login' })).statusCode).toBe(404);
    const callback = await t.app.inject({ url: `/c${CALLBACK}?code=x&state=y` });
    expect(callback.body).toContain(`url=${PUBLIC_URL}/c/admin/?directory=unavailable"`);
    expect(callback.cookies).toEqual([]);
    expect(await preview(t, c, '/c/', ['admins'])).toEqual({ role: null, group: null });
    // its own connection (here to the same provider) switches it on
    await connect(t, c, p);
    expect((await t.app.inject({ url: '/c/api/auth/oidc/status' })).json()).toMatchObject({
      enabled: true,
      available: true,
    });
    expect(await preview(t, c, '/c/', ['c-admins'])).toEqual({ role: 'ADMIN', group: 'c-admins' });
  });
});
