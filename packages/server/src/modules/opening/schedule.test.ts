import { describe, expect, it } from 'vitest';
import {
  AFTER_RELEASE_SPREAD_SECONDS,
  FAR_RETRY_SECONDS,
  retryAfter,
  retryBeforeDraw,
} from './schedule';

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

describe('when a drawn place asks again', () => {
  const now = new Date('2030-03-04T10:00:00Z');
  const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('comes back exactly at its admission when that is at most a minute away', () => {
    expect(retryAfter(inSeconds(0.2), now)).toBe(1);
    expect(retryAfter(inSeconds(12.3), now)).toBe(13);
    expect(retryAfter(inSeconds(60), now)).toBe(60);
  });

  it('further away, after half the wait, at most five minutes: never after the admission', () => {
    expect(retryAfter(inSeconds(90), now)).toBe(45);
    expect(retryAfter(inSeconds(400), now)).toBe(200);
    expect(retryAfter(inSeconds(250 * 60), now)).toBe(FAR_RETRY_SECONDS);
    for (const seconds of [1, 7, 59, 61, 119, 601, 3600, 15_000]) {
      const wait = retryAfter(inSeconds(seconds), now);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(Math.max(1, Math.ceil(seconds)));
    }
  });

  it('takes a lower bound where one is given (a turn: a minute), and a minute with no change ahead', () => {
    expect(retryAfter(inSeconds(300), now, 60)).toBe(60);
    expect(retryAfter(inSeconds(30), now, 60)).toBe(30);
    expect(retryAfter(null, now)).toBe(60);
  });
});
