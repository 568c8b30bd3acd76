/**
 * The reader statistics through the HTTP API (docs/decisions/reader-statistics.md): persons
 * counted by the pseudonymous key their bookings keep, the same before and after the nightly
 * erasure of personal data — also for visitors who never signed in.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderFigures, Statistics, YearSummary } from '@lesesaal/domain/reports/statistics';
import { groupRequests, mailOutbox, readers, statisticsKeys, tickets } from '../../db/schema/index';
import { runErasureIfDue } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { takeGroupSeats } from '../seat-core';

/** Signs `email` in as a reader (code by mail); answers the cookie header. */
async function readerCookie(t: TestApp, email: string): Promise<string> {
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: XHR, payload });
  expect((await call('/reader/sign-in', { email })).statusCode).toBe(202);
  const mails = (await t.database.db.select().from(mailOutbox)).filter(
    (m) => m.kind === 'READER_SIGN_IN' && m.toAddress === email,
  );
  const code = /\n(\d{6})\n/.exec(mails.at(-1)?.textBody ?? '')![1]!;
  const res = await call('/reader/sign-in/verify', { email, code });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'lesesaal_reader')!;
  return `${cookie.name}=${cookie.value}`;
}

/** The figures of `roomId` (null: all) and `month` (null: the period), purposes as a map. */
function figuresOf(stats: Statistics, roomId: number | null, month: string | null) {
  const f = stats.readers.figures.find((x) => x.roomId === roomId && x.month === month)!;
  const { purposes, ...rest } = f;
  return {
    ...rest,
    purposes: Object.fromEntries(
      purposes.filter((p) => p.readers > 0).map((p) => [p.purpose ?? '-', p.readers]),
    ),
  } satisfies Omit<ReaderFigures, 'purposes'> & { purposes: Record<string, number> };
}

