import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';
import { driverClientOf } from './named';
import { PrimaryPool } from './primary';

/**
 * The database's word that what the visitor calendar shows changed (migration 0026: every
 * statement writing tickets, carts, time slots, holidays, seats or rooms notifies the channel
 * with its transaction's archive, delivered when that transaction commits). What keeps
 * calendar rows (modules/calendar/calendar-cache.ts) listens here and may keep them only while
 * the listening connection is up: a notification sent while it is down is lost.
 */
export const CALENDAR_CHANNEL = 'lesesaal_calendar';

export interface CalendarChangeListener {
  /** a change of archive `archiveId` committed (null: of an archive not named — any) */
  changed(archiveId: number | null): void;
  /** listening (again): from now on every committed change is told */
  up(): void;
  /** not listening: changes committed from now on may go untold until the next `up` */
  down(): void;
}

export interface CalendarChanges {
  close(): Promise<void>;
}

/** How long to wait before listening again after the connection was lost (then doubled, up to 10 s). */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

function archiveOfPayload(payload: string): number | null {
  const id = Number(payload);
  return payload !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Listens on {@link CALENDAR_CHANNEL} for the app's database and tells `listener`.
 *
 * PostgreSQL: on a connection of its own (not one of the pool's; with a host list one taken
 * from the pool, so it follows the primary), `LISTEN` then `up`; when the connection fails or
 * ends, `down` at once and a new connection after a pause (250 ms, doubled up to 10 s).
 * PGlite: one process, one session — its own notifications, `up` once listening (no outage).
 * Anything else (a database the app cannot listen on): never `up`, so nothing is kept.
 */
export function watchCalendarChanges(db: Db, listener: CalendarChangeListener): CalendarChanges {
  const driver = driverClientOf(db);
  if (driver instanceof PGlite) return watchPglite(driver, listener);
  if (driver instanceof pg.Pool) return watchPostgres(driver, listener);
  return { close: async () => undefined };
}

function watchPglite(client: PGlite, listener: CalendarChangeListener): CalendarChanges {
  let closed = false;
  const listening = client
    .listen(CALENDAR_CHANNEL, (payload) => listener.changed(archiveOfPayload(payload)))
    .then(
      (unlisten) => {
        if (!closed) listener.up();
        return unlisten;
      },
      () => null, // never up: nothing is kept
    );
  return {
    async close() {
      closed = true;
      listener.down();
      const unlisten = await listening;
      await unlisten?.().catch(() => undefined);
    },
  };
}

/** A connection of its own with the pool's settings, or (host list) one of the pool's. */
async function listeningConnection(
  pool: pg.Pool,
): Promise<{ client: pg.ClientBase; end(): Promise<void> }> {
  if (pool instanceof PrimaryPool) {
    const client = await pool.connect();
    return { client, end: async () => client.release(true) };
  }
  const o = pool.options;
  const client = new pg.Client({
    ...(o.connectionString === undefined ? {} : { connectionString: o.connectionString }),
    ...(o.connectionTimeoutMillis === undefined
      ? {}
      : { connectionTimeoutMillis: o.connectionTimeoutMillis }),
    keepAlive: true,
    ...(o.keepAliveInitialDelayMillis === undefined
      ? {}
      : { keepAliveInitialDelayMillis: o.keepAliveInitialDelayMillis }),
    fallback_application_name: 'lesesaal-calendar-changes',
  });
  await client.connect();
  return { client, end: () => client.end() };
}

function watchPostgres(pool: pg.Pool, listener: CalendarChangeListener): CalendarChanges {
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let current: { end(): Promise<void> } | undefined;

  const lost = (connection: { end(): Promise<void> }) => {
    if (current !== connection) return; // told already
    current = undefined;
    listener.down();
    void connection.end().catch(() => undefined);
    if (!closed) schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => void listen(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const listen = async () => {
    timer = undefined;
    let connection: Awaited<ReturnType<typeof listeningConnection>>;
    try {
      connection = await listeningConnection(pool);
    } catch {
      if (!closed) schedule();
      return;
    }
    if (closed) return void (await connection.end().catch(() => undefined));
    current = connection;
    const { client } = connection;
    client.on('notification', (message) => {
      if (message.channel === CALENDAR_CHANNEL && current === connection)
        listener.changed(archiveOfPayload(message.payload ?? ''));
    });
    client.on('error', () => lost(connection));
    client.on('end', () => lost(connection));
    try {
      await client.query(`LISTEN ${CALENDAR_CHANNEL}`);
    } catch {
      lost(connection);
      return;
    }
    if (current !== connection) return;
    retryMs = RETRY_FIRST_MS;
    listener.up();
  };

  void listen();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const connection = current;
      current = undefined;
      listener.down();
      await connection?.end().catch(() => undefined);
    },
  };
}
