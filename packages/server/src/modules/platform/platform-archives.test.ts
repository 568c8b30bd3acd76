import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { platformCall, newArchive, platformSignIn } from './test-support';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';

describe.each(TEST_DRIVERS)('platform: the archives on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof platformCall>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = platformCall(t.app, (await platformSignIn(t)).cookie);
  });
  afterAll(async () => t.close());
  // every test starts with the default archive alone
  afterEach(async () => {
    for (const a of (await call('GET', '/api/platform/archives')).json<PlatformArchive[]>()) {
      if (a.isDefault) continue;
      await call('PATCH', `/api/platform/archives/${a.id}`, { suspended: true });
      await call('DELETE', `/api/platform/archives/${a.id}`);
    }
  });

  it('lists the default archive, with the installation name while it has none', async () => {
    const res = await call('GET', '/api/platform/archives');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: 1,
        slug: 'default',
        hostName: null,
        timeZone: null,
        defaultLanguage: null,
        suspended: false,
        isDefault: true,
      }),
    ]);
    expect(typeof res.json<PlatformArchive[]>()[0]!.name).toBe('string');
  });

  it('creates an archive with its first admin, who signs in with the password answered once', async () => {
    const res = await call(
      'POST',
      '/api/platform/archives',
      newArchive('lesen-b', {
        hostName: 'Archiv-B.Example.org',
        timeZone: 'Europe/Berlin',
        defaultLanguage: 'en',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<PlatformArchive & { firstAdminPassword: string }>();
    expect(created).toMatchObject({
      slug: 'lesen-b',
      name: 'Archiv LESEN-B',
      hostName: 'archiv-b.example.org',
      timeZone: 'Europe/Berlin',
      defaultLanguage: 'en',
      suspended: false,
      isDefault: false,
    });
    expect(created.firstAdminPassword.length).toBeGreaterThanOrEqual(12);
    const list = (await call('GET', '/api/platform/archives')).json<PlatformArchive[]>();
    expect(list.map((a) => a.slug)).toEqual(['default', 'lesen-b']);

    // the first admin belongs to the new archive: it signs in there, not in the default one
    const payload = { email: 'admin@lesen-b.example.org', password: created.firstAdminPassword };
    const atB = await t.app.inject({
      method: 'POST',
      url: '/lesen-b/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload,
    });
    expect(atB.statusCode, atB.body).toBe(204);
    const atDefault = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload,
    });
    expect(atDefault.statusCode).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [newArchive('B-upper'), 'body.slug'],
      [newArchive('1abc'), 'body.slug'],
      [newArchive('room'), 'body.slug'],
      [newArchive('waitlist'), 'body.slug'],
      [newArchive('api'), 'body.slug'],
      [newArchive('platform'), 'body.slug'],
      [newArchive('admin'), 'body.slug'],
      [newArchive('good', { name: '' }), 'body.name'],
      [newArchive('good', { name: 'x'.repeat(201) }), 'body.name'],
      [newArchive('good', { timeZone: 'Mars/Olympus' }), 'body.timeZone'],
      [newArchive('good', { defaultLanguage: 'fr' }), 'body.defaultLanguage'],
      [newArchive('good', { hostName: 'not a host' }), 'body.hostName'],
      [
        newArchive('good', { firstAdmin: { email: 'nope', displayName: 'A' } }),
        'body.firstAdmin.email',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/platform/archives', body);
      expect({ field, status: res.statusCode, payload: res.json().payload }).toEqual({
        field,
        status: 400,
        payload: expect.arrayContaining([field]),
      });
    }
    expect((await call('GET', '/api/platform/archives')).json()).toHaveLength(1);
  });

  it('answers 409 for a taken slug or host name, on creation and on change', async () => {
    const b = (
      await call('POST', '/api/platform/archives', newArchive('bbb', { hostName: 'b.example.org' }))
    ).json<PlatformArchive>();
    const again = await call('POST', '/api/platform/archives', newArchive('bbb'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', payload: ['slug'] });
    const host = await call(
      'POST',
      '/api/platform/archives',
      newArchive('ccc', { hostName: 'B.EXAMPLE.org' }),
    );
    expect(host.json()).toEqual({ error: 'conflict', payload: ['hostName'] });
    expect((await call('GET', '/api/platform/archives')).json()).toHaveLength(2);

    const c = (
      await call('POST', '/api/platform/archives', newArchive('ccc'))
    ).json<PlatformArchive>();
    const slug = await call('PATCH', `/api/platform/archives/${c.id}`, { slug: 'bbb' });
    expect(slug.json()).toEqual({ error: 'conflict', payload: ['slug'] });
    const hostChange = await call('PATCH', `/api/platform/archives/${c.id}`, {
      hostName: 'b.example.org',
    });
    expect(hostChange.json()).toEqual({ error: 'conflict', payload: ['hostName'] });
    // its own values are no conflict
    const same = await call('PATCH', `/api/platform/archives/${b.id}`, {
      slug: 'bbb',
      hostName: 'b.example.org',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('changes, suspends and resumes an archive; null clears to the installation setting', async () => {
    const b = (
      await call('POST', '/api/platform/archives', newArchive('bbb', { timeZone: 'Europe/Berlin' }))
    ).json<PlatformArchive>();
    const changed = await call('PATCH', `/api/platform/archives/${b.id}`, {
      name: 'Stadtarchiv',
      slug: 'stadt',
      timeZone: null,
      defaultLanguage: 'en',
      suspended: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: b.id,
      name: 'Stadtarchiv',
      slug: 'stadt',
      timeZone: null,
      defaultLanguage: 'en',
      suspended: true,
    });
    // a suspended archive is served to nobody
    expect((await t.app.inject({ url: '/stadt/api/rooms' })).statusCode).toBe(404);
    const resumed = await call('PATCH', `/api/platform/archives/${b.id}`, { suspended: false });
    expect(resumed.json()).toMatchObject({ suspended: false, name: 'Stadtarchiv' });
    expect((await t.app.inject({ url: '/stadt/api/rooms' })).statusCode).toBe(200);
  });

  it('protects the default archive: renamed yes, suspended or removed no', async () => {
    const renamed = await call('PATCH', '/api/platform/archives/1', { name: 'Landesarchiv' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: 1, name: 'Landesarchiv', isDefault: true });
    const suspended = await call('PATCH', '/api/platform/archives/1', { suspended: true });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toEqual({ error: 'conflict', payload: ['default'] });
    const removed = await call('DELETE', '/api/platform/archives/1');
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ error: 'conflict', payload: ['default'] });
    const list = (await call('GET', '/api/platform/archives')).json<PlatformArchive[]>();
    expect(list).toEqual([expect.objectContaining({ id: 1, suspended: false })]);
  });

  it('removes only a suspended archive; 404 for an unknown one', async () => {
    const b = (
      await call('POST', '/api/platform/archives', newArchive('bbb'))
    ).json<PlatformArchive>();
    const early = await call('DELETE', `/api/platform/archives/${b.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'conflict', payload: ['not_suspended'] });
    await call('PATCH', `/api/platform/archives/${b.id}`, { suspended: true });
    expect((await call('DELETE', `/api/platform/archives/${b.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/platform/archives')).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/platform/archives/${b.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/platform/archives/${b.id}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/platform/archives/${b.id}/support`)).statusCode).toBe(404);
    // the slug is free again
    expect((await call('POST', '/api/platform/archives', newArchive('bbb'))).statusCode).toBe(201);
  });

  it("answers 404 under an archive's path and at its host name: the platform is the installation's", async () => {
    await call('POST', '/api/platform/archives', newArchive('bbb', { hostName: 'b.example.org' }));
    const cookie = (await platformSignIn(t)).cookie;
    const underPath = await t.app.inject({
      url: '/bbb/api/platform/archives',
      headers: { cookie },
    });
    expect(underPath.statusCode).toBe(404);
    const atHost = await t.app.inject({
      url: '/api/platform/archives',
      headers: { cookie, host: 'b.example.org' },
    });
    expect(atHost.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/login',
      headers: { host: 'b.example.org', 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'a@b.example.org', password: 'whatever-whatever' },
    });
    expect(login.statusCode).toBe(404);
  });
});
