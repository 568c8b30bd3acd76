import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { openDatabase, type Database } from '../db/client';
import { mailOutbox, visitReminders } from '../db/schema/index';
import { dispatchOutbox } from '../mail/dispatcher';
import type { MailMessage } from '../mail/transport';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { decodeQrAttachment, qrAttachments } from '../test/mail-qr';
import { startJobs } from './start-jobs';
import { sendDueVisitReminders } from './visit-reminders';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

// Vienna in March is UTC+1: 15:00 on the wall clock is 14:00Z.
const DAY_BEFORE_1459 = '2030-03-05T13:59:00Z';
const DAY_BEFORE_1500 = '2030-03-05T14:00:00Z';
const VISIT_DAY = '2030-03-06';

describe.each(TEST_DRIVERS)('visit reminders on %s', (driver) => {
  let t: TestApp;
  let second: Database | undefined;
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t?.close();
  });

  /** A room bookable up to the day itself, a slot on the visit day and one the day after. */
  async function setUp(env: Record<string, string> = {}) {
    t = await createTestApp(driver, { env });
    const db = t.database.db;
    const room = await insertRoom(db, { openStartValue: 0 });
    const slot = (date: string, startTime: string, endTime: string) =>
      insertTimeSlot(db, { roomId: room.id, date, startTime, endTime, capacity: 20 });
    const slots = {
      morning: await slot(VISIT_DAY, '09:00', '10:00'),
      afternoon: await slot(VISIT_DAY, '13:00', '14:00'),
      evening: await slot(VISIT_DAY, '16:00', '17:00'),
      dayAfter: await slot('2030-03-07', '09:00', '10:00'),
    };
    return { db, api: cartApi(t.app), slots };
  }

  async function book(slotIds: number[], payload: Record<string, unknown> = {}) {
    const api = cartApi(t.app);
    const cart = await api.cartWith(...slotIds);
    const res = await api.book(cart.transactionId, bookingPayload(payload));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ tickets: Ticket[] }>().tickets;
  }

  const run = () => sendDueVisitReminders({ db: t.database.db, config: t.config, clock: t.clock });

  /** Sends what is queued and returns only the reminders among the sent mails. */
  async function sentReminders(): Promise<MailMessage[]> {
    t.mail.sent.length = 0;
    await dispatchOutbox({
      ...t.context(),
      db: t.database.db,
      mail: t.mail,
      clock: t.clock,
      batchSize: 100,
    });
    return t.mail.sent.filter((m) => /Reminder|Erinnerung/.test(m.subject));
  }

  const display = (n: string) => `${n.slice(0, 4)}-${n.slice(4)}`;

  it('queues one reminder per booking from the configured hour on, with the visit’s tickets, the .ics, the QR codes and the cancellation link, in the booking’s language', async () => {
    const { db, slots } = await setUp();
    const english = await book([slots.morning.id, slots.afternoon.id, slots.dayAfter.id], {
      language: 'en',
      firstName: 'Eve',
    });
    const german = await book([slots.morning.id], { email: 'max@example.org', language: 'de' });
    const cancelled = await book([slots.afternoon.id], { email: 'ann@example.org' });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${cancelled[0]!.ownerId}/tickets?ids=${cancelled[0]!.id}`,
      headers: XHR,
    });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await sentReminders(); // the confirmations

    // not before the hour
    t.clock.set(DAY_BEFORE_1459);
    expect(await run()).toBeNull();
    expect(await db.select().from(visitReminders)).toEqual([]);

    t.clock.set(DAY_BEFORE_1500);
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 2, deferred: 0 });
    // once: later runs that day (and runs of other instances) find nothing to do
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 0, deferred: 0 });
    t.clock.set('2030-03-05T22:30:00Z'); // 23:30 in Vienna
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 0, deferred: 0 });
    expect(
      (await db.select().from(visitReminders)).map((r) => [r.ownerId, r.visitDate]).sort(),
    ).toEqual(
      [
        [english[0]!.ownerId, VISIT_DAY],
        [german[0]!.ownerId, VISIT_DAY],
      ].sort(),
    );

    const reminders = await sentReminders();
    expect(reminders.map((m) => m.to).sort()).toEqual(['erika@example.org', 'max@example.org']);
    const en = reminders.find((m) => m.to === 'erika@example.org')!;
    expect(en.subject).toBe('Reminder: your reading room visit tomorrow');
    const [morning, afternoon, dayAfter] = english.map((x) => x.bookingNumber!);
    for (const body of [en.text, en.html]) {
      expect(body).toContain('Dear Ms Dr. Eve Musterfrau,');
      expect(body).toContain('Wednesday, 6 March 2030');
      expect(body).toContain(display(morning!));
      expect(body).toContain(display(afternoon!));
      expect(body).not.toContain(display(dayAfter!)); // another day: its own reminder
      expect(body).toContain(
        `http://localhost:3000/reservation-confirmation/${english[0]!.ownerId}?lang=en`,
      );
    }
    expect(en.text).toContain('09:00–10:00');
    expect(en.text).toContain('13:00–14:00');
    expect(en.text).toContain('Please cancel the appointment');
    const ics = en.attachments.find((a) => a.filename === 'reservation.ics')!;
    const calendar = Buffer.from(ics.content, 'base64').toString('utf8');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain('DTSTART:20300306T080000Z');
    expect(calendar).toContain('DTSTART:20300306T120000Z');
    const codes = await Promise.all(qrAttachments(en).map(decodeQrAttachment));
    expect(codes.sort()).toEqual([morning, afternoon].sort());
    for (const qr of qrAttachments(en)) expect(en.html).toContain(`src="cid:${qr.contentId}"`);

    const de = reminders.find((m) => m.to === 'max@example.org')!;
    expect(de.subject).toBe('Erinnerung: Ihr Termin im Lesesaal morgen');
    expect(de.text).toContain('Mittwoch, 06.03.2030');
    expect(de.text).toContain(
      `http://localhost:3000/reservation-confirmation/${german[0]!.ownerId}?lang=de`,
    );
    expect(de.text).toContain('stornieren Sie den Termin');
    expect(de.attachments.map((a) => a.filename)).toEqual([
      'reservierung.ics',
      `${german[0]!.bookingNumber}.png`,
    ]);

    // the next day the visit day is today: nothing more for it
    t.clock.set('2030-03-06T14:00:00Z');
    expect(await run()).toEqual({ visitDate: '2030-03-07', queued: 1, deferred: 0 });
  });

  it('sends none for a booking made after the hour for the next day, and none before the hour', async () => {
    const { db, slots } = await setUp();
    t.clock.set('2030-03-05T13:30:00Z'); // 14:30 in Vienna
    const early = await book([slots.morning.id]);
    t.clock.set('2030-03-05T14:30:00Z'); // 15:30: the reminders of the day may be out already
    const late = await book([slots.afternoon.id], { email: 'late@example.org' });
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 1, deferred: 0 });
    t.clock.set('2030-03-05T22:59:00Z');
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 0, deferred: 0 });
    const rows = await db.select().from(visitReminders);
    expect(rows.map((r) => r.ownerId)).toEqual([early[0]!.ownerId]);
    expect(rows.map((r) => r.ownerId)).not.toContain(late[0]!.ownerId);
    const reminders = await sentReminders();
    expect(reminders.map((m) => m.to)).toEqual(['erika@example.org']);
  });

  it('sends none when REMINDER_TIME is off, and follows the configured hour', async () => {
    const off = await setUp({ REMINDER_TIME: 'off' });
    await book([off.slots.morning.id]);
    for (const at of [DAY_BEFORE_1500, '2030-03-05T22:59:00Z']) {
      t.clock.set(at);
      expect(await run()).toBeNull();
    }
    expect(await off.db.select().from(visitReminders)).toEqual([]);
    await t.close();

    const early = await setUp({ REMINDER_TIME: '08:30' });
    await book([early.slots.morning.id]);
    t.clock.set('2030-03-05T07:29:00Z');
    expect(await run()).toBeNull();
    t.clock.set('2030-03-05T07:30:00Z');
    expect(await run()).toMatchObject({ queued: 1 });
  });

  it('keeps to MAIL_LIMIT_PER_RECIPIENT and sends the deferred reminder in a later hour of the day', async () => {
    const { db, slots } = await setUp({ MAIL_LIMIT_PER_RECIPIENT: '2' });
    // three bookings of one address (the third confirmation is already over the limit)
    for (const slot of [slots.morning, slots.afternoon, slots.evening]) await book([slot.id]);
    t.clock.set(DAY_BEFORE_1500);
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 2, deferred: 1 });
    expect(await db.select().from(visitReminders)).toHaveLength(2);
    t.clock.set('2030-03-05T14:30:00Z');
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 0, deferred: 1 });
    t.clock.set('2030-03-05T15:01:00Z'); // the address's hour is over
    expect(await run()).toEqual({ visitDate: VISIT_DAY, queued: 1, deferred: 0 });
    expect(await db.select().from(visitReminders)).toHaveLength(3);
    expect(
      await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'VISIT_REMINDER')),
    ).toHaveLength(3);
  });

  it('is started with the other jobs and queues the reminder once the hour has come', async () => {
    const { db, slots } = await setUp();
    await book([slots.morning.id]);
    t.clock.set(DAY_BEFORE_1500);
    const jobs = startJobs({ config: t.config, db, mail: t.mail, log: silent, clock: t.clock });
    try {
      await expect
        .poll(async () => (await db.select().from(visitReminders)).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it.runIf(driver === 'postgres')(
    'queues exactly one reminder per booking when two instances run the job at the same time',
    async () => {
      const { db, slots } = await setUp();
      const owners: string[] = [];
      for (let i = 0; i < 12; i++) {
        const slot = i % 2 === 0 ? slots.morning : slots.afternoon;
        const [ticket] = await book([slot.id], { email: `visitor${i}@example.org` });
        owners.push(ticket!.ownerId!);
      }
      // a second instance: its own connection pool on the same database
      second = await openDatabase({ databaseUrl: t.database.url!, poolSize: 5 });
      t.clock.set(DAY_BEFORE_1500);
      const instances = [db, second.db, db, second.db];
      const runs = await Promise.all(
        instances.map((each) =>
          sendDueVisitReminders({ db: each, config: t.config, clock: t.clock }),
        ),
      );
      expect(runs.reduce((sum, r) => sum + r!.queued, 0)).toBe(12);
      const rows = await db.select().from(visitReminders);
      expect(rows.map((r) => r.ownerId).sort()).toEqual([...owners].sort());
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'VISIT_REMINDER'));
      expect(mails.map((m) => m.toAddress).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `visitor${i}@example.org`).sort(),
      );
    },
  );

  it('queues each reminder once when two job runs of one instance overlap', async () => {
    const { db, slots } = await setUp();
    for (let i = 0; i < 4; i++) await book([slots.morning.id], { email: `v${i}@example.org` });
    t.clock.set(DAY_BEFORE_1500);
    const runs = await Promise.all([run(), run()]);
    expect(runs.reduce((sum, r) => sum + r!.queued, 0)).toBe(4);
    expect(
      await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'VISIT_REMINDER')),
    ).toHaveLength(4);
  });
});
