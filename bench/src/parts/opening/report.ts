/** The opening bench's figures and how they are printed. */
import { f0, f1, table } from '../../lib/measure';
import type { Kind } from './crowd';

export interface OpeningFigures {
  visitors: number;
  servers: number;
  /** client processes the crowd ran in */
  clients: number;
  seconds: number;
  admitPerMinute: number;
  turnMinutes: number;
  /** per request kind: count, p50, p99 (ms), failed (no answer or 5xx) */
  requests: Record<Kind, { n: number; p50: number; p99: number; failed: number }>;
  /** joins and polls sent again after a failure (Retry-After, else the page's back-off) */
  retried: number;
  /** the client processes' event-loop delay (ms): how much of the times is the clients' own */
  clientLoopDelay: { p99: number; max: number };
  joined: number;
  joinedBeforeRelease: number;
  admitted: number;
  /** admitted visitors whose hold was answered within their turn (a seat, or the day full) */
  heldInTurn: number;
  /** holds answered 201 */
  seatsTaken: number;
  /** hold answers other than 201, by status and code */
  holdRefusals: Record<string, number>;
  capacity: number;
  /** seats holding at the end, counted in the database */
  seatsHeld: number;
  /** slots with more seats held than they have */
  oversoldSlots: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Count, p50, p99 of each kind's times. */
export function requestFigures(
  times: Record<Kind, number[]>,
  failed: Record<Kind, number>,
): OpeningFigures['requests'] {
  const requests = {} as OpeningFigures['requests'];
  for (const kind of ['join', 'poll', 'hold'] as const) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    requests[kind] = {
      n: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failed: failed[kind],
    };
  }
  return requests;
}

export function openingReport(kind: string, f: OpeningFigures): string[] {
  const refusals =
    Object.entries(f.holdRefusals)
      .map(([k, n]) => `${n} × ${k}`)
      .join(', ') || 'none';
  return [
    table(
      `${kind}: fair opening, ${f.visitors} visitors on ${f.servers} servers over ${f0(f.seconds)} s ` +
        `(${f.admitPerMinute} admitted a minute, turns of ${f.turnMinutes} min; ` +
        `${f.clients} client processes, their event loops late by p99 ${f1(f.clientLoopDelay.p99)} ms, ` +
        `max ${f1(f.clientLoopDelay.max)} ms; ${f.retried} requests sent again after a failure)`,
      ['request', 'count', 'p50 ms', 'p99 ms', 'failed (no answer, 5xx)'],
      (['join', 'poll', 'hold'] as const).map((k) => [
        k,
        String(f.requests[k].n),
        f1(f.requests[k].p50),
        f1(f.requests[k].p99),
        String(f.requests[k].failed),
      ]),
    ),
    table(
      `${kind}: fair opening, outcome`,
      [
        'joined (before the release)',
        'admitted',
        'held within their turn',
        'seats taken (201)',
        'held / capacity',
        'oversold slots',
        'other hold answers',
      ],
      [
        [
          `${f.joined} (${f.joinedBeforeRelease})`,
          String(f.admitted),
          `${f.heldInTurn} of ${f.admitted}`,
          String(f.seatsTaken),
          `${f.seatsHeld} / ${f.capacity}`,
          String(f.oversoldSlots),
          refusals,
        ],
      ],
    ),
  ];
}
