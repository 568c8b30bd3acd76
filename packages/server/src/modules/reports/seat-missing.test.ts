import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyReport } from '@lesesaal/domain/reports/schema';
import { seats } from '../../db/schema/index';
import { parseCsv, readXlsx } from '../../http/export/read-back';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

/**
 * The daily report tells "no seat assigned" (a room with named seats, a ticket holding none)
 * from a room without named seats, on the screen's answer and in its export.
 */
describe.each(TEST_DRIVERS)('daily report seatMissing on %s', (driver) => {
  let t: TestApp;
  let reports: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    reports = await signIn(t.app, t.database.db, 'REPORTS');
  });
  afterAll(async () => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: reports } });

  /** A seated room (seats "M1", "M2") with a ticket on M2 and an overbooking, and a plain room. */
  async function seed() {
    const db = t.database.db;
    const seated = await insertRoom(db, { name: 'Lesesaal Nord' });
    const plain = await insertRoom(db, { name: 'Lesesaal Süd' });
    const [, m2] = await db
      .insert(seats)
      .values([
        { roomId: seated.id, label: 'M1', equipment: [], sortOrder: 0 },
        { roomId: seated.id, label: 'M2', equipment: [], sortOrder: 1 },
      ])
      .returning({ id: seats.id });
    const slot = (roomId: number) =>
      insertTimeSlot(db, {
        roomId,
        date: '2030-03-05',
        startTime: '09:00',
        endTime: '12:00',
        capacity: 4,
      });
    const seatedSlot = await slot(seated.id);
    const plainSlot = await slot(plain.id);
    await insertTicket(db, {
      timeSlotId: seatedSlot.id,
      status: 'BOOKED',
      lastName: 'Adler',
      seatId: m2!.id,
    });
    await insertTicket(db, { timeSlotId: seatedSlot.id, status: 'BOOKED', lastName: 'Berger' });
    await insertTicket(db, { timeSlotId: plainSlot.id, status: 'BOOKED', lastName: 'Conrad' });
    return { seated, plain };
  }

  it('says seatMissing only for the seated room’s ticket without a seat; the export says it in words', async () => {
    const { seated, plain } = await seed();
    const report = async (roomId: number) => {
      const res = await get(`/api/admin/tickets/report/daily?roomId=${roomId}&date=2030-03-05`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as DailyReport).content;
    };
    expect((await report(seated.id)).map((l) => [l.lastName, l.seatLabel, l.seatMissing])).toEqual([
      ['Adler', 'M2', false],
      ['Berger', null, true],
    ]);
    expect((await report(plain.id)).map((l) => [l.seatLabel, l.seatMissing])).toEqual([
      [null, false],
    ]);

    const csv = await get(
      `/api/admin/tickets/report/daily/export?format=csv&roomId=${seated.id}&date=2030-03-05`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [, ...rows] = parseCsv(csv.body.slice(1), ';');
    expect(rows.map((r) => r[2])).toEqual(['M2', 'kein Platz zugewiesen']);

    const xlsx = await get(
      `/api/admin/tickets/report/daily/export?format=xlsx&lang=en&roomId=${seated.id}&date=2030-03-05`,
    );
    const book = await readXlsx(xlsx.rawPayload);
    expect(book.rows.slice(1).map((r) => r[2])).toEqual(['M2', 'no seat assigned']);

    // a room without named seats keeps the report's counted number
    const plainCsv = await get(
      `/api/admin/tickets/report/daily/export?format=csv&lang=en&roomId=${plain.id}&date=2030-03-05`,
    );
    const [, ...plainRows] = parseCsv(plainCsv.body.slice(1), ',');
    expect(plainRows.map((r) => r[2])).toEqual(['1']);
  });
});
