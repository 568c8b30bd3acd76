import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { isoDate, type IsoDate } from '@lesesaal/domain/dates';
import { MAX_RECURRENCE_STEPS, readIcalHolidays } from './ical';
import { readIcalOffThread } from './ical-thread';

const TODAY: IsoDate = '2030-03-04'; // window: 2030-01-01 … 2032-12-31

/** A calendar with one event: its DTSTART line and further lines (RRULE, …). */
function calendar(dtstart: string, ...lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lesesaal//Test//DE',
    'BEGIN:VEVENT',
    'UID:1@test',
    'DTSTAMP:20300101T000000Z',
    'SUMMARY:Feiertag',
    dtstart,
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const datesOf = (text: string) => {
  const read = readIcalHolidays(text, TODAY);
  if (read.kind !== 'holidays') throw new Error(`refused: ${read.kind}`);
  return read.holidays.map((h) => h.date);
};

/** The dates ical.js gives walking from the real DTSTART, unbounded: the reference. */
function referenceDates(text: string): IsoDate[] {
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
  );
  const out: IsoDate[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const date = isoDate(next.year, next.month, next.day);
    if (date > '2032-12-31') break;
    if (date >= '2030-01-01') out.push(date);
  }
  return out;
}

describe('readIcalHolidays', () => {
  it('refuses rules repeating within a day (the 198-byte SECONDLY file) before expanding them', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY']) {
      expect(
        readIcalHolidays(
          calendar('DTSTART:20251222T000000Z', `RRULE:FREQ=${freq};UNTIL=20251231T000000Z`),
          TODAY,
        ),
      ).toEqual({ kind: 'bad_rule' });
      expect(
        readIcalHolidays(calendar('DTSTART:19000101T000000Z', `RRULE:FREQ=${freq}`), TODAY),
      ).toEqual({ kind: 'bad_rule' });
    }
  });

  it('expands a daily rule from 1900 from just before the window, not from 1900', () => {
    const read = readIcalHolidays(
      calendar('DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY'),
      TODAY,
    );
    expect(read.kind).toBe('holidays');
    if (read.kind !== 'holidays') return;
    // every day of 2030, 2031 and 2032 (leap year), and no more
    expect(read.holidays).toHaveLength(365 + 365 + 366);
    expect(read.holidays[0]!.date).toBe('2030-01-01');
    expect(read.holidays.at(-1)!.date).toBe('2032-12-31');
    // walking from 1900 would take 47 000 steps; from the window about as many as it keeps
    expect(read.steps).toBeLessThanOrEqual(366 * 3 + 2);
  });

  it('gives the same dates as walking from DTSTART, for rules moved by whole periods', () => {
    const rules: Array<[string, ...string[]]> = [
      ['DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=YEARLY'],
      ['DTSTART;VALUE=DATE:19960229', 'RRULE:FREQ=YEARLY'],
      ['DTSTART;VALUE=DATE:19530301', 'RRULE:FREQ=YEARLY;INTERVAL=3'],
      ['DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=YEARLY;BYMONTH=5;BYDAY=1MO'],
      ['DTSTART;VALUE=DATE:19800131', 'RRULE:FREQ=MONTHLY'],
      ['DTSTART;VALUE=DATE:19800131', 'RRULE:FREQ=MONTHLY;INTERVAL=5'],
      ['DTSTART;VALUE=DATE:19991126', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR'],
      ['DTSTART;VALUE=DATE:19991230', 'RRULE:FREQ=MONTHLY;INTERVAL=7;BYMONTHDAY=1,15'],
      ['DTSTART;VALUE=DATE:19700104', 'RRULE:FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,WE'],
      ['DTSTART;VALUE=DATE:19851002', 'RRULE:FREQ=DAILY;INTERVAL=11'],
      ['DTSTART;VALUE=DATE:19851002', 'RRULE:FREQ=DAILY;BYMONTH=8;BYDAY=MO'],
      ['DTSTART:19900615T220000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20310301T000000Z'],
      ['DTSTART;VALUE=DATE:19900101', 'RRULE:FREQ=DAILY;INTERVAL=2', 'EXDATE;VALUE=DATE:20300102'],
    ];
    for (const [dtstart, ...lines] of rules) {
      const text = calendar(dtstart, ...lines);
      const expected = referenceDates(text);
      expect(expected.length, lines.join()).toBeGreaterThan(0);
      expect(datesOf(text), `${dtstart} ${lines.join(' ')}`).toEqual(expected);
    }
  });

  it('refuses a rule that needs more steps than allowed to reach the window (COUNT counts from DTSTART)', () => {
    const text = calendar('DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY;COUNT=1000000');
    expect(readIcalHolidays(text, TODAY)).toEqual({ kind: 'bad_rule' });
    // the same count within the step budget reaches its dates
    const near = calendar('DTSTART;VALUE=DATE:20291231', 'RRULE:FREQ=DAILY;COUNT=3');
    expect(datesOf(near)).toEqual(['2030-01-01', '2030-01-02']);
    expect(MAX_RECURRENCE_STEPS).toBeLessThan(47_000); // fewer than 1900 → 2030 in days
  });

  it('refuses a rule ical.js cannot expand instead of failing', () => {
    const text = calendar('DTSTART;VALUE=DATE:20300101', 'RRULE:FREQ=WEEKLY;BYMONTHDAY=3');
    expect(readIcalHolidays(text, TODAY)).toEqual({ kind: 'bad_rule' });
  });
});

describe('readIcalOffThread', () => {
  it('reads in a worker thread: the same answer as on the main thread', async () => {
    const text = calendar('DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=YEARLY');
    expect(await readIcalOffThread(text, TODAY)).toEqual(readIcalHolidays(text, TODAY));
    expect(await readIcalOffThread('no calendar', TODAY)).toEqual({ kind: 'not_ical' });
  });

  it('stops a thread caught in an endless ical.js loop at the deadline, the event loop free meanwhile', async () => {
    // no date is both in February and the 30th: ical.js looks for the next day forever
    const text = calendar(
      'DTSTART;VALUE=DATE:20300101',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    );
    let settled = false;
    const read = readIcalOffThread(text, TODAY, 1_500).finally(() => {
      settled = true;
    });
    // timers keep firing while the thread spins
    let ticks = 0;
    while (!settled && ticks < 3) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ticks++;
    }
    expect(ticks).toBe(3);
    expect(settled).toBe(false);
    expect(await read).toEqual({ kind: 'bad_rule' });
  });
});
