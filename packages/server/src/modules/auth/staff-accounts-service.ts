import type { StaffAccount, StaffRole } from '@lesesaal/domain/staff/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import { hashPassword, passwordProblem } from './passwords';
import * as repo from './repository';
import { usableRole } from './service';

/** Who makes a change over the API: nobody locks themself out, and their session stays. */
export interface ActingStaff {
  accountId: number;
  /** hash of the acting session's token: kept when they change their own password */
  sessionKey?: string;
}

function toAccount(row: repo.StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: usableRole(row.role),
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    roleSource: row.roleSource === 'DIRECTORY' ? 'DIRECTORY' : 'LOCAL',
    roleGroup: row.roleSource === 'DIRECTORY' ? row.roleGroup : null,
  };
}

/** 400 `validation__error` ['body.password'] for a short or common password. */
function checkPassword(password: string, email: string): void {
  if (passwordProblem(password, email) !== null) throw AppError.validation('body.password');
}

/** True when the change takes an active admin away (disable, demote or delete). */
function removesActiveAdmin(
  row: repo.StaffAccountRow,
  next: { role?: StaffRole; disabled?: boolean; deleted?: boolean },
): boolean {
  if (row.role !== 'ADMIN' || row.disabled) return false;
  return (
    next.deleted === true ||
    next.disabled === true ||
    (next.role !== undefined && next.role !== 'ADMIN')
  );
}

/**
 * Staff accounts, shared by the API, the CLI and the first-admin bootstrap.
 * Rules: passwords of at least 12 characters and not common; nobody disables, demotes or
 * deletes themself; the last active ADMIN stays (checked under a lock, so two admins
 * demoting each other at once cannot both succeed); disabling an account or setting its
 * password ends its sessions.
 */
export function createStaffAccountsService({ db, clock }: { db: Db; clock: Clock }) {
  async function requireAccount(executor: Db, id: number): Promise<repo.StaffAccountRow> {
    const row = await repo.findAccountById(executor, id);
    if (!row) throw AppError.notFound('account');
    return row;
  }

  async function guardAdmins(
    tx: Db,
    row: repo.StaffAccountRow,
    next: { role?: StaffRole; disabled?: boolean; deleted?: boolean },
  ) {
    if (removesActiveAdmin(row, next) && (await repo.countActiveAdmins(tx)) <= 1) {
      throw AppError.conflict('conflict', ['last_admin']);
    }
  }

  return {
    async list(): Promise<StaffAccount[]> {
      return (await repo.listAccounts(db)).map(toAccount);
    },

    async findByEmail(email: string): Promise<StaffAccount | undefined> {
      const row = await repo.findAccountByEmail(db, email);
      return row ? toAccount(row) : undefined;
    },

    /** 409 `conflict` ['email'] when the e-mail exists (compared case-insensitively). */
    async create(input: {
      email: string;
      password: string;
      role: StaffRole;
    }): Promise<StaffAccount> {
      const email = input.email.trim();
      checkPassword(input.password, email);
      const row = await repo.insertAccount(db, {
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        now: clock.now(),
      });
      if (!row) throw AppError.conflict('conflict', ['email']);
      return toAccount(row);
    },

    async update(
      id: number,
      changes: { role?: StaffRole; disabled?: boolean; password?: string },
      actor?: ActingStaff,
    ): Promise<StaffAccount> {
      let passwordHash: string | undefined;
      if (changes.password !== undefined) {
        const current = await requireAccount(db, id);
        checkPassword(changes.password, current.email);
        // Hashed before the transaction: the admin lock is never held during the slow hash.
        passwordHash = await hashPassword(changes.password);
      }
      return db.transaction(async (tx) => {
        await repo.lockAdminChanges(tx);
        const row = await requireAccount(tx, id);
        const isSelf = actor?.accountId === id;
        if (
          isSelf &&
          (changes.disabled === true || (changes.role !== undefined && changes.role !== row.role))
        ) {
          throw AppError.conflict('conflict', ['self']);
        }
        await guardAdmins(tx, row, changes);
        const updated = await repo.updateAccount(
          tx,
          id,
          {
            ...(changes.role !== undefined ? { role: changes.role } : {}),
            ...(changes.disabled !== undefined ? { disabled: changes.disabled } : {}),
            ...(passwordHash !== undefined ? { passwordHash } : {}),
          },
          clock.now(),
        );
        // A disabled account or a new password ends the account's sessions (but not the
        // session of an admin who just changed their own password).
        if (changes.disabled === true || passwordHash !== undefined) {
          await repo.deleteSessionsOf(tx, id, isSelf ? actor?.sessionKey : undefined);
        }
        return toAccount(updated ?? row);
      });
    },

    async remove(id: number, actor?: ActingStaff): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockAdminChanges(tx);
        const row = await requireAccount(tx, id);
        if (actor?.accountId === id) throw AppError.conflict('conflict', ['self']);
        await guardAdmins(tx, row, { deleted: true });
        await repo.deleteAccount(tx, id); // sessions go with it (ON DELETE CASCADE)
      });
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
