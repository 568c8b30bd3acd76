import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '@lesesaal/domain/errors';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { calendarJson } from './calendar-json';

const records = fc.record({
  ordering: fc.constantFrom('OFF', 'OPTIONAL', 'REQUIRED'),
  orderable: fc.boolean(),
  reason: fc.constantFrom(null, 'OFF', 'DEADLINE_PASSED'),
  deadlineDate: fc.constantFrom(null, '2030-03-05'),
  deadlineTime: fc.constantFrom(null, '14:00'),
});

/** Slots as the calendar builds them (its keys in its order), with any room name. */
const slot = (roomName: string, dayRecords: TimeSlot['records'][]) =>
  fc
    .record({
      id: fc.nat(),
      roomId: fc.nat(),
      date: fc.constantFrom('2030-03-05', '2030-12-31'),
      startTime: fc.constantFrom('09:00', '9:00"x', 'ü'),
      endTime: fc.constantFrom('10:00', '23:59'),
      capacity: fc.integer({ min: -5, max: 500 }),
      ticketCount: fc.nat(500),
      failedRules: fc.subarray([...RULE_CODES]),
      day: fc.nat(dayRecords.length - 1),
      seatMatch: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ day, seatMatch, ...s }): TimeSlot => {
      const entry: TimeSlot = {
        id: s.id,
        roomId: s.roomId,
        roomName,
        date: s.date,
        startTime: s.startTime,
        endTime: s.endTime,
        capacity: s.capacity,
        ticketCount: s.ticketCount,
        failedRules: s.failedRules,
        records: dayRecords[day],
      };
      if (seatMatch !== undefined) entry.seatMatch = seatMatch;
      return entry;
    });

const answer = fc
  .tuple(fc.string({ unit: 'binary' }), fc.array(records, { minLength: 1, maxLength: 4 }))
  .chain(([roomName, days]) => fc.array(slot(roomName, days), { maxLength: 40 }));

describe('calendarJson', () => {
  it('writes exactly what JSON.stringify writes, for any calendar answer', () => {
    fc.assert(
      fc.property(answer, (slots) => {
        expect(calendarJson(slots)).toBe(JSON.stringify(slots));
      }),
    );
  });

  it('writes a kept (frozen) answer once, as JSON.stringify would', () => {
    fc.assert(
      fc.property(answer, (slots) => {
        const kept = Object.freeze(slots);
        expect(calendarJson(kept)).toBe(JSON.stringify(slots));
        expect(calendarJson(kept)).toBe(JSON.stringify(slots));
      }),
    );
  });

  it('hands anything but a built answer to JSON.stringify', () => {
    const error = { error: 'not_found', payload: ['room'] };
    expect(calendarJson(error)).toBe(JSON.stringify(error));
    const staffSlot = {
      id: 1,
      roomId: 2,
      roomName: 'R',
      date: '2030-03-05',
      startTime: '09:00',
      endTime: '10:00',
      capacity: 1,
      ticketCount: 0,
      failedRules: [],
      holiday: 'Feiertag',
    };
    expect(calendarJson([staffSlot])).toBe(JSON.stringify([staffSlot]));
  });
});
