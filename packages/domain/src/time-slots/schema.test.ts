import { describe, it, expect } from 'vitest';
import {
  multiCapacitySchema,
  timeSlotCreateDefaults,
  timeSlotCreateSchema,
  timeSlotCreateSchemaFor,
  timeSlotSchema,
  timeSlotUpdateSchema,
} from './schema';

const series = {
  startTime: '09:00',
  endTime: '12:00',
  startDate: '2024-06-03',
  repeatUntil: '2024-06-30',
  daysOfWeek: ['MONDAY', 'WEDNESDAY'],
  includeHolidays: false,
  capacity: 10,
};

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('create-slot payload', () => {
  it('accepts a weekly series and drops repeated weekdays', () => {
    const parsed = timeSlotCreateSchema.parse({ ...series, daysOfWeek: ['MONDAY', 'MONDAY'] });
    expect(parsed.daysOfWeek).toEqual(['MONDAY']);
  });

  it('requires the end after the start; equal times fail', () => {
    expect(issues(timeSlotCreateSchema.safeParse({ ...series, endTime: '09:00' }))).toEqual([
      'endTime: endAfterStart',
    ]);
    expect(issues(timeSlotCreateSchema.safeParse({ ...series, endTime: '09:01' }))).toEqual([]);
  });

  it('rejects a repeat date before the start date but accepts the same date', () => {
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, repeatUntil: '2024-06-02' })),
    ).toEqual(['repeatUntil: notBeforeStart']);
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, repeatUntil: '2024-06-03' })),
    ).toEqual([]);
  });

  it('requires a weekday only for a series that repeats', () => {
    expect(issues(timeSlotCreateSchema.safeParse({ ...series, daysOfWeek: [] }))).toEqual([
      'daysOfWeek: weekdayRequired',
    ]);
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, daysOfWeek: [], repeatUntil: null })),
    ).toEqual([]);
  });

  it('limits a series to 731 days, both ends counted', () => {
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, repeatUntil: '2026-06-03' })),
    ).toEqual([]);
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, repeatUntil: '2026-06-04' })),
    ).toEqual(['repeatUntil: rangeTooLong?max=731']);
  });

  it('reports a bad time range together with a bad capacity', () => {
    expect(
      issues(timeSlotCreateSchema.safeParse({ ...series, endTime: '08:00', capacity: -1 })),
    ).toEqual(['capacity: between?min=0&max=99999', 'endTime: endAfterStart']);
  });

  it('rejects invalid times with hour 24 or minute 60', () => {
    expect(issues(timeSlotCreateSchema.safeParse({ ...series, startTime: '24:00' }))).toContain(
      'startTime: invalidTime',
    );
    expect(issues(timeSlotCreateSchema.safeParse({ ...series, endTime: '10:60' }))).toContain(
      'endTime: invalidTime',
    );
  });

  it('with today requires a start date after today', () => {
    const schema = timeSlotCreateSchemaFor('2024-06-03');
    expect(issues(schema.safeParse(series))).toEqual(['startDate: futureDate']);
    expect(issues(schema.safeParse({ ...series, startDate: '2024-06-04' }))).toEqual([]);
  });

  it('offers the spec defaults for the form', () => {
    const defaults = timeSlotCreateDefaults('2024-06-04');
    expect(defaults).toMatchObject({
      startTime: '00:00',
      endTime: '23:59',
      includeHolidays: false,
    });
    expect(defaults.daysOfWeek).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    expect(timeSlotCreateSchema.safeParse(defaults).success).toBe(true);
  });
});

describe('slot edit and multi-capacity payloads', () => {
  it('edit requires end after start and capacity in range', () => {
    expect(
      issues(timeSlotUpdateSchema.safeParse({ startTime: '10:00', endTime: '11:00', capacity: 0 })),
    ).toEqual([]);
    expect(
      issues(timeSlotUpdateSchema.safeParse({ startTime: '11:00', endTime: '10:00', capacity: 0 })),
    ).toEqual(['endTime: endAfterStart']);
  });

  it('multi-capacity requires the until date not before the from date', () => {
    const base = { fromDate: '2024-06-10', capacity: 5 };
    expect(issues(multiCapacitySchema.safeParse({ ...base, untilDate: '2024-06-10' }))).toEqual([]);
    expect(issues(multiCapacitySchema.safeParse({ ...base, untilDate: '2024-06-09' }))).toEqual([
      'untilDate: notBeforeStart',
    ]);
    expect(issues(multiCapacitySchema.safeParse({ capacity: 5 }))).toEqual([
      'fromDate: required',
      'untilDate: required',
    ]);
  });
});

describe('slot response', () => {
  it('carries rule codes and rejects unknown ones', () => {
    const slot = {
      id: 1,
      roomId: 2,
      roomName: 'A',
      date: '2024-06-10',
      startTime: '09:00',
      endTime: '10:00',
      capacity: 3,
      ticketCount: 3,
      failedRules: ['timeslot_no_tickets_left'],
    };
    expect(timeSlotSchema.parse(slot)).toEqual(slot);
    expect(timeSlotSchema.safeParse({ ...slot, failedRules: ['nope'] }).success).toBe(false);
  });
});