describe.each(TEST_DRIVERS)('reader statistics through the API on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('counts 3 people on 5 reader-days by purpose, first visit and country, before and after the erasure', async () => {
    t = await createTestApp(driver, {
      env: {
        USER_APPLICATION: 'with-booking',
        BOT_PROTECTION: 'off',
      },
    }); // 2030-03-04
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Lesesaal Ost', sortOrder: 1 });
    const west = await insertRoom(db, { name: 'Lesesaal West', sortOrder: 2 });
    const slot = async (roomId: number, date: string) =>
      (await insertTimeSlot(db, { roomId, date, capacity: 5 })).id;
    const ost5 = await slot(ost.id, '2030-03-06');
    const ost6 = await slot(ost.id, '2030-03-07');
    const ost7 = await slot(ost.id, '2030-03-08');
    const west6 = await slot(west.id, '2030-03-07');
    const book = async (
      slotIds: number[],
      who: { email: string; purpose: string },
      cookie?: string,
    ) => {
      const cart = await cartApi(t.app).cartWith(...slotIds);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/transactions/${cart.transactionId}/booking`,
        headers: { ...XHR, ...(cookie ? { cookie } : {}) },
        payload: bookingPayload({ ...who, topic: 'Ortsgeschichte' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ tickets: Array<{ id: number }> }>().tickets.map((x) => x.id);
    };

    // A: anonymous, two days in two rooms, the second time spelled otherwise
    await book([ost5], { email: 'anna@example.org', purpose: 'wissenschaftlich' });
    await book([west6], { email: ' Anna@Example.ORG', purpose: 'wissenschaftlich' });
    // B: a signed-in reader, two days (one of them in two slots), who came once in 2029
    const cookie = await readerCookie(t, 'bert@example.org');
    await book([ost5], { email: 'bert@example.org', purpose: 'genealogisch' }, cookie);
    await book([ost7], { email: 'bert@example.org', purpose: 'genealogisch' }, cookie);
    const [bert] = await db.select().from(readers).where(eq(readers.email, 'bert@example.org'));
    const earlier = await slot(ost.id, '2029-12-10');
    await insertTicket(db, {
      timeSlotId: earlier,
      status: 'BOOKED',
      readerPseudonym: bert!.pseudonym,
      purpose: 'genealogisch',
    });
    // C: anonymous, one day, from Austria (the country an application would carry)
    const [cTicket] = await book([ost6], { email: 'cora@example.org', purpose: 'genealogisch' });
    await db.update(tickets).set({ country: 'AT' }).where(eq(tickets.id, cTicket!));
    // D: did not come on 2030-03-06, when the desk checked A and B in: not a visit
    await book([ost5], { email: 'dora@example.org', purpose: 'privat' });
    // E: cancelled
    const [eTicket] = await book([ost7], { email: 'emil@example.org', purpose: 'privat' });
    await db.update(tickets).set({ status: 'CANCELLED' }).where(eq(tickets.id, eTicket!));

    // the keys: B's reader pseudonym, one key per address otherwise, the secret never answered
    const keys = await db
      .select({ email: tickets.email, key: tickets.readerPseudonym })
      .from(tickets)
      .where(sql`${tickets.email} IS NOT NULL`);
    const keyOf = (email: string) =>
      new Set(keys.filter((k) => k.email!.trim().toLowerCase() === email).map((k) => k.key));
    expect(keyOf('anna@example.org').size).toBe(1);
    expect(keyOf('bert@example.org')).toEqual(new Set([bert!.pseudonym]));
    expect([...keyOf('cora@example.org')][0]).toMatch(/^h\.[A-Za-z0-9_-]{43}$/);
    expect(keyOf('cora@example.org')).not.toEqual(keyOf('anna@example.org'));
    const { secret } = (await db.select().from(statisticsKeys))[0]!;
    expect(JSON.stringify(keys)).not.toContain(secret);

    t.clock.set('2030-03-06T16:00:00Z');
    await db
      .update(tickets)
      .set({ checkedInAt: new Date('2030-03-06T09:00:00Z') })
      .where(sql`${tickets.timeSlotId} = ${ost5} AND ${tickets.email} <> 'dora@example.org'`);

    const get = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const year = '/api/admin/statistics?fromDate=2030-01-01&untilDate=2030-12-31';
    t.clock.set('2030-03-10T10:00:00Z');
    const admin = await signIn(t.app, db, 'REPORTS');
    const before = await get<Statistics>(year);
    const summaryBefore = await get<YearSummary>('/api/admin/statistics/year?year=2030');

    // the nightly erasure: addresses and reader links gone, the keys stay
    expect(await runErasureIfDue({ ...t.context(), db })).not.toBeNull();
    const after = await db.select().from(tickets);
    expect(after.every((x) => x.email === null && x.readerId === null)).toBe(true);
    expect(after.every((x) => x.readerPseudonym !== null)).toBe(true);

    const stats = await get<Statistics>(year);
    expect(stats.readers).toEqual(before.readers);
    expect(stats.readers.archiveCountry).toBe('DE');
    expect(figuresOf(stats, null, null)).toEqual({
      roomId: null,
      month: null,
      readers: 3,
      readerDays: 5,
      groupReaderDays: 0,
      // B came first in 2029
      firstTime: 2,
      abroad: 1,
      unitsIssued: 0,
      unitsPulled: 0,
      purposes: { wissenschaftlich: 1, genealogisch: 2 },
    });
    expect(figuresOf(stats, null, '2030-03')).toMatchObject({ readers: 3, readerDays: 5 });
    expect(figuresOf(stats, null, '2030-04')).toMatchObject({ readers: 0, readerDays: 0 });
    expect(figuresOf(stats, ost.id, null)).toMatchObject({
      readers: 3,
      readerDays: 4,
      firstTime: 2,
      abroad: 1,
      purposes: { wissenschaftlich: 1, genealogisch: 2 },
    });
    expect(figuresOf(stats, west.id, null)).toMatchObject({
      readers: 1,
      readerDays: 1,
      firstTime: 0,
      abroad: 0,
      purposes: { wissenschaftlich: 1 },
    });
    // the archive's purposes in order, with the ones nobody named
    expect(stats.readers.purposes).toEqual(
      stats.readers.figures[0]!.purposes.map((p) => p.purpose),
    );

    const summary = await get<YearSummary>('/api/admin/statistics/year?year=2030');
    expect(summary).toEqual(summaryBefore);
    expect(summary.totals).toMatchObject({
      readers: 3,
      readerDays: 5,
      firstTimeReaders: 2,
      readersAbroad: 1,
    });
    expect(summary.rooms.map((r) => [r.roomName, r.readers, r.readerDays])).toEqual([
      ['Lesesaal Ost', 3, 4],
      ['Lesesaal West', 1, 1],
    ]);
    expect(summary.readerPurposes.filter((p) => p.readers > 0)).toEqual([
      { purpose: 'wissenschaftlich', readers: 1 },
      { purpose: 'genealogisch', readers: 2 },
    ]);
    // 2029: B's first visit
    const last = await get<YearSummary>('/api/admin/statistics/year?year=2029');
    expect(last.totals).toMatchObject({ readers: 1, readerDays: 1, firstTimeReaders: 1 });
    // many bookings through the API: slow on PGlite on a busy machine
  }, 240_000);

  it('counts a confirmed group’s participants as reader-days in groups, its seats not as readers, before and after the erasure', async () => {
    t = await createTestApp(driver); // 2030-03-04
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Lesesaal Ost', sortOrder: 1 });
    const west = await insertRoom(db, { name: 'Lesesaal West', sortOrder: 2 });
    const groupSlot = await insertTimeSlot(db, {
      roomId: ost.id,
      date: '2030-03-05',
      capacity: 20,
    });
    const westSlot = await insertTimeSlot(db, { roomId: west.id, date: '2030-04-02', capacity: 5 });
    // one reader beside the group, in the same slot
    await insertTicket(db, { timeSlotId: groupSlot.id, status: 'BOOKED', readerPseudonym: 'p.a' });
    await insertTicket(db, { timeSlotId: westSlot.id, status: 'BOOKED', readerPseudonym: 'p.a' });
    const group = async (status: string, participants: number) => {
      const [row] = await db
        .insert(groupRequests)
        .values({
          timeSlotId: groupSlot.id,
          status,
          seatsRequested: 15,
          participants,
          organiserName: 'Frau Lehrerin',
          email: 'schule@example.org',
          tokenHash: `token-${status}`,
        })
        .returning();
      return row!;
    };
    // confirmed: 15 seats taken as the module does (nameless BOOKED tickets with group_id)
    const confirmed = await group('CONFIRMED', 12);
    const taken = await takeGroupSeats(db, {
      slotId: groupSlot.id,
      groupId: confirmed.id,
      seats: 15,
      now: t.clock.now(),
    });
    expect(taken).toMatchObject({ taken: true, seats: 15 });
    await db.update(groupRequests).set({ seats: 15 }).where(eq(groupRequests.id, confirmed.id));
    await group('DECLINED', 9);
    const seats = await db.select().from(tickets).where(eq(tickets.groupId, confirmed.id));
    expect(seats).toHaveLength(15);
    expect(seats.every((x) => x.readerPseudonym === null && x.status === 'BOOKED')).toBe(true);

    t.clock.set('2030-04-10T10:00:00Z');
    const admin = await signIn(t.app, db, 'REPORTS');
    const get = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const year = '/api/admin/statistics?fromDate=2030-01-01&untilDate=2030-12-31';
    const check = async () => {
      const stats = await get<Statistics>(year);
      const at = (roomId: number | null, month: string | null) => {
        const f = figuresOf(stats, roomId, month);
        return [f.groupReaderDays, f.readers, f.readerDays];
      };
      // [in groups, readers, reader-days]: the group's 15 seats are no readers
      expect(at(null, null)).toEqual([12, 1, 2]);
      expect(at(null, '2030-03')).toEqual([12, 1, 1]);
      expect(at(null, '2030-04')).toEqual([0, 1, 1]);
      expect(at(null, '2030-02')).toEqual([0, 0, 0]);
      expect(at(ost.id, null)).toEqual([12, 1, 1]);
      expect(at(ost.id, '2030-03')).toEqual([12, 1, 1]);
      expect(at(ost.id, '2030-04')).toEqual([0, 0, 0]);
      expect(at(west.id, null)).toEqual([0, 1, 1]);
      expect(at(west.id, '2030-03')).toEqual([0, 0, 0]);
      const summary = await get<YearSummary>('/api/admin/statistics/year?year=2030');
      expect(summary.totals).toMatchObject({ groupReaderDays: 12, readers: 1, readerDays: 2 });
      expect(summary.rooms.map((r) => [r.roomName, r.groupReaderDays, r.readers])).toEqual([
        ['Lesesaal Ost', 12, 1],
        ['Lesesaal West', 0, 1],
      ]);
      // a room chosen without the group
      const westOnly = await get<Statistics>(`${year}&roomIds=${west.id}`);
      expect(figuresOf(westOnly, null, null).groupReaderDays).toBe(0);
      return [stats, summary];
    };
    const before = await check();

    // the nightly erasure: the organiser's data goes, status, seats and participants stay
    expect(await runErasureIfDue({ ...t.context(), db })).not.toBeNull();
    const [erased] = await db
      .select()
      .from(groupRequests)
      .where(eq(groupRequests.id, confirmed.id));
    expect(erased).toMatchObject({ email: null, organiserName: null, participants: 12 });
    expect(await check()).toEqual(before);
  }, 120_000);

  it('answers 401 without a session and 403 for the desk', async () => {
    t = await createTestApp(driver);
    const url = '/api/admin/statistics?fromDate=2030-01-01&untilDate=2030-12-31';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const desk = await signIn(t.app, t.database.db, 'DESK');
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: desk } });
    expect(res.statusCode).toBe(403);
  });
});
