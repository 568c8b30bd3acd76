import { AppError } from '../../http/app-error';
import type { Clock, StaffRole } from '../../http/types';
import type { Db } from '../../db/client';
import { hashPassword, isCommonPassword, PASSWORD_MIN_LENGTH } from '../auth/passwords';
import * as repo from '../auth/repository';

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

function toAccount(row: repo.StaffAccountRow): StaffAccount {
  return { id: row.id, email: row.email, role: row.role as StaffRole, disabled: row.disabled, createdAt: row.createdAt.toISOString() };
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || isCommonPassword(password)) throw AppError.validation('body.password');
}

/**
 * Staff accounts (DESIGN.md §4), shared by the API, the CLI and the first-admin bootstrap.
 * Guards: nobody locks themself out, and the last active admin stays.
 */
export function createStaffAccountsService({ db, clock }: { db: Db; clock: Clock }) {
  async function requireAccount(id: number): Promise<repo.StaffAccountRow> {
    const row = await repo.findAccountById(db, id);
    if (!row) throw AppError.notFound('account');
    return row;
  }

  async function keepsAnAdmin(row: repo.StaffAccountRow, next: { role?: StaffRole; disabled?: boolean; deleted?: boolean }) {
    const losesAdmin = row.role === 'ADMIN' && !row.disabled && (next.deleted || next.disabled === true || (next.role && next.role !== 'ADMIN'));
    if (losesAdmin && (await repo.countActiveAdmins(db)) <= 1) throw AppError.conflict('conflict', ['last_admin']);
  }

  return {
    async list(): Promise<StaffAccount[]> {
      return (await repo.listAccounts(db)).map(toAccount);
    },

    async findByEmail(email: string): Promise<StaffAccount | undefined> {
      const row = await repo.findAccountByEmail(db, email);
      return row ? toAccount(row) : undefined;
    },

    async create(input: { email: string; password: string; role: StaffRole }): Promise<StaffAccount> {
      checkPassword(input.password);
      const row = await repo.insertAccount(db, {
        email: input.email.trim(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
      });
      if (!row) throw AppError.conflict('conflict', ['email']);
      return toAccount(row);
    },

    async update(
      id: number,
      changes: { role?: StaffRole; disabled?: boolean; password?: string },
      actingAccountId?: number,
    ): Promise<StaffAccount> {
      const row = await requireAccount(id);
      if (actingAccountId === id && (changes.disabled === true || (changes.role && changes.role !== row.role))) {
        throw AppError.conflict('conflict', ['self']);
      }
      await keepsAnAdmin(row, changes);
      if (changes.password !== undefined) checkPassword(changes.password);
      const updated = await repo.updateAccount(
        db,
        id,
        {
          ...(changes.role ? { role: changes.role } : {}),
          ...(changes.disabled !== undefined ? { disabled: changes.disabled } : {}),
          ...(changes.password !== undefined ? { passwordHash: await hashPassword(changes.password) } : {}),
        },
        clock.now(),
      );
      // A disabled account or a new password ends every session of that account.
      if (changes.disabled === true || changes.password !== undefined) await repo.deleteSessionsOf(db, id);
      return toAccount(updated ?? row);
    },

    async remove(id: number, actingAccountId?: number): Promise<void> {
      const row = await requireAccount(id);
      if (actingAccountId === id) throw AppError.conflict('conflict', ['self']);
      await keepsAnAdmin(row, { deleted: true });
      await repo.deleteAccount(db, id);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
