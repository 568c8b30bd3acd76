import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lesesaal/domain/audit/schema';
import { inArchive } from '../../db/archives';
import { rowsOf } from '../../db/client';
import { startJobs } from '../../jobs/start-jobs';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';
import { newArchive, platformCall, platformSignIn, type PlatformSession } from './test-support';

/** Cookie header of the staff session a response set (support or sign-in), under `/a/`. */
function staffCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'lesesaal_session_a');
  if (!cookie) throw new Error('no staff cookie');
  return `${cookie.name}=${cookie.value}`;
}

// A platform administrator's support account in an archive lasts as long as a support session
// of theirs runs there: signed out, or run out, it goes (docs/decisions/many-archives.md).
describe.each(TEST_DRIVERS)('support accounts after the support session, on %s', (driver) => {
  let t: TestApp;
  let admin: PlatformSession;
  let archive: PlatformArchive;
  /** the archive's own first admin, signed in under `/a/` */
  let owner: string;
  afterEach(async () => t?.close());

  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await platformSignIn(t);
    // a slug of one letter is an archive's like any other
    const created = await platformCall(t.app, admin.cookie)(
      'POST',
      '/api/platform/archives',
      newArchive('a'),
    );
    expect(created.statusCode, created.body).toBe(201);
    archive = created.json<PlatformArchive & { firstAdminPassword: string }>();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/a/api/auth/login',
      headers: XHR,
      payload: {
        email: 'admin@a.example.org',
        password: created.json<{ firstAdminPassword: string }>().firstAdminPassword,
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(204);
    owner = staffCookie(signIn);
  });

  const openSupport = async () => {
    const res = await platformCall(t.app, admin.cookie)(
      'POST',
      `/api/platform/archives/${archive.id}/support`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return staffCookie(res);
  };
  const staffList = async (cookie = owner) => {
    const res = await t.app.inject({ url: '/a/api/admin/users', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<{ content: Array<{ email: string }> }>()
      .content.map((u) => u.email)
      .sort();
  };
  /** Rows of the administrator's account in the archive, read in it. */
  const supportRows = () =>
    inArchive(archive.id, async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`SELECT count(*)::int AS n FROM staff_accounts WHERE email_lower = lower(${admin.email})`,
          ),
        )[0]!.n,
      ),
    );
  const signOut = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/a/api/auth/logout', headers: { ...XHR, cookie } });
  const me = (cookie: string) => t.app.inject({ url: '/a/api/auth/me', headers: { cookie } });

  it('removes the account when the support session is signed out; the audit log keeps who it was', async () => {
    const support = await openSupport();
    expect(await staffList()).toEqual(['admin@a.example.org', admin.email].sort());

    expect((await signOut(support)).statusCode).toBe(204);
    expect(await staffList()).toEqual(['admin@a.example.org']);
    expect(await supportRows()).toBe(0);
    expect((await me(support)).statusCode).toBe(401);
    const log = await t.app.inject({ url: '/a/api/admin/audit-log', headers: { cookie: owner } });
    expect(
      log
        .json<{ content: AuditEntry[] }>()
        .content.filter((e) => e.action === 'SIGN_IN' && e.accountEmail === admin.email),
    ).toHaveLength(1);

    // a new support session makes the account again
    const again = await openSupport();
    expect((await me(again)).json()).toMatchObject({ email: admin.email, role: 'ADMIN' });
    expect(await supportRows()).toBe(1);
  });

  it('keeps the account while another support session of it runs', async () => {
    const first = await openSupport();
    const second = await openSupport();
    expect((await signOut(first)).statusCode).toBe(204);
    expect(await supportRows()).toBe(1);
    expect((await me(second)).statusCode).toBe(200);
    expect((await signOut(second)).statusCode).toBe(204);
    expect(await supportRows()).toBe(0);
    // the archive's own admin signing out loses nothing
    expect((await signOut(owner)).statusCode).toBe(204);
    expect(
      await inArchive(archive.id, async () =>
        rowsOf<{ n: number }>(
          await t.database.db.execute(sql`SELECT count(*)::int AS n FROM staff_accounts`),
        ),
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('does not list the account once the hour ran out', async () => {
    await openSupport();
    t.clock.advanceMinutes(59);
    expect(await staffList()).toContain(admin.email);
    t.clock.advanceMinutes(2);
    expect(await staffList()).toEqual(['admin@a.example.org']);
    expect(await supportRows()).toBe(0);
  });

  it('is removed by the housekeeping job in each archive once the hour ran out', async () => {
    await openSupport();
    const inDefault = await platformCall(t.app, admin.cookie)(
      'POST',
      '/api/platform/archives/1/support',
    );
    expect(inDefault.statusCode).toBe(200);
    const countIn = (archiveId: number) =>
      inArchive(archiveId, async () =>
        Number(
          rowsOf<{ n: number }>(
            await t.database.db.execute(
              sql`SELECT count(*)::int AS n FROM staff_accounts WHERE password_hash IS NULL`,
            ),
          )[0]!.n,
        ),
      );
    expect([await countIn(1), await countIn(archive.id)]).toEqual([1, 1]);

    t.clock.advanceMinutes(61);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const jobs = startJobs({
      config: t.config,
      clock: t.clock,
      db: t.database.db,
      mail: t.mail,
      log: log as never,
      archives: t.app.archives,
    });
    try {
      await expect
        .poll(async () => [await countIn(1), await countIn(archive.id)], { timeout: 30_000 })
        .toEqual([0, 0]);
    } finally {
      await jobs.stop();
    }
    expect(await staffList()).toEqual(['admin@a.example.org']);
  });

  it('is no admin of the archive’s own: the last of those stays, the support account may go', async () => {
    const support = await openSupport();
    const accounts = (
      await t.app.inject({ url: '/a/api/admin/users', headers: { cookie: support } })
    ).json<{ content: Array<{ id: number; email: string }> }>().content;
    const own = accounts.find((a) => a.email === 'admin@a.example.org')!;
    const mine = accounts.find((a) => a.email === admin.email)!;
    const change = (cookie: string, method: 'PUT' | 'DELETE', id: number, payload?: object) =>
      t.app.inject({
        method,
        url: `/a/api/admin/users/${id}`,
        headers: { ...XHR, cookie },
        ...(payload ? { payload } : {}),
      });
    // support cannot leave the archive without an admin of its own
    const removed = await change(support, 'DELETE', own.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ error: 'conflict', payload: ['last_admin'] });
    const disabled = await change(support, 'PUT', own.id, { disabled: true });
    expect(disabled.json()).toEqual({ error: 'conflict', payload: ['last_admin'] });
    // the archive's only admin may remove the support account (which ends its session)
    expect((await change(owner, 'DELETE', mine.id)).statusCode).toBe(204);
    expect((await me(support)).statusCode).toBe(401);
  });

  it("is marked as support: the archive's admin can set no password, e-mail or directory link on it, nor sign in as it", async () => {
    const support = await openSupport();
    const accounts = (
      await t.app.inject({ url: '/a/api/admin/users', headers: { cookie: owner } })
    ).json<{ content: Array<{ id: number; email: string; support: boolean }> }>().content;
    const mine = accounts.find((a) => a.email === admin.email)!;
    expect(mine.support).toBe(true);
    expect(accounts.find((a) => a.email === 'admin@a.example.org')!.support).toBe(false);

    const password = 'Ein-eigenes-Passwort-8812';
    const set = await t.app.inject({
      method: 'PUT',
      url: `/a/api/admin/users/${mine.id}`,
      headers: { ...XHR, cookie: owner },
      payload: { password },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json()).toEqual({ error: 'staff__support_account' });
    const link = await t.app.inject({
      method: 'PUT',
      url: `/a/api/admin/users/${mine.id}/directory-link`,
      headers: { ...XHR, cookie: owner },
    });
    expect(link.statusCode).toBe(409);
    // the archive has no directory: refused either way, never set
    expect(link.json().error).toMatch(/^(staff__support_account|conflict)$/);
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/a/api/admin/users/${mine.id}/directory-link`,
      headers: { ...XHR, cookie: owner },
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toEqual({ error: 'staff__support_account' });
    // no password was stored: the administrator's e-mail signs nobody in with it
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/a/api/auth/login',
      headers: XHR,
      payload: { email: admin.email, password },
    });
    expect(signIn.statusCode).toBe(401);
    const stored = await inArchive(archive.id, async () =>
      rowsOf<{ password_hash: string | null; support: boolean }>(
        await t.database.db.execute(
          sql`SELECT password_hash, support FROM staff_accounts WHERE email_lower = lower(${admin.email})`,
        ),
      ),
    );
    expect(stored).toEqual([{ password_hash: null, support: true }]);
    // the support session itself may not give its account a second factor either
    const setup = await t.app.inject({
      method: 'POST',
      url: '/a/api/auth/second-factor/setup',
      headers: { ...XHR, cookie: support },
    });
    expect(setup.statusCode).toBe(401);
  });

  it('says in every audit entry which kind of session acted', async () => {
    const support = await openSupport();
    const holiday = (cookie: string, date: string) =>
      t.app.inject({
        method: 'POST',
        url: '/a/api/admin/holidays',
        headers: { ...XHR, cookie },
        payload: { date, name: 'Feiertag' },
      });
    expect((await holiday(support, '2030-01-06')).statusCode).toBe(201);
    expect((await holiday(owner, '2030-05-01')).statusCode).toBe(201);
    const settings = await platformCall(t.app, admin.cookie)(
      'PATCH',
      `/api/platform/archives/${archive.id}/settings`,
      { contactEmail: 'lesesaal@a.example.org' },
    );
    expect(settings.statusCode, settings.body).toBe(200);

    const log = await t.app.inject({ url: '/a/api/admin/audit-log', headers: { cookie: owner } });
    const entries = log.json<{ content: AuditEntry[] }>().content;
    const kinds = entries.map((e) => [e.action, e.route, e.accountEmail, e.sessionKind]);
    expect(kinds).toContainEqual(['SIGN_IN', expect.any(String), admin.email, 'support']);
    expect(kinds).toContainEqual(['create', 'POST /api/admin/holidays', admin.email, 'support']);
    expect(kinds).toContainEqual([
      'create',
      'POST /api/admin/holidays',
      'admin@a.example.org',
      'staff',
    ]);
    expect(kinds).toContainEqual([
      expect.any(String),
      'PATCH /api/platform/archives/:id/settings',
      admin.email,
      'platform',
    ]);
  });
});
