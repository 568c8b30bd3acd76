import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, runCli, runUserCommand, USAGE } from './cli';
import { rowsOf } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { createTestClock } from './test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from './test/databases';
import { createSignInAdminService, createStaffAccountsService } from './modules/staff-accounts';

describe('CLI arguments', () => {
  it('takes the password from --password P and --password=P', () => {
    expect(parseArgs(['user', 'add', 'a@b.at', 'ADMIN', '--password', 'x y'])).toEqual({
      positional: ['user', 'add', 'a@b.at', 'ADMIN'],
      password: 'x y',
    });
    expect(parseArgs(['user', 'password', '--password=secret', 'a@b.at'])).toEqual({
      positional: ['user', 'password', 'a@b.at'],
      password: 'secret',
    });
  });

  it('rejects a --password without value, twice, and unknown options', () => {
    expect(parseArgs(['user', 'add', 'a@b.at', 'ADMIN', '--password'])).toBeNull();
    expect(parseArgs(['user', 'add', '--password=', 'a@b.at'])).toBeNull();
    expect(parseArgs(['user', 'add', '--password', 'a', '--password', 'b'])).toBeNull();
    expect(parseArgs(['user', 'list', '--force'])).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('user CLI on %s', (driver) => {
  let database: TestDatabase;
  let out: string[];
  const run = (line: string) =>
    runUserCommand(
      line.split(' '),
      createStaffAccountsService({ db: database.db, clock: createTestClock() }),
      (l) => out.push(l),
      createSignInAdminService({ db: database.db, clock: createTestClock() }),
    );
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    out = [];
  });
  afterAll(async () => database.close());

  it('adds an account with a generated password shown once', async () => {
    expect(await run('user add clerk@archive.test reports')).toBe(0);
    expect(out.pop()).toMatch(
      /^Created clerk@archive\.test \(REPORTS\)\. Password \(shown once\): [A-Za-z0-9_-]{20}$/,
    );
    expect(await run('user add boss@archive.test ADMIN --password Lange-Passphrase-42')).toBe(0);
    expect(out.pop()).toBe('Created boss@archive.test (ADMIN).');
  });

  it('lists accounts with role and state', async () => {
    expect(await run('user disable clerk@archive.test')).toBe(0);
    out.length = 0;
    expect(await run('user list')).toBe(0);
    expect(out).toEqual(['boss@archive.test\tADMIN', 'clerk@archive.test\tREPORTS\tdisabled']);
    expect(await run('user enable CLERK@archive.test')).toBe(0);
    expect(out.pop()).toBe('clerk@archive.test enabled.');
  });

  it("removes an account's second factor (a lost phone)", async () => {
    await database.db.execute(
      sql`UPDATE staff_accounts SET totp_secret = 'v1.x.y.z', totp_enabled_at = now() WHERE email = 'boss@archive.test'`,
    );
    expect(await run('user reset-second-factor BOSS@archive.test')).toBe(0);
    expect(out.pop()).toBe(
      'Second factor of boss@archive.test removed; its next sign-in asks for the password only.',
    );
    const rows = rowsOf<{ totp_secret: string | null; totp_enabled_at: Date | null }>(
      await database.db.execute(
        sql`SELECT totp_secret, totp_enabled_at FROM staff_accounts WHERE email = 'boss@archive.test'`,
      ),
    );
    expect(rows).toEqual([{ totp_secret: null, totp_enabled_at: null }]);
    expect(await run('user reset-second-factor nobody@archive.test')).toBe(1);
  });

  it('sets a new password, generated or given', async () => {
    expect(await run('user password clerk@archive.test')).toBe(0);
    expect(out.pop()).toMatch(/Password \(shown once\): [A-Za-z0-9_-]{20}$/);
    expect(await run('user password clerk@archive.test --password Neue-Passphrase-43')).toBe(0);
    expect(out.pop()).not.toMatch(/shown once/);
  });

  it('refuses with exit code 1 and a reason: duplicates, weak passwords, unknown accounts, the last admin', async () => {
    expect(await run('user add CLERK@archive.test REPORTS --password Lange-Passphrase-42')).toBe(1);
    expect(out.pop()).toBe('Refused: an account with this e-mail exists.');
    expect(await run('user add x@archive.test REPORTS --password password1234')).toBe(1);
    expect(out.pop()).toMatch(/^Refused: the password needs at least 12 characters/);
    expect(await run('user disable nobody@archive.test')).toBe(1);
    expect(out.pop()).toBe('No account nobody@archive.test.');
    expect(await run('user disable boss@archive.test')).toBe(1);
    expect(out.pop()).toBe('Refused: the last active admin must stay.');
  });

  it('prints the usage with exit code 2 for anything it does not understand', async () => {
    for (const line of [
      'user frobnicate',
      'user add',
      'user add a@b.at OWNER',
      'user list extra',
      'user disable',
      'user list --password x',
      'group list',
    ]) {
      out.length = 0;
      expect({ line, code: await run(line) }).toEqual({ line, code: 2 });
      expect(out).toEqual([USAGE]);
    }
  });
});

describe('CLI with the embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits with code 2 and says why while the server holds the data directory, and works once it is free', async () => {
    const lock = await acquireDataDirLock(dataDir); // what a running server holds
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      env: { DATA_DIR: dataDir },
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    };
    try {
      expect(await runCli(['user', 'list'], io)).toBe(2);
      expect(err.join('\n')).toMatch(/in use by another Lesesaal process[\s\S]*stop the server/);
    } finally {
      lock.release();
    }
    expect(
      await runCli(
        ['user', 'add', 'first@archive.test', 'ADMIN', '--password', 'Lange-Passphrase-42'],
        io,
      ),
    ).toBe(0);
    expect(await runCli(['user', 'list'], io)).toBe(0);
    expect(out.pop()).toBe('first@archive.test\tADMIN');
  }, 120_000);

  it('exits with code 2 on a bad configuration, and shows the usage for --help', async () => {
    const err: string[] = [];
    const out: string[] = [];
    const io = {
      env: { DATA_DIR: dataDir, PORT: 'eighty' },
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    };
    expect(await runCli(['user', 'list'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/PORT/);
    expect(await runCli(['--help'], io)).toBe(0);
    expect(out).toEqual([USAGE]);
  });
});
