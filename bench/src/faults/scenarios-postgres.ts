/** The fault suite's PostgreSQL scenarios: a failover, a restart, the mail server down. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { integrity, notRun, postgresSql, requestFigures, round, type Figures } from './checks';
import { underLoad, type FaultRun, type PlannedLoad } from './harness';
import { postgresBin, query, startFormation, startSingleCluster, waitFor } from './postgres';
import { seedRoom } from './seed';
import { freePort, sleep, startServer } from '../lib/server';

const LOAD = { workers: 8, timeoutMs: 30_000 };

function figures(
  scenario: string,
  run: FaultRun,
): Omit<Figures, 'lost' | 'oversold' | 'halfWritten'> {
  return {
    scenario,
    failoverSeconds:
      run.recoveredAt === null ? null : round((run.recoveredAt - run.faultAt) / 1000),
    ...requestFigures(run.load, run.faultAt),
    mailsLost: null,
    mailsDoubled: null,
    notes: [],
  };
}

/** a. pg_auto_failover: the primary node killed under load; the app follows by itself. */
export async function failover(seconds: number): Promise<Figures> {
  const dirs = [postgresBin(), ...(process.env.PATH ?? '').split(':').filter(Boolean)];
  if (!dirs.some((dir) => existsSync(path.join(dir, 'pg_autoctl'))))
    return notRun(
      'failover (pg_auto_failover)',
      "no pg_autoctl here: Debian's postgresql-15-auto-failover (for the PostgreSQL version installed) brings it",
    );
  const formation = await startFormation();
  try {
    const [node1, node2] = [formation.nodes[0]!, formation.nodes[1]!];
    const direct = (port: number) => `postgres://postgres@127.0.0.1:${port}/lesesaal`;
    const server = await startServer({ DATABASE_URL: formation.url });
    try {
      const slotIds = await seedRoom(server.url);
      const [sync] = await query<{ synchronous_standby_names: string }>(
        direct(node1.port),
        'SHOW synchronous_standby_names',
      );
      const options: PlannedLoad = { url: server.url, slotIds, seconds, ...LOAD };
      const run = await underLoad(options, {
        afterSeconds: Math.min(10, seconds / 3),
        inject: async () => formation.killNode('node1'),
        recovered: () =>
          waitFor('node2 to accept writes', 120_000, async () => {
            const [row] = await query<{ transaction_read_only: string }>(
              direct(node2.port),
              'SHOW transaction_read_only',
            );
            return row?.transaction_read_only === 'off';
          }),
      });
      const checked = await integrity(postgresSql(direct(node2.port)), run.load);
      const f = { ...figures('failover (pg_auto_failover, primary killed)', run), ...checked };
      f.notes.push(`synchronous_standby_names on the primary: ${sync?.synchronous_standby_names}`);
      f.notes.push(`URL ${formation.url.replace(/\/\/[^@]*@/, '//…@')}`);
      return f;
    } finally {
      await server.stop();
    }
  } finally {
    await formation.remove();
  }
}

/** b. a single PostgreSQL server restarted (fast shutdown) under load. */
export async function restart(seconds: number): Promise<Figures> {
  const cluster = await startSingleCluster();
  try {
    const server = await startServer({ DATABASE_URL: cluster.url });
    try {
      const slotIds = await seedRoom(server.url);
      let restarted: Promise<void> = Promise.resolve();
      const run = await underLoad(
        { url: server.url, slotIds, seconds, ...LOAD },
        {
          afterSeconds: Math.min(8, seconds / 3),
          inject: async () => {
            restarted = cluster.restart();
          },
          recovered: () => restarted,
        },
      );
      return {
        ...figures('restart (single PostgreSQL, pg_ctl restart -m fast)', run),
        ...(await integrity(postgresSql(cluster.url), run.load)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await cluster.remove();
  }
}

/**
 * c. the mail server refuses for `downSeconds` under booking load (25 s in a run of 40 s or
 * more, 5/8 of a shorter one); every mail goes once. No mail refused: the fault did not bite.
 */
export async function mailDown(
  seconds: number,
  downSeconds = Math.min(25, Math.round((seconds * 5) / 8)),
): Promise<Figures> {
  const cluster = await startSingleCluster();
  const received = new Map<string, number>();
  const recipients = new Map<string, number>();
  const smtpPort = await freePort();
  const newSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const id = mail.messageId ?? '';
            received.set(id, (received.get(id) ?? 0) + 1);
            for (const to of session.envelope.rcptTo)
              recipients.set(to.address, (recipients.get(to.address) ?? 0) + 1);
          })
          .then(() => callback(), callback);
      },
    });
  const listen = (s: SMTPServer) =>
    new Promise<void>((resolve) => s.listen(smtpPort, '127.0.0.1', () => resolve()));
  const close = (s: SMTPServer) => new Promise<void>((resolve) => s.close(() => resolve()));
  let smtp = newSmtp();
  await listen(smtp);
  try {
    const server = await startServer({
      DATABASE_URL: cluster.url,
      JOBS_ENABLED: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    try {
      const slotIds = await seedRoom(server.url);
      const run = await underLoad(
        { url: server.url, slotIds, seconds, ...LOAD, workers: 4 },
        {
          afterSeconds: Math.min(5, seconds / 4),
          inject: () => close(smtp),
          recovered: async () => {
            await sleep(downSeconds * 1000);
            smtp = newSmtp();
            await listen(smtp);
          },
        },
      );
      // every queued mail sent (retries back off 30 s, then 60 s, …): bounded wait
      await waitFor('the outbox to be empty', 240_000, async () => {
        const [row] = await query<{ n: number }>(
          cluster.url,
          `SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('PENDING', 'SENDING')`,
        );
        return row!.n === 0;
      }).catch(() => undefined);
      await sleep(3_000); // a pass under way finishes
      const f = {
        ...figures(`mail server down ${downSeconds} s`, run),
        ...(await integrity(postgresSql(cluster.url), run.load)),
      };
      f.failoverSeconds = downSeconds;
      f.mailsLost = run.load.acknowledged.filter((a) => !recipients.has(a.email)).length;
      f.mailsDoubled = [...received.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
      const [outbox] = await query<{ pending: number; retried: number }>(
        cluster.url,
        `SELECT count(*) FILTER (WHERE status <> 'SENT')::int AS pending,
                count(*) FILTER (WHERE status = 'SENT' AND attempts > 1)::int AS retried
           FROM mail_outbox`,
      );
      f.notes.push(
        `${received.size} mails received, ${outbox!.retried} sent after a refusal, ${outbox!.pending} not sent in the outbox`,
      );
      if (!/mail could not be sent/.test(server.log()))
        f.faultMissed = 'no mail met the closed mail server';
      return f;
    } finally {
      await server.stop();
    }
  } finally {
    await close(smtp);
    await cluster.remove();
  }
}
