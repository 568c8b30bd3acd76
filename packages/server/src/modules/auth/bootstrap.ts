import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { systemClock } from '../../http/types';
import { createStaffAccountsService } from '../users/service';
import { generatePassword } from './passwords';
import * as repo from './repository';

/** Arbitrary constant: one instance at a time creates the first admin. */
const BOOTSTRAP_LOCK_KEY = 7_316_002;

/**
 * The first admin (DESIGN.md §4): from ADMIN_EMAIL/ADMIN_PASSWORD when that account does not
 * exist (never overwritten); with neither set and no admin at all, `admin@localhost` with a
 * generated password printed once. Safe when several instances start together.
 */
export async function ensureFirstAdmin(deps: { config: AppConfig; db: Db; log: (line: string) => void }): Promise<void> {
  const { config } = deps;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const accounts = createStaffAccountsService({ db: tx, clock: systemClock });
    if (config.adminEmail && config.adminPassword) {
      if (!(await repo.findAccountByEmail(tx, config.adminEmail))) {
        await accounts.create({ email: config.adminEmail, password: config.adminPassword, role: 'ADMIN' });
        deps.log(`Created the admin account ${config.adminEmail} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
      }
      return;
    }
    if ((await repo.countActiveAdmins(tx)) > 0) return;
    if (await repo.findAccountByEmail(tx, 'admin@localhost')) return;
    const password = generatePassword();
    await accounts.create({ email: 'admin@localhost', password, role: 'ADMIN' });
    deps.log(
      `\n  First start: created the staff account admin@localhost with the password ${password}\n` +
        '  It is shown only this once. Sign in at /admin/ and create personal accounts (or set ADMIN_EMAIL/ADMIN_PASSWORD).\n',
    );
  });
}
