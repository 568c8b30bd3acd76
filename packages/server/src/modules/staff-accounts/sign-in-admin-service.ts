import type { StaffAccount } from '@lesesaal/domain/staff/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import { findAccountById, type StaffAccountRow } from '../auth';
import { setDirectoryLink as storeDirectoryLink } from '../directory-sign-in';
import { clearSecondFactor } from '../second-factor';
import { refuseSupportAccount, toAccount } from './service';

/**
 * An admin's changes to how a local account signs in: its second factor reset, and the
 * permission for the directory to take it over.
 */
export function createSignInAdminService({ db, clock }: { db: Db; clock: Clock }) {
  async function requireAccount(id: number): Promise<StaffAccountRow> {
    const row = await findAccountById(db, id);
    if (!row) throw AppError.notFound('account');
    return row;
  }

  return {
    /**
     * An admin removes the account's second factor (a lost phone): its next sign-in asks for
     * the password only, or for a new set-up while STAFF_SECOND_FACTOR=required.
     */
    async resetSecondFactor(id: number): Promise<StaffAccount> {
      await requireAccount(id);
      await clearSecondFactor(db, id, clock.now());
      return toAccount(await requireAccount(id));
    },

    /**
     * An admin allows the next directory sign-in with the account's e-mail to take this local
     * account over, until `until` (null: withdrawn). 409 `conflict` [`directory`] for an
     * account of the directory already, `staff__support_account` for a support account.
     */
    async setDirectoryLink(id: number, until: Date | null): Promise<StaffAccount> {
      const row = await requireAccount(id);
      refuseSupportAccount(row);
      if (row.oidcSubject !== null) throw AppError.conflict('conflict', ['directory']);
      const updated = await storeDirectoryLink(db, id, until, clock.now());
      return toAccount(updated ?? row);
    },
  };
}

export type SignInAdminService = ReturnType<typeof createSignInAdminService>;
