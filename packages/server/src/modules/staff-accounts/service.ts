import type { StaffAccount, StaffRole } from '@lesesaal/domain/staff/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import {
  deleteEndedSupportAccounts,
  deleteSessionsOf,
  findAccountByEmail,
  findAccountById,
  usableRole,
  type StaffAccountRow,
} from '../auth';
import { hashPassword, passwordProblem } from '../passwords';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

/** Who makes a change over the API: nobody locks themself out, and their session stays. */
export interface ActingStaff {
  accountId: number;
  /** the admin's e-mail, for the audit entry of a role change */
  email?: string;
  /** hash of the acting session's token: kept when they change their own password */
  sessionKey?: string;
  /** the acting session is a platform administrator's support session */
  support?: boolean;
}

export function toAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: usableRole(row.role),
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
    roleSource: row.roleSource === 'DIRECTORY' ? 'DIRECTORY' : 'LOCAL',
    roleGroup: row.roleSource === 'DIRECTORY' ? row.roleGroup : null,
    secondFactor: row.totpEnabledAt !== null,
    directoryLinkUntil: row.directoryLinkUntil?.toISOString() ?? null,
    support: row.support,
  };
}

/**
 * 409 `staff__support_account` for a platform administrator's support account: it signs in
 * only through the platform's support session, so an archive's admin cannot give it a
 * password (and sign in as the administrator) or hand it to a directory identity.
 */
export function refuseSupportAccount(row: StaffAccountRow): void {
  if (row.support) throw AppError.conflict('staff__support_account');
}

/** 400 `validation__error` ['body.password'] for a short or common password. */
function checkPassword(password: string, email: string): void {
  if (passwordProblem(password, email) !== null) throw AppError.validation('body.password');
}

/**
 * True when the change takes an active admin of the archive's own away (disable, demote or
 * delete); a support account is none.
 */
function removesActiveAdmin(
  row: StaffAccountRow,
  next: { role?: StaffRole; disabled?: boolean; deleted?: boolean },
): boolean {
  if (row.role !== 'ADMIN' || row.disabled) return false;
  if (row.support) return false;
  return (
    next.deleted === true ||
    next.disabled === true ||
    (next.role !== undefined && next.role !== 'ADMIN')
  );
}

/** What the accounts service needs; `onRoleChange` is told after a committed role change. */
export interface StaffAccountsDeps {
  db: Db;
  clock: Clock;
  onRoleChange?: (change: {
    accountId: number;
    from: string;
    to: string;
    actor: ActingStaff | undefined;
  }) => Promise<void>;
}

/**
 * Staff accounts, shared by the API, the CLI and the first-admin bootstrap.
 * Rules: passwords of at least 12 characters and not common; nobody disables, demotes or
 * deletes themself; the last active ADMIN stays (checked under a lock, so two admins
 * demoting each other at once cannot both succeed); disabling an account or setting its
 * password ends its sessions.
 */
export function createStaffAccountsService({ db, clock, onRoleChange }: StaffAccountsDeps) {
  async function requireAccount(executor: Db, id: number): Promise<StaffAccountRow> {
    const row = await findAccountById(executor, id);
    if (!row) throw AppError.notFound('account');
    return row;
  }

  async function guardAdmins(
    tx: Db,
    row: StaffAccountRow,
    next: { role?: StaffRole; disabled?: boolean; deleted?: boolean },
  ) {
    if (removesActiveAdmin(row, next) && (await repo.countActiveAdmins(tx)) <= 1) {
      throw AppError.conflict('conflict', ['last_admin']);
    }
  }

  return {
    /** The archive's accounts; support accounts whose sessions have all ended go first. */
    async list(): Promise<StaffAccount[]> {
      await deleteEndedSupportAccounts(db, clock.now());
      return (await repo.listAccounts(db)).map(toAccount);
    },

    async findByEmail(email: string): Promise<StaffAccount | undefined> {
      const row = await findAccountByEmail(db, email);
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
        refuseSupportAccount(current);
        checkPassword(changes.password, current.email);
        // Hashed before the transaction: the admin lock is never held during the slow hash.
        passwordHash = await hashPassword(changes.password);
      }
      const result = await transaction(db, async (tx) => {
        await repo.lockAdminChanges(tx);
        const row = await requireAccount(tx, id);
        // checked again under the lock: the account may have become one meanwhile
        if (passwordHash !== undefined) refuseSupportAccount(row);
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
          await deleteSessionsOf(tx, id, isSelf ? actor?.sessionKey : undefined);
        }
        return { account: toAccount(updated ?? row), from: row.role };
      });
      const to = changes.role;
      if (to !== undefined && to !== result.from && onRoleChange)
        await onRoleChange({ accountId: id, from: result.from, to, actor });
      return result.account;
    },

    async remove(id: number, actor?: ActingStaff): Promise<void> {
      await transaction(db, async (tx) => {
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
