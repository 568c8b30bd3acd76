import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { mailOutbox, tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna.
describe.each(TEST_DRIVERS)('staff ticket actions on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM mail_outbox`);
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(tickets)).find((r) => r.id === id)?.status;

  async function scenario() {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal 1' });
    const past = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-03' });
    const full = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const later = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const anna = await insertTicket(db, {
      timeSlotId: full.id,
      status: 'BOOKED',
      ownerId: 'owner-anna',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.org',
      language: 'en',
    });
    const anna2 = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'BOOKED',
      ownerId: 'owner-anna',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.org',
      language: 'en',
    });
    const max = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'BOOKED',
      ownerId: 'owner-max',
      firstName: 'Max',
      lastName: 'Zimmer',
      email: 'max@example.org',
    });
    const old = await insertTicket(db, {
      timeSlotId: past.id,
      status: 'BOOKED',
      ownerId: 'owner-old',
    });
    const gone = await insertTicket(db, {
      timeSlotId: later.id,
      status: 'CANCELLED',
      ownerId: 'owner-gone',
    });
    return { room, full, later, anna, anna2, max, old, gone };
  }

  it('reads one ticket with its slot and personal data, 404 for an unknown id', async () => {
    const s = await scenario();
    const res = await call('GET', `/api/admin/tickets/${s.anna.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.anna.id,
      status: 'BOOKED',
      roomName: 'Lesesaal 1',
      date: '2030-03-06',
      firstName: 'Anna',
      email: 'anna@example.org',
    });
    expect((await call('GET', '/api/admin/tickets/999999')).json()).toEqual({
      error: 'not_found',
      payload: ['ticket'],
    });
    expect((await call('GET', '/api/admin/tickets/abc')).statusCode).toBe(400);
  });

  it('cancels tickets of several owners at once, frees the seats and mails each owner once', async () => {
    const s = await scenario();
    const res = await call(
      'DELETE',
      `/api/admin/tickets?ids=${s.anna.id},${s.anna2.id},${s.max.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Ticket[]>().map((x) => x.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    for (const id of [s.anna.id, s.anna2.id, s.max.id])
      expect(await statusOf(id)).toBe('CANCELLED');
    const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.toAddress);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['CANCELLATION_CONFIRMATION', 'anna@example.org'],
      ['CANCELLATION_CONFIRMATION', 'max@example.org'],
    ]);
    // the full slot has its seat back for visitors
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${s.room.id}/booking?fromDate=2030-03-06&untilDate=2030-03-06`,
    });
    expect(calendar.json()[0]).toMatchObject({ id: s.full.id, ticketCount: 0 });
  });

  it('cancels all or none: unknown → 404, cancelled or past → 409 with the ids, nothing changes', async () => {
    const s = await scenario();
    const unknown = await call('DELETE', `/api/admin/tickets?ids=${s.anna.id},999999`);
    expect(unknown.statusCode).toBe(404);
    const refused = await call(
      'DELETE',
      `/api/admin/tickets?ids=${s.anna.id},${s.gone.id},${s.old.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      payload: [s.old.id, s.gone.id].sort((a, b) => a - b).map(String),
    });
    expect(await statusOf(s.anna.id)).toBe('BOOKED');
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
    for (const bad of ['', '?ids=', '?ids=a,b', '?ids=-1']) {
      const res = await call('DELETE', `/api/admin/tickets${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
  });

  it('replaces the personal data of a booked ticket with the staff rules (e-mail and phone optional)', async () => {
    const s = await scenario();
    const owner = {
      salutation: 'MR',
      title: '',
      firstName: 'Maximilian',
      lastName: 'Zimmer',
      organisation: 'Landesarchiv',
      email: '',
      phone: '',
      accessibility: true,
    };
    const res = await call('PUT', `/api/admin/tickets/${s.max.id}/owner`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Maximilian',
      organisation: 'Landesarchiv',
      email: null,
      phone: null,
      accessibility: true,
      title: null,
    });

    const cases: Array<[object, string]> = [
      [{ ...owner, firstName: 'x'.repeat(41) }, 'body.firstName'],
      [{ ...owner, lastName: '' }, 'body.lastName'],
      [{ ...owner, organisation: 'o'.repeat(41) }, 'body.organisation'],
      [{ ...owner, email: 'not-an-address' }, 'body.email'],
      [{ ...owner, phone: '0664 12 34 ab' }, 'body.phone'],
      [{ ...owner, salutation: 'KING' }, 'body.salutation'],
    ];
    for (const [payload, field] of cases) {
      const bad = await call('PUT', `/api/admin/tickets/${s.max.id}/owner`, payload);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().payload).toContain(field);
    }
    expect(
      (
        await call('PUT', `/api/admin/tickets/${s.max.id}/owner`, {
          ...owner,
          firstName: 'x'.repeat(40),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/admin/tickets/${s.max.id}`)).json().firstName).toBe(
      'x'.repeat(40),
    );

    expect((await call('PUT', `/api/admin/tickets/${s.gone.id}/owner`, owner)).json()).toEqual({
      error: 'conflict',
      payload: ['status'],
    });
    expect((await call('PUT', `/api/admin/tickets/${s.old.id}/owner`, owner)).json()).toEqual({
      error: 'conflict',
      payload: ['past'],
    });
    expect((await call('PUT', '/api/admin/tickets/999999/owner', owner)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const s = await scenario();
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect(
      (await call('DELETE', `/api/admin/tickets?ids=${s.anna.id}`, undefined, reports)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/admin/tickets/${s.anna.id}`, undefined, reports)).statusCode,
    ).toBe(403);
    expect(await statusOf(s.anna.id)).toBe('BOOKED');
  });
});
