/**
 * The visitors of one client process, each in its own loop, as the waiting room page behaves:
 * join; ask for the place again after `retryAfterSeconds`; after a failed read (no answer,
 * 5xx, 429) again after the answer's `Retry-After`, else 2, 4, 8 … s up to a minute (the
 * page's `backoffMs`); once admitted, hold a seat of a random slot of the day with the pass.
 * A failed join is tried again the same way, three times at most (a visitor clicking again).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomIp } from '../../lib/load';
import { sleep } from '../../lib/server';
import { request, type Answer } from './http';

export type Kind = 'join' | 'poll' | 'hold';

interface Place {
  state: 'waiting' | 'admitted' | 'expired';
  position: number | null;
  admitAt: string | null;
  turnEndsAt: string | null;
  retryAfterSeconds: number;
}

/** What a client process is told: the servers, the room, its visitors and the times (ms). */
export interface CrowdPlan {
  urls: string[];
  roomId: number;
  slotIds: number[];
  /** all visitors of the run (arrivals are spread over all of them) */
  visitors: number;
  /** this process's visitors: indices in 0 … visitors − 1 */
  mine: number[];
  arrivalsFrom: number;
  arrivalsFor: number;
  releaseAt: number;
  endAt: number;
}

/** What a client process measured. */
export interface CrowdCounts {
  /** per kind of request: each one's time in ms, from sending to the whole answer */
  times: Record<Kind, number[]>;
  /** no answer or 5xx */
  failed: Record<Kind, number>;
  /** requests sent again after a failure (joins and polls) */
  retried: number;
  holdRefusals: Record<string, number>;
  joined: number;
  joinedBeforeRelease: number;
  admitted: number;
  heldInTurn: number;
  seatsTaken: number;
  /** how late the client's own event loop ran (ms): its share of the times above */
  loopDelay: { p99: number; max: number };
}

/** The waiting room page's pause after the n-th failed read in a row (web `backoffMs`). */
const backoffMs = (failures: number) => Math.min(60_000, 1000 * 2 ** failures);

const failedAnswer = (a: Answer) => a.status === 0 || a.status >= 500 || a.status === 429;

export async function runCrowd(plan: CrowdPlan): Promise<CrowdCounts> {
  const { urls, roomId, slotIds, visitors, arrivalsFrom, arrivalsFor, releaseAt, endAt } = plan;
  const counts: CrowdCounts = {
    times: { join: [], poll: [], hold: [] },
    failed: { join: 0, poll: 0, hold: 0 },
    retried: 0,
    holdRefusals: {},
    joined: 0,
    joinedBeforeRelease: 0,
    admitted: 0,
    heldInTurn: 0,
    seatsTaken: 0,
    loopDelay: { p99: 0, max: 0 },
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();

  const send = async (kind: Kind, method: string, path: string, headers = {}, body?: unknown) => {
    const url = urls[Math.floor(Math.random() * urls.length)]!;
    const t0 = performance.now();
    const res = await request(`${url}${path}`, method, headers, body);
    counts.times[kind].push(performance.now() - t0);
    if (res.status === 0 || res.status >= 500) counts.failed[kind]++;
    return res;
  };

  /** The pause before sending again after `failures` failed answers; null: past the end. */
  const pauseAfter = (answer: Answer, failures: number): number | null => {
    const wait = answer.retryAfter === null ? backoffMs(failures) : answer.retryAfter * 1000;
    return Date.now() + wait >= endAt ? null : wait;
  };

  const visitor = async (i: number) => {
    const at =
      arrivalsFrom + (i / visitors) * arrivalsFor + Math.random() * (arrivalsFor / visitors);
    await sleep(Math.max(0, at - Date.now()));
    if (Date.now() >= endAt) return;
    const ip = randomIp();
    const before = Date.now() < releaseAt;
    const joinPath = `/api/rooms/${roomId}/opening/queue`;
    let join = await send('join', 'POST', joinPath, { 'x-forwarded-for': ip });
    for (let failures = 1; failedAnswer(join) && failures <= 3; failures++) {
      const wait = pauseAfter(join, failures);
      if (wait === null) return;
      await sleep(wait);
      counts.retried++;
      join = await send('join', 'POST', joinPath, { 'x-forwarded-for': ip });
    }
    if (join.status !== 201) return;
    counts.joined++;
    if (before) counts.joinedBeforeRelease++;
    const { pass } = join.json as { pass: string };
    let place = (join.json as { place: Place }).place;
    const headers = { 'x-queue-pass': pass, 'x-forwarded-for': ip };
    let wait = place.retryAfterSeconds * 1000;
    let failures = 0;
    while (place.state === 'waiting') {
      if (Date.now() + wait >= endAt) return;
      await sleep(wait);
      const read = await send('poll', 'GET', joinPath, headers);
      if (failedAnswer(read)) {
        failures++;
        counts.retried++;
        const pause = pauseAfter(read, failures);
        if (pause === null) return;
        wait = pause;
        continue;
      }
      if (read.status !== 200) return; // 404: the pass is unknown (the page forgets it)
      failures = 0;
      place = (read.json as { place: Place }).place;
      wait = place.retryAfterSeconds * 1000;
    }
    if (place.state !== 'admitted') return;
    counts.admitted++;
    const turnEndsAt = Date.parse(place.turnEndsAt!);
    const slotId = slotIds[Math.floor(Math.random() * slotIds.length)]!;
    const hold = await send('hold', 'POST', '/api/transactions', headers, { timeSlotId: slotId });
    const code = (hold.json as { error?: string } | null)?.error;
    if (hold.status === 201) counts.seatsTaken++;
    else {
      const key = `${hold.status} ${code ?? ''}`.trim();
      counts.holdRefusals[key] = (counts.holdRefusals[key] ?? 0) + 1;
    }
    if (
      Date.now() < turnEndsAt &&
      (hold.status === 201 || (hold.status === 409 && code !== 'opening_not_your_turn'))
    )
      counts.heldInTurn++;
  };

  await Promise.all(plan.mine.map((i) => visitor(i)));
  lag.disable();
  counts.loopDelay = { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  return counts;
}
