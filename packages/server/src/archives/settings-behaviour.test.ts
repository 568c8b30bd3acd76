import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { inArchive } from '../db/archives';
import { tickets } from '../db/schema';
import { sendDueVisitReminders } from '../jobs/visit-reminders';
import { createMailTransport, type MailMessage } from '../mail/transport';
import { cartApi } from '../test/cart-api';
import { createTestApp, type TestApp } from '../test/app';
import { ownerExec, TEST_DRIVERS } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const B_SETTINGS = {
  maxReservations: 1,
  primaryColor: '#1c5e8c',
  logoUrl: 'https://b.example/logo.svg',
  privacyUrl: 'https://b.example/datenschutz',
  labelOverride: { 'common:screens.home.title': 'Willkommen in B' },
  mailFromAddress: 'lesesaal@b.example',
  reminderTime: '20:00',
};

describe.each(TEST_DRIVERS)("an archive's own settings at work on %s", (driver) => {
  let t: TestApp;
  let smtp: SMTPServer | undefined;
  let mailDir: string | undefined;
  afterEach(async () => {
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    mailDir = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    await t?.close();
  });

  /** The installation (3 reservations, reminders at 18:00); B at `/b/` with its settings. */
  async function twoArchives(settings: Record<string, unknown> = B_SETTINGS) {
    t = await createTestApp(driver, {
      env: {
        MAX_RESERVATIONS: '3',
        REMINDER_TIME: '18:00',
        MAIL_FROM: 'Lesesaal <lesesaal@installation.example>',
      },
    });
    await ownerExec(
      t.database,
      `INSERT INTO archives (slug, name, settings) VALUES ('b', 'Archiv B', '${JSON.stringify(settings)}'::jsonb)`,
    );
    await t.app.archives.refresh();
    const b = t.app.archives.bySlug('b')!.id;
    const db = t.database.db;
    const seed = (archive: number) =>
      inArchive(archive, async () => {
        const room = await insertRoom(db);
        const slots = [];
        for (const date of ['2030-03-05', '2030-03-10', '2030-03-11'])
          slots.push(await insertTimeSlot(db, { roomId: room.id, date }));
        return slots.map((s) => s.id);
      });
    return { b, slotsA: await seed(1), slotsB: await seed(b) };
  }

  it("holds B's carts to B's maxReservations and A's to the installation's", async () => {
    const { slotsA, slotsB } = await twoArchives();
    const cart = cartApi(t.app);
    // A (the default archive, settings {}): three reservations, as before
    const inA = await cart.cartWith(slotsA[1]!, slotsA[2]!);
    expect(inA.tickets).toHaveLength(2);
    // B: one
    const first = await t.app.inject({
      method: 'POST',
      url: '/b/api/transactions',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { timeSlotId: slotsB[1] },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: `/b/api/transactions/${first.json<{ transactionId: string }>().transactionId}/tickets`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { timeSlotId: slotsB[2] },
    });
    expect(second.statusCode).toBeGreaterThanOrEqual(400);
    expect(second.body).toContain('max_tickets_by_user_reached');
  });

  it("gives B's page B's logo, colour, privacy page and labels, and A's page the installation's", async () => {
    await twoArchives();
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const pageB = await page('/b/');
    expect(pageB).toContain('data-primary-color="#1c5e8c"');
    expect(pageB).toContain('data-site-logo-url="https://b.example/logo.svg"');
    expect(pageB).toContain('data-privacy-url="https://b.example/datenschutz"');
    expect(pageB).toContain(
      'data-label-override="{&quot;common:screens.home.title&quot;:&quot;Willkommen in B&quot;}"',
    );
    expect(pageB).toContain('data-max-reservations="1"');
    const pageA = await page('/');
    expect(pageA).not.toContain('data-primary-color');
    expect(pageA).not.toContain('b.example');
    expect(pageA).toContain('data-label-override="{}"');
    expect(pageA).toContain('data-max-reservations="3"');
    // the default archive's context answers the installation's own objects
    const { config, installation } = t.context();
    expect(config.limits).toBe(installation.limits);
    expect(config.publicBody).toBe(installation.publicBody);
    expect(config.oidc).toBe(installation.oidc);
    // B's context has B's
    expect(t.context(t.app.archives.bySlug('b')!.id).config.limits.maxReservations).toBe(1);
  });

  it("sends B's reminders from B's reminder time, A's from the installation's", async () => {
    const { b, slotsA, slotsB } = await twoArchives();
    const db = t.database.db;
    for (const [archive, slot] of [
      [1, slotsA[0]!],
      [b, slotsB[0]!],
    ] as const)
      await inArchive(archive, async () => {
        await db.insert(tickets).values({
          timeSlotId: slot,
          status: 'BOOKED',
          bookingNumber: `R${archive}X`,
          ownerId: `owner-${archive}`,
          email: `visitor-${archive}@example.org`,
          firstName: 'Erika',
          lastName: 'Muster',
          bookedAt: new Date('2030-03-01T10:00:00Z'),
        });
      });
    // each archive's run: its context (config and clock), in its archive (as runInEachArchive)
    const remind = (archive: number) => {
      const { config, clock } = t.context(archive);
      return inArchive(archive, () => sendDueVisitReminders({ db, config, clock }));
    };
    // 19:00 in Vienna: A's (18:00) are due, B's (20:00) not yet
    t.clock.set('2030-03-04T18:00:00Z');
    expect(await remind(1)).toMatchObject({ queued: 1 });
    expect(await remind(b)).toBeNull();
    // 20:30 in Vienna
    t.clock.set('2030-03-04T19:30:00Z');
    expect(await remind(b)).toMatchObject({ queued: 1 });
  });

  it("sends B's mail from B's address through B's SMTP server; A's stays the installation's", async () => {
    const received: ParsedMail[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => received.push(parsed))
          .then(() => callback(), callback);
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    const { b } = await twoArchives({ ...B_SETTINGS, smtpUrl: `smtp://127.0.0.1:${port}` });
    // a data directory: a mail sent without an SMTP server is written there as a file
    mailDir = mkdtempSync(path.join(tmpdir(), 'lesesaal-mail-'));
    const mail = createMailTransport({ dataDir: mailDir });
    const message = (to: string): MailMessage => ({
      messageId: `<${to}@test>`,
      to,
      subject: 'Test',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      attachments: [],
    });
    try {
      // B's context: B's SMTP server and sender
      await mail.send(message('visitor@b.example.org'), t.context(b).config);
      expect(received).toHaveLength(1);
      // the default archive: no SMTP_URL, so no SMTP server: written to the data directory
      await mail.send(message('visitor@a.example.org'), t.context().config);
    } finally {
      mail.close();
    }
    const files = readdirSync(path.join(mailDir, 'mail'));
    expect(files).toHaveLength(1);
    const written = await simpleParser(readFileSync(path.join(mailDir, 'mail', files[0]!)));
    expect(written.to).toMatchObject({ text: 'visitor@a.example.org' });
    expect(written.from?.value).toEqual([
      { name: 'Lesesaal', address: 'lesesaal@installation.example' },
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]!.from?.value).toEqual([{ name: 'Archiv B', address: 'lesesaal@b.example' }]);
    expect(received[0]!.to).toMatchObject({ text: 'visitor@b.example.org' });
  });
});
