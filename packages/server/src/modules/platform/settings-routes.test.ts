import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveSettingsAnswer } from '@lesesaal/domain/archives/settings';
import { inArchive } from '../../db/archives';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { newArchive, platformCall, platformSignIn, type PlatformSession } from './test-support';
import type { PlatformArchive } from '@lesesaal/domain/archives/platform-schema';

const SMTP_URL = 'smtps://b-user:smtp-pass-9@mail.b.example:465';
const CLIENT_SECRET = 'directory-secret-4711';
const directory = {
  issuer: 'https://id.b.example/realms/b',
  clientId: 'lesesaal-b',
  clientSecret: CLIENT_SECRET,
  roleMap: { 'b-admins': 'ADMIN' },
};

describe.each(TEST_DRIVERS)("platform: an archive's own settings on %s", (driver) => {
  let t: TestApp;
  let session: PlatformSession;
  let call: ReturnType<typeof platformCall>;
  let b: PlatformArchive;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: {
        MAX_RESERVATIONS: '4',
        MAIL_FROM: 'Lesesaal <lesesaal@installation.example>',
        SMTP_URL: 'smtp://installation-user:installation-pass@mail.installation.example',
      },
    });
    session = await platformSignIn(t);
    call = platformCall(t.app, session.cookie);
    b = (await call('POST', '/api/platform/archives', newArchive('settings-b'))).json();
  });
  afterAll(async () => t.close());

  const url = (id: number) => `/api/platform/archives/${id}/settings`;

  it("answers none of the archive's own and every installation value, secrets as booleans", async () => {
    const res = await call('GET', url(b.id));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ArchiveSettingsAnswer>();
    expect(answer).toMatchObject({
      smtpUrlSet: false,
      installation: {
        maxReservations: 4,
        mailFromAddress: 'lesesaal@installation.example',
        smtpUrlSet: true,
        reminderTime: '15:00',
        personMaxVisitsPerWeek: 'off',
        waitingListOfferHours: 2,
        directory: null,
        primaryColor: null,
      },
    });
    expect(Object.keys(answer).sort()).toEqual(['installation', 'smtpUrlSet']);
    expect(res.body).not.toContain('installation-pass');
    // the default archive has none either
    expect((await call('GET', url(1))).json()).toMatchObject({ smtpUrlSet: false });
  });

  it('changes the keys sent, clears those sent as null, never answers a secret, and audits the names', async () => {
    const res = await call('PATCH', url(b.id), {
      maxReservations: 2,
      primaryColor: '#1C5E8C',
      logoUrl: 'https://b.example/logo.svg',
      labelOverride: { 'common:screens.home.title': 'Willkommen in B' },
      mailFromAddress: 'lesesaal@b.example',
      smtpUrl: SMTP_URL,
      reminderTime: 'off',
      personMaxVisitsPerWeek: 3,
      directory,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('smtp-pass-9');
    expect(res.body).not.toContain(CLIENT_SECRET);
    expect(res.json()).toMatchObject({
      maxReservations: 2,
      primaryColor: '#1c5e8c',
      smtpUrlSet: true,
      reminderTime: 'off',
      directory: { clientSecretSet: true, rolesClaim: 'groups', hideLocalLogin: false },
    });
    const read = await call('GET', url(b.id));
    expect(read.json()).toEqual(res.json());

    // a directory changed without its secret keeps it; null clears a key
    const again = await call('PATCH', url(b.id), {
      maxReservations: null,
      directory: { ...directory, clientSecret: undefined, label: 'Dienstkonto B' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const changed = again.json<ArchiveSettingsAnswer>();
    expect(changed.maxReservations).toBeUndefined();
    expect(changed.directory).toMatchObject({ label: 'Dienstkonto B', clientSecretSet: true });
    // the stored secret is still the first one: the directory as the archive's config reads it
    const { config } = t.context(b.id);
    expect(config.oidc?.clientSecret).toBe(CLIENT_SECRET);
    expect(config.limits.maxReservations).toBe(4);

    // the archive's audit log: the administrator and the keys' names, never a value
    const entries = await inArchive(b.id, async () => await t.database.db.select().from(auditLog));
    const settingsEntries = entries.filter((e) => e.route.endsWith('/settings'));
    expect(settingsEntries).toHaveLength(2);
    expect(settingsEntries[0]).toMatchObject({
      accountId: 0,
      accountEmail: session.email,
      route: 'PATCH /api/platform/archives/:id/settings',
      fields: expect.arrayContaining(['smtpUrl', 'directory', 'maxReservations']),
    });
    expect(JSON.stringify(entries)).not.toMatch(/smtp-pass-9|directory-secret|b\.example/);
    // and nothing in the default archive's
    const defaults = await inArchive(1, async () => await t.database.db.select().from(auditLog));
    expect(defaults.filter((e) => e.route.endsWith('/settings'))).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ primaryColor: '#ffff00' }, 'body.primaryColor'],
      [{ logoUrl: 'http://b.example/logo.svg' }, 'body.logoUrl'],
      [{ maxReservations: 101 }, 'body.maxReservations'],
      [{ smtpUrl: 'http://mail.b.example' }, 'body.smtpUrl'],
      [{ labelOverride: { 'x:y:z': 'text' } }, 'body.labelOverride.x:y:z'],
      [{ directory: { ...directory, issuer: 'http://id.b.example' } }, 'body.directory'],
    ];
    for (const [body, field] of cases) {
      const res = await call('PATCH', url(b.id), body);
      expect({ field, status: res.statusCode, payload: res.json().payload }).toEqual({
        field,
        status: 400,
        payload: expect.arrayContaining([expect.stringContaining(field)]),
      });
    }
    // a field inside the directory is named as such, the directory as a whole when it is
    // neither an object nor 'off'
    const named = async (body: Record<string, unknown>) =>
      (await call('PATCH', url(b.id), body)).json<{ payload: string[] }>().payload;
    expect(
      await named({ directory: { ...directory, issuer: 'https://id\u0000.b.example' } }),
    ).toEqual(['body.directory.issuer']);
    expect(await named({ directory: { ...directory, clientId: '', label: 'a\u000Bb' } })).toEqual([
      'body.directory.clientId',
      'body.directory.label',
    ]);
    expect(await named({ directory: 'on' })).toEqual(['body.directory']);
    expect(await named({ reminderTime: '25:00' })).toEqual(['body.reminderTime']);
    const unknown = await call('PATCH', url(b.id), { siteName: 'B' });
    expect(unknown.statusCode).toBe(400);
    // a directory without a secret where the archive has none stored
    const fresh = (await call('POST', '/api/platform/archives', newArchive('settings-c'))).json();
    const secretless = await call('PATCH', url(fresh.id), {
      directory: { ...directory, clientSecret: undefined },
    });
    expect(secretless.statusCode).toBe(400);
    expect(secretless.json()).toEqual({
      error: 'validation__error',
      payload: ['body.directory.clientSecret'],
    });
  });

  it('refuses an SMTP URL with a query string, path or fragment (400 naming the field): options never reach the mail library', async () => {
    const fresh = (await call('POST', '/api/platform/archives', newArchive('settings-q'))).json();
    for (const smtpUrl of [
      'smtp://mail.b.example:587?logger=true&debug=true',
      'smtps://u:p@mail.b.example:465/?tls.rejectUnauthorized=false',
      'smtp://mail.b.example/?secure=false',
      'smtp://mail.b.example/relay',
      'smtp://mail.b.example#x',
    ]) {
      const res = await call('PATCH', url(fresh.id), { smtpUrl });
      expect({ smtpUrl, status: res.statusCode, body: res.json() }).toEqual({
        smtpUrl,
        status: 400,
        body: { error: 'validation__error', payload: ['body.smtpUrl'] },
      });
    }
    expect((await call('GET', url(fresh.id))).json()).toMatchObject({ smtpUrlSet: false });
    // host, port, user and password (and a closing slash) are all it takes
    for (const smtpUrl of ['smtps://u:p%3Fq@mail.b.example:465', 'smtp://mail.b.example/'])
      expect((await call('PATCH', url(fresh.id), { smtpUrl })).statusCode).toBe(200);
  });

  it("refuses a change of the directory's issuer or client id without its secret: the stored secret is never sent to another issuer", async () => {
    const fresh = (await call('POST', '/api/platform/archives', newArchive('settings-s'))).json();
    expect((await call('PATCH', url(fresh.id), { directory })).statusCode).toBe(200);
    const withoutSecret = { ...directory, clientSecret: undefined };
    for (const changed of [
      { ...withoutSecret, issuer: 'https://id.attacker.example/realms/b' },
      { ...withoutSecret, clientId: 'another-client' },
    ]) {
      const res = await call('PATCH', url(fresh.id), { directory: changed });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation__error',
        payload: ['body.directory.clientSecret'],
      });
    }
    const stored = await call('GET', url(fresh.id));
    expect(stored.json().directory).toMatchObject({
      issuer: directory.issuer,
      clientId: directory.clientId,
    });
    // the same issuer and client id keep the stored secret; a new secret may go anywhere
    const kept = await call('PATCH', url(fresh.id), {
      directory: { ...withoutSecret, roleMap: { 'b-desk': 'DESK' } },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().directory).toMatchObject({ clientSecretSet: true });
    const moved = await call('PATCH', url(fresh.id), {
      directory: { ...directory, issuer: 'https://id.new.example/realms/b', clientSecret: 'new-1' },
    });
    expect(moved.statusCode).toBe(200);
    const view = t.app.archives.snapshot().get(fresh.id)?.settings.directory;
    expect(view).toMatchObject({
      issuer: 'https://id.new.example/realms/b',
      clientSecret: 'new-1',
    });
  });

  it('answers 404 for an unknown archive and 401 without a platform session', async () => {
    expect((await call('GET', url(999_999))).statusCode).toBe(404);
    expect((await call('PATCH', url(999_999), { maxReservations: 2 })).statusCode).toBe(404);
    const anonymous = platformCall(t.app, undefined);
    expect((await anonymous('GET', url(b.id))).statusCode).toBe(401);
    expect((await anonymous('PATCH', url(b.id), { maxReservations: 2 })).statusCode).toBe(401);
    // and not through an archive
    const viaB = await t.app.inject({ method: 'GET', url: `/settings-b${url(b.id)}` });
    expect(viaB.statusCode).toBe(404);
  });
});

