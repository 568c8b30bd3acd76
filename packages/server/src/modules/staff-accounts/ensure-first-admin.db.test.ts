import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { testConfig } from '../../test/app';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { systemClock } from '../../http/types';
import { findAccountByEmail } from '../auth';
import { verifyPassword } from '../passwords';
import { ensureFirstAdmin, FirstAdminError } from './ensure-first-admin';
import { createStaffAccountsService } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

describe.each(TEST_DRIVERS)('first admin on %s', (driver) => {
  let database: TestDatabase;
  let lines: string[];
  beforeAll(async () => {
    database = await createTestDatabase(driver, 6);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM staff_accounts`);
    lines = [];
  });

  const run = (env: Record<string, string> = {}) =>
    ensureFirstAdmin({ config: testConfig(env), db: database.db, log: (line) => lines.push(line) });
  const accounts = async () =>
    rowsOf<{ email: string; role: string }>(
      await database.db.execute(sql`SELECT email, role FROM staff_accounts ORDER BY id`),
    );

  it('creates the configured admin once and never overwrites it', async () => {
    await run({ ADMIN_EMAIL: 'chief@archive.test', ADMIN_PASSWORD: PASSWORD });
    await run({ ADMIN_EMAIL: 'Chief@Archive.test', ADMIN_PASSWORD: 'Another-Password-2' });
    expect(lines).toEqual([
      'Created the admin account chief@archive.test from ADMIN_EMAIL/ADMIN_PASSWORD.',
    ]);
    expect(await accounts()).toEqual([{ email: 'chief@archive.test', role: 'ADMIN' }]);
    const row = await findAccountByEmail(database.db, 'chief@archive.test');
    expect(await verifyPassword(row!.passwordHash!, PASSWORD)).toBe(true);
  });

  it('generates admin@localhost with a password printed once when nothing is configured', async () => {
    await run();
    await run();
    expect(lines).toHaveLength(1);
    const password = /with the password (\S+)/.exec(lines[0]!)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await accounts()).toEqual([{ email: 'admin@localhost', role: 'ADMIN' }]);
    const row = await findAccountByEmail(database.db, 'admin@localhost');
    expect(await verifyPassword(row!.passwordHash!, password!)).toBe(true);
  });

  it('generates no admin when an active admin exists already', async () => {
    await createStaffAccountsService({ db: database.db, clock: systemClock }).create({
      email: 'boss@archive.test',
      password: PASSWORD,
      role: 'ADMIN',
    });
    await run();
    expect(lines).toEqual([]);
    expect((await accounts()).map((a) => a.email)).toEqual(['boss@archive.test']);
  });

  it('gives ADMIN_EMAIL without ADMIN_PASSWORD a generated password, printed once', async () => {
    await run({ ADMIN_EMAIL: 'chief@archive.test' });
    await run({ ADMIN_EMAIL: 'chief@archive.test' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/chief@archive\.test[\s\S]*with the password [A-Za-z0-9_-]{20}/);
  });

  it('stops the start with a clear message when ADMIN_PASSWORD is a common password', async () => {
    await expect(
      run({ ADMIN_EMAIL: 'chief@archive.test', ADMIN_PASSWORD: 'Password1234' }),
    ).rejects.toThrow(FirstAdminError);
    await expect(
      run({ ADMIN_EMAIL: 'chief@archive.test', ADMIN_PASSWORD: 'Password1234' }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await accounts()).toEqual([]);
  });

  it.runIf(driver === 'postgres')(
    'creates exactly one admin when several instances start at once',
    async () => {
      await Promise.all(Array.from({ length: 5 }, () => run()));
      expect(lines).toHaveLength(1);
      expect(await accounts()).toEqual([{ email: 'admin@localhost', role: 'ADMIN' }]);
    },
  );
});
