import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { claimDueMails, markMailFailed, markMailSent } from './outbox-repository';
import type { MailTransport } from './transport';

/** First retry after 30 s, doubling, at most one hour apart; retried until sent. */
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/** How long a claimed message is reserved for the claiming instance. */
const LEASE_MS = 5 * 60_000;

/** Delay before the next attempt after `attempts` failed attempts (1, 2, ...). */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

export interface DispatchOptions {
  db: Db;
  mail: MailTransport;
  clock: Clock;
  batchSize?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * One pass of the outbox dispatcher: claims due messages, sends each, marks it sent or
 * schedules the next attempt with exponential backoff. Safe on many instances at once.
 * Logs carry the outbox id and the error class only — never an address or a body.
 */
export async function dispatchOutbox(
  options: DispatchOptions,
): Promise<{ sent: number; failed: number }> {
  const { db, mail, clock } = options;
  const claimed = await claimDueMails(db, clock.now(), options.batchSize ?? 20, LEASE_MS);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await mail.send(message);
      await markMailSent(db, message.id, clock.now());
      sent++;
    } catch (err) {
      failed++;
      const attempts = message.attempts + 1;
      const error =
        err instanceof Error
          ? `${err.name}: ${(err as { code?: string }).code ?? ''}`.trim()
          : 'error';
      options.log?.warn(
        { outboxId: message.id, attempts, error },
        'mail could not be sent; will retry',
      );
      await markMailFailed(
        db,
        message.id,
        new Date(clock.now().getTime() + retryDelayMs(attempts)),
        error,
      );
    }
  }
  return { sent, failed };
}
