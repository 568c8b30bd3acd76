import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_ID } from '../../db/archives';
import { testConfig } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { createStaffAccountsService } from '../staff-accounts';
import { clientAddressKey, createAuthService, LOGIN_LIMITS } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

describe.each(TEST_DRIVERS)('login limits under load on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver, 10);
  });
  afterAll(async () => database.close());

  it('lets no parallel guess from one address slip past the per-account-and-address limit', async () => {
    const clock = createTestClock();
    const auth = createAuthService({
      db: database.db,
      clock,
      config: testConfig(),
      archiveId: DEFAULT_ARCHIVE_ID,
    });
    await createStaffAccountsService({ db: database.db, clock }).create({
      email: 'busy@archive.test',
      password: PASSWORD,
      role: 'ADMIN',
    });
    const attempts = LOGIN_LIMITS.perAccountAndAddress * 2;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        auth.login(
          { email: 'busy@archive.test', password: `wrong-password-${i}` },
          { ip: '10.9.0.1' },
        ),
      ),
    );
    const reasons = results.map((r) => (r.ok ? 'ok' : r.reason));
    expect(reasons.filter((r) => r === 'invalid_credentials')).toHaveLength(
      LOGIN_LIMITS.perAccountAndAddress,
    );
    expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(
      attempts - LOGIN_LIMITS.perAccountAndAddress,
    );
  });

  it('forgets the failures of an account from an address once its owner signs in there', async () => {
    const clock = createTestClock();
    const auth = createAuthService({
      db: database.db,
      clock,
      config: testConfig(),
      archiveId: DEFAULT_ARCHIVE_ID,
    });
    await createStaffAccountsService({ db: database.db, clock }).create({
      email: 'forgetful@archive.test',
      password: PASSWORD,
      role: 'REPORTS',
    });
    const attempt = (password: string) =>
      auth.login({ email: 'forgetful@archive.test', password }, { ip: '10.9.1.1' });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i++)
      expect((await attempt('wrong-password-123')).ok).toBe(false);
    expect((await attempt(PASSWORD)).ok).toBe(true);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) {
      expect(await attempt('wrong-password-123')).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    }
    expect(await attempt(PASSWORD)).toMatchObject({ ok: false, reason: 'rate_limited' });
  });
});

describe('client address of the login limits', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64 network', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:DB8:0000:0001:abcd:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
