/**
 * The fault suite (`npm run faults [-- <scenario> …] [--seconds N] [--quick]`): each scenario
 * starts the real server in its own process, puts booking load on it from a load generator in
 * another process, injects one fault for real and prints what the visitors saw and what the
 * database holds afterwards. Scenarios: failover (pg_auto_failover), restart (PostgreSQL), mail (the
 * mail server down), disk (the embedded database's disk full), kill (SIGKILL mid-booking),
 * opening (visitors in a fair opening's queue while the server and PostgreSQL restart).
 * Exit code 1 when a scenario breaks a rule (lost or oversold bookings, half-written ones,
 * mails lost or doubled, a 500, a wait over 15 s, no booking before the fault or within 30 s
 * after it), stops with an error (its seed refused, its database not started, …) or cannot
 * run here (a tool or a mount missing): a run that names no verdict is never a pass.
 */
import { parseArgs } from 'node:util';
import type { Figures } from './checks';
import { diskFull, killed } from './scenarios-embedded';
import { failover, mailDown, restart } from './scenarios-postgres';
import { openingRestarts } from './scenario-opening';

const SCENARIOS: Record<string, (seconds: number) => Promise<Figures>> = {
  failover,
  restart,
  mail: mailDown,
  disk: diskFull,
  kill: killed,
  opening: openingRestarts,
};

/** The rules a scenario must keep; each broken one is named. */
function broken(f: Figures): string[] {
  const out: string[] = [];
  if (f.faultMissed) out.push(`the fault did not bite: ${f.faultMissed}`);
  if (f.acknowledgedBefore === 0)
    out.push('no booking acknowledged before the fault (the seed or the load is wrong)');
  if (f.lost > 0) out.push(`${f.lost} acknowledged bookings lost`);
  if (f.oversold > 0) out.push(`${f.oversold} slots over capacity`);
  if (f.halfWritten) out.push(`${f.halfWritten} half-written bookings`);
  if (f.answered500 > 0) out.push(`${f.answered500} answers 500`);
  if (f.longestWaitSeconds > 15) out.push(`a request waited ${f.longestWaitSeconds} s`);
  if (f.firstSuccessSeconds === null || f.firstSuccessSeconds > 30)
    out.push('no booking succeeded within 30 s of the fault');
  if (f.mailsLost) out.push(`${f.mailsLost} mails lost`);
  if (f.mailsDoubled) out.push(`${f.mailsDoubled} mails doubled`);
  return out;
}

function print(f: Figures, problems: string[]): void {
  if (f.notRun !== undefined) {
    console.log(`\n${f.scenario}\n  NOT RUN: ${f.notRun}`);
    return;
  }
  const n = (v: number | null) => (v === null ? '–' : String(v));
  console.log(`\n${f.scenario}`);
  console.log(
    [
      `  seconds to failover/recovery ${n(f.failoverSeconds)}`,
      `first booking after the fault ${n(f.firstSuccessSeconds)} s`,
      `answers 2xx ${f.answered2xx} / 503 ${f.answered503} / 500 ${f.answered500} / none ${f.noAnswer}`,
      `longest wait ${f.longestWaitSeconds} s`,
    ].join(', '),
  );
  console.log(
    [
      `  bookings acknowledged ${f.acknowledged}, lost ${f.lost}`,
      `slots over capacity ${f.oversold}`,
      `half-written ${n(f.halfWritten)}`,
      `mails lost ${n(f.mailsLost)}, doubled ${n(f.mailsDoubled)}`,
    ].join(', '),
  );
  console.log(
    `  into the load: first booking ${n(f.firstBookingSeconds)} s, fault ${n(f.faultAfterSeconds)} s`,
  );
  const calls = Object.entries(f.byCall).sort(([a], [b]) => a.localeCompare(b));
  if (calls.length)
    console.log(`  answers by call: ${calls.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  for (const note of f.notes) console.log(`  ${note}`);
  console.log(problems.length ? `  BROKEN: ${problems.join('; ')}` : '  ok');
}

/**
 * `--quick`: the short form for CI — the scenarios that need nothing beyond the PostgreSQL
 * server binaries (restart, disk, kill, opening; mail waits for the outbox's 30 s retry, failover
 * needs pg_auto_failover) with 10 s of load each, unless scenarios or seconds are named.
 */
const QUICK = { names: ['restart', 'disk', 'kill', 'opening'], seconds: '10' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string' },
    quick: { type: 'boolean' },
    json: { type: 'boolean' },
  },
});
const seconds = Number(values.seconds ?? (values.quick ? QUICK.seconds : '40'));
if (!(seconds > 0)) throw new Error(`--seconds must be a positive number, not ${values.seconds}`);
const names = positionals.length
  ? positionals
  : values.quick
    ? QUICK.names
    : Object.keys(SCENARIOS);
for (const name of names)
  if (!SCENARIOS[name])
    throw new Error(`unknown scenario ${name}: ${Object.keys(SCENARIOS).join(', ')}`);
const verdicts: string[] = [];
const all: Figures[] = [];
const suiteStarted = Date.now();
for (const name of names) {
  const started = Date.now();
  const took = () => `took ${Math.round((Date.now() - started) / 1000)} s`;
  try {
    const f = await SCENARIOS[name]!(seconds);
    f.notes.push(took());
    const problems = broken(f);
    verdicts.push(
      `${name} ${f.notRun !== undefined ? 'NOT RUN' : problems.length ? 'BROKEN' : 'ok'}`,
    );
    all.push(f);
    print(f, problems);
  } catch (err) {
    // a scenario that stopped (its seed refused, a server or database not started) has no
    // verdict: it is broken, named with its error, and the next scenario still runs
    verdicts.push(`${name} BROKEN`);
    console.log(`\n${name}\n  ${took()}`);
    console.log(`  BROKEN: stopped before its verdict: ${String(err).split('\n')[0]}`);
    if (err instanceof Error && err.stack) console.error(err.stack.slice(0, 4000));
  }
}
if (values.json) console.log(JSON.stringify(all));
const failed = verdicts.some((v) => !v.endsWith(' ok'));
console.log(
  `\nfault suite ${failed ? 'BROKEN' : 'ok'} in ${Math.round((Date.now() - suiteStarted) / 1000)} s: ${verdicts.join(', ')}`,
);
process.exit(failed ? 1 : 0);
