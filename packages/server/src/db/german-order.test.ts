import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client';
import { GERMAN_COLLATION } from './collation';
import { staffAccounts } from './schema/index';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { TEST_DRIVERS } from '../test/databases';
import { insertBlacklistEntry, insertHoliday, insertRoom, insertTimeSlot } from '../test/factories';
import { insertTicket } from '../test/room-factories';

// every list sorts names in German order, the same on PGlite and PostgreSQL.
describe.each(TEST_DRIVERS)('German order of the staff lists on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  async function get<T>(url: string): Promise<T[]> {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: T[] }>().content;
  }

  it('the collation is ICU German on this database (not the byte-order fallback)', async () => {
    const rows = rowsOf<{ provider: string }>(
      await t.database.db.execute(
        sql`SELECT collprovider AS provider FROM pg_collation WHERE collname = ${GERMAN_COLLATION}`,
      ),
    );
    expect(rows).toEqual([{ provider: 'i' }]);
  });

  it('sorts reservations by last name, first name, organisation, e-mail and room in German order', async () => {
    const db = t.database.db;
    const zimmer = await insertRoom(db, { name: 'Zeitschriftensaal' });
    const aeltere = await insertRoom(db, { name: 'Ältere Drucke' });
    const a = await insertTimeSlot(db, { roomId: zimmer.id, date: '2030-03-06' });
    const b = await insertTimeSlot(db, { roomId: aeltere.id, date: '2030-03-06' });
    const people = [
      ['Muster', 'Zita', 'Uni Wien', 'muster@example.org', a],
      ['Müller', 'Ömer', 'ÖNB', 'mueller@example.org', b],
      ['Zeller', 'anna', 'akademie der Wissenschaften', 'zeller@example.org', a],
      ['Ärger', 'Ida', 'Universität Graz', 'Ärger@example.org', b],
      ['Strauß', 'Otto', null, 'strauss@example.org', a],
      ['Straus', 'Ole', 'Österreichisches Staatsarchiv', 'ole@example.org', b],
    ] as const;
    for (const [lastName, firstName, organisation, email, slot] of people) {
      await insertTicket(db, {
        timeSlotId: slot.id,
        status: 'BOOKED',
        lastName,
        firstName,
        organisation,
        email,
      });
    }
    type Row = { lastName: string; firstName: string; organisation: string | null };
    const list = (sort: string) =>
      get<Row & { email: string; roomName: string }>(
        `/api/admin/tickets?sort=${encodeURIComponent(sort)}`,
      );

    expect((await list('lastName:ASC')).map((x) => x.lastName)).toEqual([
      'Ärger',
      'Müller',
      'Muster',
      'Straus',
      'Strauß',
      'Zeller',
    ]);
    expect((await list('lastName:DESC')).map((x) => x.lastName)).toEqual([
      'Zeller',
      'Strauß',
      'Straus',
      'Muster',
      'Müller',
      'Ärger',
    ]);
    expect((await list('firstName:ASC')).map((x) => x.firstName)).toEqual([
      'anna',
      'Ida',
      'Ole',
      'Ömer',
      'Otto',
      'Zita',
    ]);
    expect((await list('organisation:ASC')).map((x) => x.organisation)).toEqual([
      'akademie der Wissenschaften',
      'ÖNB',
      'Österreichisches Staatsarchiv',
      'Uni Wien',
      'Universität Graz',
      null,
    ]);
    expect((await list('email:ASC')).map((x) => x.email)).toEqual([
      'Ärger@example.org',
      'mueller@example.org',
      'muster@example.org',
      'ole@example.org',
      'strauss@example.org',
      'zeller@example.org',
    ]);
    expect((await list('roomName:ASC,lastName:ASC')).map((x) => x.roomName)).toEqual([
      'Ältere Drucke',
      'Ältere Drucke',
      'Ältere Drucke',
      'Zeitschriftensaal',
      'Zeitschriftensaal',
      'Zeitschriftensaal',
    ]);
  });

  it('sorts rooms, the overbooked/time-slot list, holidays, the blacklist and staff accounts in German order', async () => {
    const db = t.database.db;
    await db.execute(sql`DELETE FROM tickets`);
    await db.execute(sql`DELETE FROM rooms`);
    const rooms = [];
    for (const name of ['Zeitungssaal', 'Lesesaal', 'Öffentliche Bibliothek', 'Ältere Drucke'])
      rooms.push(await insertRoom(db, { name }));
    expect(
      (await get<{ name: string }>('/api/admin/rooms?sort=name:ASC')).map((r) => r.name),
    ).toEqual(['Ältere Drucke', 'Lesesaal', 'Öffentliche Bibliothek', 'Zeitungssaal']);

    for (const room of rooms) await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    expect(
      (
        await get<{ roomName: string }>(
          '/api/admin/rooms/timeslots?fromDate=2030-03-06&untilDate=2030-03-06&sort=roomName:DESC',
        )
      ).map((s) => s.roomName),
    ).toEqual(['Zeitungssaal', 'Öffentliche Bibliothek', 'Lesesaal', 'Ältere Drucke']);

    await insertHoliday(db, '2030-04-22', 'Ostermontag');
    await insertHoliday(db, '2030-10-26', 'Österreichischer Nationalfeiertag');
    await insertHoliday(db, '2030-01-01', 'Neujahr');
    await insertHoliday(db, '2030-12-08', 'Mariä Empfängnis');
    await insertHoliday(db, '2030-05-01', 'Staatsfeiertag');
    expect(
      (
        await get<{ name: string }>(
          '/api/admin/holidays?fromDate=2030-01-01&untilDate=2030-12-31&sort=name:ASC',
        )
      ).map((h) => h.name),
    ).toEqual([
      'Mariä Empfängnis',
      'Neujahr',
      'Ostermontag',
      'Österreichischer Nationalfeiertag',
      'Staatsfeiertag',
    ]);

    await insertBlacklistEntry(db, 'zorn@example.org', '2031-01-01', 'Zahlung offen');
    await insertBlacklistEntry(db, 'ärger@example.org', '2031-01-01', 'Ärger am Schalter');
    await insertBlacklistEntry(db, 'Otto@example.org', '2031-01-01', 'Muster entwendet');
    type Entry = { email: string; description: string };
    expect((await get<Entry>('/api/admin/blacklist?sort=email:ASC')).map((e) => e.email)).toEqual([
      'ärger@example.org',
      'Otto@example.org',
      'zorn@example.org',
    ]);
    expect(
      (await get<Entry>('/api/admin/blacklist?sort=description:ASC')).map((e) => e.description),
    ).toEqual(['Ärger am Schalter', 'Muster entwendet', 'Zahlung offen']);

    for (const email of ['zora@archive.test', 'Örs@archive.test', 'bert@archive.test'])
      await db.insert(staffAccounts).values({ email, passwordHash: 'x', role: 'REPORTS' });
    const staff = (await get<{ email: string }>('/api/admin/users'))
      .map((a) => a.email)
      .filter((e) => !e.startsWith('admin-'));
    expect(staff).toEqual(['bert@archive.test', 'Örs@archive.test', 'zora@archive.test']);
  });
});
