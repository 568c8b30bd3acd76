import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { ownerExec, TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { searchAvoidsNameIndex, ticketConditions, ticketPage } from './staff-repository';

const TICKETS = 12_000;
/** In German order: Abel, Ärger (Ä as A), Oberhuber, Özdemir, Zöller (case only breaks ties). */
const LAST_NAMES = ['Zöller', 'Özdemir', 'abel', 'Ärger', 'Oberhuber', 'Abel'];

// a search term found in nearly every ticket (an e-mail domain) is paged by walking
// the name index; the order must be exactly the one a rare term's page gets.
describe.each(TEST_DRIVERS)('staff search with a term in nearly every ticket on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal' });
    // spread over 100 slots, as bookings are (one slot for all would make the planner
    // expect a room-name match to find every ticket)
    const slots: number[] = [];
    for (let day = 1; day <= 100; day++) {
      const date = `2030-${String(1 + Math.floor((day - 1) / 25)).padStart(2, '0')}-${String(1 + ((day - 1) % 25)).padStart(2, '0')}`;
      slots.push((await insertTimeSlot(db, { roomId: room.id, date })).id);
    }
    const names = `ARRAY[${LAST_NAMES.map((n) => `'${n}'`).join(', ')}]`;
    await db.execute(sql`INSERT INTO transactions (id, expired_at, booked_at)
      VALUES ('dense', now(), now())`);
    await db.execute(
      sql.raw(`INSERT INTO tickets (transaction_id, time_slot_id, status, booking_number,
                 first_name, last_name, email, created_at, booked_at)
       SELECT 'dense', (ARRAY[${slots.join(', ')}])[1 + g % 100],
              CASE WHEN g % 10 = 0 THEN 'CANCELLED' ELSE 'BOOKED' END,
              'D' || lpad(g::text, 7, '0'), 'Vorname ' || (g % 7),
              (${names})[1 + (g * 7) % ${LAST_NAMES.length}],
              'person.' || g || '@example.org', now(), now()
         FROM generate_series(1, ${TICKETS}) AS g`),
    );
    // statistics are the owner's to gather (the app's role owns no table)
    await ownerExec(t.database, 'ANALYZE tickets');
  }, 60_000);
  afterAll(async () => t.close());

  const filters = (searchTerm: string) => ({ status: 'BOOKED' as const, searchTerm });

  it('orders a dense term by walking the name index, a rare one by its matches', async () => {
    const db = t.database.db;
    const dense = filters('example');
    expect(await searchAvoidsNameIndex(db, dense, ticketConditions(dense))).toBe(false);
    const rare = filters('person.1234@');
    expect(await searchAvoidsNameIndex(db, rare, ticketConditions(rare))).toBe(true);
    const none = { status: 'BOOKED' as const };
    expect(await searchAvoidsNameIndex(db, none, ticketConditions(none))).toBe(false);
  });

  it('gives the same pages either way, in German order', async () => {
    const db = t.database.db;
    const where = ticketConditions(filters('example'));
    const sort = [
      { field: 'lastName' as const, direction: 'ASC' as const },
      { field: 'firstName' as const, direction: 'DESC' as const },
    ];
    const booked = TICKETS - TICKETS / 10;
    for (const offset of [0, 20, 5_000, booked - 10]) {
      const page = { sort, limit: 20, offset };
      const walked = await ticketPage(db, where, { ...page, searching: false });
      const sorted = await ticketPage(db, where, { ...page, searching: true });
      expect(walked.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      expect(walked.length).toBe(Math.min(20, booked - offset));
    }
    // all of them: German order (Ä with A, Ö with O; case only breaks ties)
    const all = await ticketPage(db, where, { sort, limit: booked, offset: 0, searching: false });
    const names = all.map((r) => (r.lastName ?? '').toLowerCase());
    expect(names.filter((n, i) => n !== names[i - 1])).toEqual([
      'abel',
      'ärger',
      'oberhuber',
      'özdemir',
      'zöller',
    ]);
    // the API: the walked page and the exact count of every booked match
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tickets?searchTerm=example&sort=lastName:ASC,firstName:DESC&limit=20&offset=5000',
      headers: { ...XHR, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Ticket[]; totalCount: number }>();
    expect(body.totalCount).toBe(booked);
    expect(body.content.map((r) => r.id)).toEqual(all.slice(5_000, 5_020).map((r) => r.id));
  });
});
