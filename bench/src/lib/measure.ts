/**
 * The bench's measuring and printing helpers (bench/src/run.ts): wall-clock days, number
 * formats, Markdown tables, autocannon with warm-up and drain, one request alone.
 */
import type autocannon from 'autocannon';
import { cannon, randomIp, XHR, type Rate } from './load';

export function isoDay(offsetDays: number, monthOffset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + monthOffset);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

export const f0 = (n: number) => n.toFixed(0);
export const f1 = (n: number) => n.toFixed(1);
export const f2 = (n: number) => n.toFixed(2);
export const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

export function table(title: string, header: string[], rows: string[][]): string {
  const lines = [
    `\n### ${title}\n`,
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
  const text = lines.join('\n');
  console.log(text);
  return text;
}

/**
 * `warmSeconds` of the same load first (the server's JIT, connection pools, caches), then the
 * measurement. The server's code reaches its optimised tiers only after several seconds of
 * load: with one second of warm-up the server's CPU per hold still roughly halved during a
 * 10-second measurement (docs/performance.md, "Warm-up").
 */
export async function warmCannon(opts: autocannon.Options, warmSeconds: number): Promise<Rate> {
  if (warmSeconds > 0) await cannon({ ...opts, duration: warmSeconds });
  await drain(String(opts.url));
  const result = await cannon(opts);
  await drain(String(opts.url));
  return result;
}

/**
 * Holds (`POST {apiBase}/transactions`, a random one of `holdSlots` each) from a new client
 * address per request, measured after the warm-up ({@link warmCannon}).
 */
export function holdLoad(
  apiBase: string,
  holdSlots: number[],
  o: { connections: number; seconds: number; warm: number },
): Promise<Rate> {
  return warmCannon(
    {
      url: `${apiBase}/transactions`,
      method: 'POST',
      connections: o.connections,
      duration: o.seconds,
      headers: { 'content-type': 'application/json', ...XHR },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': randomIp() },
            body: JSON.stringify({ timeSlotId: pick(holdSlots) }),
          }),
        },
      ],
    },
    o.warm,
  );
}

/**
 * Waits until the server has worked off what autocannon left in flight (it stops counting
 * at the deadline, the server does not): a database round trip answered in under 100 ms.
 */
export async function drain(anyUrl: string): Promise<void> {
  const readyz = `${new URL(anyUrl).origin}/readyz`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(readyz).catch(() => undefined);
    if (performance.now() - t0 < 100) return;
  }
}

/** Median ms of 5 requests one after another: the cost of one request on an idle server. */
export async function alone(url: string, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[2]!;
}

export function log(line: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
}

export const rate = (r: Rate) => [
  f0(r.perSecond),
  `${f1(r.p50)} / ${f1(r.p99)}`,
  r.firstError ? `${r.failed} (first: ${r.firstError.slice(0, 80)})` : String(r.failed),
];