describe.each(TEST_DRIVERS)(
  "platform: the installation's directory in the settings on %s",
  (driver) => {
    let t: TestApp;
    let call: ReturnType<typeof platformCall>;
    beforeAll(async () => {
      t = await createTestApp(driver, {
        env: {
          OIDC_ISSUER: 'https://id.installation.example/realms/staff',
          OIDC_CLIENT_ID: 'lesesaal',
          OIDC_CLIENT_SECRET: 'installation-directory-secret',
          OIDC_ROLE_MAP: '{"lesesaal-admins":"ADMIN"}',
        },
      });
      call = platformCall(t.app, (await platformSignIn(t)).cookie);
    });
    afterAll(async () => t.close());

    it('answers it as what the default archive gets, and as none for another archive (OIDC_* serves the default archive only)', async () => {
      const b = (
        await call('POST', '/api/platform/archives', newArchive('settings-dir-b'))
      ).json<PlatformArchive>();
      const ofDefault = (
        await call('GET', '/api/platform/archives/1/settings')
      ).json<ArchiveSettingsAnswer>();
      expect(ofDefault.installation.directory).toMatchObject({
        issuer: 'https://id.installation.example/realms/staff',
        clientSecretSet: true,
        roleMap: { 'lesesaal-admins': 'ADMIN' },
      });
      const res = await call('GET', `/api/platform/archives/${b.id}/settings`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ArchiveSettingsAnswer>().installation.directory).toBeNull();
      expect(res.body).not.toContain('installation-directory-secret');
    });
  },
);
