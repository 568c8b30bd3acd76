import { describe, it, expect } from 'vitest';
import {
  dailyReportQuerySchema,
  dailyReportRequestSchema,
  reportItemSchema,
  reportQuerySchema,
} from './schema';

describe('report queries', () => {
  const query = { roomId: '3', fromDate: '2024-05-10', untilDate: '2024-06-10', status: 'BOOKED' };

  it('read the room id from the query string', () => {
    expect(reportQuerySchema.parse(query)).toEqual({ ...query, roomId: 3 });
  });

  it('require every filter and an until date not before from', () => {
    expect(reportQuerySchema.safeParse({ ...query, status: 'NEW' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ ...query, roomId: undefined }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ ...query, roomId: '2147483647' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ ...query, roomId: '2147483648' }).success).toBe(false);
    expect(dailyReportRequestSchema.safeParse({ roomId: '0', date: '2024-06-10' }).success).toBe(
      false,
    );
    const reversed = reportQuerySchema.safeParse({ ...query, untilDate: '2024-05-09' });
    expect(reversed.error?.issues.map((i) => i.message)).toEqual(['notBeforeStart']);
  });

  it('require a date for the daily report', () => {
    expect(dailyReportQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('required');
    expect(dailyReportQuerySchema.parse({ date: '2024-06-10' })).toEqual({ date: '2024-06-10' });
  });

  it('allow report rows without capacity', () => {
    const row = {
      date: '2024-06-10',
      startTime: '09:00',
      endTime: '10:00',
      count: 2,
      capacity: null,
      noShows: null,
    };
    expect(reportItemSchema.parse(row)).toEqual(row);
  });
});
