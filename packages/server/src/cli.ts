import { STAFF_ROLES, type StaffRole } from '@lesesaal/domain/staff/schema';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { usePrivateFileModes } from './db/private-files';
import { DataDirLockedError } from './db/data-dir-lock';
import { AppError } from './http/app-error';
import { systemClock } from './http/types';
import { generatePassword } from './modules/passwords';
import { createPlatformAdmins, type PlatformAdmins } from './modules/platform';
import {
  createSignInAdminService,
  createStaffAccountsService,
  type SignInAdminService,
  type StaffAccountsService,
} from './modules/staff-accounts';

/**
 * The account CLI: `npm run cli -- user ...`. It uses the same service as
 * the API, so the same rules hold (password policy, last active admin).
 */
export const USAGE = `Usage: npm run cli -- user <command>
  user add <email> <${STAFF_ROLES.join('|')}> [--password P]   create an account (password generated and shown once when omitted)
  user list                                              list accounts
  user disable <email>                                   lock an account and end its sessions
  user enable <email>                                    unlock an account
  user password <email> [--password P]                   set a new password (generated when omitted); ends its sessions
  user reset-second-factor <email>                       remove the account's second factor (a lost phone)
       npm run cli -- platform-admin <command>
  platform-admin add <email> --name <display name> [--password P]
                                                         create a platform administrator (password generated and shown once when omitted)
  platform-admin list                                    list platform administrators
  platform-admin disable <email>                         lock a platform administrator out and end their sessions at once
  platform-admin enable <email>                          unlock a platform administrator
  platform-admin password <email> [--password P]         set a new password (generated when omitted); ends their sessions
  platform-admin reset-second-factor <email>             remove their second factor (a lost phone)`;

/** Exit codes: 0 done, 1 refused (rule or unknown account), 2 usage or environment error. */
type ExitCode = 0 | 1 | 2;

interface ParsedArgs {
  positional: string[];
  password?: string;
}

/** Splits `--password P` / `--password=P` from the positional arguments; null when malformed. */
export function parseArgs(args: string[]): ParsedArgs | null {
  const positional: string[] = [];
  let password: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--password' || arg.startsWith('--password=')) {
      const value = arg === '--password' ? args[++i] : arg.slice('--password='.length);
      if (value === undefined || value === '' || password !== undefined) return null;
      password = value;
    } else if (arg.startsWith('--')) {
      return null;
    } else {
      positional.push(arg);
    }
  }
  return { positional, password };
}

function refusal(err: AppError): string {
  if (err.code === 'validation__error' || err.payload?.includes('password'))
    return 'the password needs at least 12 characters and must not be a common one';
  if (err.payload?.includes('last_admin')) return 'the last active admin must stay';
  if (err.payload?.includes('email')) return 'an account with this e-mail exists';
  return err.code;
}

