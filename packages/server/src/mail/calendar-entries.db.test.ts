import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, testConfig, XHR, type TestApp } from '../test/app';
import { cartApi } from '../test/cart-api';
import { ownerExec, TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';
import { dispatchOutbox } from './dispatcher';
import { createMailTransport } from './transport';

const ADDRESS = 'Minoritenplatz 1, 1010 Wien';

/** The VEVENTs of a mail's `.ics` attachment and the calendar's METHOD. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(file, 'an .ics attachment').toBeDefined();
  const component = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const events = component.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
    summary: vevent.getFirstPropertyValue('summary'),
    location: vevent.getFirstPropertyValue('location'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
  }));
  return {
    method: component.getFirstPropertyValue('method'),
    contentType: file!.contentType,
    events,
  };
}

describe.each(TEST_DRIVERS)('the calendar entries of the booking mails on %s', (driver) => {
  let t: TestApp;
  let mailDir: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    mailDir = undefined;
  });

  /** The outbox sent as `.eml` files (the file transport), read back as a mail client would. */
  async function sendAndParse(): Promise<ParsedMail[]> {
    mailDir ??= mkdtempSync(path.join(tmpdir(), 'lesesaal-ics-'));
    const transport = createMailTransport({ ...testConfig(), dataDir: mailDir });
    await dispatchOutbox({ ...t.context(), db: t.database.db, mail: transport, clock: t.clock });
    const dir = path.join(mailDir, 'mail');
    const files = readdirSync(dir).sort();
    const parsed = await Promise.all(
      files.map((f) => simpleParser(readFileSync(path.join(dir, f)))),
    );
    rmSync(dir, { recursive: true, force: true });
    return parsed;
  }

  async function bookTwo(language: 'de' | 'en', archiveSettings: Record<string, unknown>) {
    t = await createTestApp(driver, {
      env: { MAIL_FROM: 'Lesesaal <lesesaal@archiv.example>' },
    });
    await ownerExec(
      t.database,
      `UPDATE archives SET name = 'Stadtarchiv Wien', settings = '${JSON.stringify(archiveSettings)}'::jsonb`,
    );
    await t.app.archives.refresh();
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal Nord', description: 'Stiege 2, Lift' });
    const a = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:30',
    });
    const b = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-07',
      startTime: '09:00',
      endTime: '10:30',
    });
    const api = cartApi(t.app);
    const cart = await api.cartWith(a.id, b.id);
    const booked = (await api.book(cart.transactionId, bookingPayload({ language }))).json<{
      tickets: Ticket[];
    }>().tickets;
    return booked;
  }

  it('ends the confirmed entries with a METHOD:CANCEL file of the same UIDs and a higher SEQUENCE', async () => {
    const booked = await bookTwo('de', { address: ADDRESS });
    const [confirmation] = await sendAndParse();
    const published = calendarOf(confirmation!);
    expect(published.method).toBe('PUBLISH');
    expect(published.events.map((e) => e.status)).toEqual(['CONFIRMED', 'CONFIRMED']);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${booked[0]!.ownerId}/tickets?ids=${booked[0]!.id}`,
      headers: XHR,
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancellation] = await sendAndParse();
    expect(cancellation!.subject).toBe('Stornierung Ihrer Reservierung im Lesesaal');
    expect(cancellation!.text).toContain('Kalenderdatei');
    const cancel = calendarOf(cancellation!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.contentType).toBe('text/calendar');
    expect(cancel.events).toHaveLength(1);
    const [entry] = cancel.events;
    // the entry of the cancelled ticket, not of the one still booked
    const confirmed = published.events.find((e) => e.uid === entry!.uid);
    expect(confirmed).toBeDefined();
    expect(entry!.uid).toBe(`ticket-${booked[0]!.id}@localhost`);
    expect(entry!.status).toBe('CANCELLED');
    expect(entry!.sequence).toBeGreaterThan(confirmed!.sequence);
    // the same organizer as the entry it ends (RFC 5546 asks for one in a CANCEL)
    expect(entry!.organizer).toBe(confirmed!.organizer);
    expect(entry!.organizer.toLowerCase()).toBe('mailto:lesesaal@archiv.example');
  });

  it.each([
    ['de', 'Stadtarchiv Wien: Lesesaal Nord', `Lesesaal Nord, ${ADDRESS}`],
    ['en', 'Stadtarchiv Wien: Lesesaal Nord', `Lesesaal Nord, ${ADDRESS}`],
  ] as const)(
    "titles the %s entry with the archive's and the room's name, located at the room and the archive's address",
    async (language, summary, location) => {
      await bookTwo(language, { address: ADDRESS });
      const [confirmation] = await sendAndParse();
      const { events } = calendarOf(confirmation!);
      expect(events.map((e) => [e.summary, e.location])).toEqual([
        [summary, location],
        [summary, location],
      ]);
    },
  );

  it('locates the entry at the room alone where the archive has no address', async () => {
    await bookTwo('de', {});
    const [confirmation] = await sendAndParse();
    expect(calendarOf(confirmation!).events[0]).toMatchObject({
      summary: 'Stadtarchiv Wien: Lesesaal Nord',
      location: 'Lesesaal Nord',
    });
  });
});
