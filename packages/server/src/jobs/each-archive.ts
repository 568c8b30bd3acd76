import { isDatabaseUnavailable } from '../db/faults';
import type { Archive, ArchiveRegistry } from '../archives';
import { inArchive } from '../db/archives';
import type { JobLog } from './schedule';

/**
 * The archives a job runs for, by id: every one not suspended — and the suspended ones too
 * for a job that keeps the promises made about data (`suspendedToo`: the erasure of personal
 * data the day after the visit, the audit log's retention, the clean-up of carts and
 * sessions), which a suspension must not stop.
 */
export function activeArchives(
  archives: ReadonlyMap<number, Archive>,
  options: { suspendedToo?: boolean } = {},
): Archive[] {
  return [...archives.values()]
    .filter((archive) => options.suspendedToo === true || archive.suspendedAt === null)
    .sort((a, b) => a.id - b.id);
}

/**
 * One run of a job in every archive that is not suspended (`suspendedToo`: in every archive;
 * see {@link activeArchives}), one archive after the other: `run` is given the archive's
 * context (`contexts.ofArchive`: its config, clock and address, so a mail's links point to
 * it) and runs inside `inArchive(id, …)`, so every transaction it starts is that archive's. An archive's failure is logged
 * — the job, the archive's id and the error's class and code, never its rows — and the other
 * archives still run. A database that does not answer fails every archive alike: the run
 * stops there and the error goes to the schedule, which pauses the job until it answers.
 * The archives are those last read (`archives`); never read yet (the database was away at
 * start), they are read first.
 */
export async function runInEachArchive<Context>(
  archives: Pick<ArchiveRegistry, 'snapshot' | 'refresh'>,
  contexts: { ofArchive(archive: Archive): Context },
  log: JobLog,
  job: string,
  run: (context: Context, archive: Archive) => Promise<void>,
  options: { suspendedToo?: boolean } = {},
): Promise<{ ran: number; failed: number }> {
  const known = archives.snapshot().size > 0 ? archives.snapshot() : await archives.refresh();
  let ran = 0;
  let failed = 0;
  for (const archive of activeArchives(known, options)) {
    try {
      const context = contexts.ofArchive(archive);
      await inArchive(archive.id, () => run(context, archive));
      ran++;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      failed++;
      log.error(
        { job, archive: archive.id, fault: faultOf(err) },
        'background job failed in one archive; the others ran',
      );
    }
  }
  return { ran, failed };
}

/**
 * What the log says of an error: a database error's SQLSTATE code and the names of the
 * constraint, table and column it names — never its message or detail, which may quote the
 * row's values, nor the failed statement's parameters (the query wrapper's message); any
 * other error's class and message (the code's own words).
 */
function faultOf(err: unknown): Record<string, string> {
  const outer = err as { cause?: unknown } | null;
  const inner = (
    outer && typeof outer === 'object' && outer.cause && typeof outer.cause === 'object'
      ? outer.cause
      : err
  ) as Record<string, unknown> | null;
  const name = err instanceof Error ? err.constructor.name : typeof err;
  if (inner && typeof inner === 'object' && typeof inner.code === 'string') {
    const fault: Record<string, string> = { name, code: inner.code };
    for (const key of ['constraint', 'table', 'column'])
      if (typeof inner[key] === 'string') fault[key] = inner[key] as string;
    return fault;
  }
  return { name, message: err instanceof Error ? err.message : String(err) };
}
