import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallationAuditEntry } from '@lesesaal/domain/audit/installation';
import { AppError } from '../../http/app-error';
import { runPlatformAdminCommand, USAGE, type PlatformAdminCommands } from '../../cli';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { createPlatformAdmins } from './admins-service';
import { platformCall, platformSignIn, type PlatformSession } from './test-support';

/** Runs the command with a recording `create`; `refuse` makes it throw. */
async function run(args: string[], refuse?: AppError) {
  const out: string[] = [];
  const created: Array<{ email: string; displayName: string; password: string }> = [];
  const unused = () => Promise.reject(new Error('not this command'));
  const admins: PlatformAdminCommands = {
    create: async (input) => {
      if (refuse) throw refuse;
      created.push(input);
      return { adminId: 1, email: input.email, displayName: input.displayName };
    },
    list: unused,
    setDisabled: unused,
    setPassword: unused,
    resetSecondFactor: unused,
  };
  const code = await runPlatformAdminCommand(args, admins, (line) => out.push(line));
  return { code, out, created };
}

describe('npm run cli -- platform-admin', () => {
  it('adds an administrator with the given password, or a generated one shown once', async () => {
    const given = await run([
      'platform-admin',
      'add',
      'ops@example.org',
      '--name',
      'Petra Plattform',
      '--password',
      'Ein-gutes-Passwort-42',
    ]);
    expect(given.code).toBe(0);
    expect(given.created).toEqual([
      {
        email: 'ops@example.org',
        displayName: 'Petra Plattform',
        password: 'Ein-gutes-Passwort-42',
      },
    ]);
    expect(given.out.join('\n')).not.toContain('Ein-gutes-Passwort-42');

    const generated = await run(['platform-admin', 'add', 'ops@example.org', '--name=Ops']);
    expect(generated.code).toBe(0);
    const password = generated.created[0]!.password;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(generated.out.join('\n')).toContain(`Password (shown once): ${password}`);
  });

  it('answers the usage (exit 2) for a wrong name, e-mail, verb or anything more', async () => {
    for (const args of [
      ['platform-admin', 'add', 'ops@example.org'],
      ['platform-admin', 'add', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', '--name', '  '],
      ['platform-admin', 'remove', 'ops@example.org', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', 'more', '--name', 'Ops'],
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops', '--role', 'x'],
      ['platform-admin', 'disable'],
      ['platform-admin', 'disable', 'ops@example.org', '--name', 'Ops'],
      ['platform-admin', 'enable', 'ops@example.org', '--password', 'Ein-gutes-Passwort-42'],
      ['platform-admin', 'list', 'ops@example.org'],
      ['platform-admin', 'reset-second-factor'],
    ]) {
      const result = await run(args);
      expect({ args, code: result.code, out: result.out }).toEqual({ args, code: 2, out: [USAGE] });
      expect(result.created).toEqual([]);
    }
  });

  it('says why it refuses (exit 1): a weak password, a taken e-mail', async () => {
    const weak = await run(
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops', '--password', 'passwort'],
      AppError.validation('password'),
    );
    expect(weak).toMatchObject({ code: 1 });
    expect(weak.out[0]).toMatch(/at least 12 characters/);
    const taken = await run(
      ['platform-admin', 'add', 'ops@example.org', '--name', 'Ops'],
      AppError.conflict('conflict', ['email']),
    );
    expect(taken).toMatchObject({
      code: 1,
      out: ['Refused: a platform administrator with this e-mail exists.'],
    });
  });
});

// Offboarding: a platform administrator who leaves is locked out at once, from the server's
// command line, and a lost password or phone is replaced there.
describe.each(TEST_DRIVERS)(
  'platform administrators offboarded on the command line, on %s',
  (driver) => {
    let t: TestApp;
    let out: string[];
    const cli = (...args: string[]) =>
      runPlatformAdminCommand(
        ['platform-admin', ...args],
        createPlatformAdmins({ db: t.database.db, clock: t.clock, config: t.config }),
        (line) => out.push(line),
      );
    const signInWith = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        headers: XHR,
        payload: { email, password },
      });
    const me = (session: PlatformSession) =>
      platformCall(t.app, session.cookie)('GET', '/api/platform/auth/me');
    const installationLog = async (session: PlatformSession) =>
      (await platformCall(t.app, session.cookie)('GET', '/api/platform/audit-log?limit=100')).json<{
        content: InstallationAuditEntry[];
      }>().content;

    beforeAll(async () => {
      t = await createTestApp(driver);
      out = [];
    });
    afterAll(async () => t?.close());

    it('disables an administrator, ending their sessions at once, and enables them again', async () => {
      const leaving = await platformSignIn(t);
      const other = await platformSignIn(t);
      expect((await me(leaving)).statusCode).toBe(200);

      expect(await cli('disable', leaving.email.toUpperCase())).toBe(0);
      expect(out.pop()).toBe(`${leaving.email} disabled; 1 session(s) ended.`);
      expect((await me(leaving)).statusCode).toBe(401);
      const refused = await signInWith(leaving.email, leaving.password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'auth__invalid_credentials' });
      // the others go on
      expect((await me(other)).statusCode).toBe(200);

      out.length = 0;
      expect(await cli('list')).toBe(0);
      expect(out).toContain(`${leaving.email}\t${leaving.displayName}\tdisabled`);
      expect(out).toContain(`${other.email}\t${other.displayName}`);

      expect(await cli('enable', leaving.email)).toBe(0);
      expect(out.pop()).toBe(`${leaving.email} enabled.`);
      expect((await signInWith(leaving.email, leaving.password)).statusCode).toBe(200);

      const log = await installationLog(other);
      const mine = log
        .filter((e) => e.adminEmail === leaving.email)
        .map((e) => [e.action, e.channel]);
      expect(mine).toContainEqual(['ADMIN_DISABLE', 'cli']);
      expect(mine).toContainEqual(['ADMIN_ENABLE', 'cli']);
      expect(
        log.find((e) => e.adminEmail === leaving.email && e.action === 'SIGN_IN_FAILED')!.fields,
      ).toEqual(['reason:disabled']);
    });

    it('sets a new password, ending every session; the old one signs nobody in', async () => {
      const admin = await platformSignIn(t);
      const newPassword = 'Ein-neues-Passwort-4711';
      expect(await cli('password', admin.email, '--password', newPassword)).toBe(0);
      expect(out.pop()).toBe(`New password set for ${admin.email}; 1 session(s) ended.`);
      expect((await me(admin)).statusCode).toBe(401);
      expect((await signInWith(admin.email, admin.password)).statusCode).toBe(401);
      expect((await signInWith(admin.email, newPassword)).statusCode).toBe(200);

      expect(await cli('password', admin.email)).toBe(0);
      expect(out.pop()).toMatch(/; 1 session\(s\) ended\. Password \(shown once\): \S{12,}$/);
      expect(await cli('password', admin.email, '--password', 'passwort')).toBe(1);
      expect(out.pop()).toMatch(/at least 12 characters/);
    });

    it('refuses an e-mail no administrator has (exit 1)', async () => {
      for (const verb of ['disable', 'enable', 'password', 'reset-second-factor']) {
        expect(await cli(verb, 'nobody@platform.test')).toBe(1);
        expect(out.pop()).toBe('Refused: no platform administrator has this e-mail.');
      }
    });
  },
);
