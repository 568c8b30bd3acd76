import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { XLSX_TIME_FORMAT } from '../../http/export/index';
import { parseCsv } from '../../http/export/read-back';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

/** A cell's type, number format and value (a date or time as its UTC instant's ISO text). */
const described = (cell: ExcelJS.Cell) => ({
  type: cell.type,
  numFmt: cell.numFmt ?? null,
  value: cell.value instanceof Date ? cell.value.toISOString() : cell.value,
});

// The test clock starts Monday 2030-03-04 10:00 in Vienna.
describe.each(TEST_DRIVERS)('pull-list export on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let bookingNumber: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    admin = await signIn(t.app, db, 'ADMIN');
    const room = await insertRoom(db, {
      name: 'Lesesaal Öst',
      recordsOrdering: 'OPTIONAL',
      recordsLeadWorkingDays: 2,
      recordsDeadlineTime: '12:00',
      recordsPullTimes: '13:00,09:00',
      recordsMaxPerVisit: 3,
      recordsMaxPerDay: 4,
    });
    // a visit late in the day: 14:00 to 22:30 (in summer time a UTC day earlier would show)
    const slot = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '14:00',
      endTime: '22:30',
    });
    const api = cartApi(t.app);
    const cart = await api.cartWith(slot.id);
    const booked = await api.book(
      cart.transactionId,
      bookingPayload({
        language: 'en',
        records: [{ ticketId: cart.tickets[0]!.id, units: [{ callNumber: 'Rep. 2 Nr. 10' }] }],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    bookingNumber = booked.json<{ tickets: Ticket[] }>().tickets[0]!.bookingNumber!;
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

  it('writes the pull time, start and end as time cells (hh:mm) in XLSX', async () => {
    const res = await get('/api/admin/pull-list/export?date=2030-03-06&format=xlsx&lang=de');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Aushebeliste');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (title: string) => header.indexOf(title) + 1;
    const row = sheet.getRow(2);
    const time = (iso: string) => ({
      type: ExcelJS.ValueType.Date,
      numFmt: XLSX_TIME_FORMAT,
      value: iso, // a time alone: a fraction of day 0
    });
    expect(described(row.getCell(column('Aushebetermin')))).toEqual(
      time('1899-12-30T13:00:00.000Z'),
    );
    expect(described(row.getCell(column('Beginn')))).toEqual(time('1899-12-30T14:00:00.000Z'));
    expect(described(row.getCell(column('Ende')))).toEqual(time('1899-12-30T22:30:00.000Z'));
    // text stays text, figures stay numbers without a format
    expect(described(row.getCell(column('Signatur')))).toEqual({
      type: ExcelJS.ValueType.String,
      numFmt: null,
      value: 'Rep. 2 Nr. 10',
    });
    expect(described(row.getCell(column('Platz')))).toEqual({
      type: ExcelJS.ValueType.Number,
      numFmt: null,
      value: 1,
    });
    expect(row.getCell(column('Buchungsnummer')).value).toBe(bookingNumber);
  });

  it('keeps the times as text HH:MM in CSV', async () => {
    const res = await get('/api/admin/pull-list/export?date=2030-03-06&format=csv&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const [header, line] = parseCsv(res.body.replace(/^\uFEFF/, ''), ',');
    const at = (title: string) => line![header!.indexOf(title)];
    expect([at('Pull time'), at('Call number'), at('Start'), at('End')]).toEqual([
      '13:00',
      'Rep. 2 Nr. 10',
      '14:00',
      '22:30',
    ]);
  });
});
