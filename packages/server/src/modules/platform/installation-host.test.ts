import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ownerExec, TEST_DRIVERS } from '../../test/databases';
import { newArchive, platformCall, platformSignIn } from './test-support';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';

const INSTALLATION_HOST = 'lesesaal.example.org';

/**
 * The installation's own host name (that of PUBLIC_URL) serves the default archive and the
 * platform: an archive given it would take both away (the router gives a host name to its
 * archive first, and the platform is never served through an archive).
 */
describe.each(TEST_DRIVERS)("platform: the installation's own host name on %s", (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof platformCall>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { env: { PUBLIC_URL: `https://${INSTALLATION_HOST}` } });
    cookie = (await platformSignIn(t)).cookie;
    call = platformCall(t.app, cookie);
  });
  afterAll(async () => t?.close());

  it("refuses it as an archive's host name with 409 [hostName], on creation and on change", async () => {
    const created = await call(
      'POST',
      '/api/platform/archives',
      newArchive('inst-b', { hostName: 'Lesesaal.Example.org' }),
    );
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ error: 'conflict', payload: ['hostName'] });
    const b = (
      await call('POST', '/api/platform/archives', newArchive('inst-b'))
    ).json<PlatformArchive>();
    const changed = await call('PATCH', `/api/platform/archives/${b.id}`, {
      hostName: INSTALLATION_HOST,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'conflict', payload: ['hostName'] });
    // another name is its own
    const own = await call('PATCH', `/api/platform/archives/${b.id}`, {
      hostName: `b.${INSTALLATION_HOST}`,
    });
    expect(own.statusCode).toBe(200);
    // the platform is still answered at the installation's host
    const listed = await t.app.inject({
      url: '/api/platform/archives',
      headers: { cookie, host: INSTALLATION_HOST },
    });
    expect(listed.statusCode).toBe(200);
  });

  it("keeps the platform at the installation's host when an archive was given it before", async () => {
    await ownerExec(
      t.database,
      `INSERT INTO archives (slug, name, host_name) VALUES ('inst-old', 'Archiv alt', '${INSTALLATION_HOST}')`,
    );
    await t.app.archives.refresh();
    for (const host of [INSTALLATION_HOST, `${INSTALLATION_HOST.toUpperCase()}.:443`]) {
      const listed = await t.app.inject({
        url: '/api/platform/archives',
        headers: { cookie, host },
      });
      expect({ host, status: listed.statusCode }).toEqual({ host, status: 200 });
    }
  });
});
