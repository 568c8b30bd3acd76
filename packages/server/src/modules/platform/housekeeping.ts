import type { Db } from '../../db/client';
import type { Clock } from '../../http/types';
import { IDLE_TIMEOUT_MS } from '../auth';
import { deleteDeadSessions } from './admin-repository';
import { createInstallationAudit } from '../installation-audit';

/**
 * The installation's hourly housekeeping (once, not per archive): the installation's audit
 * log entries older than AUDIT_RETENTION_DAYS and the platform sessions that can no longer be
 * used. Plain deletes, idempotent on any number of instances.
 */
export async function platformHousekeeping(ctx: {
  db: Db;
  clock: Clock;
  config: { auditRetentionDays: number; limits: { pagingSize: number } };
}): Promise<{ auditEntries: number; platformSessions: number }> {
  const now = ctx.clock.now();
  const auditEntries = await createInstallationAudit(ctx).deleteExpired();
  const platformSessions = await deleteDeadSessions(
    ctx.db,
    now,
    new Date(now.getTime() - IDLE_TIMEOUT_MS),
  );
  return { auditEntries, platformSessions };
}
