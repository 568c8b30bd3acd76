import { describe, expect, it } from 'vitest';
import { archiveClock } from './clock';
import { createTestClock } from '../test/clock';

describe('archiveClock', () => {
  it("reads the archive's local date and time in its zone, not in UTC", () => {
    // 23:30 UTC on 4 March is already 5 March, 00:30 in Vienna and still 4 March in New York
    const instant = new Date('2030-03-04T23:30:00Z');
    const vienna = archiveClock({ now: () => instant }, 'Europe/Vienna');
    const newYork = archiveClock({ now: () => instant }, 'America/New_York');
    expect(vienna.today()).toBe('2030-03-05');
    expect(vienna.wallClock()).toEqual({ now: instant, today: '2030-03-05', nowTime: '00:30' });
    expect(newYork.today()).toBe('2030-03-04');
    expect(newYork.wallClock().nowTime).toBe('18:30');
    expect(vienna.dateAt(new Date('2030-03-04T22:59:00Z'))).toBe('2030-03-04');
    expect(vienna.timeZone).toBe('Europe/Vienna');
  });

  it('asks its source at every reading: a movable clock moves it', () => {
    const clock = createTestClock('2030-03-04T22:50:00Z');
    expect(clock.today()).toBe('2030-03-04');
    clock.advanceMinutes(20);
    expect(clock.today()).toBe('2030-03-05');
    const wrapped = archiveClock(clock, 'Europe/Vienna');
    clock.set('2030-03-06T08:00:00Z');
    expect(wrapped.wallClock()).toMatchObject({ today: '2030-03-06', nowTime: '09:00' });
  });

  it('reads the date and time of an instant already read', () => {
    const clock = archiveClock({ now: () => new Date('2030-01-01T00:00:00Z') }, 'Europe/Vienna');
    const at = new Date('2030-07-01T21:59:00Z'); // summer time: 23:59 in Vienna
    expect(clock.wallClock(at)).toEqual({ now: at, today: '2030-07-01', nowTime: '23:59' });
  });

  it("turns the archive's wall clock into an instant (summer and winter time)", () => {
    const clock = archiveClock({ now: () => new Date() }, 'Europe/Vienna');
    expect(clock.instantAt('2030-07-01', '18:00').toISOString()).toBe('2030-07-01T16:00:00.000Z');
    expect(clock.instantAt('2030-01-15', '18:00').toISOString()).toBe('2030-01-15T17:00:00.000Z');
  });
});
