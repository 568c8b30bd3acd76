import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/databases';
import { AppError } from '../../http/app-error';
import { countActiveAdmins } from './repository';
import { createStaffAccountsService, type StaffAccountsService } from './service';

const PASSWORD = 'Lesesaal-Test-Password-1';

describe.each(TEST_DRIVERS)('staff accounts service on %s', (driver) => {
  let database: TestDatabase;
  let accounts: StaffAccountsService;
  beforeAll(async () => {
    database = await createTestDatabase(driver, 10);
    accounts = createStaffAccountsService({ db: database.db, clock: createTestClock() });
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM staff_accounts`);
  });

  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    return err instanceof AppError
      ? { status: err.status, error: err.code, payload: err.payload }
      : err;
  };

  it('keeps the last active admin: it cannot be disabled, demoted or deleted', async () => {
    const only = await accounts.create({
      email: 'only@archive.test',
      password: PASSWORD,
      role: 'ADMIN',
    });
    const lastAdmin = { status: 409, error: 'conflict', payload: ['last_admin'] };
    expect(await refusal(accounts.update(only.id, { disabled: true }))).toEqual(lastAdmin);
    expect(await refusal(accounts.update(only.id, { role: 'REPORTS' }))).toEqual(lastAdmin);
    expect(await refusal(accounts.remove(only.id))).toEqual(lastAdmin);
    expect(await countActiveAdmins(database.db)).toBe(1);
  });

  it('does not count a disabled admin as one that remains', async () => {
    const a = await accounts.create({ email: 'a@archive.test', password: PASSWORD, role: 'ADMIN' });
    const b = await accounts.create({ email: 'b@archive.test', password: PASSWORD, role: 'ADMIN' });
    await accounts.update(b.id, { disabled: true });
    expect(await refusal(accounts.remove(a.id))).toMatchObject({ payload: ['last_admin'] });
    // The disabled admin itself may go: it takes no active admin away.
    await accounts.remove(b.id);
    expect((await accounts.list()).map((x) => x.email)).toEqual(['a@archive.test']);
  });

  it('lets an admin go once another active admin remains', async () => {
    const a = await accounts.create({ email: 'a@archive.test', password: PASSWORD, role: 'ADMIN' });
    await accounts.create({ email: 'b@archive.test', password: PASSWORD, role: 'ADMIN' });
    expect(await accounts.update(a.id, { role: 'REPORTS' })).toMatchObject({ role: 'REPORTS' });
  });

  it.runIf(driver === 'postgres')(
    'lets only one of two admins demoting each other at the same time succeed',
    async () => {
      for (let round = 0; round < 5; round++) {
        await database.db.execute(sql`DELETE FROM staff_accounts`);
        const a = await accounts.create({
          email: `a${round}@archive.test`,
          password: PASSWORD,
          role: 'ADMIN',
        });
        const b = await accounts.create({
          email: `b${round}@archive.test`,
          password: PASSWORD,
          role: 'ADMIN',
        });
        const results = await Promise.allSettled([
          accounts.update(a.id, { role: 'REPORTS' }, { accountId: b.id }),
          accounts.update(b.id, { disabled: true }, { accountId: a.id }),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(await countActiveAdmins(database.db)).toBe(1);
      }
    },
  );
});
