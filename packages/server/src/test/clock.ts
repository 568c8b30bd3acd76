import type { Clock } from '../http/types';

/** A clock tests can set and move. */
export interface TestClock extends Clock {
  set(iso: string | Date): void;
  advanceMinutes(minutes: number): void;
}

export function createTestClock(start: string | Date = '2030-03-04T09:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}
