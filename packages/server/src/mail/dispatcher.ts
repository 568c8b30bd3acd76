import type { Db } from '../db/client';
import type { Clock } from '../archives/clock';
import { claimDueMails, markMailFailed, markMailSent } from './outbox-repository';
import type { MailSender, MailTransport } from './transport';

/** First retry after 30 s, doubling, at most one hour apart; retried until sent. */
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
/**
 * How long a claimed message is reserved for the claiming instance. A pass stops sending its
 * batch at half of it (the rest are claimed again once their lease is over), and one send is
 * bounded by the SMTP timeouts (`transport.ts`, about a minute and a half at most): a message
 * is never still being sent by one instance when another may claim it.
 */
const LEASE_MS = 5 * 60_000;

/**
 * Messages this process sent whose SENT mark could not be written yet (the database went
 * away between the SMTP answer and the mark), by database and archive (a pass sees only its
 * archive's rows): marked at the start of that archive's next pass, before anything is
 * claimed, so this process never sends them again.
 */
const sentUnmarked = new WeakMap<Db, Map<number, Map<number, Date>>>();

/** The messages sent and not yet marked of an archive in `db`. */
function unmarkedOf(db: Db, archive: number): Map<number, Date> {
  let byArchive = sentUnmarked.get(db);
  if (!byArchive) sentUnmarked.set(db, (byArchive = new Map()));
  let unmarked = byArchive.get(archive);
  if (!unmarked) byArchive.set(archive, (unmarked = new Map()));
  return unmarked;
}

/** Delay before the next attempt after `attempts` failed attempts (1, 2, ...). */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

export interface DispatchOptions {
  db: Db;
  mail: MailTransport;
  clock: Clock;
  /** the archive whose outbox is dispatched (the pass runs in it: jobs/each-archive.ts) */
  archiveId: number;
  /** the archive's config: its sender and SMTP server (archives/context.ts) */
  config: MailSender;
  batchSize?: number;
  /** the lease of a claim (default five minutes; tests) */
  leaseMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * One pass of the outbox dispatcher over the current archive's outbox: claims due messages, sends each, marks it sent or
 * schedules the next attempt with exponential backoff. Safe on many instances at once.
 * Logs carry the outbox id and the error class only — never an address or a body.
 */
export async function dispatchOutbox(
  options: DispatchOptions,
): Promise<{ sent: number; failed: number }> {
  const { db, mail, clock } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const unmarked = unmarkedOf(db, options.archiveId);
  // what was sent before the database went away: marked first (throws while it is away)
  for (const [id, sentAt] of unmarked) {
    await markMailSent(db, id, sentAt);
    unmarked.delete(id);
  }
  const started = performance.now();
  const claimed = await claimDueMails(db, clock.now(), options.batchSize ?? 20, leaseMs);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    // the rest of the batch keeps its lease and is claimed again when it is over: nobody has
    // sent those, and this pass must be done long before another instance may claim them
    if (performance.now() - started > leaseMs / 2) break;
    try {
      await mail.send(message, options.config);
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
      continue;
    }
    // sent: a failing mark is not a failed send (that would send it again); it is kept and
    // written by the next pass
    sent++;
    const sentAt = clock.now();
    unmarked.set(message.id, sentAt);
    await markMailSent(db, message.id, sentAt);
    unmarked.delete(message.id);
  }
  return { sent, failed };
}
