/**
 * The order in which a fair opening lets its waiting visitors in. Whoever arrived during the
 * pre-window (before the release instant) gets a place drawn at random — a uniformly random
 * permutation (Fisher–Yates), so arriving earlier in the pre-window is no advantage; whoever
 * arrives after the release queues behind them in arrival order. The random source is given:
 * the server passes a cryptographically secure one (`crypto.randomInt`), a test a seeded one.
 * Pure: the caller records the order it got (the draw is audited), nothing is stored here.
 */

/** A whole number in [0, bound): `crypto.randomInt(bound)` on the server. */
export type RandomInt = (bound: number) => number;

/** One waiting visitor: a key of the caller's (an opaque id) and when they arrived. */
export interface Arrival<K> {
  key: K;
  /** the instant of arrival, in milliseconds since the epoch */
  at: number;
}

/** A uniformly random permutation of `items` (a new array; `items` is left as it is). */
export function shuffled<T>(items: readonly T[], randomInt: RandomInt): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    if (!Number.isInteger(j) || j < 0 || j > i)
      throw new RangeError(`randomInt(${i + 1}) gave ${String(j)}, not a whole number below it`);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The admission order of an opening at `releaseAt`: the pre-window's arrivals (at < releaseAt)
 * in a drawn order, then the later arrivals by arrival time (ties: as given). Each key once.
 */
export function admissionOrder<K>(
  arrivals: readonly Arrival<K>[],
  releaseAt: number,
  randomInt: RandomInt,
): K[] {
  const early = arrivals.filter((a) => a.at < releaseAt);
  const late = arrivals
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => a.at >= releaseAt)
    .sort((x, y) => x.a.at - y.a.at || x.index - y.index)
    .map(({ a }) => a);
  return [...shuffled(early, randomInt), ...late].map((a) => a.key);
}
