import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { mailOutbox } from '../db/schema/index';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { dispatchOutbox, retryDelayMs } from './dispatcher';
import { claimDueMails } from './outbox-repository';
import { decodeQrAttachment, qrAttachments } from '../test/mail-qr';
import { createMailTransport, type MailSender } from './transport';

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(TEST_DRIVERS)('mail outbox dispatcher on %s', (driver) => {
  let t: TestApp;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    await t?.close();
  });

  /** The default archive's id and config (its sender), or `config` (another SMTP server). */
  const archive = (config: MailSender = t.context().config) => ({
    archiveId: t.context().archiveId,
    config,
  });

  async function bookOne(payload: Record<string, unknown> = {}) {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal <Nord>', description: 'Stiege 2 & Lift' });
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:30',
    });
    const api = cartApi(t.app);
    const cart = await api.cartWith(a.id);
    const booked = (await api.book(cart.transactionId, bookingPayload(payload))).json<{
      tickets: Ticket[];
    }>().tickets;
    return { booked };
  }

  it('sends the confirmation in the booking language with booking numbers, link, escaped data and an .ics', async () => {
    t = await createTestApp(driver);
    const { booked } = await bookOne({ firstName: '<b>Eve</b>', language: 'en' });
    expect(
      await dispatchOutbox({ db: t.database.db, mail: t.mail, clock: t.clock, ...archive() }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe('erika@example.org');
    expect(mail.subject).toBe('Your reading room reservation');
    const number = booked[0]!.bookingNumber!;
    const display = `${number.slice(0, 4)}-${number.slice(4)}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(display);
      expect(body).toContain(
        `http://localhost:3000/reservation-confirmation/${booked[0]!.ownerId}`,
      );
      expect(body).toContain('Wednesday, 6 March 2030');
      expect(body).toContain('09:00–10:30');
    }
    expect(mail.text).toContain('Dear Ms Dr. <b>Eve</b> Musterfrau,');
    expect(mail.html).toContain('Dear Ms Dr. &lt;b&gt;Eve&lt;/b&gt; Musterfrau,');
    expect(mail.html).toContain('Lesesaal &lt;Nord&gt;');
    expect(mail.html).not.toContain('<b>Eve');

    expect(mail.attachments).toHaveLength(2);
    expect(mail.attachments[0]!.filename).toMatch(/\.ics$/);
    const ics = Buffer.from(mail.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // 09:00–10:30 in Vienna in March (UTC+1) is 08:00–09:30 UTC
    expect(ics).toContain('DTSTART:20300306T080000Z');
    expect(ics).toContain('DTEND:20300306T093000Z');
    expect(ics).toContain(`DESCRIPTION:${number}`);

    // the booking number's QR code, inline: a PNG whose Content-ID the HTML shows, with an
    // alt text, encoding the plain number a desk scanner types; the number stays as text
    const [qr] = qrAttachments(mail);
    expect(qr).toBeDefined();
    expect(await decodeQrAttachment(qr!)).toBe(number);
    expect(mail.html).toContain(
      `<img src="cid:${qr!.contentId}" width="174" height="174" alt="QR code of booking number ${display}"`,
    );
    expect(mail.text).toContain(`Booking number: ${display}`);

    // sent once: a second pass finds nothing
    expect(
      await dispatchOutbox({ db: t.database.db, mail: t.mail, clock: t.clock, ...archive() }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('writes one VEVENT per ticket, in UTC across the DST change, and German by default', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-29',
      startTime: '09:00',
      endTime: '10:00',
    });
    const b = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-04-02',
      startTime: '09:00',
      endTime: '10:00',
    });
    t.clock.set('2030-03-20T09:00:00Z');
    const api = cartApi(t.app);
    const cart = await api.cartWith(a.id, b.id);
    expect((await api.book(cart.transactionId, bookingPayload())).statusCode).toBe(200);
    await dispatchOutbox({ db, mail: t.mail, clock: t.clock, ...archive() });
    const mail = t.mail.sent[0]!;
    expect(mail.subject).toBe('Ihre Reservierung im Lesesaal');
    expect(mail.text).toContain('Freitag, 29.03.2030');
    const ics = Buffer.from(mail.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20300329T080000Z'); // winter time, UTC+1
    expect(ics).toContain('DTSTART:20300402T070000Z'); // summer time, UTC+2
  });

  it('sends a message again when the instance that claimed it died before marking it', async () => {
    t = await createTestApp(driver);
    await bookOne();
    const db = t.database.db;
    // an instance claims the message and dies before sending
    expect(await claimDueMails(db, t.clock.now(), 10, 5 * 60_000)).toHaveLength(1);
    expect(await dispatchOutbox({ db, mail: t.mail, clock: t.clock, ...archive() })).toEqual({
      sent: 0,
      failed: 0,
    });
    t.clock.advanceMinutes(6);
    expect(await dispatchOutbox({ db, mail: t.mail, clock: t.clock, ...archive() })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(t.mail.sent).toHaveLength(1);
    // the ID it was queued with, not one made up at sending
    const [row] = await db.select().from(mailOutbox);
    expect(t.mail.sent[0]!.messageId).toBe(row!.messageId);
  });

  it('sends a retry after a failed send with the same Message-ID, given when the mail was queued', async () => {
    const port = await freePort();
    t = await createTestApp(driver);
    await bookOne();
    await bookOne({ email: 'max@example.org' });
    const db = t.database.db;
    const queued = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(queued).toHaveLength(2);
    for (const row of queued) expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(queued[0]!.messageId).not.toBe(queued[1]!.messageId);

    // The server takes the whole message and then answers with an error: the mail may have
    // reached the recipient although the attempt counts as failed (as after a crash).
    const received: ParsedMail[] = [];
    let refuse = true;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => received.push(parsed))
          .then(() => {
            if (refuse) callback(Object.assign(new Error('try later'), { responseCode: 451 }));
            else callback();
          }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    const smtpConfig = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const smtpTransport = createMailTransport(smtpConfig);

    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 0,
      failed: 2,
    });
    refuse = false;
    t.clock.advanceMinutes(1);
    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 2,
      failed: 0,
    });
    smtpTransport.close();

    expect(received).toHaveLength(4);
    const idsOf = (to: string) =>
      received
        .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to)
        .map((m) => m.messageId);
    expect(idsOf('erika@example.org')).toEqual([queued[0]!.messageId, queued[0]!.messageId]);
    expect(idsOf('max@example.org')).toEqual([queued[1]!.messageId, queued[1]!.messageId]);
    const sent = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(sent.map((r) => [r.status, r.attempts, r.messageId])).toEqual(
      queued.map((r) => ['SENT', 2, r.messageId]),
    );
  });

  it('retries with backoff while SMTP is down and delivers once a real SMTP server is up', async () => {
    const port = await freePort();
    t = await createTestApp(driver);
    await bookOne();
    const smtpConfig = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const smtpTransport = createMailTransport(smtpConfig);
    const db = t.database.db;

    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 0,
      failed: 1,
    });
    let [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(1));
    expect(row!.lastError).not.toContain('erika');

    // not due yet: nothing is tried
    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    t.clock.advanceMinutes(1);
    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 0,
      failed: 1,
    });
    [row] = await db.select().from(mailOutbox);
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + retryDelayMs(2));

    const received: ParsedMail[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream, { keepCidLinks: true })
          .then((parsed) => received.push(parsed))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));

    t.clock.advanceMinutes(2);
    expect(
      await dispatchOutbox({ db, mail: smtpTransport, clock: t.clock, ...archive(smtpConfig) }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    smtpTransport.close();
    [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Ihre Reservierung im Lesesaal');
    expect(received[0]!.to).toMatchObject({ text: 'erika@example.org' });
    expect(received[0]!.attachments.map((a) => a.contentType).sort()).toEqual([
      'image/png',
      'text/calendar',
    ]);
    // the QR image goes over SMTP inline, with the Content-ID the HTML part refers to
    const image = received[0]!.attachments.find((a) => a.contentType === 'image/png')!;
    expect(image.contentDisposition).toBe('inline');
    expect(image.cid).toMatch(/^booking-[a-z0-9]{8}@localhost$/);
    expect(received[0]!.html).toContain(`src="cid:${image.cid}"`);
  });
});

describe('retry delay of the outbox dispatcher', () => {
  it('backs off exponentially up to a cap of one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
