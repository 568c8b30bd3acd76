import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArchive } from '../../db/archives';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { addArchive } from '../../test/archives';
import { TEST_DRIVERS } from '../../test/databases';
import type { Archive } from '../../archives';
import { totpCodeAt } from '../second-factor';
import { createStaffAccountsService } from '../staff-accounts';
import { LOGIN_LIMITS } from './service';

const PASSWORD_A = 'Lesesaal-Archiv-A-Passwort-1';
const PASSWORD_B = 'Lesesaal-Archiv-B-Passwort-2';
const WRONG = 'wrong-password-123';
type Res = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * The sign-in throttle per archive: an e-mail address is an account of one archive, so another
 * archive's account with the same address (made by that archive's admin) must neither forgive
 * nor mark as known anything in the first, and failures in one archive hold back no client
 * address in another — for passwords and second-factor codes alike.
 */
describe.each(TEST_DRIVERS)('the sign-in throttle per archive on %s', (driver) => {
  let t: TestApp;
  let b: Archive;
  beforeAll(async () => {
    t = await createTestApp(driver);
    b = await addArchive(t, { slug: 'b' });
  });
  afterAll(async () => t?.close());

  /** The same e-mail address as an ADMIN in the default archive (A) and in B, each its own password. */
  async function sameAddressInBoth(email: string) {
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email, password: PASSWORD_A, role: 'ADMIN' });
    await inArchive(b.id, () => accounts.create({ email, password: PASSWORD_B, role: 'ADMIN' }));
  }

  const post = (url: string, payload: object, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress: ip,
    });
  const loginA = (email: string, password: string, ip: string) =>
    post('/api/auth/login', { email, password }, ip);
  const loginB = (email: string, password: string, ip: string) =>
    post('/b/api/auth/login', { email, password }, ip);
  const cookieOf = (res: Res) => {
    const c = res.cookies.find((x) => x.name.startsWith('lesesaal_session'));
    return c ? `${c.name}=${c.value}` : undefined;
  };

  it("is not forgiven in A by a sign-in in B with A's admin's address: guesses at A end in 429", async () => {
    const email = 'leitung@archiv-a.test';
    await sameAddressInBoth(email);
    const ip = '10.40.0.1';
    const statuses: number[] = [];
    // three rounds of one guess fewer than the limit, B's admin signing in between them
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i++)
        statuses.push((await loginA(email, WRONG, ip)).statusCode);
      expect((await loginB(email, PASSWORD_B, ip)).statusCode).toBe(204);
    }
    const limit = LOGIN_LIMITS.perAccountAndAddress;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(statuses.length - limit).fill(429));
    // and the right password of A waits too, while B's admin still signs in at B
    expect((await loginA(email, PASSWORD_A, ip)).statusCode).toBe(429);
    expect((await loginB(email, PASSWORD_B, ip)).statusCode).toBe(204);
  });

  it('holds back no client address in B for failures in A', async () => {
    const email = 'lesesaal@archiv-b.test';
    await sameAddressInBoth(email);
    const ip = '10.40.1.1';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      expect((await loginA(`guess-${i}@archiv-a.test`, WRONG, ip)).statusCode).toBe(401);
    expect((await loginA(email, PASSWORD_A, ip)).statusCode).toBe(429);
    expect((await loginB(email, PASSWORD_B, ip)).statusCode).toBe(204);
    // nor the same e-mail address: ten failures for it in B leave A's pair alone
    const other = '10.40.1.2';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++)
      expect((await loginB(email, WRONG, other)).statusCode).toBe(401);
    expect((await loginB(email, PASSWORD_B, other)).statusCode).toBe(429);
    expect((await loginA(email, PASSWORD_A, other)).statusCode).toBe(204);
  });

  it("counts second-factor codes in A's throttle, whatever B's admin with the same address does", async () => {
    const email = 'zweiter-faktor@archiv-a.test';
    await sameAddressInBoth(email);
    // A's admin sets up a second factor
    const first = await loginA(email, PASSWORD_A, '10.40.2.1');
    expect(first.statusCode).toBe(204);
    const setup = await post('/api/auth/second-factor/setup', {}, '10.40.2.1', cookieOf(first));
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post(
      '/api/auth/second-factor/confirm',
      { code: totpCodeAt(secret, t.clock.now()) },
      '10.40.2.1',
      cookieOf(first),
    );
    expect(confirmed.statusCode).toBe(204);
    // the attacker knows A's password and guesses codes; B's admin signs in after every guess
    const ip = '10.40.3.1';
    let rounds = 0;
    let blocked: Res | undefined;
    while (rounds <= LOGIN_LIMITS.perAccountAndAddress) {
      const waiting = await loginA(email, PASSWORD_A, ip);
      if (waiting.statusCode !== 202) {
        blocked = waiting;
        break;
      }
      expect(
        (await post('/api/auth/login/code', { code: '000000' }, ip, cookieOf(waiting))).statusCode,
      ).toBe(401);
      expect((await loginB(email, PASSWORD_B, ip)).statusCode).toBe(204);
      rounds++;
    }
    // each round: the password's count stays on the pair until the code is right, and the code's
    expect(rounds).toBe(LOGIN_LIMITS.perAccountAndAddress / 2);
    expect(blocked?.statusCode).toBe(429);
  });

  it("keeps every counter of a sign-in under its archive's key, the platform's under its own", async () => {
    const email = 'schluessel@archiv-a.test';
    await sameAddressInBoth(email);
    await loginA(email, WRONG, '10.40.4.1');
    await loginB(email, PASSWORD_B, '10.40.4.1');
    await post('/api/platform/auth/login', { email, password: WRONG }, '10.40.4.1');
    const keys = rowsOf<{ key: string }>(
      await t.database.db.execute(
        sql`SELECT key FROM rate_limit_counters WHERE key LIKE 'login:%'`,
      ),
    ).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(new RegExp(`^login:(a1|a${b.id}|platform):`));
    // B's sign-in made the address known in B
    expect(keys.some((key) => key.startsWith(`login:a${b.id}:known:`))).toBe(true);
    expect(keys).toContain(`login:platform:account:${email}`);
  });
});
