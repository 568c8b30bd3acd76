import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallationAuditEntry } from '@lesesaal/domain/audit/installation';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { platformHousekeeping } from './housekeeping';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';
import { newArchive, platformCall, platformSignIn, type PlatformSession } from './test-support';

type Page = { content: InstallationAuditEntry[]; totalCount: number };

// What the platform's administrators do is recorded for the installation, in a log that no
// archive owns: removing an archive keeps the entries about it.
describe.each(TEST_DRIVERS)('the installation’s audit log on %s', (driver) => {
  let t: TestApp;
  let admin: PlatformSession;
  const call = () => platformCall(t.app, admin.cookie);
  const log = async (query = 'limit=100') => {
    const res = await call()('GET', `/api/platform/audit-log?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await platformSignIn(t);
  });
  afterAll(async () => t?.close());

  it('records platform sign-ins and refused ones, never the e-mail typed for nobody', async () => {
    for (const payload of [
      { email: admin.email, password: 'falsch-falsch-falsch' },
      { email: 'typed-by-somebody@elsewhere.example', password: 'falsch-falsch-falsch' },
    ])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/platform/auth/login',
            headers: XHR,
            payload,
          })
        ).statusCode,
      ).toBe(401);
    const res = await call()('GET', '/api/platform/audit-log?limit=100');
    expect(res.body).not.toContain('typed-by-somebody');
    const entries = res.json<Page>().content.map((e) => [e.action, e.adminEmail, e.fields]);
    expect(entries).toContainEqual(['SIGN_IN', admin.email, ['second_factor:none']]);
    expect(entries).toContainEqual(['SIGN_IN_FAILED', admin.email, ['reason:password']]);
    expect(entries).toContainEqual(['SIGN_IN_FAILED', '', ['reason:unknown_account']]);
  });

  it('records an archive created, renamed, given a host name, opened for support, suspended, resumed and removed — and keeps it all after the removal', async () => {
    const created = await call()('POST', '/api/platform/archives', newArchive('prot'));
    expect(created.statusCode, created.body).toBe(201);
    const archive = created.json<PlatformArchive>();
    const patch = (body: object) =>
      call()('PATCH', `/api/platform/archives/${archive.id}`, body).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
      });
    await patch({ name: 'Stadtarchiv Prot' });
    await patch({ hostName: 'lesesaal.prot.example' });
    await patch({ name: 'Stadtarchiv Prot' }); // no change: no entry
    const settings = await call()('PATCH', `/api/platform/archives/${archive.id}/settings`, {
      contactEmail: 'lesesaal@prot.example',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await call()('POST', `/api/platform/archives/${archive.id}/support`)).statusCode).toBe(
      200,
    );
    await patch({ suspended: true });
    await patch({ suspended: false });
    await patch({ suspended: true });
    expect((await call()('DELETE', `/api/platform/archives/${archive.id}`)).statusCode).toBe(204);

    const about = await log(`archiveId=${archive.id}`);
    expect(
      about.content
        .map((e) => [e.action, e.fields.filter((f) => !f.startsWith('until:')), e.archiveSlug])
        .reverse(),
    ).toEqual([
      ['ARCHIVE_CREATE', ['slug', 'name'], 'prot'],
      ['ARCHIVE_CHANGE', ['name'], 'prot'],
      ['ARCHIVE_CHANGE', ['hostName'], 'prot'],
      ['ARCHIVE_SETTINGS', ['contactEmail'], 'prot'],
      ['SUPPORT_SESSION', ['role:ADMIN'], 'prot'],
      ['ARCHIVE_SUSPEND', [], 'prot'],
      ['ARCHIVE_RESUME', [], 'prot'],
      ['ARCHIVE_SUSPEND', [], 'prot'],
      ['ARCHIVE_REMOVE', [], 'prot'],
    ]);
    expect(about.totalCount).toBe(9);
    expect(
      about.content.every(
        (e) => e.adminEmail === admin.email && e.channel === 'api' && e.archiveId === archive.id,
      ),
    ).toBe(true);
    expect(about.content.find((e) => e.action === 'SUPPORT_SESSION')!.fields).toContainEqual(
      expect.stringMatching(/^until:\d{4}-/),
    );
  });

  it('answers newest first, paged, to platform administrators only', async () => {
    const all = await log();
    const first = await log('limit=2');
    const second = await log('limit=2&offset=2');
    expect(first.totalCount).toBe(all.totalCount);
    expect([...first.content, ...second.content]).toEqual(all.content.slice(0, 4));
    const times = all.content.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const staff = await signIn(t.app, t.database.db, 'ADMIN');
    expect((await platformCall(t.app, staff)('GET', '/api/platform/audit-log')).statusCode).toBe(
      401,
    );
    expect(
      (await platformCall(t.app, undefined)('GET', '/api/platform/audit-log')).statusCode,
    ).toBe(401);
    expect((await call()('GET', '/api/platform/audit-log?limit=0')).statusCode).toBe(400);
  });

  it('deletes entries older than AUDIT_RETENTION_DAYS in the hourly housekeeping', async () => {
    const before = (await log()).totalCount;
    expect(before).toBeGreaterThan(0);
    t.clock.advanceMinutes(10);
    expect(
      await platformHousekeeping({ db: t.database.db, clock: t.clock, config: t.config }),
    ).toMatchObject({ auditEntries: 0 });
    t.clock.advanceMinutes(t.config.auditRetentionDays * 24 * 60);
    const removed = await platformHousekeeping({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
    });
    expect(removed.auditEntries).toBe(before);
  });
});
