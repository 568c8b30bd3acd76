import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ARCHIVE_ID } from '../db/archives';
import { connectPostgres, type Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { testConfig } from '../test/app';
import { createTestClock } from '../test/clock';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/databases';
import { startTcpProxy, unusedPort, type TcpProxy } from '../test/tcp-proxy';
import { dispatchOutbox } from './dispatcher';
import { newMessageId } from './message-id';
import { enqueueMail } from './outbox-repository';
import { createMailTransport, createMemoryMailTransport, type MailMessage } from './transport';

/** The default archive's outbox, sent from the installation's sender. */
const DEFAULT = { archiveId: DEFAULT_ARCHIVE_ID, config: testConfig() };

/** Queues `count` mails (as a booking would, in its transaction) and returns their IDs. */
async function queue(database: Database, now: Date, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const messageId = newMessageId('lesesaal@localhost');
    ids.push(messageId);
    await enqueueMail(database.db, {
      kind: 'BOOKING_CONFIRMATION',
      messageId,
      to: `visitor${i}@example.org`,
      subject: `Reservierung ${i}`,
      text: 'Text',
      html: '<p>Text</p>',
      attachments: [],
      eraseAfter: '2099-01-01',
      now,
    });
  }
  return ids;
}

async function statuses(database: Database): Promise<string[]> {
  const rows = await database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  return rows.map((r) => r.status);
}

describe.each(TEST_DRIVERS)('mail outbox delivery on %s', (driver) => {
  let database: TestDatabase | undefined;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    smtp = undefined;
    await database?.close();
  });

  it('delivers every mail once after the mail server refused them for a while', async () => {
    database = await createTestDatabase(driver, 2);
    const clock = createTestClock();
    const queued = await queue(database, clock.now(), 5);
    // refused at connect (421) at first, then accepted
    const received: string[] = [];
    let refusing = true;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        if (refusing) callback(Object.assign(new Error('shutting down'), { responseCode: 421 }));
        else callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => received.push(parsed.messageId ?? ''))
          .then(() => callback(), callback);
      },
    });
    const port = await unusedPort();
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const mail = createMailTransport(config);
    try {
      // three passes a minute apart while refusing, then passes until nothing is left
      for (let pass = 0; pass < 3; pass++) {
        const result = await dispatchOutbox({
          db: database.db,
          mail,
          clock,
          archiveId: DEFAULT_ARCHIVE_ID,
          config,
        });
        expect(result.sent).toBe(0);
        clock.advanceMinutes(1);
      }
      refusing = false;
      for (let pass = 0; pass < 10 && received.length < queued.length; pass++) {
        await dispatchOutbox({
          db: database.db,
          mail,
          clock,
          archiveId: DEFAULT_ARCHIVE_ID,
          config,
        });
        clock.advanceMinutes(5);
      }
      // and passes after that send nothing again
      for (let pass = 0; pass < 3; pass++) {
        expect(
          await dispatchOutbox({
            db: database.db,
            mail,
            clock,
            archiveId: DEFAULT_ARCHIVE_ID,
            config,
          }),
        ).toEqual({
          sent: 0,
          failed: 0,
        });
        clock.advanceMinutes(10);
      }
    } finally {
      mail.close();
    }
    expect([...received].sort()).toEqual([...queued].sort());
    expect(await statuses(database)).toEqual(queued.map(() => 'SENT'));
  }, 60_000);

  it('stops a pass at half the claim: the rest is claimed again, none is sent twice', async () => {
    database = await createTestDatabase(driver, 2);
    const clock = createTestClock();
    const queued = await queue(database, clock.now(), 2);
    const sent: MailMessage[] = [];
    // the pass measures its time on `performance.now()`: on fake time here
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      // a slow mail server: each send takes longer than half the claim
      const slow = {
        send: async (m: MailMessage) => {
          vi.advanceTimersByTime(300);
          sent.push(m);
        },
        close: () => undefined,
      };
      expect(
        await dispatchOutbox({ db: database.db, mail: slow, clock, leaseMs: 400, ...DEFAULT }),
      ).toEqual({
        sent: 1,
        failed: 0,
      });
      // another instance, once the first one's claim is over
      clock.advanceMinutes(1);
      expect(
        await dispatchOutbox({ db: database.db, mail: slow, clock, leaseMs: 400, ...DEFAULT }),
      ).toEqual({
        sent: 1,
        failed: 0,
      });
    } finally {
      vi.useRealTimers();
    }
    expect(sent.map((m) => m.messageId).sort()).toEqual([...queued].sort());
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('mail outbox when the database goes', () => {
  let database: TestDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let relayed: Database | undefined;
  afterEach(async () => {
    await relayed?.close();
    await proxy?.close();
    await database?.close();
  });

  it('does not send a mail again whose SENT mark failed: it is marked by the next pass', async () => {
    database = await createTestDatabase('postgres', 2);
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const url = new URL(database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    relayed = connectPostgres(url.toString(), { poolSize: 2, connectTimeoutMs: 2_000 });
    const clock = createTestClock();
    await queue(relayed, clock.now(), 1);
    const memory = createMemoryMailTransport();
    const cutAfterSend = {
      ...memory,
      send: async (m: MailMessage) => {
        await memory.send(m, DEFAULT.config);
        // the mail server took it; the database goes before the mark
        await proxy!.cut();
      },
    };
    await expect(
      dispatchOutbox({ db: relayed.db, mail: cutAfterSend, clock, ...DEFAULT }),
    ).rejects.toThrow();
    await proxy.restore();
    expect(await dispatchOutbox({ db: relayed.db, mail: memory, clock, ...DEFAULT })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await statuses(relayed)).toEqual(['SENT']);
    // long after the claim would have run out: still one
    clock.advanceMinutes(30);
    await dispatchOutbox({ db: relayed.db, mail: memory, clock, ...DEFAULT });
    expect(memory.sent).toHaveLength(1);
  });
});
