import { describe, expect, it } from 'vitest';
import { AFTER_RELEASE_SPREAD_SECONDS, retryBeforeDraw } from './schedule';

const RELEASE = new Date('2030-03-04T10:00:00Z');
const before = (seconds: number) => new Date(RELEASE.getTime() - seconds * 1000);

describe('when a place not yet drawn asks again', () => {
  it('halves the time to the release while it is more than a minute away, at most a minute', () => {
    expect(retryBeforeDraw(RELEASE, before(15 * 60), () => 0)).toBe(60);
    expect(retryBeforeDraw(RELEASE, before(100), () => 0)).toBe(50);
    expect(retryBeforeDraw(RELEASE, before(61), () => 0.99)).toBe(31);
  });

  it('then comes back once after the release, at a second spread over the window', () => {
    // within the last minute: the rest of the wait, one second, and the spread
    expect(retryBeforeDraw(RELEASE, before(40), () => 0)).toBe(41);
    expect(retryBeforeDraw(RELEASE, before(40), () => 0.999999)).toBe(
      40 + AFTER_RELEASE_SPREAD_SECONDS,
    );
    // the release passed and the draw is still due: within the window from now
    expect(retryBeforeDraw(RELEASE, new Date(RELEASE.getTime() + 3000), () => 0.5)).toBe(
      1 + AFTER_RELEASE_SPREAD_SECONDS / 2,
    );
  });

  it('spreads a crowd evenly: no second of the window gets much more than its share', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const at = retryBeforeDraw(RELEASE, before(10), random);
      counts.set(at, (counts.get(at) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: AFTER_RELEASE_SPREAD_SECONDS }, (_, i) => 11 + i),
    );
    // a share is 500; a herd (everybody in one second) would be 10,000
    expect(Math.max(...counts.values())).toBeLessThan(650);
  });
});
