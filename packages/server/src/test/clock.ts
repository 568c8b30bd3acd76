import { BUSINESS_DEFAULTS } from '@lesesaal/domain/config';
import { archiveClock, type ArchiveClock } from '../archives/clock';

/**
 * A clock tests can set and move; it reads the archive's wall clock in `timeZone` (default:
 * the default TIME_ZONE, as in testConfig()), so services built in a test can take it as is.
 */
export interface TestClock extends ArchiveClock {
  set(iso: string | Date): void;
  advanceMinutes(minutes: number): void;
}

export function createTestClock(
  start: string | Date = '2030-03-04T09:00:00Z',
  timeZone: string = BUSINESS_DEFAULTS.timeZone,
): TestClock {
  let current = new Date(start);
  return {
    ...archiveClock({ now: () => new Date(current) }, timeZone),
    set: (iso) => {
      current = new Date(iso);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}
