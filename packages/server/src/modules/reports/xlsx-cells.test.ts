import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_DATE_FORMAT, XLSX_TIME_FORMAT } from '../../http/export/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

/** The first sheet of an XLSX body, read by exceljs as a spreadsheet program would. */
async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A cell's type, number format and value (a date or time as its UTC instant's ISO text). */
const described = (cell: ExcelJS.Cell) => ({
  type: cell.type,
  numFmt: cell.numFmt ?? null,
  value: cell.value instanceof Date ? cell.value.toISOString() : cell.value,
});

describe.each(TEST_DRIVERS)('XLSX exports: real date and time cells on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let roomId: number;
  let bookingNumber: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04, Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal Öst' });
    roomId = room.id;
    // late in the evening in summer time: 22:30 in Vienna is 20:30 UTC, and midnight of the
    // day is the day before in UTC — the cells must still read 31.07.2030, 22:30
    const slot = await insertTimeSlot(db, {
      roomId,
      date: '2030-07-31',
      startTime: '21:15',
      endTime: '22:30',
      capacity: 3,
    });
    const ticket = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      bookingNumber: 'ABCDEFGH',
      lastName: 'Gruber',
    });
    bookingNumber = ticket.bookingNumber!;
  });
  afterAll(async () => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: admin } });

  it('writes the occupancy report with date cells (dd.mm.yyyy) and time cells (hh:mm) of the local day', async () => {
    const res = await get(
      `/api/admin/tickets/report/export?format=xlsx&lang=de&roomId=${roomId}&fromDate=2030-07-01&untilDate=2030-07-31&status=BOOKED`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = (await firstSheet(res.rawPayload)).getRow(2);
    expect(described(row.getCell(1))).toEqual({
      type: ExcelJS.ValueType.Date,
      numFmt: XLSX_DATE_FORMAT,
      value: '2030-07-31T00:00:00.000Z', // the serial of 31.07.2030 itself
    });
    expect(described(row.getCell(2))).toEqual({
      type: ExcelJS.ValueType.Date,
      numFmt: XLSX_TIME_FORMAT,
      value: '1899-12-30T21:15:00.000Z', // a time alone: a fraction of day 0
    });
    expect(described(row.getCell(3))).toMatchObject({
      numFmt: 'hh:mm',
      value: '1899-12-30T22:30:00.000Z',
    });
    // the figures stay numbers without a format
    expect(described(row.getCell(4))).toEqual({
      type: ExcelJS.ValueType.Number,
      numFmt: null,
      value: 1,
    });
  });

  it('writes the reservation list with date and time cells and the booking number as printed (ABCD-EFGH)', async () => {
    const res = await get(
      '/api/admin/tickets/export?format=xlsx&lang=en&fromDate=2030-07-01&untilDate=2030-07-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (title: string) => header.indexOf(title) + 1;
    const row = sheet.getRow(2);
    expect(described(row.getCell(column('Date')))).toEqual({
      type: ExcelJS.ValueType.Date,
      numFmt: 'dd.mm.yyyy',
      value: '2030-07-31T00:00:00.000Z',
    });
    expect(described(row.getCell(column('Start')))).toMatchObject({
      type: ExcelJS.ValueType.Date,
      numFmt: 'hh:mm',
      value: '1899-12-30T21:15:00.000Z',
    });
    expect(described(row.getCell(column('Booking number')))).toEqual({
      type: ExcelJS.ValueType.String,
      numFmt: null,
      value: `${bookingNumber.slice(0, 4)}-${bookingNumber.slice(4)}`,
    });

    // the CSV keeps its text: the ISO date and HH:MM, the booking number as printed too
    const csv = await get(
      '/api/admin/tickets/export?format=csv&lang=en&fromDate=2030-07-01&untilDate=2030-07-31',
    );
    expect(csv.body).toContain(',2030-07-31,21:15,22:30,ABCD-EFGH,');
  });
});
