import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import {
  jobRuns,
  mailOutbox,
  rateLimitCounters,
  staffSessions,
  tickets,
  transactions,
  visitReminders,
  waitingListEntries,
} from '../db/schema/index';
import { dispatchOutbox } from '../mail/dispatcher';
import { createTestApp, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { ERASURE_JOB, runErasureIfDue } from './personal-data-erasure';
import { createStaffSession } from '../test/auth';
import { deleteAbandonedCarts, deleteDeadSessionsAndCounters } from './repository';
import { startJobs } from './start-jobs';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(TEST_DRIVERS)('background jobs on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Books a slot on 2030-03-06 and one on 2030-03-07 (separate owners), mails sent. */
  async function bookTwoDays() {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const a = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const b = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const api = cartApi(t.app);
    const first = await api.book((await api.cartWith(a.id)).transactionId, bookingPayload());
    const second = await api.book(
      (await api.cartWith(b.id)).transactionId,
      bookingPayload({ email: 'max@example.org' }),
    );
    await dispatchOutbox({ ...t.context(), db, mail: t.mail, clock: t.clock });
    return {
      db,
      first: first.json<{ tickets: Ticket[] }>().tickets[0]!,
      second: second.json<{ tickets: Ticket[] }>().tickets[0]!,
    };
  }

  it('erases personal data and mail bodies the day after the booked day, keeping the tickets for reports', async () => {
    const { db, first, second } = await bookTwoDays();
    // the reminders sent the day before each visit (a row links a booking to its day)
    await db.insert(visitReminders).values([
      { ownerId: first.ownerId!, visitDate: '2030-03-06' },
      { ownerId: second.ownerId!, visitDate: '2030-03-07' },
    ]);
    // a waiting list entry for each day: the address and the client address's hash
    await db.insert(waitingListEntries).values([
      { timeSlotId: first.timeSlotId, token: 'wait-6', email: 'w6@example.org', clientKey: 'k6' },
      { timeSlotId: second.timeSlotId, token: 'wait-7', email: 'w7@example.org', clientKey: 'k7' },
    ]);
    // 2030-03-07 00:30 in Vienna: the 6th is over, the 7th is not
    t.clock.set('2030-03-06T23:30:00Z');
    expect(await runErasureIfDue({ ...t.context(), db })).toEqual({
      tickets: 1,
      units: 0,
      mails: 1,
      reminders: 1,
      waitingList: 1,
      openingPlaces: 0,
      applications: 0,
    });
    expect(
      (await db.select().from(waitingListEntries).orderBy(waitingListEntries.id)).map((r) => [
        r.token,
        r.email,
        r.clientKey,
        r.personalDataErasedAt,
      ]),
    ).toEqual([
      ['wait-6', null, null, t.clock.now()],
      ['wait-7', 'w7@example.org', 'k7', null],
    ]);
    expect((await db.select().from(visitReminders)).map((r) => r.ownerId)).toEqual([
      second.ownerId,
    ]);

    const rows = await db.select().from(tickets).orderBy(tickets.id);
    expect(
      rows.map((r) => [
        r.id,
        r.status,
        r.email,
        r.firstName,
        r.lastName,
        r.phone,
        r.organisation,
        r.title,
      ]),
    ).toEqual([
      [first.id, 'BOOKED', null, null, null, null, null, null],
      [
        second.id,
        'BOOKED',
        'max@example.org',
        'Erika',
        'Musterfrau',
        '+43123456',
        'Universität Wien',
        'Dr.',
      ],
    ]);
    expect(rows[0]!.personalDataErasedAt).toEqual(t.clock.now());
    expect(rows[0]!.accessibility).toBeNull();
    expect(rows[0]!.bookingNumber).toBe(first.bookingNumber);
    const mails = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.toAddress, m.textBody === '', m.htmlBody === '', m.status])).toEqual(
      [
        ['', true, true, 'SENT'],
        ['max@example.org', false, false, 'SENT'],
      ],
    );

    // once per day: a second check the same day does nothing; the next day runs again
    expect(await runErasureIfDue({ ...t.context(), db })).toBeNull();
    t.clock.set('2030-03-07T23:30:00Z');
    expect(await runErasureIfDue({ ...t.context(), db })).toEqual({
      tickets: 1,
      units: 0,
      mails: 1,
      reminders: 1,
      waitingList: 1,
      openingPlaces: 0,
      applications: 0,
    });
    expect(await db.select().from(visitReminders)).toEqual([]);
    expect((await db.select().from(jobRuns)).map((r) => [r.name, r.lastRunDate])).toEqual([
      [ERASURE_JOB, '2030-03-08'],
    ]);
  });

  it('runs a missed erasure at start and stops cleanly', async () => {
    const { db } = await bookTwoDays();
    await db.insert(jobRuns).values({
      name: ERASURE_JOB,
      lastRunAt: new Date('2030-03-01T00:00:00Z'),
      lastRunDate: '2030-03-01',
    });
    t.clock.set('2030-03-08T09:00:00Z');
    const jobs = startJobs({ config: t.config, db, mail: t.mail, log: silent, clock: t.clock });
    await expect
      .poll(async () => (await db.select().from(jobRuns)).map((r) => r.lastRunDate), {
        timeout: 10_000,
      })
      .toEqual(['2030-03-08']);
    await jobs.stop();
    const rows = await db.select().from(tickets);
    expect(rows.every((r) => r.email === null && r.personalDataErasedAt !== null)).toBe(true);
  });

  it('deletes abandoned carts and their holds, but never booked carts', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const a = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const b = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const api = cartApi(t.app);
    const abandoned = await api.cartWith(a.id);
    const booked = await api.cartWith(b.id);
    await api.book(booked.transactionId, bookingPayload());
    t.clock.advanceMinutes(10);
    const open = await api.cartWith(a.id);

    t.clock.advanceMinutes(6);
    expect(await deleteAbandonedCarts(db, t.clock.now(), 100)).toBe(1);
    const carts = (await db.select().from(transactions)).map((r) => r.id).sort();
    expect(carts).toEqual([booked.transactionId, open.transactionId].sort());
    const left = await db.select().from(tickets);
    expect(left.some((r) => r.transactionId === abandoned.transactionId)).toBe(false);
    expect(left.map((r) => r.status).sort()).toEqual(['BOOKED', 'NEW']);
    expect(await deleteAbandonedCarts(db, t.clock.now(), 100)).toBe(0);
  });

  it('removes staff sessions past their end or idle too long, and ended rate-limit windows, keeping live ones', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    await createStaffSession(t.app, db, 'ADMIN');
    const [live] = await db.select().from(staffSessions);
    const now = t.clock.now();
    const hour = 60 * 60_000;
    await db.insert(staffSessions).values([
      {
        tokenHash: 'ended',
        accountId: live!.accountId,
        createdAt: new Date(now.getTime() - 25 * hour),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() - 1),
      },
      {
        tokenHash: 'idle',
        accountId: live!.accountId,
        createdAt: new Date(now.getTime() - 9 * hour),
        lastSeenAt: new Date(now.getTime() - 9 * hour),
        expiresAt: new Date(now.getTime() + hour),
      },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'login:ended', count: 3, resetAt: new Date(now.getTime() - 1) },
      { key: 'login:running', count: 3, resetAt: new Date(now.getTime() + 60_000) },
    ]);

    expect(
      await deleteDeadSessionsAndCounters(db, now, new Date(now.getTime() - 8 * hour)),
    ).toEqual({ sessions: 2, counters: 1 });
    expect((await db.select().from(staffSessions)).map((s) => s.tokenHash)).toEqual([
      live!.tokenHash,
    ]);
    const counters = (await db.select().from(rateLimitCounters)).map((c) => c.key);
    expect(counters).toContain('login:running');
    expect(counters).not.toContain('login:ended');
    expect(
      await deleteDeadSessionsAndCounters(db, now, new Date(now.getTime() - 8 * hour)),
    ).toEqual({ sessions: 0, counters: 0 });
  });
});
