import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS } from '../test/databases';
import { APP_ROLE } from './archives';
import { openDatabase, rowsOf } from './client';
import { rooms } from './schema/index';
import { transaction } from './transaction';

/** A login role of the test server for the app, member of lesesaal_app (made once, kept). */
const LOGIN = 'lesesaal_test_app_login';

async function ensureLoginRole(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${LOGIN}') THEN
        CREATE ROLE ${LOGIN} LOGIN;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    await admin.query(`GRANT ${APP_ROLE} TO ${LOGIN}`);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!TEST_DRIVERS.includes('postgres'))('DATABASE_OWNER_URL on postgres', () => {
  it('migrates as the owner and runs the app as a login role that, even with its role reset, owns nothing and cannot bypass row-level security', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    await ensureLoginRole(adminUrl);
    const owned = await createTestDatabase('postgres');
    const appUrl = new URL(owned.url!);
    appUrl.username = LOGIN;
    appUrl.password = '';
    const database = await openDatabase({
      databaseUrl: appUrl.toString(),
      ownerUrl: owned.url!,
      poolSize: 2,
    });
    try {
      await database.db.insert(rooms).values({ name: 'R', description: 'D', capacity: 1 });
      await transaction(database.db, async (tx) => {
        const [inside] = rowsOf<{ session: string; current: string }>(
          await tx.execute(sql`SELECT session_user AS session, current_user AS current`),
        );
        expect(inside).toEqual({ session: LOGIN, current: APP_ROLE });
        // what a statement of the app could do: undo the role; it is still no owner
        await tx.execute(sql`RESET ROLE`);
        const [after] = rowsOf<{ user: string; super: boolean; bypass: boolean; owns: number }>(
          await tx.execute(sql`
            SELECT current_user AS user, r.rolsuper AS super, r.rolbypassrls AS bypass,
              (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid) AS owns
            FROM pg_roles r WHERE r.rolname = current_user`),
        );
        expect(after).toEqual({ user: LOGIN, super: false, bypass: false, owns: 0 });
        // still only the transaction's archive, and none once it is unset
        await tx.execute(sql`SELECT set_config('lesesaal.archive_id', '', true)`);
        const [seen] = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM rooms`),
        );
        expect(seen).toEqual({ n: 0 });
      });
      expect(await database.db.select({ name: rooms.name }).from(rooms)).toEqual([{ name: 'R' }]);
    } finally {
      await database.close();
      await owned.close();
    }
  }, 60_000);
});
