import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { AppError } from './http/app-error';
import { systemClock, type StaffRole } from './http/types';
import { generatePassword } from './modules/auth/passwords';
import { createStaffAccountsService, type StaffAccountsService } from './modules/users/service';

const USAGE = `Usage: npm run cli -- user <command>
  user add <email> <ADMIN|REPORTS> [--password P]   create an account (password generated when omitted)
  user list                                         list accounts
  user disable <email> | user enable <email>        lock or unlock an account
  user password <email> [--password P]              set a new password (generated when omitted)`;

/** Runs one CLI command against the accounts service; returns the exit code. Exported for tests. */
export async function runUserCommand(
  args: string[],
  accounts: StaffAccountsService,
  out: (line: string) => void,
): Promise<number> {
  const flagAt = args.indexOf('--password');
  const givenPassword = flagAt >= 0 ? args[flagAt + 1] : undefined;
  const positional = flagAt >= 0 ? args.slice(0, flagAt) : args;
  const [group, command, email, roleArg] = positional;
  if (group !== 'user' || !command) {
    out(USAGE);
    return 2;
  }
  try {
    switch (command) {
      case 'list': {
        for (const a of await accounts.list()) out(`${a.email}\t${a.role}${a.disabled ? '\tdisabled' : ''}`);
        return 0;
      }
      case 'add': {
        const role = roleArg?.toUpperCase();
        if (!email || (role !== 'ADMIN' && role !== 'REPORTS')) {
          out(USAGE);
          return 2;
        }
        const password = givenPassword ?? generatePassword();
        await accounts.create({ email, password, role: role as StaffRole });
        out(`Created ${email} (${role}).${givenPassword ? '' : ` Password (shown once): ${password}`}`);
        return 0;
      }
      case 'disable':
      case 'enable':
      case 'password': {
        if (!email) {
          out(USAGE);
          return 2;
        }
        const account = await accounts.findByEmail(email);
        if (!account) {
          out(`No account ${email}.`);
          return 1;
        }
        if (command === 'password') {
          const password = givenPassword ?? generatePassword();
          await accounts.update(account.id, { password });
          out(`New password set for ${email}.${givenPassword ? '' : ` Password (shown once): ${password}`}`);
        } else {
          await accounts.update(account.id, { disabled: command === 'disable' });
          out(`${email} ${command === 'disable' ? 'disabled' : 'enabled'}.`);
        }
        return 0;
      }
      default:
        out(USAGE);
        return 2;
    }
  } catch (err) {
    if (err instanceof AppError) {
      const reason =
        err.code === 'validation__error'
          ? 'the password must have at least 12 characters and not be a common one'
          : err.payload?.includes('last_admin')
            ? 'the last active admin must stay'
            : err.payload?.includes('email')
              ? 'an account with this e-mail exists'
              : err.code;
      out(`Refused: ${reason}.`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const accounts = createStaffAccountsService({ db: database.db, clock: systemClock });
    process.exitCode = await runUserCommand(process.argv.slice(2), accounts, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /cli\.ts$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(2);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
