/**
 * The fault suite's load generator, run in a process of its own (so a fault in the runner or
 * the server does not stop it): visitors holding a seat and booking it, as fast as the
 * server answers, for a fixed time. Every loop ends at the deadline; every request is
 * aborted after `timeoutMs`. Writes what happened to the file named by the last argument.
 *
 * The deadline moves only so that the load sees the end of the fault: when the runner says
 * (an IPC message) that the fault is over, the load goes on for at least `tailSeconds` more;
 * at its planned end with the fault not over yet, it goes on until then, by at most
 * `overtimeSeconds`. A short run thus still sees visitors book after a slow recovery.
 *
 *   node --import tsx bench/src/faults/load.ts '<LoadOptions as JSON>' <result.json>
 */
import { writeFileSync } from 'node:fs';
import type { paths } from '../../../packages/web/src/api/schema';

/** The visitor calls' bodies, typed by the server's OpenAPI document (a change fails tsc). */
type HoldBody = paths['/api/transactions']['post']['requestBody']['content']['application/json'];
type BookBody =
  paths['/api/transactions/{id}/booking']['put']['requestBody']['content']['application/json'];

export interface LoadOptions {
  url: string;
  slotIds: number[];
  seconds: number;
  /** load after the fault is over, past the planned end if need be */
  tailSeconds: number;
  /** the most the load goes on past its planned end while the fault is not over */
  overtimeSeconds: number;
  workers: number;
  timeoutMs: number;
}

/** One request: start (epoch ms), duration, which call, HTTP status (0: no answer). */
export type RequestRecord = [start: number, ms: number, op: 'hold' | 'book', status: number];

export interface LoadResult {
  requests: RequestRecord[];
  /** bookings the server acknowledged (200): their ticket ids and when */
  acknowledged: Array<{
    transactionId: string;
    ticketIds: number[];
    email: string;
    /** when the booking request was sent and when it was acknowledged (epoch ms) */
    start: number;
    at: number;
  }>;
}

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function call(
  options: LoadOptions,
  result: LoadResult,
  op: 'hold' | 'book',
  method: string,
  path: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; json: unknown }> {
  const start = Date.now();
  let status = 0;
  let json: unknown = null;
  try {
    const res = await fetch(`${options.url}${path}`, {
      method,
      headers: { ...XHR, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = res.status;
    json = await res.json().catch(() => null);
  } catch {
    status = 0;
  }
  result.requests.push([start, Date.now() - start, op, status]);
  return { status, json };
}

async function visitor(
  options: LoadOptions,
  result: LoadResult,
  worker: number,
  end: () => number,
) {
  let n = 0;
  while (Date.now() < end()) {
    n++;
    const ip = `10.${worker}.${(n >> 8) & 255}.${n & 255}`;
    const slot = options.slotIds[Math.floor(Math.random() * options.slotIds.length)]!;
    const holdBody: HoldBody = { timeSlotId: slot };
    const hold = await call(options, result, 'hold', 'POST', '/api/transactions', holdBody, ip);
    if (hold.status !== 201) {
      // no answer or unavailable: a real visitor waits a little before trying again
      if (hold.status === 0 || hold.status >= 500) await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const id = (hold.json as { transactionId: string }).transactionId;
    const email = `v${worker}x${n}@example.org`;
    const start = Date.now();
    const bookBody: BookBody = {
      salutation: 'MS',
      title: 'Dr.',
      firstName: 'Erika',
      organisation: 'Universität Wien',
      phone: '+43123456',
      lastName: `Last${worker}x${n}`,
      email,
      accessibility: false,
      language: 'de',
    };
    const path = `/api/transactions/${id}/booking`;
    const booked = await call(options, result, 'book', 'PUT', path, bookBody, ip);
    if (booked.status === 200) {
      const tickets = (booked.json as { tickets: Array<{ id: number }> }).tickets;
      result.acknowledged.push({
        transactionId: id,
        ticketIds: tickets.map((t) => t.id),
        email,
        start,
        at: Date.now(),
      });
      // the runner injects the fault only once the load is flowing (after this booking)
      if (result.acknowledged.length === 1) process.send?.('booked');
    }
  }
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2]!) as LoadOptions;
  const out = process.argv[3]!;
  const result: LoadResult = { requests: [], acknowledged: [] };
  const planned = Date.now() + options.seconds * 1000;
  const latest = planned + options.overtimeSeconds * 1000;
  let recoveredAt: number | null = null;
  process.on('message', (message) => {
    if (message === 'recovered') recoveredAt ??= Date.now();
  });
  const end = () =>
    recoveredAt === null
      ? latest
      : Math.min(latest, Math.max(planned, recoveredAt + options.tailSeconds * 1000));
  await Promise.all(
    Array.from({ length: options.workers }, (_, w) => visitor(options, result, w + 1, end)),
  );
  writeFileSync(out, JSON.stringify(result));
  process.disconnect?.();
}

if (process.argv[1]?.endsWith('load.ts')) await main();
