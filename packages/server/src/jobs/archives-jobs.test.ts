import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import { inArchive } from '../db/archives';
import { rowsOf, type Db } from '../db/client';
import { jobRuns, mailOutbox, tickets, visitReminders } from '../db/schema/index';
import { archiveContexts, createArchiveRegistry, type ArchiveRegistry } from '../archives';
import { createTestApp, type TestApp } from '../test/app';
import { ownerExec, TEST_DRIVERS } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';
import { activeArchives, runInEachArchive } from './each-archive';
import { runErasureIfDue } from './personal-data-erasure';
import { startJobs } from './start-jobs';
import { sendDueVisitReminders } from './visit-reminders';

/** Log lines a run wrote, by level. */
function recordingLog() {
  const lines: Array<{ level: string; obj: Record<string, unknown>; msg: string }> = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) =>
    void lines.push({ level, obj, msg });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

describe('the archives a job runs for', () => {
  it('are those not suspended, by id; all of them for the jobs that erase and clean up', () => {
    const archive = (id: number, suspendedAt: Date | null) =>
      [
        id,
        {
          id,
          slug: `a${id}`,
          name: null,
          hostName: null,
          timeZone: null,
          defaultLanguage: null,
          suspendedAt,
          settings: {},
        },
      ] as const;
    const known = new Map([archive(3, null), archive(1, null), archive(2, new Date())]);
    expect(activeArchives(known).map((a) => a.id)).toEqual([1, 3]);
    // the erasure, retention and clean-up: every archive
    expect(activeArchives(known, { suspendedToo: true }).map((a) => a.id)).toEqual([1, 2, 3]);
  });
});

