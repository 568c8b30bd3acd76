import { inArchive } from '../db/archives';
import { faultSummary, isDatabaseUnavailable } from '../db/faults';
import type { Archive, ArchiveDirectory } from '../modules/archives';
import type { JobLog } from './schedule';

/** The archives a job runs for: every one not suspended, by id. */
export function activeArchives(archives: ReadonlyMap<number, Archive>): Archive[] {
  return [...archives.values()]
    .filter((archive) => archive.suspendedAt === null)
    .sort((a, b) => a.id - b.id);
}

/**
 * One run of a job in every archive that is not suspended, one archive after the other, each
 * inside `inArchive(id, …)`: every transaction it starts is that archive's, and the clock and
 * the config read that archive's time zone, language and name. An archive's failure is logged
 * — the job, the archive's id and the error's class and code, never its rows — and the other
 * archives still run. A database that does not answer fails every archive alike: the run
 * stops there and the error goes to the schedule, which pauses the job until it answers.
 * The archives are those last read (`archives`); never read yet (the database was away at
 * start), they are read first.
 */
export async function runInEachArchive(
  archives: Pick<ArchiveDirectory, 'snapshot' | 'refresh'>,
  log: JobLog,
  job: string,
  run: (archive: Archive) => Promise<void>,
): Promise<{ ran: number; failed: number }> {
  const known = archives.snapshot().size > 0 ? archives.snapshot() : await archives.refresh();
  let ran = 0;
  let failed = 0;
  for (const archive of activeArchives(known)) {
    try {
      await inArchive(archive.id, () => run(archive));
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
 * What the log says of an error: its class and the driver's code and message (a constraint's
 * or a trigger's words), never the failed statement's parameters or the row's values (the
 * query wrapper's message and the driver's `detail` carry them).
 */
function faultOf(err: unknown): { name: string; code?: string; message: string } {
  const name = err instanceof Error ? err.constructor.name : typeof err;
  return { name, ...faultSummary(err) };
}
