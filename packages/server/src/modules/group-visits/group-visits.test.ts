import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { rowsOf } from '../../db/client';
import { auditLog, mailOutbox, tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna; the visit is on the 10th.
const VISIT = '2030-03-10';

describe.each(TEST_DRIVERS)('group visits on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set('2030-03-04T09:00:00Z');
    const db = t.database.db;
    for (const table of [
      'audit_log',
      'mail_outbox',
      'rate_limit_counters',
      'waiting_list_entries',
      'tickets',
      'transactions',
      'group_requests',
      'time_slots',
      'rooms',
    ])
      await db.execute(sql.raw(`DELETE FROM ${table}`));
  });

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, cookie: admin },
      ...(payload ? { payload } : {}),
    });
  const ask = (body: Record<string, unknown>, address = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/group-requests',
      headers: XHR,
      remoteAddress: address,
      payload: body,
    });
  const manage = (method: 'GET' | 'PUT' | 'DELETE', token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/group-requests/${token}${method === 'PUT' ? '/participants' : ''}`,
      headers: XHR,
      ...(payload ? { payload } : {}),
    });

  async function room(capacity = 20) {
    const db = t.database.db;
    const r = await insertRoom(db, { name: 'Lesesaal Gruppe', capacity });
    const slot = await insertTimeSlot(db, { roomId: r.id, date: VISIT, capacity });
    return { roomId: r.id, slotId: slot.id };
  }

  const request = (
    at: { roomId: number; slotId: number },
    extra: Record<string, unknown> = {},
  ) => ({
    roomId: at.roomId,
    timeSlotId: at.slotId,
    seats: 15,
    organiserName: 'Maria Muster',
    institution: 'BG Klosterneuburg',
    email: 'm.muster@schule.example',
    topic: 'Stadtgeschichte 1848',
    units: 'Urkunden 1848/1-20',
    language: 'de',
    ...extra,
  });

  const mails = async (kind: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

  /** The manage token from the confirmation mail (the only place it is given). */
  async function tokenFromMail(): Promise<string> {
    const [mail] = await mails('GROUP_CONFIRMED');
    const match = /\/group\/([A-Za-z0-9_-]+)\?lang=de/.exec(mail!.textBody);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  async function requested(at: { roomId: number; slotId: number }, extra = {}) {
    const res = await ask(request(at, extra));
    expect(res.statusCode, res.body).toBe(201);
    const list = await staff('GET', '/api/admin/group-requests?status=REQUESTED');
    const id = list.json<{ content: Array<{ id: number }> }>().content.at(-1)!.id;
    return id;
  }

  const groupSeats = async () =>
    Number(
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM tickets WHERE group_id IS NOT NULL AND status = 'BOOKED'`,
        ),
      )[0]!.n,
    );

  it('a group of 15 in a room of 20 leaves 5 seats for individuals and is one line at check-in and in the daily report', async () => {
    const at = await room(20);
    const res = await ask(request(at));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'REQUESTED',
      bookingNumber: null,
      seatsRequested: 15,
      seats: null,
      wholeRoom: false,
      date: VISIT,
      participantsUntil: '2030-03-09',
    });
    expect(res.body).not.toMatch(/token/i);
    const [received] = await mails('GROUP_REQUEST_RECEIVED');
    expect(received!.toAddress).toBe('m.muster@schule.example');
    expect(received!.textBody).not.toMatch(/\/group\//);

    const list = await staff('GET', '/api/admin/group-requests?status=REQUESTED');
    expect(list.statusCode).toBe(200);
    const [item] = list.json<{ content: Array<Record<string, unknown>> }>().content;
    expect(item).toMatchObject({ capacity: 20, freeSeats: 20, status: 'REQUESTED' });

    const confirmed = await staff('POST', `/api/admin/group-requests/${item!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json<{ bookingNumber: string; seats: number; freeSeats: number }>();
    expect(body).toMatchObject({ status: 'CONFIRMED', seats: 15, freeSeats: 5 });
    expect(body.bookingNumber).toMatch(/^[A-Z2-9]{8}$/);
    expect(await groupSeats()).toBe(15);
    const [mail] = await mails('GROUP_CONFIRMED');
    expect(mail!.textBody).toContain(formatBookingNumber(body.bookingNumber));
    expect(JSON.parse(mail!.attachments)[0].contentType).toMatch(/^text\/calendar/);

    // five individuals book the five seats left; the sixth finds the slot full
    const api = cartApi(t.app);
    const booked: Ticket[] = [];
    for (let i = 0; i < 5; i++) {
      const cart = await api.cartWith(at.slotId);
      const res = await api.book(
        cart.transactionId,
        bookingPayload({ email: `v${i}@example.org` }),
      );
      expect(res.statusCode, res.body).toBe(200);
      booked.push(res.json<{ tickets: Ticket[] }>().tickets[0]!);
    }
    const sixth = await api.create(at.slotId);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: 'timeslot_no_tickets_left' });

    // the visit's day: the desk sees five visitors and one group line
    t.clock.set(`${VISIT}T07:00:00Z`);
    admin = await signIn(t.app, t.database.db, 'ADMIN'); // the session of days ago has ended
    const day = await staff('GET', '/api/admin/checkin');
    expect(day.statusCode, day.body).toBe(200);
    const checkIn = day.json<{ content: unknown[]; groups: Array<Record<string, unknown>> }>();
    expect(checkIn.content).toHaveLength(5);
    expect(checkIn.groups).toEqual([
      expect.objectContaining({
        id: item!.id,
        seats: 15,
        participants: null,
        organiserName: 'Maria Muster',
        bookingNumber: body.bookingNumber,
        startTime: '09:00',
      }),
    ]);
    const report = await staff(
      'GET',
      `/api/admin/tickets/report/daily?roomId=${at.roomId}&date=${VISIT}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const daily = report.json<{ content: unknown[]; groups: Array<Record<string, unknown>> }>();
    expect(daily.content).toHaveLength(5);
    expect(daily.groups).toEqual([
      expect.objectContaining({ seats: 15, topic: 'Stadtgeschichte 1848', wholeRoom: false }),
    ]);
    // occupancy counts the group's seats as booked
    const occupancy = await staff(
      'GET',
      `/api/admin/tickets/report?roomId=${at.roomId}&fromDate=${VISIT}&untilDate=${VISIT}&status=BOOKED`,
    );
    expect(occupancy.json<{ content: Array<{ count: number }> }>().content[0]!.count).toBe(20);
  });

  it('the manage link: view, participants up to the day before (not on the visit day), wrong token 404, cancel frees the seats', async () => {
    const at = await room(20);
    const id = await requested(at);
    expect((await staff('POST', `/api/admin/group-requests/${id}/confirm`)).statusCode).toBe(200);
    const token = await tokenFromMail();

    const view = await manage('GET', token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 'CONFIRMED',
      seats: 15,
      canChangeParticipants: true,
      canCancel: true,
    });
    expect((await manage('GET', `${token.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await manage('GET', 'nope')).json()).toEqual({
      error: 'not_found',
      payload: ['groupRequest'],
    });

    expect((await manage('PUT', token, { participants: 16 })).json()).toEqual({
      error: 'validation__error',
      payload: ['body.participants'],
    });
    t.clock.set('2030-03-09T20:00:00Z'); // 21:00 on the day before, in Vienna
    const set = await manage('PUT', token, { participants: 14 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ participants: 14 });

    t.clock.set('2030-03-09T23:30:00Z'); // 00:30 on the visit's day
    const late = await manage('PUT', token, { participants: 12 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'group__too_late' });
    expect((await manage('GET', token)).json()).toMatchObject({
      participants: 14,
      canChangeParticipants: false,
      canCancel: true,
    });

    const cancelled = await manage('DELETE', token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(await groupSeats()).toBe(0);
    expect((await manage('DELETE', token)).json()).toEqual({ error: 'group__closed' });
  });

  it('declines with a reason (mailed, audited); a decided request cannot be decided again', async () => {
    const at = await room(20);
    const id = await requested(at);
    const declined = await staff('POST', `/api/admin/group-requests/${id}/decline`, {
      reason: 'Der Lesesaal ist an diesem Tag für eine Tagung reserviert.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Der Lesesaal ist an diesem Tag für eine Tagung reserviert.',
      bookingNumber: null,
    });
    const [mail] = await mails('GROUP_DECLINED');
    expect(mail!.textBody).toContain('für eine Tagung reserviert');
    expect(mail!.textBody).not.toMatch(/\/group\//);
    expect(await groupSeats()).toBe(0);
    for (const action of ['confirm', 'decline']) {
      const again = await staff('POST', `/api/admin/group-requests/${id}/${action}`, {
        reason: 'x',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'group__already_decided' });
    }
    const audited = await t.database.db.select().from(auditLog);
    expect(audited.map((a) => [a.entityType, a.action, a.entityId])).toContainEqual([
      'group_request',
      'refuse',
      String(id),
    ]);
    // the reason is never in the audit log, only its field name
    expect(JSON.stringify(audited)).not.toContain('Tagung');
    const listed = await staff('GET', '/api/admin/group-requests?status=DECLINED');
    expect(listed.json()).toMatchObject({ totalCount: 1 });
  });

  it('confirms all seats or none: fewer free seats than asked is 409 with the free count', async () => {
    const at = await room(20);
    const api = cartApi(t.app);
    for (let i = 0; i < 10; i++) await api.cartWith(at.slotId);
    const id = await requested(at);
    const refused = await staff('POST', `/api/admin/group-requests/${id}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'timeslot_no_tickets_left', payload: ['10'] });
    expect(await groupSeats()).toBe(0);
    expect((await staff('GET', `/api/admin/group-requests/${id}`)).json()).toMatchObject({
      status: 'REQUESTED',
      freeSeats: 10,
    });
  });

  it('the whole room takes every free seat and closes the slot to individual holds, also for a seat freed later', async () => {
    const at = await room(20);
    const api = cartApi(t.app);
    const early = await api.cartWith(at.slotId);
    for (let i = 0; i < 2; i++) await api.cartWith(at.slotId);
    const id = await requested(at, { seats: null, wholeRoom: true });
    const confirmed = await staff('POST', `/api/admin/group-requests/${id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ seats: 17, wholeRoom: true, freeSeats: 0 });
    // a cart held before gives its seat back: still closed to individuals
    expect((await api.remove(early.transactionId)).statusCode).toBe(204);
    const hold = await api.create(at.slotId);
    expect(hold.statusCode).toBe(409);
    expect(hold.json()).toEqual({ error: 'timeslot_closed_for_group' });
    // another slot of the room is open as before
    const other = await insertTimeSlot(t.database.db, {
      roomId: at.roomId,
      date: VISIT,
      startTime: '13:00',
      endTime: '14:00',
      capacity: 20,
    });
    expect((await api.create(other.id)).statusCode).toBe(201);
  });

  it('refuses bad requests: seats out of range, whole room with seats, today, another room, a fourth open request', async () => {
    const at = await room(20);
    const bad = async (extra: Record<string, unknown>) => (await ask(request(at, extra))).json();
    expect(await bad({ seats: 1 })).toEqual({
      error: 'validation__error',
      payload: ['body.seats'],
    });
    expect(await bad({ seats: 21 })).toEqual({
      error: 'validation__error',
      payload: ['body.seats'],
    });
    expect(await bad({ wholeRoom: true })).toEqual({
      error: 'validation__error',
      payload: ['body.seats'],
    });
    expect(await bad({ seats: 5, participants: 6 })).toEqual({
      error: 'validation__error',
      payload: ['body.participants'],
    });
    expect(await bad({ roomId: at.roomId + 1000 })).toEqual({
      error: 'not_found',
      payload: ['timeSlot'],
    });
    const today = await insertTimeSlot(t.database.db, {
      roomId: at.roomId,
      date: '2030-03-04',
      startTime: '15:00',
      endTime: '16:00',
      capacity: 20,
    });
    expect(await bad({ timeSlotId: today.id })).toEqual({ error: 'timeslot_not_open' });
    for (let i = 0; i < 3; i++) expect((await ask(request(at))).statusCode).toBe(201);
    expect(await bad({ email: 'M.Muster@Schule.example' })).toEqual({
      error: 'group__limit_reached',
      payload: ['3'],
    });
    expect(await t.database.db.select().from(tickets)).toEqual([]);
  });
});
