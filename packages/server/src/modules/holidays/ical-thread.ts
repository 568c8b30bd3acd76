import { Worker } from 'node:worker_threads';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { IcalRead } from './ical';

/** How long one import may compute before its thread is stopped and the file refused. */
export const ICAL_THREAD_DEADLINE_MS = 5_000;
/** Heap of the import's thread: a 5 MB file parses in far less. */
const ICAL_THREAD_HEAP_MB = 256;

/**
 * The thread runs the same code as the server. From TypeScript (development, through tsx) a
 * small script registers tsx's ESM loader in the thread (loader flags in `execArgv` do not
 * reach worker threads on Node 20), then imports `ical-worker.ts`; compiled (the bundle,
 * docs/deployment.md) the thread starts the `ical-worker.js` beside this file, no tsx needed.
 */
const fromTypeScript = import.meta.url.endsWith('.ts');
const workerFile = new URL(
  fromTypeScript ? './ical-worker.ts' : './ical-worker.js',
  import.meta.url,
);
const threadEntry: { script: string | URL; eval: boolean } = fromTypeScript
  ? {
      script: `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); })
  .catch((err) => { throw err; });`,
      eval: true,
    }
  : { script: workerFile, eval: false };

/**
 * Reads a calendar file in a worker thread ({@link readIcalHolidays} in `ical.ts`), so the
 * event loop keeps answering while ical.js parses and expands. A thread that runs past
 * `deadlineMs` (an ical.js loop that never ends, e.g. a DAILY rule no date can satisfy) or
 * out of its heap is stopped and the file counts as `bad_rule`.
 */
export function readIcalOffThread(
  text: string,
  today: IsoDate,
  deadlineMs = ICAL_THREAD_DEADLINE_MS,
): Promise<IcalRead> {
  return new Promise<IcalRead>((resolve, reject) => {
    const worker = new Worker(threadEntry.script, {
      eval: threadEntry.eval,
      workerData: { text, today },
      resourceLimits: { maxOldGenerationSizeMb: ICAL_THREAD_HEAP_MB },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve({ kind: 'bad_rule' })), deadlineMs);
    worker.once('message', (read: IcalRead) => settle(() => resolve(read)));
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() =>
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ kind: 'bad_rule' }) : reject(err),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`iCal worker exited with code ${code} without an answer`))),
    );
  });
}
