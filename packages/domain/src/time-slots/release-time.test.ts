import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, wallClockToUtc, type IsoDate } from '../dates';
import type { OpenBound } from '../rooms/schema';
import { openingWindow, releaseOfDay, type RoomWindowBounds } from './rules';

// Every clock here is fixed (an instant drawn or written out): the tests pass on any day.
const VIENNA = 'Europe/Vienna';
const at = (iso: string) => ({ now: new Date(iso), timeZone: VIENNA });
const none = new Set<IsoDate>();
const MINUTE = 60_000;

/** Instants where the window's edges are most likely wrong: midnights, DST changes, year ends. */
const EDGES = [
  '2026-03-28T23:00:00Z', // midnight before the spring change (clocks 02:00 → 03:00)
  '2026-03-29T01:00:00Z', // the spring change itself
  '2026-10-24T22:00:00Z', // midnight before the autumn change (clocks 03:00 → 02:00)
  '2026-10-25T01:00:00Z', // the autumn change itself
  '2026-12-31T23:00:00Z', // new year in Vienna
  '2027-02-28T23:00:00Z', // 1 March after a short February
  '2028-02-28T23:00:00Z', // 29 February of a leap year
  '2026-11-30T23:00:00Z', // 1 December (the example of the decision record)
  '2026-06-30T22:00:00Z', // 1 July (summer time)
].map((iso) => new Date(iso).getTime());

const instant = fc.oneof(
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms)),
  fc
    .tuple(fc.constantFrom(...EDGES), fc.integer({ min: -26 * 60, max: 26 * 60 }))
    .map(([edge, minutes]) => new Date(edge + minutes * MINUTE)),
);

