/**
 * Load generators, all in the bench runner's process (never in the server's): autocannon
 * for steady HTTP load, a worker loop for raw SQL and for multi-step flows, and a burst of
 * simultaneous requests on pre-opened connections for the hot slot.
 */
import http from 'node:http';
import autocannon from 'autocannon';

export interface Rate {
  /** completed operations per second (2xx answers for HTTP) */
  perSecond: number;
  p50: number;
  p99: number;
  /** non-2xx answers and errors */
  failed: number;
  /** the first failure's message (loops only) */
  firstError?: string;
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A random private address: each request looks like another visitor (TRUST_PROXY=true). */
export function randomIp(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  return `10.${r(256)}.${r(256)}.${r(254) + 1}`;
}

export async function cannon(opts: autocannon.Options): Promise<Rate> {
  const result = await autocannon(opts);
  const seconds = Math.max(result.duration, 0.001);
  return {
    perSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `connections` workers call `op` back to back for `seconds`; a throw counts as failed.
 * Returns completed operations per second and latency percentiles in ms.
 */
export async function loop(
  connections: number,
  seconds: number,
  op: (worker: number) => Promise<void>,
): Promise<Rate> {
  const latencies: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await op(worker);
          latencies.push(performance.now() - t0);
        } catch (err) {
          failed++;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    ...(firstError === undefined ? {} : { firstError }),
  };
}

function request(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface Burst {
  /** from the first request sent to the last answer received */
  seconds: number;
  statuses: Map<number, number>;
  errors: number;
}

/**
 * `n` requests at the same moment, each on its own already-open keep-alive connection (so
 * the figure is the server's, not the kernel's accept queue): first `n` parallel
 * `GET /healthz` open the connections, then all `make(i)` requests go out at once.
 */
export async function burst(
  baseUrl: string,
  n: number,
  make: (i: number) => {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  },
): Promise<Burst> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n, maxFreeSockets: n });
  try {
    await Promise.all(
      Array.from({ length: n }, () => request(agent, `${baseUrl}/healthz`, 'GET', {})),
    );
    const statuses = new Map<number, number>();
    let errors = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const r = make(i);
        try {
          const status = await request(agent, `${baseUrl}${r.path}`, r.method, r.headers, r.body);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors++;
        }
      }),
    );
    return { seconds: (performance.now() - t0) / 1000, statuses, errors };
  } finally {
    agent.destroy();
  }
}

/**
 * {@link loop} after `warmSeconds` of the same work, not counted: the raw side of a ratio is
 * warmed as long as the API side ({@link warmCannon}).
 */
export async function warmLoop(
  connections: number,
  warmSeconds: number,
  seconds: number,
  op: (worker: number) => Promise<void>,
): Promise<Rate> {
  if (warmSeconds > 0) await loop(connections, warmSeconds, op);
  return loop(connections, seconds, op);
}
