import { describe, expect, it } from 'vitest';
import { admissionOrder, shuffled, type Arrival, type RandomInt } from './draw';

/** A seeded source (mulberry32): the same seed, the same draws — the test repeats exactly. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * bound);
  };
}

const PRE_WINDOW_MS = 15 * 60_000;
const RELEASE_AT = Date.UTC(2026, 11, 1, 8, 0); // 09:00 in Vienna
const DECILES = 10;

/** `visitors` arrivals spread at random over the pre-window before RELEASE_AT. */
function preWindowArrivals(visitors: number, randomInt: RandomInt): Arrival<number>[] {
  return Array.from({ length: visitors }, (_, key) => ({
    key,
    at: RELEASE_AT - PRE_WINDOW_MS + randomInt(PRE_WINDOW_MS),
  }));
}

type Queue = (arrivals: Arrival<number>[], randomInt: RandomInt) => number[];

/**
 * Pearson's chi-square over a 10 × 10 table: for every visitor of many openings, the decile of
 * their arrival (by arrival rank within their opening) against the decile of their place in
 * the admission order. A fair draw makes the two independent.
 */
function arrivalAgainstAdmission(
  queue: Queue,
  { openings, visitors, seed }: { openings: number; visitors: number; seed: number },
): number {
  const randomInt = seeded(seed);
  const table = Array.from({ length: DECILES }, () => new Array<number>(DECILES).fill(0));
  for (let opening = 0; opening < openings; opening++) {
    const arrivals = preWindowArrivals(visitors, randomInt);
    const arrivalRank = new Map(
      [...arrivals].sort((a, b) => a.at - b.at || a.key - b.key).map((a, rank) => [a.key, rank]),
    );
    queue(arrivals, randomInt).forEach((key, place) => {
      const arrived = Math.floor((arrivalRank.get(key)! * DECILES) / visitors);
      const admitted = Math.floor((place * DECILES) / visitors);
      table[arrived]![admitted]!++;
    });
  }
  const total = openings * visitors;
  const rows = table.map((row) => row.reduce((sum, n) => sum + n, 0));
  const columns = table[0]!.map((_, c) => table.reduce((sum, row) => sum + row[c]!, 0));
  let chiSquare = 0;
  table.forEach((row, r) =>
    row.forEach((observed, c) => {
      const expected = (rows[r]! * columns[c]!) / total;
      chiSquare += (observed - expected) ** 2 / expected;
    }),
  );
  return chiSquare;
}

/**
 * The chi-square value a fair draw exceeds with probability 0.01, for (10 − 1)² = 81 degrees of
 * freedom: the Wilson–Hilferty approximation (within 0.1 of the table's 113.51 here).
 */
function criticalValue(degrees: number, z = 2.3263): number {
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
}
const CRITICAL = criticalValue((DECILES - 1) ** 2);

const fairDraw: Queue = (arrivals, randomInt) => admissionOrder(arrivals, RELEASE_AT, randomInt);
/** A planted unfair queue: first come, first served. */
const firstComeFirstServed: Queue = (arrivals) =>
  [...arrivals].sort((a, b) => a.at - b.at || a.key - b.key).map((a) => a.key);
/** A planted, subtler unfair queue: random, but an early arrival gets a head start. */
const headStart: Queue = (arrivals, randomInt) =>
  arrivals
    .map((a) => ({ key: a.key, score: (a.at - RELEASE_AT) / PRE_WINDOW_MS + randomInt(1e6) / 1e6 }))
    .sort((a, b) => a.score - b.score)
    .map((a) => a.key);

describe('the opening draw', () => {
  it('gives no place for arriving earlier in the pre-window: chi-square of arrival against admission deciles below the 1 % value, in each of five runs', () => {
    expect(CRITICAL).toBeGreaterThan(113.4);
    expect(CRITICAL).toBeLessThan(113.7);
    for (const seed of [1, 2, 3, 4, 5]) {
      const chiSquare = arrivalAgainstAdmission(fairDraw, { openings: 200, visitors: 500, seed });
      expect(chiSquare, `seed ${seed}`).toBeLessThan(CRITICAL);
    }
  });

  it('rejects a planted unfair queue with the same test: first come first served, and a head start for early arrivals', () => {
    for (const queue of [firstComeFirstServed, headStart]) {
      const chiSquare = arrivalAgainstAdmission(queue, { openings: 200, visitors: 500, seed: 1 });
      expect(chiSquare).toBeGreaterThan(CRITICAL);
    }
  });

  it('lets those who arrive after the release in behind the drawn ones, in arrival order', () => {
    const randomInt = seeded(7);
    const early = preWindowArrivals(300, randomInt);
    const late = Array.from({ length: 200 }, (_, i) => ({
      key: 1000 + i,
      at: RELEASE_AT + randomInt(60_000),
    }));
    const order = admissionOrder([...late, ...early], RELEASE_AT, randomInt);
    expect(order).toHaveLength(500);
    expect(new Set(order).size).toBe(500);
    expect(new Set(order.slice(0, 300))).toEqual(new Set(early.map((a) => a.key)));
    const byArrival = [...late].sort((a, b) => a.at - b.at || a.key - b.key).map((a) => a.key);
    expect(order.slice(300)).toEqual(byArrival);
    // arriving exactly at the release counts as after it
    expect(admissionOrder([{ key: 'x', at: RELEASE_AT }], RELEASE_AT, randomInt)).toEqual(['x']);
  });

  it('draws every order of three alike (Fisher–Yates), and refuses a random source out of range', () => {
    const randomInt = seeded(11);
    const counts = new Map<string, number>();
    const runs = 60_000;
    for (let i = 0; i < runs; i++) {
      const key = shuffled(['a', 'b', 'c'], randomInt).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - runs / 6)).toBeLessThan(runs / 6 / 20);
    expect(() => shuffled([1, 2, 3], () => 3)).toThrow(RangeError);
    expect(() => shuffled([1, 2, 3], () => 0.5)).toThrow(RangeError);
  });
});
