import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DailyReport, ReportItem } from '@lesesaal/domain/reports/schema';
import { parseCsv, readXlsx, screenCells } from '../../http/export/read-back';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { createReportExportService, dailyRow, occupancyRow } from './export-service';

describe.each(TEST_DRIVERS)('report exports on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let reports: string;
  let desk: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    reports = await signIn(t.app, t.database.db, 'REPORTS');
    desk = await signIn(t.app, t.database.db, 'DESK');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const get = (url: string, cookie: string | null = reports) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });

  /** Room "Lesesaal Öst" with slots over the year (several pages of a month), one in another room. */
  async function seed() {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal Öst' });
    const other = await insertRoom(db, { name: 'Lesesaal West' });
    const slot = (date: string, startTime: string, capacity: number, roomId = room.id) =>
      insertTimeSlot(db, {
        roomId,
        date,
        startTime,
        endTime: `${startTime.slice(0, 2)}:45`,
        capacity,
      });
    const jan = await slot('2030-01-15', '09:00', 4);
    const mar = await slot('2030-03-05', '09:00', 3);
    await slot('2030-03-05', '13:00', 0);
    await slot('2030-12-30', '10:00', 2);
    const elsewhere = await slot('2030-03-05', '09:00', 5, other.id);
    const booked = (timeSlotId: number, lastName: string | null, extra = {}) =>
      insertTicket(db, { timeSlotId, status: 'BOOKED', lastName, firstName: 'Ann', ...extra });
    await booked(jan.id, 'Zeller');
    await booked(mar.id, '-Minus', { accessibility: true });
    await booked(mar.id, 'Ärger', { accessibility: false });
    await booked(mar.id, null, { firstName: null, accessibility: null }); // erased
    await insertTicket(db, { timeSlotId: mar.id, status: 'CANCELLED', lastName: 'Storno' });
    await booked(elsewhere.id, 'Fremd');
    return { room };
  }

  async function occupancyJson(query: string): Promise<ReportItem[]> {
    const res = await get(`/api/admin/tickets/report?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: ReportItem[] }).content;
  }

  const text = (row: Parameters<typeof screenCells>[0]) =>
    screenCells(row).map((v) =>
      v === null ? '' : /^[=+\-@\t\r]/.test(String(v)) ? `'${v}` : String(v),
    );

  it('occupancy CSV (de) and XLSX: the report rows of the whole year, no-shows in the BOOKED report', async () => {
    const { room } = await seed();
    const query = `roomId=${room.id}&fromDate=2030-01-01&untilDate=2030-12-31&status=BOOKED`;
    const json = await occupancyJson(query);
    expect(json.map((i) => i.date)).toEqual([
      '2030-01-15',
      '2030-03-05',
      '2030-03-05',
      '2030-12-30',
    ]);

    const csv = await get(`/api/admin/tickets/report/export?format=csv&lang=de&${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="auslastung_lesesaal-ost_2030-01-01_2030-12-31.csv"',
    );
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFDatum;Beginn;Ende;Reservierungen;Plätze;Auslastung (%);Nicht erschienen',
    );
    const [, ...rows] = parseCsv(csv.body.slice(1), ';');
    expect(rows).toEqual(json.map((i) => text(occupancyRow(i, true))));
    expect(rows[1]).toEqual(['2030-03-05', '09:00', '09:45', '3', '3', '100', '']);
    expect(rows[2]![5]).toBe(''); // no seats: no percentage, as on the screen

    const xlsx = await get(`/api/admin/tickets/report/export?format=xlsx&lang=en&${query}`);
    expect(xlsx.statusCode).toBe(200);
    const book = await readXlsx(xlsx.rawPayload);
    expect(book.sheetName).toBe('Occupancy');
    expect(book.rows[0]).toEqual([
      'Date',
      'Start',
      'End',
      'Reservations',
      'Seats',
      'Occupancy (%)',
      'No-shows',
    ]);
    expect(book.rows.slice(1)).toEqual(json.map((i) => screenCells(occupancyRow(i, true))));
  });

  it('occupancy CSV (en) of the CANCELLED report: , separated, without the no-show column', async () => {
    const { room } = await seed();
    const query = `roomId=${room.id}&fromDate=2030-03-01&untilDate=2030-03-31&status=CANCELLED`;
    const res = await get(`/api/admin/tickets/report/export?format=csv&lang=en&${query}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('occupancy_cancelled_lesesaal-ost_');
    const [header, ...rows] = parseCsv(res.body.slice(1), ',');
    expect(header).toEqual(['Date', 'Start', 'End', 'Reservations', 'Seats', 'Occupancy (%)']);
    expect(rows).toEqual((await occupancyJson(query)).map((i) => text(occupancyRow(i, false))));
    expect(rows.map((r) => r[3])).toEqual(['1', '0']);
  });

  it('reads the occupancy a month at a time: pages of days give the same rows as one query', async () => {
    const { room } = await seed();
    const service = createReportExportService({ db: t.database.db, clock: t.clock });
    const query = {
      roomId: room.id,
      fromDate: '2030-01-01',
      untilDate: '2030-12-31',
      status: 'BOOKED' as const,
    };
    const pages: ReportItem[][] = [];
    for await (const page of service.occupancyPages(query)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([1, 2, 1]);
    const single: ReportItem[][] = [];
    for await (const page of service.occupancyPages(query, 400)) single.push(page);
    expect(pages.flat()).toEqual(single.flat());
    expect(pages.flat()).toEqual(
      await occupancyJson(
        `roomId=${room.id}&fromDate=2030-01-01&untilDate=2030-12-31&status=BOOKED`,
      ),
    );
  });

  it('daily CSV and XLSX: the report lines with names for REPORTS as on its screen, yes/no in the language', async () => {
    const { room } = await seed();
    const json = (
      await get(`/api/admin/tickets/report/daily?roomId=${room.id}&date=2030-03-05`)
    ).json() as DailyReport;
    expect(json.content).toHaveLength(3);

    const csv = await get(
      `/api/admin/tickets/report/daily/export?format=csv&roomId=${room.id}&date=2030-03-05`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="tagesbericht_lesesaal-ost_2030-03-05.csv"',
    );
    const [header, ...rows] = parseCsv(csv.body.slice(1), ';'); // lang defaults to de
    expect(header).toEqual([
      'Beginn',
      'Ende',
      'Platz',
      'Nachname',
      'Vorname',
      'Barrierefreier Platz nötig',
      'Anwesenheit',
      'Archivalien',
    ]);
    expect(rows).toEqual(json.content.map((l) => text(dailyRow(l, 'de'))));
    expect(rows.map((r) => r[3])).toEqual(['', "'-Minus", 'Ärger']);
    expect(rows.map((r) => r[5])).toEqual(['', 'ja', 'nein']);

    const xlsx = await get(
      `/api/admin/tickets/report/daily/export?format=xlsx&lang=en&roomId=${room.id}&date=2030-03-05`,
      admin,
    );
    const book = await readXlsx(xlsx.rawPayload);
    expect(book.rows.slice(1)).toEqual(json.content.map((l) => screenCells(dailyRow(l, 'en'))));
    expect(book.rows[2]![5]).toBe('yes');
  });

  it('daily line: the call numbers ordered for the visit in one cell', () => {
    const line = {
      ...({} as DailyReport['content'][number]),
      startTime: '09:00',
      endTime: '12:00',
      seatNumber: 2,
      lastName: null,
      firstName: null,
      accessibility: null,
      attendance: null,
    };
    expect(dailyRow({ ...line, units: ['Rep. 2 Nr. 9', 'Rep. 2 Nr. 10'] }, 'de').at(-1)).toBe(
      'Rep. 2 Nr. 9, Rep. 2 Nr. 10',
    );
    expect(dailyRow({ ...line, units: [] }, 'en').at(-1)).toBeNull();
  });

  it('an empty day exports the header only; bad format 400; unknown room 404; DESK 403; no session 401', async () => {
    const { room } = await seed();
    const empty = await get(
      `/api/admin/tickets/report/daily/export?format=csv&lang=en&roomId=${room.id}&date=2030-03-06`,
    );
    expect(empty.body).toBe(
      '\uFEFFStart,End,Seat,Last name,First name,Accessible seat needed,Attendance,Records\r\n',
    );
    const occ = `roomId=${room.id}&fromDate=2030-03-01&untilDate=2030-03-31&status=BOOKED`;
    expect((await get(`/api/admin/tickets/report/export?format=ods&${occ}`)).statusCode).toBe(400);
    const before = await get(
      `/api/admin/tickets/report/export?format=csv&roomId=${room.id}&fromDate=2030-03-31&untilDate=2030-03-01&status=BOOKED`,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ payload: ['querystring.untilDate'] });
    const unknown = await get(
      `/api/admin/tickets/report/daily/export?format=csv&roomId=999999&date=2030-03-05`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: expect.any(String) });
    expect((await get(`/api/admin/tickets/report/export?format=csv&${occ}`, desk)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/admin/tickets/report/export?format=csv&${occ}`, null)).statusCode).toBe(
      401,
    );
  });

  it('declares statuses, roles and the session', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: object; security: unknown } }>;
    }>();
    for (const path of [
      '/api/admin/tickets/report/export',
      '/api/admin/tickets/report/daily/export',
    ]) {
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {})).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '500',
        '503',
      ]);
      expect(doc.paths[path]?.get?.security).toEqual([{ session: [] }]);
      expect(t.app.adminRoutes.find((r) => r.url === path)?.roles).toEqual(['ADMIN', 'REPORTS']);
    }
  });
});
