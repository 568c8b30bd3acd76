import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { systemClock } from '../../http/types';
import { findAccountByEmail } from '../auth';
import { generatePassword } from '../passwords';
import { countActiveAdmins } from './repository';
import { createStaffAccountsService } from './service';
import { transaction } from '../../db/transaction';

/** Arbitrary constant: one instance at a time creates the first admin. */
const BOOTSTRAP_LOCK_KEY = 7_316_002;
export const GENERATED_ADMIN_EMAIL = 'admin@localhost';

export class FirstAdminError extends Error {}

/**
 * The first admin:
 * - ADMIN_EMAIL and ADMIN_PASSWORD set: that admin, unless an account with the e-mail exists
 *   (never overwritten, whatever its role or state);
 * - only ADMIN_EMAIL set: that admin with a generated password, printed once;
 * - neither (or only ADMIN_PASSWORD, which is then ignored with a warning), and no active
 *   ADMIN in the database: `admin@localhost` with a generated password, printed once.
 * Safe when several instances start together: the check and the insert run under one
 * advisory lock, and the line is logged only after the account is committed.
 */
export async function ensureFirstAdmin(deps: {
  config: AppConfig;
  db: Db;
  log: (line: string) => void;
}): Promise<void> {
  const { config } = deps;
  if (config.adminPassword && !config.adminEmail) {
    deps.log('ADMIN_PASSWORD is set without ADMIN_EMAIL and is ignored.');
  }
  const wanted = config.adminEmail
    ? { email: config.adminEmail, password: config.adminPassword }
    : { email: GENERATED_ADMIN_EMAIL, password: undefined };
  const password = wanted.password ?? generatePassword();

  let created: boolean;
  try {
    created = await transaction(deps.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
      if (await findAccountByEmail(tx, wanted.email)) return false;
      if (!config.adminEmail && (await countActiveAdmins(tx)) > 0) return false;
      await createStaffAccountsService({ db: tx, clock: systemClock }).create({
        email: wanted.email,
        password,
        role: 'ADMIN',
      });
      return true;
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'validation__error') {
      throw new FirstAdminError(
        'ADMIN_PASSWORD is refused: use at least 12 characters that are not a common password (nor the e-mail address).',
      );
    }
    throw err;
  }
  if (!created) return;
  if (wanted.password) {
    deps.log(`Created the admin account ${wanted.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    return;
  }
  deps.log(
    [
      '',
      '  ================================================================',
      `  First start: created the staff account ${wanted.email}`,
      `  with the password ${password}`,
      '  It is shown only this once. Sign in at /admin/, then create personal',
      '  accounts under Users, or manage them with: npm run cli -- user --help',
      '  ================================================================',
      '',
    ].join('\n'),
  );
}
