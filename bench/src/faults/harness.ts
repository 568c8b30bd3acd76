/** Running the load generator in its own process while a fault is injected. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, sleep } from '../lib/server';
import type { LoadOptions, LoadResult } from './load';

export interface Fault {
  /** seconds after the load started (later if no booking was acknowledged by then) */
  afterSeconds: number;
  /** injects the fault; resolves when it is injected */
  inject(): Promise<void>;
  /** resolves when the fault is over (the database promoted, the server back); its time counts */
  recovered(): Promise<void>;
}

export interface FaultRun {
  load: LoadResult;
  faultAt: number;
  recoveredAt: number | null;
}

/**
 * After the fault is over the load goes on for at least this long (past its planned end if
 * need be, by at most {@link OVERTIME_SECONDS}): time for visitors to book again.
 */
const TAIL_SECONDS = 5;
const OVERTIME_SECONDS = 30;

/** The load a scenario asks for; the harness adds how it follows the fault's end. */
export type PlannedLoad = Omit<LoadOptions, 'tailSeconds' | 'overtimeSeconds'>;

/** Starts the load, injects the fault on time, waits for both; every wait is bounded. */
export async function underLoad(planned: PlannedLoad, fault: Fault): Promise<FaultRun> {
  const options: LoadOptions = {
    ...planned,
    tailSeconds: TAIL_SECONDS,
    overtimeSeconds: OVERTIME_SECONDS,
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-faults-load-'));
  const out = path.join(dir, 'result.json');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/src/faults/load.ts', JSON.stringify(options), out],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const firstBooking = new Promise<void>((resolve) =>
    child.on('message', (message) => message === 'booked' && resolve()),
  );
  // the load generator stops itself at its deadline; this is the backstop
  const backstop = setTimeout(
    () => child.kill('SIGKILL'),
    (options.seconds + options.overtimeSeconds + 60) * 1000,
  );
  try {
    // the fault comes `afterSeconds` after the load started, but not before the first booking
    // was acknowledged (a slow start would otherwise leave no booking before it), and at the
    // latest at the load's planned end
    const planned = sleep(options.seconds * 1000);
    await sleep(fault.afterSeconds * 1000);
    await Promise.race([firstBooking, done, planned]);
    const faultAt = Date.now();
    await fault.inject();
    let recoveredAt: number | null = null;
    await Promise.race([
      fault.recovered().then(() => {
        recoveredAt = Date.now();
        if (child.connected) child.send('recovered');
      }),
      done,
    ]).catch(() => undefined);
    const code = await done;
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    return { load: JSON.parse(readFileSync(out, 'utf8')) as LoadResult, faultAt, recoveredAt };
  } finally {
    clearTimeout(backstop);
    rmSync(dir, { recursive: true, force: true });
  }
}
