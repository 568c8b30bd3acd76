import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { createStaffAccountsService } from '../users/service';
import { createAuthService, LOGIN_LIMITS } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

describe.each(TEST_DRIVERS)('login limits under load on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver, 10);
  });
  afterAll(async () => database.close());

  it('lets no parallel guess slip past the per-account limit', async () => {
    const clock = createTestClock();
    const auth = createAuthService({ db: database.db, clock, config: testConfig() });
    await createStaffAccountsService({ db: database.db, clock }).create({
      email: 'busy@archive.test',
      password: PASSWORD,
      role: 'ADMIN',
    });
    const attempts = LOGIN_LIMITS.perAccount * 2;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        auth.login(
          { email: 'busy@archive.test', password: `wrong-password-${i}` },
          { ip: `10.9.0.${i}` },
        ),
      ),
    );
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    expect(reasons.filter((r) => r === 'invalid_credentials')).toHaveLength(
      LOGIN_LIMITS.perAccount,
    );
    expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(
      attempts - LOGIN_LIMITS.perAccount,
    );
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    const clock = createTestClock();
    const auth = createAuthService({ db: database.db, clock, config: testConfig() });
    await createStaffAccountsService({ db: database.db, clock }).create({
      email: 'forgetful@archive.test',
      password: PASSWORD,
      role: 'REPORTS',
    });
    const attempt = (password: string) =>
      auth.login({ email: 'forgetful@archive.test', password }, { ip: '10.9.1.1' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++)
      expect((await attempt('wrong-password-123')).ok).toBe(false);
    expect((await attempt(PASSWORD)).ok).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect(await attempt('wrong-password-123')).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await attempt(PASSWORD)).toMatchObject({ ok: false, reason: 'rate_limited' });
  });
});
