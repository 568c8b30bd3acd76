import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStatistics } from '@lesesaal/domain/record-orders/schema';
import type { Statistics, YearSummary } from '@lesesaal/domain/reports/statistics';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { Cell, ExportLanguage } from '../../http/export/index';
import { csvSections, parseCsv, readXlsxSheets, screenCells } from '../../http/export/read-back';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { groupRequests } from '../../db/schema/index';
import { TEST_DRIVERS } from '../../test/databases';
import { cartApi } from '../../test/cart-api';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { recordsOrderedRows, statisticsRows, yearSummaryRows } from './statistics-export';

/** The records table's column titles, as the year summary screen's. */
const RECORDS_EN = [
  'Reading room',
  ...'January February March April May June July August September October November December'.split(
    ' ',
  ),
  'Total',
  'Cancelled (not in total)',
];
const RECORDS_DE = [
  'Lesesaal',
  ...'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  'Gesamt',
  'Storniert (nicht in Summe)',
];

/** A cell as the CSV writes it: formula guard, decimal comma in German files. */
const csvText = (row: Cell[], lang: ExportLanguage) =>
  screenCells(row).map((v) =>
    v === null
      ? ''
      : typeof v === 'number'
        ? lang === 'de'
          ? String(v).replace('.', ',')
          : String(v)
        : /^[=+\-@\t\r]/.test(v)
          ? `'${v}`
          : v,
  );