describe.each(TEST_DRIVERS)(
  'archives in their own time zones, jobs per archive, on %s',
  (driver) => {
    let t: TestApp;
    afterEach(async () => t?.close());

    /**
     * The installation in Auckland; archive A (the default) in Berlin with the installation's
     * language, archive B (`/b/`) in New York, English, named "Archiv B"; each with a room and
     * a slot on 2030-03-04 and 2030-03-05, and, for each day, a booked ticket with an address.
     */
    async function twoArchives(extra = '') {
      t = await createTestApp(driver, {
        env: { TIME_ZONE: 'Pacific/Auckland', REMINDER_TIME: '18:00' },
      });
      await ownerExec(
        t.database,
        `UPDATE archives SET time_zone = 'Europe/Berlin' WHERE id = 1;
       INSERT INTO archives (slug, name, time_zone, default_language)
         VALUES ('b', 'Archiv B', 'America/New_York', 'en')${extra};`,
      );
      await t.app.archives.refresh();
      const archives = createArchiveRegistry(t.database.db);
      await archives.refresh();
      const b = archives.bySlug('b')!.id;
      const db = t.database.db;
      const seed = (archive: number, prefix: string) =>
        inArchive(archive, async () => {
          const room = await insertRoom(db, { name: `Lesesaal ${prefix}` });
          for (const date of ['2030-03-04', '2030-03-05']) {
            const slot = await insertTimeSlot(db, { roomId: room.id, date, startTime: '09:00' });
            await db.insert(tickets).values({
              timeSlotId: slot.id,
              status: 'BOOKED',
              bookingNumber: `${prefix}${date.slice(-2)}`,
              ownerId: `${prefix}-owner-${date}`,
              email: `${prefix}-${date}@example.org`,
              firstName: 'Erika',
              lastName: prefix,
              bookedAt: new Date('2030-03-01T10:00:00Z'),
            });
          }
          return room.id;
        });
      return { db, archives, a: 1, b, roomA: await seed(1, 'a'), roomB: await seed(b, 'b') };
    }

    /** Every row of an archive's job-touched tables, read in that archive. */
    const dump = (db: Db, archive: number) =>
      inArchive(archive, async () => ({
        tickets: await db.select().from(tickets).orderBy(tickets.id),
        mails: await db.select().from(mailOutbox).orderBy(mailOutbox.id),
        reminders: await db.select().from(visitReminders).orderBy(visitReminders.ownerId),
        runs: await db.select().from(jobRuns).orderBy(jobRuns.name),
      }));

    /** Each archive's context as the jobs make it (the archive's zone and settings). */
    const jobsContexts = (archives: ArchiveRegistry) =>
      archiveContexts({
        config: t.config,
        clock: t.clock,
        db: t.database.db,
        mail: t.mail,
        archives,
      });

    it("gives each archive its own today (the calendar's default range starts on the archive's date) and tells its web app its zone, language and name", async () => {
      const { roomA, roomB } = await twoArchives();
      // 04:00 on the 5th in Berlin, 22:00 on the 4th in New York, 16:00 on the 5th in Auckland
      t.clock.set('2030-03-05T03:00:00Z');
      const datesAt = async (url: string) => {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        return [...new Set(res.json<TimeSlot[]>().map((slot) => slot.date))];
      };
      expect(await datesAt(`/api/rooms/${roomA}/booking`)).toEqual(['2030-03-05']);
      expect(await datesAt(`/b/api/rooms/${roomB}/booking`)).toEqual(['2030-03-04', '2030-03-05']);
      // the web app is told each archive's zone, language and name
      const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
      const pageB = await page('/b/');
      expect(pageB).toContain('data-time-zone="America/New_York"');
      expect(pageB).toContain('data-language="en"');
      expect(pageB).toContain('data-site-name="Archiv B"');
      const pageA = await page('/');
      expect(pageA).toContain('data-time-zone="Europe/Berlin"');
      expect(pageA).toContain('data-language="de"');
      expect(pageA).not.toContain('Archiv B');
    });

    it("sends each archive's reminders from its own evening, in its language and under its name", async () => {
      const { db, archives, a, b } = await twoArchives();
      const reminded = async (archive: number) =>
        (await dump(db, archive)).reminders.map((r) => [r.ownerId, r.visitDate]);
      // 18:30 in Berlin, 12:30 in New York: A's reminders are due, B's not yet
      t.clock.set('2030-03-04T17:30:00Z');
      const jobs = startJobs({
        config: t.config,
        clock: t.clock,
        db,
        mail: t.mail,
        log: recordingLog().log,
        archives,
      });
      try {
        await expect
          .poll(() => reminded(a), { timeout: 20_000 })
          .toEqual([['a-owner-2030-03-05', '2030-03-05']]);
      } finally {
        await jobs.stop();
      }
      expect(await reminded(b)).toEqual([]);

      // 18:30 in New York (00:30 on the 5th in Berlin: A's next reminders are for the 6th)
      t.clock.set('2030-03-04T23:30:00Z');
      await runInEachArchive(
        archives,
        jobsContexts(archives),
        recordingLog().log,
        'visit-reminders',
        async ({ config, clock }) => {
          await sendDueVisitReminders({ db, config, clock });
        },
      );
      expect(await reminded(b)).toEqual([['b-owner-2030-03-05', '2030-03-05']]);
      expect(await reminded(a)).toEqual([['a-owner-2030-03-05', '2030-03-05']]);

      const reminderOf = async (archive: number) =>
        (await dump(db, archive)).mails.find((m) => m.kind === 'VISIT_REMINDER')!;
      const mailA = await reminderOf(a);
      const mailB = await reminderOf(b);
      expect(mailA.toAddress).toBe('a-2030-03-05@example.org');
      expect(mailB.toAddress).toBe('b-2030-03-05@example.org');
      // A: the installation's language (German) and no name of another archive
      expect(mailA.textBody).toContain('Mit freundlichen Grüßen');
      expect(mailA.textBody).not.toContain('Archiv B');
      // B: English, signed with B's name
      expect(mailB.textBody).toContain('Kind regards');
      expect(mailB.textBody).toContain('Archiv B');
      // the calendar file: 09:00 on the 5th on each archive's wall clock
      const icsOf = (mail: { attachments: string }) => {
        const files = JSON.parse(mail.attachments) as Array<{ filename: string; content: string }>;
        const ics = files.find((f) => f.filename.endsWith('.ics'))!;
        return Buffer.from(ics.content, 'base64').toString('utf8');
      };
      expect(icsOf(mailA)).toContain('DTSTART:20300305T080000Z');
      expect(icsOf(mailB)).toContain('DTSTART:20300305T140000Z');
    });

    it("erases in each archive after its own day; a run for A leaves B's rows as they were", async () => {
      const { db, archives, a, b } = await twoArchives();
      const contexts = jobsContexts(archives);
      const before = await dump(db, b);
      // 00:30 on the 5th in Berlin (the 4th is over), 18:30 on the 4th in New York
      t.clock.set('2030-03-04T23:30:00Z');
      const { clock } = contexts.of(a);
      expect(await inArchive(a, () => runErasureIfDue({ db, clock, archiveId: a }))).toMatchObject({
        tickets: 1,
      });
      expect(await dump(db, b)).toEqual(before);
      // every archive: B's day is not over, so nothing of B is erased
      await runInEachArchive(
        archives,
        contexts,
        recordingLog().log,
        'personal-data-erasure',
        async (context) => {
          await runErasureIfDue({ db, clock: context.clock, archiveId: context.archiveId });
        },
      );
      const afterB = await dump(db, b);
      expect(afterB.tickets.map((r) => r.email)).toEqual([
        'b-2030-03-04@example.org',
        'b-2030-03-05@example.org',
      ]);
      expect(afterB.runs.map((r) => r.lastRunDate)).toEqual(['2030-03-04']);
      const afterA = await dump(db, a);
      expect(afterA.tickets.map((r) => r.email)).toEqual([null, 'a-2030-03-05@example.org']);
      expect(afterA.runs.map((r) => r.lastRunDate)).toEqual(['2030-03-05']);
    });

    it("erases a suspended archive's personal data the day after the visit and keeps its audit retention", async () => {
      const { db, archives, a, b } = await twoArchives();
      await ownerExec(t.database, `UPDATE archives SET suspended_at = now() WHERE id = ${b}`);
      await archives.refresh();
      // an entry of B's audit log older than AUDIT_RETENTION_DAYS (365 by default)
      await inArchive(b, () =>
        db.execute(
          sql`INSERT INTO audit_log (at, account_id, account_email, action, entity_type, fields, route)
              VALUES ('2028-01-01T00:00:00Z', 1, 'x@b.test', 'UPDATE', 'room', '[]'::jsonb, 'PUT /api/admin/rooms/:id')`,
        ),
      );
      const auditOfB = () =>
        inArchive(b, async () => rowsOf(await db.execute(sql`SELECT id FROM audit_log`)));
      const runJobs = async (until: () => Promise<boolean>) => {
        const jobs = startJobs({
          config: t.config,
          clock: t.clock,
          db,
          mail: t.mail,
          log: recordingLog().log,
          archives,
        });
        try {
          await expect.poll(until, { timeout: 20_000 }).toBe(true);
        } finally {
          await jobs.stop();
        }
      };
      // 00:30 on the 5th in New York: B's 4th is over
      t.clock.set('2030-03-05T05:30:00Z');
      await runJobs(
        async () =>
          (await dump(db, b)).tickets[0]!.email === null && (await auditOfB()).length === 0,
      );
      expect((await dump(db, b)).tickets.map((r) => r.email)).toEqual([
        null,
        'b-2030-03-05@example.org',
      ]);
      // A's, as ever (06:30 on the 5th in Berlin)
      expect((await dump(db, a)).tickets.map((r) => r.email)).toEqual([
        null,
        'a-2030-03-05@example.org',
      ]);
    });

    it('goes on with the other archives when a run fails in one, and logs no personal data', async () => {
      const { db, archives, a, b } = await twoArchives(
        `, ('c', 'Archiv C', 'Europe/Berlin', NULL)`,
      );
      // B is broken: any change of one of its tickets fails (a trigger for B's rows only)
      await ownerExec(
        t.database,
        `CREATE FUNCTION refuse_in_b() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.archive_id = ${b} THEN RAISE EXCEPTION 'refused for %', OLD.email; END IF;
         RETURN NEW;
       END $$;
       CREATE TRIGGER refuse_in_b BEFORE UPDATE ON tickets
         FOR EACH ROW EXECUTE FUNCTION refuse_in_b();`,
      );
      const c = archives.bySlug('c')!.id;
      const cTicket = await inArchive(c, async () => {
        const room = await insertRoom(db);
        const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-04' });
        const [row] = await db
          .insert(tickets)
          .values({ timeSlotId: slot.id, status: 'BOOKED', email: 'c@example.org' })
          .returning();
        return row!;
      });
      const before = await dump(db, b);
      // every archive's 4th is over (New York: 00:30 on the 6th)
      t.clock.set('2030-03-06T05:30:00Z');
      const { lines, log } = recordingLog();
      const result = await runInEachArchive(
        archives,
        jobsContexts(archives),
        log,
        'personal-data-erasure',
        async (context) => {
          await runErasureIfDue({ db, clock: context.clock, archiveId: context.archiveId });
        },
      );
      expect(result).toEqual({ ran: 2, failed: 1 });
      // A (before B) and C (after B) erased; B's transaction rolled back: unchanged
      expect((await dump(db, a)).tickets.map((r) => r.email)).toEqual([null, null]);
      // (the query runs when awaited: awaited inside, so in C)
      const [cAfter] = await inArchive(
        c,
        async () => await db.select().from(tickets).where(eq(tickets.id, cTicket.id)),
      );
      expect(cAfter!.email).toBeNull();
      expect(await dump(db, b)).toEqual(before);
      const errors = lines.filter((line) => line.level === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.obj).toMatchObject({
        job: 'personal-data-erasure',
        archive: b,
        fault: { code: 'P0001' },
      });
      expect(JSON.stringify(errors[0])).not.toContain('@example.org');
    });
  },
);