/** Runs one `user ...` command against the accounts service; returns the exit code. */
export async function runUserCommand(
  args: string[],
  accounts: StaffAccountsService,
  out: (line: string) => void,
  signInAdmin?: SignInAdminService,
): Promise<ExitCode> {
  const parsed = parseArgs(args);
  const [group, command, email, roleArg, ...extra] = parsed?.positional ?? [];
  const arity: Record<string, number> = {
    list: 0,
    add: 2,
    disable: 1,
    enable: 1,
    password: 1,
    ...(signInAdmin ? { 'reset-second-factor': 1 } : {}),
  };
  const takesPassword = command === 'add' || command === 'password';
  if (
    !parsed ||
    group !== 'user' ||
    !command ||
    arity[command] === undefined ||
    parsed.positional.length !== 2 + arity[command]! ||
    extra.length > 0 ||
    (parsed.password !== undefined && !takesPassword)
  ) {
    out(USAGE);
    return 2;
  }
  try {
    if (command === 'list') {
      for (const a of await accounts.list())
        out(`${a.email}\t${a.role ?? 'no role'}${a.disabled ? '\tdisabled' : ''}`);
      return 0;
    }
    if (command === 'add') {
      const role = roleArg!.toUpperCase();
      if (!(STAFF_ROLES as readonly string[]).includes(role)) {
        out(USAGE);
        return 2;
      }
      const password = parsed.password ?? generatePassword();
      await accounts.create({ email: email!, password, role: role as StaffRole });
      out(
        `Created ${email} (${role}).${parsed.password ? '' : ` Password (shown once): ${password}`}`,
      );
      return 0;
    }
    const account = await accounts.findByEmail(email!);
    if (!account) {
      out(`No account ${email}.`);
      return 1;
    }
    if (command === 'reset-second-factor') {
      await signInAdmin!.resetSecondFactor(account.id);
      out(
        `Second factor of ${account.email} removed; its next sign-in asks for the password only.`,
      );
    } else if (command === 'password') {
      const password = parsed.password ?? generatePassword();
      await accounts.update(account.id, { password });
      out(
        `New password set for ${account.email}; its sessions ended.${parsed.password ? '' : ` Password (shown once): ${password}`}`,
      );
    } else {
      await accounts.update(account.id, { disabled: command === 'disable' });
      out(
        `${account.email} ${command === 'disable' ? 'disabled; its sessions ended' : 'enabled'}.`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      out(`Refused: ${refusal(err)}.`);
      return 1;
    }
    throw err;
  }
}

/** Splits `--name N` / `--name=N` from the arguments: the name (undefined: none) and the rest. */
function takeName(args: string[]): { name: string | undefined; rest: string[] } {
  const at = args.findIndex((a) => a === '--name' || a.startsWith('--name='));
  if (at < 0) return { name: undefined, rest: args };
  const spaced = args[at] === '--name';
  return {
    name: spaced ? (args[at + 1] ?? '') : args[at]!.slice('--name='.length),
    rest: args.filter((_, i) => i !== at && (!spaced || i !== at + 1)),
  };
}

/** What the `platform-admin` commands need (the platform module's administrators). */
export type PlatformAdminCommands = Pick<
  PlatformAdmins,
  'create' | 'list' | 'setDisabled' | 'setPassword' | 'resetSecondFactor'
>;

function platformRefusal(err: AppError): string {
  if (err.code === 'not_found') return 'no platform administrator has this e-mail';
  if (err.payload?.includes('email')) return 'a platform administrator with this e-mail exists';
  return refusal(err);
}

/**
 * `platform-admin add <email> --name <display name> [--password P]`, `list`, `disable`,
 * `enable`, `password <email> [--password P]`, `reset-second-factor <email>`: the platform's
 * administrators (who create and remove archives, docs/operations.md), with the staff
 * password rules. Disabling and a new password end the administrator's sessions at once;
 * every change is in the installation's audit log.
 */
export async function runPlatformAdminCommand(
  args: string[],
  admins: PlatformAdminCommands,
  out: (line: string) => void,
): Promise<ExitCode> {
  const { name, rest } = takeName(args);
  const parsed = parseArgs(rest);
  const [group, command, email, ...extra] = parsed?.positional ?? [];
  const arity: Record<string, number> = {
    add: 1,
    list: 0,
    disable: 1,
    enable: 1,
    password: 1,
    'reset-second-factor': 1,
  };
  const usable =
    parsed &&
    group === 'platform-admin' &&
    command !== undefined &&
    arity[command] !== undefined &&
    parsed.positional.length === 2 + arity[command]! &&
    extra.length === 0 &&
    (command === 'add' ? !!name?.trim() : name === undefined) &&
    (parsed.password === undefined || command === 'add' || command === 'password');
  if (!usable) {
    out(USAGE);
    return 2;
  }
  const shown = (password: string) =>
    parsed.password ? '' : ` Password (shown once): ${password}`;
  try {
    switch (command) {
      case 'list':
        for (const a of await admins.list())
          out(
            `${a.email}\t${a.displayName}${a.disabled ? '\tdisabled' : ''}${a.secondFactor ? '\tsecond factor' : ''}`,
          );
        return 0;
      case 'add': {
        const password = parsed.password ?? generatePassword();
        await admins.create({ email: email!, displayName: name!.trim(), password });
        out(
          `Created the platform administrator ${email}; sign in at /platform/.${shown(password)}`,
        );
        return 0;
      }
      case 'password': {
        const password = parsed.password ?? generatePassword();
        const done = await admins.setPassword(email!, password);
        out(
          `New password set for ${done.email}; ${done.sessions} session(s) ended.${shown(password)}`,
        );
        return 0;
      }
      case 'reset-second-factor': {
        const done = await admins.resetSecondFactor(email!);
        out(
          `Second factor of ${done.email} removed; the next sign-in asks for the password only, or for a new set-up while one is required.`,
        );
        return 0;
      }
      default: {
        const done = await admins.setDisabled(email!, command === 'disable');
        out(
          command === 'disable'
            ? `${done.email} disabled; ${done.sessions} session(s) ended.`
            : `${done.email} enabled.`,
        );
        return 0;
      }
    }
  } catch (err) {
    if (err instanceof AppError) {
      out(`Refused: ${platformRefusal(err)}.`);
      return 1;
    }
    throw err;
  }
}

/**
 * The whole CLI run: configuration from `env` (default: the process environment), the database (PGlite refuses while the
 * server holds its data directory: exit 2 with the reason), one command.
 */
export async function runCli(
  args: string[],
  io: {
    env?: Record<string, string | undefined>;
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<ExitCode> {
  if (args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help') {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let database: Database;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      ownerUrl: config.databaseOwnerUrl,
      dataDir: config.dataDir,
      poolSize: 2,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    if (err instanceof DataDirLockedError) {
      io.err(err.message);
      io.err(
        'The embedded database can be used by one process only: stop the server to run this command, or manage accounts in the staff interface (/admin/users).',
      );
      return 2;
    }
    throw err;
  }
  try {
    if (args[0] === 'platform-admin')
      return await runPlatformAdminCommand(
        args,
        createPlatformAdmins({ db: database.db, clock: systemClock, config }),
        io.out,
      );
    return await runUserCommand(
      args,
      createStaffAccountsService({ db: database.db, clock: systemClock }),
      io.out,
      createSignInAdminService({ db: database.db, clock: systemClock }),
    );
  } finally {
    await database.close();
  }
}

// run as a program: cli.ts through tsx (npm run cli), cli.js in the bundle; not when imported
if (process.argv[1] && /cli\.[jt]s$/.test(process.argv[1])) {
  // before anything is created: the data directory's files for this account only
  usePrivateFileModes();
  runCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    });
}
