import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../http/types';
import { hashPassword, passwordProblem } from '../passwords';
import * as adminRepo from './admin-repository';
import { createPlatformAdmin, type PlatformIdentity } from './auth-service';
import { createInstallationAudit } from '../installation-audit';
import * as repo from './repository';
import { transaction } from '../../db/transaction';

/** A platform administrator as the command line lists them. */
export interface PlatformAdminSummary {
  email: string;
  displayName: string;
  disabled: boolean;
  secondFactor: boolean;
}

/**
 * The command line's work on platform administrators (`npm run cli -- platform-admin …`):
 * add, list, disable and enable, a new password, the second factor removed. Disabling and a
 * new password end the administrator's sessions at once (signed in or waiting for a code);
 * each change is an entry of the installation's audit log (`channel: cli`, under the changed
 * administrator). 404 `not_found` [`admin`] for an e-mail no administrator has.
 */
export function createPlatformAdmins(ctx: {
  db: Db;
  clock: Clock;
  config: { auditRetentionDays: number; limits: { pagingSize: number } };
}) {
  const { db, clock } = ctx;
  const audit = createInstallationAudit(ctx);
  const cli = { channel: 'cli' as const };

  async function requireAdmin(email: string): Promise<repo.PlatformAdminRow> {
    const admin = await repo.findAdminByEmail(db, email);
    if (!admin) throw AppError.notFound('admin');
    return admin;
  }
  const who = (admin: { id: number; email: string }) => ({ adminId: admin.id, email: admin.email });

  return {
    async create(input: {
      email: string;
      displayName: string;
      password: string;
    }): Promise<PlatformIdentity> {
      const created = await createPlatformAdmin(ctx, input);
      await audit.record({ adminId: created.adminId, email: created.email }, 'ADMIN_CREATE', cli);
      return created;
    },

    async list(): Promise<PlatformAdminSummary[]> {
      return (await adminRepo.listAdmins(db)).map((admin) => ({
        email: admin.email,
        displayName: admin.displayName,
        disabled: admin.disabled,
        secondFactor: admin.totpEnabledAt !== null,
      }));
    },

    /** Disables (and ends every session of) or enables the administrator; the sessions ended. */
    async setDisabled(
      email: string,
      disabled: boolean,
    ): Promise<{ email: string; sessions: number }> {
      const admin = await requireAdmin(email);
      const sessions = await transaction(db, async (tx) => {
        await adminRepo.updateAdmin(tx, admin.id, { disabled }, clock.now());
        return disabled ? adminRepo.deleteSessionsOf(tx, admin.id) : 0;
      });
      await audit.record(who(admin), disabled ? 'ADMIN_DISABLE' : 'ADMIN_ENABLE', cli);
      return { email: admin.email, sessions };
    },

    /**
     * A new password (the staff password rules: 400 `validation__error` [`password`]); every
     * session of the administrator ends.
     */
    async setPassword(
      email: string,
      password: string,
    ): Promise<{ email: string; sessions: number }> {
      const admin = await requireAdmin(email);
      if (passwordProblem(password, admin.email) !== null) throw AppError.validation('password');
      const passwordHash = await hashPassword(password);
      const sessions = await transaction(db, async (tx) => {
        await adminRepo.updateAdmin(tx, admin.id, { passwordHash }, clock.now());
        return adminRepo.deleteSessionsOf(tx, admin.id);
      });
      await audit.record(who(admin), 'ADMIN_PASSWORD', cli);
      return { email: admin.email, sessions };
    },

    /** Removes the second factor (a lost phone): the next sign-in asks for the password only, or a set-up. */
    async resetSecondFactor(email: string): Promise<{ email: string }> {
      const admin = await requireAdmin(email);
      await adminRepo.updateAdmin(
        db,
        admin.id,
        { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
        clock.now(),
      );
      await audit.record(who(admin), 'ADMIN_SECOND_FACTOR_RESET', cli);
      return { email: admin.email };
    },
  };
}

export type PlatformAdmins = ReturnType<typeof createPlatformAdmins>;
