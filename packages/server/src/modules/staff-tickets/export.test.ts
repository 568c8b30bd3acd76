import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffTicket as Ticket } from '@lesesaal/domain/tickets/schema';
import { parseCsv, readXlsx, screenCells } from '../../http/export/read-back';
import { seats } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { reservationRow } from './export-routes';
import { createTicketsService } from './staff-service';

describe.each(TEST_DRIVERS)('reservation list export on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let reports: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    reports = await signIn(t.app, t.database.db, 'REPORTS');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM time_slots`);
    await t.database.db.execute(sql`DELETE FROM seats`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const get = (url: string, cookie: string | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });

  /** Tickets in two rooms with names a CSV must quote or neutralise. */
  async function seed() {
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Lesesaal; Ost' });
    const west = await insertRoom(db, { name: 'Lesesaal West' });
    const a = await insertTimeSlot(db, { roomId: ost.id, date: '2030-03-05', capacity: 9 });
    const b = await insertTimeSlot(db, { roomId: west.id, date: '2030-03-06', capacity: 9 });
    const c = await insertTimeSlot(db, { roomId: ost.id, date: '2030-04-01', capacity: 9 });
    const booked = (timeSlotId: number, lastName: string | null, extra = {}) =>
      insertTicket(db, { timeSlotId, status: 'BOOKED', lastName, firstName: 'Ann', ...extra });
    await booked(a.id, 'Zeller', { organisation: 'Uni "Nord", Bonn' });
    await booked(a.id, '=HYPERLINK("http://x")', { email: '+49@example.org' });
    await booked(b.id, 'Ärger');
    await booked(b.id, null, { firstName: null, email: null }); // erased
    await booked(c.id, 'Später');
    await insertTicket(db, { timeSlotId: a.id, status: 'CANCELLED', lastName: 'Storno' });
  }

  const filters = 'fromDate=2030-03-01&untilDate=2030-03-31&sort=lastName:DESC';

  async function jsonRows(query: string): Promise<Ticket[]> {
    const res = await get(`/api/admin/tickets?${query}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: Ticket[] }).content;
  }

  /** What the export writes for a ticket: text as the JSON has it, empty cells as ''. */
  const asCsv = (lang: 'de' | 'en') => (ticket: Ticket) =>
    screenCells(reservationRow(ticket, lang)).map((v) =>
      v === null ? '' : /^[=+\-@\t\r]/.test(String(v)) ? `'${v}` : String(v),
    );

  it('CSV in German: BOM, ; separated, the list rows with filters and sort, formulas neutralised', async () => {
    await seed();
    const res = await get(`/api/admin/tickets/export?format=csv&lang=de&${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reservierungen_2030-03-01_2030-03-31.csv"',
    );
    expect(res.body.startsWith('\uFEFFLesesaal;Nachname;Vorname;')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1), ';');
    expect(header).toEqual([
      'Lesesaal',
      'Nachname',
      'Vorname',
      'Institution',
      'E-Mail-Adresse',
      'Datum',
      'Beginn',
      'Ende',
      'Buchungsnummer',
      'Platz',
    ]);
    const json = await jsonRows(filters);
    // descending: the erased name (null) first, as the list sorts it
    expect(json.map((t) => t.lastName)).toEqual([
      null,
      'Zeller',
      'Ärger',
      '=HYPERLINK("http://x")',
    ]);
    expect(rows).toEqual(json.map(asCsv('de')));
    expect(rows[3]![1]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[3]![4]).toBe(`'+49@example.org`);
    expect(rows[1]![0]).toBe('Lesesaal; Ost');
    expect(rows[1]![3]).toBe('Uni "Nord", Bonn');
  });

  it('CSV in English: , separated with English titles; the search and the cancelled tab apply', async () => {
    await seed();
    const res = await get(
      `/api/admin/tickets/export?format=csv&lang=en&searchTerm=west&${filters}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.startsWith('\uFEFFReading room,Last name,First name,')).toBe(true);
    const [, ...rows] = parseCsv(res.body.slice(1), ',');
    expect(rows).toEqual((await jsonRows(`searchTerm=west&${filters}`)).map(asCsv('en')));
    expect(rows).toHaveLength(2);

    const cancelled = await get(
      `/api/admin/tickets/export?format=csv&lang=en&status=CANCELED_ONLY`,
    );
    expect(cancelled.headers['content-disposition']).toBe(
      'attachment; filename="reservations_cancelled.csv"',
    );
    expect(
      parseCsv(cancelled.body.slice(1), ',')
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Storno']);
  });

  it('XLSX: read back by a spreadsheet reader, the same rows as the list', async () => {
    await seed();
    const res = await get(`/api/admin/tickets/export?format=xlsx&lang=de&${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      'reservierungen_2030-03-01_2030-03-31.xlsx',
    );
    const { sheetName, rows } = await readXlsx(res.rawPayload);
    expect(sheetName).toBe('Reservierungen');
    expect(rows[0]![0]).toBe('Lesesaal');
    expect(rows.slice(1)).toEqual(
      (await jsonRows(filters)).map((x) => screenCells(reservationRow(x, 'de'))),
    );
  });

  it('has a seat column: the label, "no seat assigned" in a room with named seats, empty without', async () => {
    await seed();
    const db = t.database.db;
    const seated = await insertRoom(db, { name: 'Karten' });
    const [seat] = await db
      .insert(seats)
      .values({ roomId: seated.id, label: 'M2', equipment: [], sortOrder: 0 })
      .returning();
    const slot = await insertTimeSlot(db, { roomId: seated.id, date: '2030-03-07', capacity: 9 });
    const booked = (lastName: string, seatId: number | null) =>
      insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', lastName, seatId });
    await booked('Mitplatz', seat!.id);
    await booked('Ohneplatz', null);
    const seatColumn = async (lang: 'de' | 'en') => {
      const res = await get(
        `/api/admin/tickets/export?format=csv&lang=${lang}&fromDate=2030-03-05&untilDate=2030-03-07&sort=lastName:ASC`,
      );
      const [header, ...rows] = parseCsv(res.body.slice(1), lang === 'de' ? ';' : ',');
      return [header!.at(-1), ...rows.map((r) => `${r[1]}: ${r.at(-1)}`)];
    };
    expect(await seatColumn('de')).toEqual([
      'Platz',
      '\'=HYPERLINK("http://x"): ',
      'Ärger: ',
      'Mitplatz: M2',
      'Ohneplatz: kein Platz zugewiesen',
      'Zeller: ',
      ': ',
    ]);
    expect((await seatColumn('en')).filter((c) => c?.startsWith('Ohneplatz'))).toEqual([
      'Ohneplatz: no seat assigned',
    ]);
  });

  it('reads the list page by page: small pages give the same rows as one', async () => {
    await seed();
    const service = createTicketsService({ db: t.database.db, clock: t.clock, config: t.config });
    const query = {
      status: 'BOOKED' as const,
      sort: [{ field: 'lastName' as const, direction: 'ASC' as const }],
    };
    const pages: Ticket[][] = [];
    for await (const page of service.allPages(query, 2)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const one: Ticket[][] = [];
    for await (const page of service.allPages(query, 100)) one.push(page);
    expect(pages.flat()).toEqual(one.flat());
  });

  it('400 for a missing or unknown format; 401 without a session; 403 for REPORTS (no list, no names)', async () => {
    expect((await get('/api/admin/tickets/export?format=pdf')).statusCode).toBe(400);
    const missing = await get('/api/admin/tickets/export');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'validation__error',
      payload: ['querystring.format'],
    });
    expect((await get('/api/admin/tickets/export?format=csv&lang=fr')).statusCode).toBe(400);
    expect((await get('/api/admin/tickets/export?format=csv', null)).statusCode).toBe(401);
    expect((await get('/api/admin/tickets/export?format=csv', reports)).statusCode).toBe(403);
  });

  it('declares its statuses and the session in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: object; security: unknown } }>;
    }>();
    const route = doc.paths['/api/admin/tickets/export']?.get;
    expect(Object.keys(route?.responses ?? {})).toEqual(['200', '400', '401', '403', '500', '503']);
    expect(route?.security).toEqual([{ session: [] }]);
  });
});
