/** The crowd spread over client processes of its own, and what they measured put together. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../lib/server';
import type { CrowdCounts, CrowdPlan, Kind } from './crowd';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crowd-process.ts');

/** Runs `plan`'s visitors in `processes` client processes (visitor i in process i mod n). */
export async function crowdInProcesses(
  plan: Omit<CrowdPlan, 'mine'>,
  processes: number,
): Promise<CrowdCounts> {
  const shares = Array.from({ length: processes }, (_, p) =>
    Array.from({ length: plan.visitors }, (_, i) => i).filter((i) => i % processes === p),
  );
  const results = await Promise.all(
    shares.map(
      (mine) =>
        new Promise<CrowdCounts>((resolve, reject) => {
          const child = fork(CHILD, [], {
            cwd: REPO_ROOT,
            execArgv: ['--import', 'tsx'],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          let done = false;
          child.once('message', (m: { counts?: CrowdCounts; error?: string }) => {
            done = true;
            if (m.counts) resolve(m.counts);
            else reject(new Error(`opening crowd process: ${m.error}`));
          });
          child.once('exit', (code) => {
            if (!done) reject(new Error(`opening crowd process exited with ${code}`));
          });
          child.send({ ...plan, mine });
        }),
    ),
  );
  return merge(results);
}

function merge(all: CrowdCounts[]): CrowdCounts {
  const kinds: Kind[] = ['join', 'poll', 'hold'];
  const sum = (f: (c: CrowdCounts) => number) => all.reduce((n, c) => n + f(c), 0);
  const holdRefusals: Record<string, number> = {};
  for (const c of all)
    for (const [k, n] of Object.entries(c.holdRefusals))
      holdRefusals[k] = (holdRefusals[k] ?? 0) + n;
  return {
    times: Object.fromEntries(kinds.map((k) => [k, all.flatMap((c) => c.times[k])])) as Record<
      Kind,
      number[]
    >,
    failed: Object.fromEntries(kinds.map((k) => [k, sum((c) => c.failed[k])])) as Record<
      Kind,
      number
    >,
    retried: sum((c) => c.retried),
    holdRefusals,
    joined: sum((c) => c.joined),
    joinedBeforeRelease: sum((c) => c.joinedBeforeRelease),
    admitted: sum((c) => c.admitted),
    heldInTurn: sum((c) => c.heldInTurn),
    seatsTaken: sum((c) => c.seatsTaken),
    loopDelay: {
      p99: Math.max(...all.map((c) => c.loopDelay.p99)),
      max: Math.max(...all.map((c) => c.loopDelay.max)),
    },
  };
}
