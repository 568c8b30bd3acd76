import { eq as eqId } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, tickets, userApplications } from '../../db/schema/index';
import { runErasureIfDue } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

/** A user application as the booking form sends it. */
const applicationInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ida Pfeiffer',
  street: 'Hauptstraße 1',
  postcode: '10115',
  town: 'Berlin',
  phone: '+49 30 123456',
  topic: 'Reisen nach Island, 1845',
  purpose: 'wissenschaftlich',
  publicationPlanned: true,
  rulesAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

/** The code of the newest sign-in mail to `to`. */
async function mailedCode(t: TestApp, to: string): Promise<string> {
  const mails = (await t.database.db.select().from(mailOutbox)).filter(
    (m) => m.kind === 'READER_SIGN_IN' && m.toAddress === to,
  );
  const code = /\n(\d{6})\n/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no sign-in mail to ${to}`);
  return code;
}

/** Signs `email` in through the readers' calls (code by mail); answers the cookie header. */
async function readerCookie(t: TestApp, email: string): Promise<string> {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: XHR, payload });
  expect((await call('/reader/sign-in', { email })).statusCode).toBe(202);
  const res = await call('/reader/sign-in/verify', { email, code: await mailedCode(t, email) });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'lesesaal_reader')!;
  return `${cookie.name}=${cookie.value}`;
}

function api(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: unknown; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...XHR, ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  return {
    call,
    /** Holds `slotIds` in a new cart and books it with `body`, as the reader of `cookie`. */
    async book(slotIds: number[], body: Record<string, unknown>, cookie?: string) {
      const cart = await cartApi(t.app).cartWith(...slotIds);
      return call('PUT', `/transactions/${cart.transactionId}/booking`, {
        payload: body,
        ...(cookie ? { cookie } : {}),
      });
    },
  };
}

const mailsOf = async (t: TestApp, kind: string) =>
  (await t.database.db.select().from(mailOutbox)).filter((m) => m.kind === kind);

describe.each(TEST_DRIVERS)('user application, mode required, on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup() {
    t = await createTestApp(driver, { env: { USER_APPLICATION: 'required' } }); // 2030-03-04
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Magazinlesesaal', requiresApplication: true });
    const open = await insertRoom(db, { name: 'Freihand' });
    // one seat: a pending booking's seat must be counted as taken
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 1 });
    const second = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const freeSlot = await insertTimeSlot(db, { roomId: open.id, date: '2030-03-06' });
    return { room, slot, second, freeSlot, calls: api(t) };
  }

  it('books pending with an application, approval books it with one mail, the next books at once', async () => {
    const { slot, second, freeSlot, calls } = await setup();
    const db = t.database.db;

    // one cart holds the slot's one seat through the refused attempts
    const cart = await cartApi(t.app).cartWith(slot.id);
    const bookCart = (body: Record<string, unknown>, cookie?: string) =>
      calls.call('PUT', `/transactions/${cart.transactionId}/booking`, {
        payload: body,
        ...(cookie ? { cookie } : {}),
      });
    // not signed in: 401; signed in without an application: 409
    const anonymous = await bookCart(bookingPayload());
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'reader_signed_out' });
    const cookie = await readerCookie(t, 'ida@example.org');
    const without = await bookCart(bookingPayload(), cookie);
    expect(without.statusCode).toBe(409);
    expect(without.json()).toEqual({ error: 'application_required' });
    // a room that needs none books as today, an application sent for it is refused
    const refusedInput = await calls.book(
      [freeSlot.id],
      bookingPayload({ application: applicationInput() }),
      cookie,
    );
    expect(refusedInput.statusCode).toBe(400);
    expect(refusedInput.json()).toEqual({
      error: 'validation__error',
      payload: ['body.application'],
    });
    // an unknown purpose in the application: 400, nothing stored
    const badPurpose = await bookCart(
      bookingPayload({ application: applicationInput({ purpose: 'Schatzsuche' }) }),
      cookie,
    );
    expect(badPurpose.json()).toEqual({
      error: 'validation__error',
      payload: ['body.application.purpose'],
    });
    expect(await db.select().from(userApplications)).toEqual([]);
    const mailsBefore = (await db.select().from(mailOutbox)).length;

    const pending = await bookCart(bookingPayload({ application: applicationInput() }), cookie);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().tickets.map((x: { status: string }) => x.status)).toEqual(['PENDING']);
    const [application] = await db.select().from(userApplications);
    expect(application).toMatchObject({
      state: 'submitted',
      email: 'ida@example.org',
      country: 'DE',
      purpose: 'wissenschaftlich',
      decidedAt: null,
    });
    const [ticket] = await db.select().from(tickets).where(eqId(tickets.timeSlotId, slot.id));
    expect(ticket).toMatchObject({
      status: 'PENDING',
      applicationId: application!.id,
      purpose: 'wissenschaftlich',
      country: 'DE',
    });
    // one mail, "received"; no confirmation yet
    const after = await db.select().from(mailOutbox);
    expect(after.slice(mailsBefore).map((m) => m.kind)).toEqual(['APPLICATION_RECEIVED']);
    // the seat is held: the slot's one seat cannot be held by anyone else
    const other = await cartApi(t.app).create(slot.id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: 'timeslot_no_tickets_left' });
    // while it waits, a second booking waits with it (no second application needed)
    const waiting = await calls.book([second.id], bookingPayload(), cookie);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().tickets[0].status).toBe('PENDING');
    expect(await db.select().from(userApplications)).toHaveLength(1);

    // staff: REPORTS read, DESK decides
    const reports = await signIn(t.app, db, 'REPORTS');
    const desk = await signIn(t.app, db, 'DESK');
    const list = await calls.call('GET', '/admin/applications?state=submitted&q=island', {
      cookie: reports,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ totalCount: 1, content: [{ id: application!.id }] });
    expect(
      (await calls.call('GET', '/admin/applications?state=approved', { cookie: reports })).json()
        .totalCount,
    ).toBe(0);
    const url = `/admin/applications/${application!.id}`;
    expect((await calls.call('POST', `${url}/approve`, { cookie: reports })).statusCode).toBe(403);
    const detail = await calls.call('GET', url, { cookie: reports });
    expect(detail.json().bookings.map((b: { status: string }) => b.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);

    const mailsBeforeApproval = (await db.select().from(mailOutbox)).length;
    const approved = await calls.call('POST', `${url}/approve`, { cookie: desk });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'approved',
      validFrom: '2030-03-04',
      validUntil: '2030-12-31',
      decidedBy: expect.stringMatching(/^desk-/),
    });
    expect(approved.json().bookings.map((b: { status: string }) => b.status)).toEqual([
      'BOOKED',
      'BOOKED',
    ]);
    const decisionMails = (await db.select().from(mailOutbox)).slice(mailsBeforeApproval);
    expect(decisionMails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['APPLICATION_APPROVED', 'ida@example.org'],
    ]);
    expect(decisionMails[0]!.textBody).toContain('/reservation-confirmation/');
    expect(decisionMails[0]!.textBody).toContain('31. Dezember 2030');
    const again = await calls.call('POST', `${url}/approve`, { cookie: desk });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'application_already_decided' });
    expect(
      (
        await calls.call('POST', `${url}/refuse`, { cookie: desk, payload: { reason: 'Nein' } })
      ).json(),
    ).toEqual({ error: 'application_already_decided' });

    // the desk's list of the visit's day carries the application's state; other lines null
    const admin = await signIn(t.app, db, 'ADMIN');
    await calls.book([freeSlot.id], bookingPayload({ email: 'anonym@example.org' }));
    const day = await calls.call('GET', '/admin/checkin?date=2030-03-06', { cookie: admin });
    expect(day.statusCode, day.body).toBe(200);
    expect(
      day
        .json()
        .content.map((l: { roomName: string; applicationState: string | null }) => [
          l.roomName,
          l.applicationState,
        ]),
    ).toEqual([
      ['Magazinlesesaal', 'approved'],
      ['Freihand', null],
    ]);

    // the identity is checked at the first visit; the reader reads the application
    const checked = await calls.call('POST', `${url}/identity-checked`, { cookie: desk });
    expect(checked.json().identityCheckedAt).toBe('2030-03-04T09:00:00.000Z');
    const own = await calls.call('GET', '/reader/applications', { cookie });
    expect(own.json().applications).toMatchObject([
      { id: application!.id, state: 'approved', validUntil: '2030-12-31' },
    ]);

    // the next booking within the validity books at once with the confirmation
    const third = await insertTimeSlot(db, { roomId: slot.roomId, date: '2030-03-08' });
    const booked = await calls.book([third.id], bookingPayload(), cookie);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().tickets[0].status).toBe('BOOKED');
    // (the other confirmation is the anonymous booking's in the open room)
    expect((await mailsOf(t, 'BOOKING_CONFIRMATION')).map((m) => m.toAddress)).toEqual([
      'anonym@example.org',
      'ida@example.org',
    ]);

    // after the year: expired; a booking then is refused with application_expired
    t.clock.set('2031-01-02T09:00:00Z');
    const nextYear = await insertTimeSlot(db, { roomId: slot.roomId, date: '2031-01-05' });
    const expired = await calls.book(
      [nextYear.id],
      bookingPayload(),
      await readerCookie(t, 'ida@example.org'),
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ error: 'application_expired' });
    expect(
      (
        await calls.call('GET', '/admin/applications?state=expired', {
          cookie: await signIn(t.app, db, 'REPORTS'),
        })
      ).json().totalCount,
    ).toBe(1);

    // every decision is audited, without personal data
    const entries = (await db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (e) => e.entityType === 'user_application',
    );
    expect(entries.map((e) => [e.action, e.entityType, e.entityId])).toEqual([
      ['approve', 'user_application', String(application!.id)],
      ['identity_check', 'user_application', String(application!.id)],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Pfeiffer');
  });

  it('refusal cancels the pending booking, frees the seat and mails the reason once', async () => {
    const { slot, calls } = await setup();
    const db = t.database.db;
    const cookie = await readerCookie(t, 'jon@example.org');
    const pending = await calls.book(
      [slot.id],
      bookingPayload({ application: applicationInput({ country: 'is', name: 'Jón Árnason' }) }),
      cookie,
    );
    expect(pending.statusCode, pending.body).toBe(200);
    const [application] = await db.select().from(userApplications);
    expect(application!.country).toBe('IS');
    const admin = await signIn(t.app, db, 'ADMIN');
    const url = `/admin/applications/${application!.id}`;
    // bad input: an empty reason, an id that is none, an unknown one
    const empty = await calls.call('POST', `${url}/refuse`, {
      cookie: admin,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await calls.call('POST', '/admin/applications/abc/refuse', {
          cookie: admin,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await calls.call('GET', '/admin/applications/99999', { cookie: admin })).statusCode,
    ).toBe(404);
    expect((await calls.call('POST', `${url}/extend`, { cookie: admin })).json()).toEqual({
      error: 'conflict',
      payload: ['state'],
    });

    const before = (await db.select().from(mailOutbox)).length;
    const refused = await calls.call('POST', `${url}/refuse`, {
      cookie: admin,
      payload: { reason: 'Die Bestände sind gesperrt.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      state: 'refused',
      refusalReason: 'Die Bestände sind gesperrt.',
    });
    const [ticket] = await db.select().from(tickets).where(eqId(tickets.timeSlotId, slot.id));
    expect(ticket!.status).toBe('CANCELLED');
    const mails = (await db.select().from(mailOutbox)).slice(before);
    expect(mails.map((m) => m.kind)).toEqual(['APPLICATION_REFUSED']);
    expect(mails[0]!.textBody).toContain('Die Bestände sind gesperrt.');
    // the seat is free again
    expect((await cartApi(t.app).create(slot.id)).statusCode).toBe(201);
    // without a new application the next booking is refused: the last one was refused
    const second = await insertTimeSlot(db, { roomId: slot.roomId, date: '2030-03-09' });
    const next = await calls.book([second.id], bookingPayload(), cookie);
    expect(next.json()).toEqual({ error: 'application_refused' });
    const entries = (await db.select().from(auditLog)).filter(
      (e) => e.entityType === 'user_application',
    );
    expect(entries.map((e) => [e.action, e.fields])).toEqual([['refuse', ['state', 'reason']]]);
    expect(JSON.stringify(entries)).not.toContain('gesperrt');
  });

  it('takes an application without a booking; extends an approved one by a period', async () => {
    await setup();
    const calls = api(t);
    const db = t.database.db;
    const cookie = await readerCookie(t, 'lou@example.org');
    const res = await calls.call('POST', '/reader/applications', {
      cookie,
      payload: applicationInput({ topic: 'Mühlen im Harz' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      state: 'submitted',
      email: 'lou@example.org',
      rulesVersion: null,
    });
    expect((await mailsOf(t, 'APPLICATION_RECEIVED')).map((m) => m.toAddress)).toEqual([
      'lou@example.org',
    ]);
    expect((await calls.call('GET', '/reader/applications')).statusCode).toBe(401);
    const bad = await calls.call('POST', '/reader/applications', {
      cookie,
      payload: applicationInput({ rulesAccepted: false }),
    });
    expect(bad.statusCode).toBe(400);
    const admin = await signIn(t.app, db, 'ADMIN');
    const url = `/admin/applications/${res.json().id}`;
    expect((await calls.call('POST', `${url}/approve`, { cookie: admin })).json().validUntil).toBe(
      '2030-12-31',
    );
    const extended = await calls.call('POST', `${url}/extend`, { cookie: admin });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().validUntil).toBe('2031-12-31');
  });
});

describe.each(TEST_DRIVERS)('user application, mode with-booking, on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('requires purpose and topic with each booking and stores them with it', async () => {
    t = await createTestApp(driver, { env: { USER_APPLICATION: 'with-booking' } });
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const calls = api(t);
    const missing = await calls.book([slot.id], bookingPayload({ topic: 'Deichbau' }));
    expect(missing.json()).toEqual({ error: 'validation__error', payload: ['body.purpose'] });
    const unknown = await calls.book(
      [slot.id],
      bookingPayload({ purpose: 'x', topic: 'Deichbau' }),
    );
    expect(unknown.json()).toEqual({ error: 'validation__error', payload: ['body.purpose'] });
    const noTopic = await calls.book([slot.id], bookingPayload({ purpose: 'genealogisch' }));
    expect(noTopic.json()).toEqual({ error: 'validation__error', payload: ['body.topic'] });
    const ok = await calls.book(
      [slot.id],
      bookingPayload({ purpose: 'genealogisch', topic: 'Deichbau an der Elbe' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tickets[0].status).toBe('BOOKED');
    const booked = (await db.select().from(tickets)).filter((r) => r.status === 'BOOKED');
    expect(booked).toMatchObject([{ purpose: 'genealogisch', topic: 'Deichbau an der Elbe' }]);
  });

  it('sets the room flag requiresApplication through the staff room API; visitors read it', async () => {
    t = await createTestApp(driver, { env: { USER_APPLICATION: 'required' } });
    const calls = api(t);
    const cookie = await signIn(t.app, t.database.db, 'ADMIN');
    const created = await calls.call('POST', '/admin/rooms', {
      cookie,
      payload: {
        name: 'Magazin',
        description: 'Erster Stock',
        capacity: 4,
        openStart: { type: 'DAY', value: 1 },
        openEnd: { type: 'DAY', value: 30 },
        requiresApplication: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().requiresApplication).toBe(true);
    const room = created.json();
    const visitor = await calls.call('GET', `/rooms/${room.id}`);
    expect(visitor.json().requiresApplication).toBe(true);
    // left out on update: unchanged; a non-boolean: 400
    const { imageUrl: _url, imageAlt: _alt, ...form } = room;
    const kept = await calls.call('PUT', `/admin/rooms/${room.id}`, {
      cookie,
      payload: { ...form, requiresApplication: undefined, name: 'Magazin 1' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().requiresApplication).toBe(true);
    const bad = await calls.call('PUT', `/admin/rooms/${room.id}`, {
      cookie,
      payload: { ...form, version: kept.json().version, requiresApplication: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses purpose and topic while the archive asks for none', async () => {
    t = await createTestApp(driver);
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    const res = await api(t).book([slot.id], bookingPayload({ purpose: 'privat', topic: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation__error', payload: ['body.purpose'] });
  });
});

describe.each(TEST_DRIVERS)('user application retention on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('erases an application the retention years after its validity or refusal; the bookings keep purpose and country', async () => {
    t = await createTestApp(driver, {
      env: { USER_APPLICATION: 'required', APPLICATION_RETENTION_YEARS: '2' },
    });
    const db = t.database.db;
    const calls = api(t);
    const room = await insertRoom(db, { requiresApplication: true });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cookie = await readerCookie(t, 'ida@example.org');
    const booked = await calls.book(
      [slot.id],
      bookingPayload({ application: applicationInput({ country: 'AT' }) }),
      cookie,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const other = await calls.call('POST', '/reader/applications', {
      cookie,
      payload: applicationInput({ topic: 'Zweites Thema' }),
    });
    const admin = await signIn(t.app, db, 'ADMIN');
    const [first] = await db.select().from(userApplications);
    await calls.call('POST', `/admin/applications/${first!.id}/approve`, { cookie: admin });
    await calls.call('POST', `/admin/applications/${other.json().id}/refuse`, {
      cookie: admin,
      payload: { reason: 'Doppelt' },
    });
    const erase = async (at: string) => {
      t.clock.set(at);
      return runErasureIfDue({ ...t.context(), db });
    };
    // valid until 2030-12-31: kept through 2032-12-31; the refusal (2030-03-04) until 2032-03-04
    expect((await erase('2032-03-04T08:00:00Z'))?.applications).toBe(0);
    expect((await erase('2032-03-05T12:00:00Z'))?.applications).toBe(1);
    expect((await erase('2032-12-31T12:00:00Z'))?.applications).toBe(0);
    expect((await erase('2033-01-01T12:00:00Z'))?.applications).toBe(1);
    expect(await db.select().from(userApplications)).toEqual([]);
    const [ticket] = await db.select().from(tickets);
    expect(ticket).toMatchObject({
      status: 'BOOKED',
      applicationId: null,
      purpose: 'wissenschaftlich',
      country: 'AT',
      email: null,
    });
  });
});
