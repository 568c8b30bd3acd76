import { describe, expect, it } from 'vitest';
import {
  callNumberSortKey,
  checkUnitOrder,
  compareCallNumbers,
  pullTimeFor,
  recordsDeadline,
  slotRecordsState,
} from './rules';
import {
  DEFAULT_RECORDS_SETTINGS,
  roomRecordsSettingsSchema,
  unitStateChangeSchema,
} from './schema';

describe('call numbers in natural order', () => {
  it('sorts numbers by value, not by digits', () => {
    const sorted = [
      'Rep. 2 Nr. 10',
      'Rep. 10 Nr. 1',
      'Rep. 2 Nr. 9',
      'Rep. 2 Nr. 100',
      'Rep. 2 Nr. 09a',
    ].sort(compareCallNumbers);
    expect(sorted).toEqual([
      'Rep. 2 Nr. 9',
      'Rep. 2 Nr. 09a',
      'Rep. 2 Nr. 10',
      'Rep. 2 Nr. 100',
      'Rep. 10 Nr. 1',
    ]);
  });

  it('ignores case, accents and repeated blanks, and puts numbers before letters', () => {
    expect(callNumberSortKey('Ä  Rep 2')).toBe(callNumberSortKey('a rep 2'));
    expect(['A b', 'A 10', 'A 2'].sort(compareCallNumbers)).toEqual(['A 2', 'A 10', 'A b']);
  });

  it('keys compare as plain strings the same way', () => {
    const items = ['B 1', 'a 20', 'A 3', 'a 3 / 1', 'A 3/2'];
    const byKey = [...items].sort((x, y) => (callNumberSortKey(x) < callNumberSortKey(y) ? -1 : 1));
    expect(byKey).toEqual([...items].sort(compareCallNumbers));
  });
});

describe('pull time of a visit', () => {
  it('is the latest pull time at or before the start', () => {
    expect(pullTimeFor('10:00', ['13:00', '09:00'])).toBe('09:00');
    expect(pullTimeFor('13:00', ['09:00', '13:00'])).toBe('13:00');
    expect(pullTimeFor('16:30', ['09:00', '13:00'])).toBe('13:00');
  });

  it("is the day's first pull time for a visit starting before all of them", () => {
    expect(pullTimeFor('08:00', ['09:00', '13:00'])).toBe('09:00');
  });
});

describe('order deadline', () => {
  const settings = { ...DEFAULT_RECORDS_SETTINGS, ordering: 'OPTIONAL' as const };

  it('lies the lead time in working days before the visit, skipping weekends and holidays', () => {
    // Tuesday 2026-12-01, two working days before with Friday 2026-11-27 a holiday: Thursday.
    expect(recordsDeadline('2026-12-01', settings, new Set(['2026-11-27']))).toEqual({
      date: '2026-11-26',
      time: '12:00',
    });
    expect(recordsDeadline('2026-12-01', { ...settings, leadWorkingDays: 0 }, new Set())).toEqual({
      date: '2026-12-01',
      time: '12:00',
    });
  });

  it('closes ordering at the deadline hour', () => {
    const holidays = new Set<string>();
    // visit Friday 2026-11-27: deadline Wednesday 2026-11-25 12:00
    expect(
      slotRecordsState(settings, '2026-11-27', { today: '2026-11-25', nowTime: '11:59' }, holidays),
    ).toMatchObject({
      orderable: true,
      reason: null,
      deadlineDate: '2026-11-25',
    });
    expect(
      slotRecordsState(settings, '2026-11-27', { today: '2026-11-25', nowTime: '12:00' }, holidays),
    ).toMatchObject({
      orderable: false,
      reason: 'DEADLINE_PASSED',
    });
    expect(
      slotRecordsState(
        { ...settings, ordering: 'OFF' },
        '2026-12-27',
        { today: '2026-11-25', nowTime: '08:00' },
        holidays,
      ),
    ).toMatchObject({ orderable: false, reason: 'OFF', deadlineDate: null });
  });
});

describe('checking an order', () => {
  const settings = {
    ...DEFAULT_RECORDS_SETTINGS,
    ordering: 'OPTIONAL' as const,
    maxUnitsPerVisit: 3,
    maxUnitsPerDay: 4,
  };
  const open = {
    ordering: 'OPTIONAL' as const,
    orderable: true,
    reason: null,
    deadlineDate: '2026-11-25',
    deadlineTime: '12:00',
  };
  const closed = { ...open, orderable: false, reason: 'DEADLINE_PASSED' as const };
  const base = {
    settings,
    slotRecords: open,
    existing: 0,
    existingOfDay: 0,
    adding: 1,
    requireUnits: true,
  };

  it('refuses each limit with its code', () => {
    expect(checkUnitOrder(base)).toBeNull();
    expect(checkUnitOrder({ ...base, adding: 4 })).toEqual({
      code: 'records__max_per_visit_reached',
      max: 3,
    });
    expect(checkUnitOrder({ ...base, adding: 2, existingOfDay: 3 })).toEqual({
      code: 'records__max_per_day_reached',
      max: 4,
    });
    expect(checkUnitOrder({ ...base, slotRecords: closed })?.code).toBe('records__deadline_passed');
    expect(checkUnitOrder({ ...base, settings: { ...settings, ordering: 'OFF' } })?.code).toBe(
      'records__not_orderable',
    );
  });

  it('requires units where the room says so, and refuses a REQUIRED slot after the deadline', () => {
    const required = { ...settings, ordering: 'REQUIRED' as const };
    expect(checkUnitOrder({ ...base, adding: 0 })).toBeNull();
    expect(checkUnitOrder({ ...base, settings: required, adding: 0 })?.code).toBe(
      'records__required',
    );
    expect(
      checkUnitOrder({ ...base, settings: required, slotRecords: closed, adding: 0 })?.code,
    ).toBe('records__deadline_passed');
    expect(
      checkUnitOrder({ ...base, settings: required, adding: 0, requireUnits: false }),
    ).toBeNull();
  });
});

describe('schemas', () => {
  it('sorts and de-duplicates pull times', () => {
    const parsed = roomRecordsSettingsSchema.parse({
      ...DEFAULT_RECORDS_SETTINGS,
      pullTimes: ['13:00', '09:00', '13:00'],
    });
    expect(parsed.pullTimes).toEqual(['09:00', '13:00']);
  });

  it('wants a reason exactly for NOT_AVAILABLE', () => {
    expect(unitStateChangeSchema.safeParse({ state: 'NOT_AVAILABLE' }).success).toBe(false);
    expect(unitStateChangeSchema.safeParse({ state: 'READY', reason: 'IN_USE' }).success).toBe(
      false,
    );
    expect(
      unitStateChangeSchema.safeParse({ state: 'NOT_AVAILABLE', reason: 'IN_USE' }).success,
    ).toBe(true);
  });
});
