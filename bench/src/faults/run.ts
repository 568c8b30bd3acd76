/**
 * The fault suite (`npm run faults [-- <scenario> …] [--seconds N]`): each scenario starts the
 * real server in its own process, puts booking load on it from a load generator in another
 * process, injects one fault for real and prints what the visitors saw and what the database
 * holds afterwards. Scenarios: failover (pg_auto_failover), restart (PostgreSQL), mail (the
 * mail server down), disk (the embedded database's disk full), kill (SIGKILL mid-booking).
 * Exit code 1 when a scenario breaks a rule (lost or oversold bookings, half-written ones,
 * mails lost or doubled, a 500, a wait over 15 s, no booking within 30 s of the fault).
 */
import { parseArgs } from 'node:util';
import type { Figures } from './checks';
import { diskFull, killed } from './scenarios-embedded';
import { failover, mailDown, restart } from './scenarios-postgres';

const SCENARIOS: Record<string, (seconds: number) => Promise<Figures>> = {
  failover,
  restart,
  mail: mailDown,
  disk: diskFull,
  kill: killed,
};

/** The rules a scenario must keep; each broken one is named. */
function broken(f: Figures): string[] {
  const out: string[] = [];
  if (f.notes.some((n) => n.startsWith('skipped'))) return out;
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
  const calls = Object.entries(f.byCall).sort(([a], [b]) => a.localeCompare(b));
  if (calls.length)
    console.log(`  answers by call: ${calls.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  for (const note of f.notes) console.log(`  ${note}`);
  console.log(problems.length ? `  BROKEN: ${problems.join('; ')}` : '  ok');
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '40' }, json: { type: 'boolean' } },
});
const seconds = Number(values.seconds);
const names = positionals.length ? positionals : Object.keys(SCENARIOS);
let failed = false;
const all: Figures[] = [];
for (const name of names) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario ${name}: ${Object.keys(SCENARIOS).join(', ')}`);
  const started = Date.now();
  const f = await scenario(seconds);
  f.notes.push(`took ${Math.round((Date.now() - started) / 1000)} s`);
  const problems = broken(f);
  failed ||= problems.length > 0;
  all.push(f);
  print(f, problems);
}
if (values.json) console.log(JSON.stringify(all));
process.exit(failed ? 1 : 0);
