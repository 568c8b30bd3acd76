import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../http/types';
import { AppError } from '../../http/app-error';
import { createAuditService } from '../audit';
import { hashSessionToken } from './service';
import * as repo from './repository';
import { upsertSupportAccount } from './support-repository';
import { transaction } from '../../db/transaction';

/** How long a support session lasts: it is not kept alive by use. */
export const SUPPORT_SESSION_MS = 60 * 60_000;

/** The audit entry's route of a support session. */
const SUPPORT_ROUTE = 'POST /api/platform/archives/:id/support';

/**
 * Support sessions: a platform administrator opens an archive's staff screens. Runs in the
 * archive the caller set (`inArchive`): the administrator's support account there (an ADMIN
 * with their e-mail and name, no password; listed under the archive's users while it is in
 * use), a staff session of `SUPPORT_SESSION_MS`, and a `SIGN_IN` entry in the archive's audit
 * log with `method:platform_support`, the role and the end (`until:`) under the
 * administrator's e-mail. Every change made in the session is then audited under that e-mail
 * too. The account goes with its last support session (support-repository.ts): at the
 * sign-out, or once the hour ran out, when the archive's users are listed or the hourly
 * housekeeping runs; the audit log keeps who had access and until when.
 */
export function createSupportSessions(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;
  return {
    /**
     * A session token for the administrator in the current archive. 409 `conflict` [`email`]
     * when an account of the archive's own has the administrator's e-mail.
     */
    async open(admin: {
      email: string;
      displayName: string;
    }): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = randomBytes(16).toString('base64url');
      const expiresAt = new Date(now.getTime() + SUPPORT_SESSION_MS);
      await transaction(db, async (tx) => {
        const account = await upsertSupportAccount(tx, { ...admin, now });
        if (!account) throw AppError.conflict('conflict', ['email']);
        await repo.insertSession(tx, {
          tokenHash: hashSessionToken(token),
          accountId: account.id,
          now,
          expiresAt,
        });
        await createAuditService({ ...ctx, db: tx }).recordEvent(
          { accountId: account.id, email: account.email, session: 'support' },
          {
            action: 'SIGN_IN',
            route: SUPPORT_ROUTE,
            fields: ['method:platform_support', 'role:ADMIN', `until:${expiresAt.toISOString()}`],
          },
        );
      });
      return { token, expiresAt };
    },
  };
}

export type SupportSessions = ReturnType<typeof createSupportSessions>;