describe.each(TEST_DRIVERS)('statistics exports on %s', (driver) => {
  let t: TestApp;
  let reports: string;
  let rooms: { ost: number; saal: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    t.clock.set('2030-03-12T10:00:00Z');
    reports = await signIn(t.app, t.database.db, 'REPORTS');
    const db = t.database.db;
    for (const table of ['tickets', 'daily_statistics', 'time_slots', 'rooms'])
      await db.execute(sql.raw(`DELETE FROM ${table}`));
    const ost = await insertRoom(db, { name: 'Lesesaal Öst', sortOrder: 1 });
    // a name a spreadsheet would read as a formula
    const saal = await insertRoom(db, { name: '=Saal; 2', sortOrder: 2 });
    rooms = { ost: ost.id, saal: saal.id };
    const slot = (roomId: number, date: string, startTime: string, capacity: number) =>
      insertTimeSlot(db, { roomId, date, startTime, endTime: '16:00', capacity });
    const plan: Array<[number, string, string, number, number, number]> = [
      // room, date, start, capacity, booked, cancelled
      [ost.id, '2030-02-04', '09:00', 3, 1, 0],
      [ost.id, '2030-03-05', '09:00', 3, 2, 1],
      [ost.id, '2030-03-06', '13:00', 3, 3, 0],
      [saal.id, '2030-03-07', '10:00', 6, 1, 1],
    ];
    let lead = 0;
    for (const [roomId, date, start, capacity, booked, cancelled] of plan) {
      const s = await slot(roomId, date, start, capacity);
      // a confirmed group of 3 participants on Öst's 6 March: reader-days in groups (the
      // figure reads the request only; its seats would be tickets with group_id)
      if (date === '2030-03-06')
        await db.insert(groupRequests).values({
          timeSlotId: s.id,
          status: 'CONFIRMED',
          seatsRequested: 4,
          seats: 4,
          participants: 3,
          tokenHash: 'export-test-group',
        });
      for (let i = 0; i < booked + cancelled; i++) {
        const bookedAt = new Date(Date.parse(`${date}T08:00:00Z`) - (lead++ % 12) * 86_400_000);
        await insertTicket(db, {
          timeSlotId: s.id,
          status: i < booked ? 'BOOKED' : 'CANCELLED',
          accessibility: i === 0,
          bookedAt,
        });
      }
    }
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie: string | null = reports) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });
  const period = 'fromDate=2030-01-01&untilDate=2030-12-31';

  it('statistics as CSV (de) and XLSX (en): a section or sheet per chart with the JSON’s figures', async () => {
    const query = `${period}&roomIds=${rooms.ost},${rooms.saal}`;
    const res = await get(`/api/admin/statistics?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as Statistics;
    expect(json.totals.visits).toBe(7);

    const csv = await get(`/api/admin/statistics/export?format=csv&lang=de&${query}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="statistik_2030-01-01_2030-12-31.csv"',
    );
    expect(csv.body.startsWith('\uFEFFKennzahlen\r\nKennzahl;Wert\r\n')).toBe(true);
    const sections = csvSections(parseCsv(csv.body.slice(1), ';'));
    const de = statisticsRows(json, ['Lesesaal Öst', '=Saal; 2'], 'de');
    expect(sections.map((s) => [s.name, s.header])).toEqual([
      ['Kennzahlen', ['Kennzahl', 'Wert']],
      [
        'Auslastung je Monat',
        ['Lesesaal', 'Monat', 'Besuche', 'Angebotene Plätze', 'Auslastung (%)'],
      ],
      ['Wochentage', ['Wochentag', 'Besuche']],
      ['Beginnzeiten', ['Beginn', 'Besuche']],
      ['Vorlaufzeit', ['Vorlaufzeit', 'Besuche']],
      // no named seats here: the table's titles, no rows
      [
        'Buchungen nach Ausstattung',
        ['Ausstattung', 'Monat', 'Buchungen', 'Plätze mit dieser Ausstattung'],
      ],
      // the reader statistics: a row per room (all first) and month (the period first)
      [
        'Leserinnen und Leser',
        [
          'Lesesaal',
          'Monat',
          'Leserinnen und Leser',
          'Lesertage',
          'Lesertage in Gruppen',
          'Erstmals im Archiv',
          'Aus dem Ausland',
          'Archivalien ausgegeben',
          'Archivalien ausgehoben',
        ],
      ],
      ['Leser nach Zweck', ['Lesesaal', 'Monat', 'Zweck', 'Leserinnen und Leser']],
      [
        'Benutzungsanträge',
        ['Monat', 'Eingegangen', 'Davon offen', 'Genehmigt', 'Abgelehnt', 'Abgelaufen'],
      ],
    ]);
    expect(sections.map((s) => s.rows)).toEqual(
      [
        de.totals,
        de.occupancy,
        de.weekdays,
        de.hours,
        de.leadTime,
        [],
        de.readers,
        de.readerPurposes,
        de.applications,
      ].map((rows) => rows.map((r) => csvText(r, 'de'))),
    );
    // read as a German spreadsheet would: decimal comma, the room name not a formula
    expect(sections[0]!.rows[2]).toEqual(['Lesesäle', 'Lesesaal Öst, =Saal; 2']);
    expect(sections[1]!.rows).toEqual([
      ['Lesesaal Öst', '2030-02', '1', '3', '33,3'],
      ['Lesesaal Öst', '2030-03', '5', '6', '83,3'],
      ["'=Saal; 2", '2030-03', '1', '6', '16,7'],
    ]);
    expect(sections[2]!.rows).toEqual([
      ['Montag', '1'],
      ['Dienstag', '2'],
      ['Mittwoch', '3'],
      ['Donnerstag', '1'],
    ]);

    const xlsx = await get(`/api/admin/statistics/export?format=xlsx&lang=en&${query}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="statistics_2030-01-01_2030-12-31.xlsx"',
    );
    const sheets = await readXlsxSheets(xlsx.rawPayload);
    const en = statisticsRows(json, ['Lesesaal Öst', '=Saal; 2'], 'en');
    expect(sheets.map((s) => s.sheetName)).toEqual([
      'Key figures',
      'Occupancy per month',
      'Weekdays',
      'Start hours',
      'Lead time',
      'Bookings by equipment',
      'Readers',
      'Readers by purpose',
      'User applications',
    ]);
    expect(sheets.map((s) => s.rows.slice(1))).toEqual([
      en.totals.map(screenCells),
      en.occupancy,
      en.weekdays,
      en.hours,
      en.leadTime,
      [],
      en.readers,
      en.readerPurposes,
      en.applications,
    ]);
    // the whole archive and period first, then its months
    expect(sheets[6]!.rows[0]![4]).toBe('Reader-days in groups');
    expect(json.readers.figures[0]!.groupReaderDays).toBe(3);
    expect(sheets[6]!.rows[1]!.slice(0, 5)).toEqual([
      'All reading rooms',
      'Whole period',
      json.readers.figures[0]!.readers,
      json.readers.figures[0]!.readerDays,
      3,
    ]);
    expect(json.equipment).toEqual([]);
    expect(sheets[0]!.rows).toContainEqual(['Visits (booked, not cancelled)', 7]);
    expect(sheets[0]!.rows).toContainEqual([
      'Share needing an accessible seat (%)',
      Math.round((json.totals.accessible / 7) * 1000) / 10,
    ]);
    expect(sheets[3]!.rows.slice(1)).toEqual([
      ['09:00', 3],
      ['10:00', 1],
      ['13:00', 3],
    ]);
    expect(sheets[4]!.rows.map((r) => r[1]).slice(1)).toEqual(
      json.leadTime.buckets.map((b) => b.count),
    );
  });

  it('the year summary as CSV (en) and XLSX (de): a row per room and the total, as the JSON; no records ordered: their table without rows', async () => {
    const res = await get('/api/admin/statistics/year?year=2030');
    const json = res.json() as YearSummary;
    const csv = await get('/api/admin/statistics/year/export?year=2030&format=csv&lang=en');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="year-summary_2030.csv"');
    const [figures, records, purposes, applications] = csvSections(
      parseCsv(csv.body.slice(1), ','),
    );
    expect(figures!.name).toBe('Year summary 2030');
    expect(figures!.header).toEqual([
      'Reading room',
      'Opening days',
      'Time slots offered',
      'Seats offered',
      'Visits',
      'Visitor days',
      'Cancelled',
      'No-shows',
      'Accessible seat',
      'Occupancy (%)',
      'Readers',
      'Reader-days',
      'Reader-days in groups',
      'First time in the archive',
      'From abroad',
    ]);
    expect(figures!.rows).toEqual(yearSummaryRows(json, 'en').map((r) => csvText(r, 'en')));
    expect(figures!.rows.map((r) => r.slice(0, 2))).toEqual([
      ['Lesesaal Öst', '3'],
      ["'=Saal; 2", '1'],
      ['Total', '4'],
    ]);
    // the screen says none were ordered; the file keeps its shape: the titles, no rows
    expect(records).toEqual({ name: 'Records ordered 2030', header: RECORDS_EN, rows: [] });
    // the year's readers per purpose (the archive's purposes, 0 included) and applications
    expect(purposes!.name).toBe('Readers by purpose 2030');
    expect(purposes!.header).toEqual(['Purpose', 'Readers']);
    expect(purposes!.rows.map((r) => r[0]).slice(0, 2)).toEqual(['Official', 'Scholarly']);
    expect(purposes!.rows).toHaveLength(json.readerPurposes.length);
    expect(applications).toEqual({
      name: 'User applications 2030',
      header: ['Submitted', 'Of these pending', 'Approved', 'Refused', 'Expired'],
      rows: [['0', '0', '0', '0', '0']],
    });

    const xlsx = await get('/api/admin/statistics/year/export?year=2030&format=xlsx&lang=de');
    const sheets = await readXlsxSheets(xlsx.rawPayload);
    expect(sheets.map((s) => s.sheetName)).toEqual([
      'Jahresübersicht 2030',
      'Bestellte Archivalien 2030',
      'Leser nach Zweck 2030',
      'Benutzungsanträge 2030',
    ]);
    expect(sheets[0]!.rows.slice(1)).toEqual(yearSummaryRows(json, 'de'));
    const { readers, readerDays, firstTimeReaders, readersAbroad } = json.totals;
    expect(sheets[0]!.rows[0]![12]).toBe('Lesertage in Gruppen');
    expect(sheets[0]!.rows.at(-1)).toEqual([
      ...['Gesamt', 4, 4, 15, 7, 7, 2, 0, 4, 46.7],
      // the confirmed group's 3 participants
      ...[readers, readerDays, 3, firstTimeReaders, readersAbroad],
    ]);
    expect(sheets[1]!.rows).toEqual([RECORDS_DE]);
  });

  it('bad format or period 400, no session 401, desk 403; every room when none chosen', async () => {
    const bad = await get(`/api/admin/statistics/export?format=ods&${period}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'validation__error', payload: ['querystring.format'] });
    const reversed = await get(
      '/api/admin/statistics/export?format=csv&fromDate=2030-03-10&untilDate=2030-03-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().payload).toContain('querystring.untilDate');
    expect((await get('/api/admin/statistics/year/export?format=csv&year=1999')).statusCode).toBe(
      400,
    );
    expect((await get(`/api/admin/statistics/export?format=csv&${period}`, null)).statusCode).toBe(
      401,
    );
    const desk = await signIn(t.app, t.database.db, 'DESK');
    for (const url of [
      `/api/admin/statistics/export?format=csv&${period}`,
      '/api/admin/statistics/year/export?format=xlsx&year=2030',
    ])
      expect((await get(url, desk)).statusCode).toBe(403);
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const all = await get(`/api/admin/statistics/export?format=csv&lang=en&${period}`, admin);
    expect(all.statusCode).toBe(200);
    const [figures] = csvSections(parseCsv(all.body.slice(1), ','));
    expect(figures!.rows[2]).toEqual(['Reading rooms', 'Lesesaal Öst, =Saal; 2']);
  });

  // last: it moves the clock to 2031 and adds rooms
  it('the year summary export holds the records ordered: a row per room with units, months, total, cancelled apart', async () => {
    t.clock.set('2031-01-20T09:00:00Z'); // Monday
    const db = t.database.db;
    const ordering = { recordsOrdering: 'OPTIONAL', recordsMaxPerVisit: 3, recordsMaxPerDay: 4 };
    const akten = await insertRoom(db, { name: 'Aktensaal', sortOrder: 3, ...ordering });
    const karten = await insertRoom(db, { name: 'Kartensaal', sortOrder: 4, ...ordering });
    const slot = (roomId: number, date: string) => insertTimeSlot(db, { roomId, date });
    const aktenJan = await slot(akten.id, '2031-01-29');
    const aktenFeb = await slot(akten.id, '2031-02-05');
    const kartenFeb = await slot(karten.id, '2031-02-05');
    const api = cartApi(t.app);
    const bookWith = async (email: string, units: Array<[number, string[]]>) => {
      const cart = await api.cartWith(...units.map(([slotId]) => slotId));
      const booked = await api.book(
        cart.transactionId,
        bookingPayload({
          email,
          records: cart.tickets.map((ticket, i) => ({
            ticketId: ticket.id,
            units: units[i]![1].map((callNumber) => ({ callNumber })),
          })),
        }),
      );
      expect(booked.statusCode, booked.body).toBe(200);
      return booked.json<{ tickets: Ticket[] }>().tickets;
    };
    await bookWith('anna@example.org', [
      [aktenJan.id, ['Rep. 1 Nr. 1', 'Rep. 1 Nr. 2']],
      [aktenFeb.id, ['Rep. 1 Nr. 3']],
    ]);
    const [cancelled] = await bookWith('ben@example.org', [
      [aktenJan.id, ['Rep. 2 Nr. 1']],
      [kartenFeb.id, ['K 1', 'K 2']],
    ]);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${cancelled!.ownerId}/tickets?ids=${cancelled!.id}`,
      headers: XHR,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const cookie = await signIn(t.app, db, 'REPORTS'); // the clock moved: a new session
    const screen = await get('/api/admin/record-statistics?year=2031', cookie);
    expect(screen.json<RecordStatistics>().rows).toHaveLength(3);
    const months = (jan: number, feb: number) => [jan, feb, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const expected = (total: string): Cell[][] => [
      ['Aktensaal', ...months(2, 1), 3, 1],
      ['Kartensaal', ...months(0, 2), 2, 0],
      [total, ...months(2, 3), 5, 1],
    ];

    const csv = await get('/api/admin/statistics/year/export?year=2031&format=csv&lang=en', cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    const sections = csvSections(parseCsv(csv.body.slice(1), ','));
    expect(sections.map((s) => s.name)).toEqual([
      'Year summary 2031',
      'Records ordered 2031',
      'Readers by purpose 2031',
      'User applications 2031',
    ]);
    expect(sections[0]!.rows.map((r) => r[0])).toEqual(['Aktensaal', 'Kartensaal', 'Total']);
    expect(sections[1]!.header).toEqual(RECORDS_EN);
    expect(sections[1]!.rows).toEqual(expected('Total').map((r) => csvText(r, 'en')));

    const xlsx = await get(
      '/api/admin/statistics/year/export?year=2031&format=xlsx&lang=de',
      cookie,
    );
    expect(xlsx.statusCode).toBe(200);
    const records = (await readXlsxSheets(xlsx.rawPayload))[1]!;
    expect(records.sheetName).toBe('Bestellte Archivalien 2031');
    expect(records.rows).toEqual([RECORDS_DE, ...expected('Gesamt')]);
    // built from the JSON the screen's table gets
    expect(recordsOrderedRows(screen.json<RecordStatistics>(), 'en')).toEqual(expected('Total'));
  }, 60_000);
});
