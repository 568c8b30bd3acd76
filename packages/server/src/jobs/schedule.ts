import type { FastifyBaseLogger } from 'fastify';
import { faultSummary, isDatabaseUnavailable } from '../db/faults';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** One background job: run every `intervalMs` after the previous run ended. */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  /** run once right at start (else first after one interval) */
  runNow: boolean;
}

/**
 * Runs jobs on their schedules until stopped. A run's error is logged, never thrown; while
 * the database is unreachable a job keeps its schedule and resumes by itself.
 */
export function createSchedule(log: JobLog): {
  every(job: ScheduledJob): void;
  stop(): Promise<void>;
} {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function every({ name, intervalMs, run, runNow }: ScheduledJob): void {
    // while the database is unreachable every run fails the same way: said once, as a
    // warning, and once more when a run succeeds again; the schedule never stops
    let paused = false;
    const tick = () => {
      if (stopped) return;
      const current = run()
        .then(() => {
          if (!paused) return;
          paused = false;
          log.info({ job: name }, 'background job resumed: the database answers again');
        })
        .catch((err: unknown) => {
          if (!isDatabaseUnavailable(err))
            return log.error({ err, job: name }, 'background job failed');
          if (paused) return;
          paused = true;
          log.warn(
            { job: name, fault: faultSummary(err) },
            'background job paused: the database is unreachable; it tries again on its schedule',
          );
        })
        .finally(() => {
          running.delete(current);
          if (stopped) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            tick();
          }, intervalMs);
          timer.unref();
          timers.add(timer);
        });
      running.add(current);
    };
    if (runNow) tick();
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    every,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