const pad = (n: number) => String(n).padStart(2, '0');
const releaseTime = fc.oneof(
  fc.integer({ min: 0, max: 1439 }).map((m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`),
  // the hour skipped in spring and repeated in autumn, and the ends of the day
  fc.constantFrom('00:00', '00:01', '02:00', '02:30', '02:59', '03:00', '09:00', '23:59'),
);
const dayBound = fc
  .integer({ min: 0, max: 365 })
  .map((value): OpenBound => ({ type: 'DAY', value }));
const anyBound = fc.record({
  type: fc.constantFrom('DAY' as const, 'WORKING_DAY' as const),
  value: fc.integer({ min: 0, max: 60 }),
});
/** holidays near the instant: offsets in days from its date */
const holidayOffsets = fc.uniqueArray(fc.integer({ min: -2, max: 90 }), { maxLength: 12 });
const holidaysNear = (now: Date, offsets: readonly number[]) =>
  new Set(offsets.map((d) => addDays(todayIn(VIENNA, now), d)));

describe('release time of the day entering the window', () => {
  it('opens the 31st day at 09:00, not at midnight (window 30 days, release 09:00)', () => {
    const room = {
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 30 },
      releaseTime: '09:00',
    } as const;
    // 1 December 2026 in Vienna (UTC+1)
    expect(openingWindow(room, at('2026-11-30T23:00:00Z'), none).until).toBe('2026-12-30');
    expect(openingWindow(room, at('2026-12-01T07:59:59Z'), none).until).toBe('2026-12-30');
    expect(openingWindow(room, at('2026-12-01T08:00:00Z'), none).until).toBe('2026-12-31');
    expect(openingWindow(room, at('2026-12-01T07:00:00Z'), none).from).toBe('2026-12-01');
    expect(releaseOfDay('2026-12-31', room, at('2026-12-01T07:00:00Z'), none)).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
    expect(releaseOfDay('2026-12-31', room, at('2026-12-01T08:00:00Z'), none)).toBeNull();
    expect(releaseOfDay('2027-01-01', room, at('2026-12-01T08:00:00Z'), none)).toEqual({
      date: '2026-12-02',
      time: '09:00',
    });
  });

  it('without a release time the window is the one of midnight, at any time of the day', () => {
    fc.assert(
      fc.property(instant, anyBound, anyBound, holidayOffsets, (now, openStart, openEnd, off) => {
        const holidays = holidaysNear(now, off);
        const clock = { now, timeZone: VIENNA };
        const midnight = wallClockToUtc(todayIn(VIENNA, now), '00:00', VIENNA);
        const plain = openingWindow({ openStart, openEnd }, clock, holidays);
        expect(openingWindow({ openStart, openEnd, releaseTime: null }, clock, holidays)).toEqual(
          plain,
        );
        expect(
          openingWindow({ openStart, openEnd, releaseTime: '00:00' }, clock, holidays),
        ).toEqual(plain);
        expect(
          openingWindow({ openStart, openEnd }, { now: midnight, timeZone: VIENNA }, holidays),
        ).toEqual(plain);
      }),
      { numRuns: 400 },
    );
  });

  it('a day enters the window exactly at the instant of its release time, n days before it', () => {
    fc.assert(
      fc.property(instant, dayBound, releaseTime, (now, openEnd, release) => {
        const room = {
          openStart: { type: 'DAY', value: 0 } as const,
          openEnd,
          releaseTime: release,
        };
        const last = openingWindow(room, { now, timeZone: VIENNA }, none).until;
        const opensAt = (day: IsoDate) =>
          wallClockToUtc(addDays(day, -openEnd.value), release, VIENNA).getTime();
        expect(opensAt(last)).toBeLessThanOrEqual(now.getTime());
        expect(opensAt(addDays(last, 1))).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  it('the window end never moves back as time goes on (midnight, DST, any bounds)', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 36 * 60 }),
        anyBound,
        releaseTime,
        holidayOffsets,
        (now, minutes, openEnd, release, off) => {
          const room = {
            openStart: { type: 'DAY', value: 0 } as const,
            openEnd,
            releaseTime: release,
          };
          const later = new Date(now.getTime() + minutes * MINUTE);
          const holidays = holidaysNear(now, off);
          const before = openingWindow(room, { now, timeZone: VIENNA }, holidays).until;
          const after = openingWindow(room, { now: later, timeZone: VIENNA }, holidays).until;
          expect(after >= before).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('walks minute by minute through both DST nights: the end moves once a day, at release', () => {
    // from 23:00 the evening before, for 23 hours (the spring day is 23 hours long)
    for (const night of ['2026-03-28T22:00:00Z', '2026-10-24T21:00:00Z']) {
      for (const release of ['00:00', '02:00', '02:30', '03:00', '09:00']) {
        const room = {
          openStart: { type: 'DAY', value: 0 },
          openEnd: { type: 'DAY', value: 10 },
          releaseTime: release,
        } as const;
        const start = new Date(night).getTime();
        const moves: number[] = [];
        let previous = openingWindow(room, at(night), none).until;
        for (let t = start + MINUTE; t <= start + 23 * 60 * MINUTE; t += MINUTE) {
          const until = openingWindow(room, { now: new Date(t), timeZone: VIENNA }, none).until;
          if (until !== previous) moves.push(t);
          expect(until === previous || until === addDays(previous, 1)).toBe(true);
          previous = until;
        }
        expect(moves).toHaveLength(1);
        const day = todayIn(VIENNA, new Date(moves[0]!));
        expect(moves[0]).toBe(wallClockToUtc(day, release, VIENNA).getTime());
      }
    }
  });

  it('releaseOfDay names the first instant at which the day after the window is in it', () => {
    fc.assert(
      fc.property(
        instant,
        anyBound,
        fc.option(releaseTime, { nil: null }),
        holidayOffsets,
        (now, openEnd, release, off) => {
          const room: RoomWindowBounds = {
            openStart: { type: 'DAY', value: 0 },
            openEnd,
            releaseTime: release,
          };
          // the holidays the working days count over reach past the next day's end
          const holidays = holidaysNear(now, off);
          const clock = { now, timeZone: VIENNA };
          const next = addDays(openingWindow(room, clock, holidays).until, 1);
          const found = releaseOfDay(next, room, clock, holidays);
          expect(found).not.toBeNull();
          expect(found!.time).toBe(release ?? '00:00');
          const opens = wallClockToUtc(found!.date, found!.time, VIENNA).getTime();
          expect(opens).toBeGreaterThan(now.getTime());
          const seen = (ms: number) =>
            openingWindow(room, { now: new Date(ms), timeZone: VIENNA }, holidays).until;
          expect(seen(opens) >= next).toBe(true);
          expect(seen(opens - 1) < next).toBe(true);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('a window of today only is empty before the release and today after it', () => {
    const room = {
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 0 },
      releaseTime: '08:00',
    } as const;
    const early = openingWindow(room, at('2026-07-01T05:59:00Z'), none);
    expect(early.from > early.until).toBe(true);
    expect(openingWindow(room, at('2026-07-01T06:00:00Z'), none)).toEqual({
      from: '2026-07-01',
      until: '2026-07-01',
    });
  });
});
