import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lesesaal/domain/audit/schema';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { createStaffSession, signIn, type StaffSession } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { startJobs } from '../../jobs/start-jobs';
import { AUDITED_ROUTES, READ_ONLY_POSTS } from './audited-routes';
import { createAuditService } from './service';

const validRoom = {
  name: 'Lesesaal 1',
  description: 'Erdgeschoss, Eingang Nord',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'WORKING_DAY', value: 30 },
};

// The test clock stands at 2030-03-04 (a Monday), 10:00 in Vienna.
describe.each(TEST_DRIVERS)('staff audit log on %s', (driver) => {
  let t: TestApp;
  let admin: StaffSession;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createStaffSession(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM audit_log`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin.cookie,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const entries = async (query = '') => {
    const res = await call('GET', `/api/admin/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: AuditEntry[]; totalCount: number }>();
  };

  it('leaves out a POST that only asks (the role preview), and still records a change after it', async () => {
    const preview = await call('POST', '/api/admin/users/role-preview', { groups: ['staff'] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((await entries()).totalCount).toBe(0);
    const created = await call('POST', '/api/admin/rooms', validRoom);
    expect(created.statusCode, created.body).toBe(201);
    expect((await entries()).content.map((e) => e.route)).toEqual(['POST /api/admin/rooms']);
  });

  it('records a room created, changed and deleted by an admin: account, entity, action and field names', async () => {
    const created = await call('POST', '/api/admin/rooms', validRoom);
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json<Room>();
    t.clock.advanceMinutes(1);
    const changed = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: room.version,
      name: 'Lesesaal Nord',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await call('DELETE', `/api/admin/rooms/${room.id}`)).statusCode).toBe(204);

    const list = await entries();
    expect(list.totalCount).toBe(3);
    const who = { accountId: admin.accountId, accountEmail: admin.email };
    const id = String(room.id);
    // Newest first.
    expect(list.content).toMatchObject([
      {
        ...who,
        entityType: 'room',
        entityId: id,
        action: 'delete',
        fields: [],
        route: 'DELETE /api/admin/rooms/:id',
      },
      {
        ...who,
        entityType: 'room',
        entityId: id,
        action: 'update',
        fields: ['capacity', 'description', 'id', 'name', 'openEnd', 'openStart', 'version'],
        route: 'PUT /api/admin/rooms/:id',
      },
      {
        ...who,
        entityType: 'room',
        entityId: id,
        action: 'create',
        fields: ['capacity', 'description', 'name', 'openEnd', 'openStart'],
        route: 'POST /api/admin/rooms',
      },
    ]);
    expect(list.content[0]!.at).toBe(t.clock.now().toISOString());
    // Field names only: no value the admin typed.
    expect(JSON.stringify(list)).not.toContain('Lesesaal');
    expect(JSON.stringify(list)).not.toContain('Eingang');
  });

  it("logs the field names of a reservation's new owner, never the owner's data", async () => {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal 2' });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const ticket = await insertTicket(db, {
      timeSlotId: slot.id,
      status: 'BOOKED',
      ownerId: 'owner-max',
      firstName: 'Max',
      lastName: 'Zimmer',
      email: 'max@example.org',
    });
    const owner = {
      salutation: 'MR',
      title: '',
      firstName: 'Maximilian',
      lastName: 'Zimmermann',
      organisation: 'Landesarchiv',
      email: 'maximilian@example.org',
      phone: '+431234567',
      accessibility: true,
    };
    const res = await call('PUT', `/api/admin/tickets/${ticket.id}/owner`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('DELETE', `/api/admin/tickets?ids=${ticket.id}`)).statusCode).toBe(200);

    const list = await entries();
    expect(list.content).toMatchObject([
      { entityType: 'ticket', entityId: String(ticket.id), action: 'cancel', fields: [] },
      {
        entityType: 'ticket',
        entityId: String(ticket.id),
        action: 'change_owner',
        fields: Object.keys(owner).sort(),
      },
    ]);
    const stored = JSON.stringify(await db.execute(sql`SELECT * FROM audit_log`));
    for (const value of [
      'Maximilian',
      'Zimmer',
      'maximilian@example.org',
      '234567',
      'Landesarchiv',
    ])
      expect(stored).not.toContain(value);
  });

  it('never logs a blocked e-mail address, which is the entry id', async () => {
    const email = 'blocked-visitor@example.org';
    const added = await call('POST', '/api/admin/blacklist', {
      email,
      expiredAt: '2030-05-01',
      description: 'Ausweis gefälscht',
    });
    expect(added.statusCode, added.body).toBe(201);
    const replaced = await call('POST', '/api/admin/blacklist', {
      email,
      expiredAt: '2030-06-01',
    });
    expect(replaced.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/blacklist/${encodeURIComponent(email)}`)).statusCode,
    ).toBe(204);
    const list = await entries();
    expect(list.content.map((e) => [e.entityType, e.action, e.entityId])).toEqual([
      ['blacklist_entry', 'delete', null],
      ['blacklist_entry', 'update', null],
      ['blacklist_entry', 'create', null],
    ]);
    expect(list.content[2]!.fields).toEqual(['description', 'email', 'expiredAt']);
    const stored = JSON.stringify(await t.database.db.execute(sql`SELECT * FROM audit_log`));
    expect(stored).not.toContain('blocked-visitor');
    expect(stored).not.toContain('gefälscht');
  });

  it('records nothing for refused requests and for reads', async () => {
    expect((await call('POST', '/api/admin/rooms', { ...validRoom, name: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', '/api/admin/rooms/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/rooms')).statusCode).toBe(200);
    expect((await entries()).totalCount).toBe(0);
  });

  it('pages newest first with limit and offset', async () => {
    for (let i = 0; i < 5; i++) {
      await call('POST', '/api/admin/rooms', { ...validRoom, name: `Saal ${i}` });
      t.clock.advanceMinutes(1);
    }
    const all = await entries();
    expect(all.totalCount).toBe(5);
    const page = await entries('?limit=2&offset=2');
    expect(page.totalCount).toBe(5);
    expect(page.content.map((e) => e.id)).toEqual(all.content.slice(2, 4).map((e) => e.id));
    expect(all.content.map((e) => e.at)).toEqual(
      [...all.content.map((e) => e.at)].sort().reverse(),
    );
    expect((await call('GET', '/api/admin/audit-log?limit=0')).json()).toEqual({
      error: 'validation__error',
      payload: ['querystring.limit'],
    });
  });

  it('deletes entries older than AUDIT_RETENTION_DAYS and keeps younger ones', async () => {
    const audit = createAuditService({ db: t.database.db, clock: t.clock, config: t.config });
    const roomCreated = (id: number) => ({
      method: 'POST',
      url: '/api/admin/rooms',
      status: 201,
      params: {},
      query: {},
      body: validRoom,
      payload: JSON.stringify({ id }),
    });
    await audit.record(admin, roomCreated(1));
    t.clock.advanceMinutes((t.config.auditRetentionDays - 1) * 24 * 60);
    await audit.record(admin, roomCreated(2));
    expect(await audit.deleteExpired()).toBe(0);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect(await audit.deleteExpired()).toBe(1);
    // The service, not the API: the admin's session ended long ago on this clock.
    const left = await audit.list({});
    expect(left.totalCount).toBe(1);
    expect(left.content[0]).toMatchObject({ entityType: 'room', entityId: '2', action: 'create' });
  });

  it('is cleaned by the housekeeping job that every instance starts', async () => {
    const audit = createAuditService({ db: t.database.db, clock: t.clock, config: t.config });
    await audit.record(admin, {
      method: 'DELETE',
      url: '/api/admin/rooms/:id',
      status: 204,
      params: { id: '5' },
      query: {},
      body: undefined,
      payload: '',
    });
    t.clock.advanceMinutes((t.config.auditRetentionDays + 1) * 24 * 60);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const jobs = startJobs({
      config: t.config,
      db: t.database.db,
      mail: t.mail,
      log: silent,
      clock: t.clock,
    });
    try {
      await expect.poll(async () => (await audit.list({})).totalCount, { timeout: 10_000 }).toBe(0);
    } finally {
      await jobs.stop();
    }
  });

  it('answers 403 to a REPORTS account and 401 without a session', async () => {
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    const res = await call('GET', '/api/admin/audit-log', undefined, reports);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'http__access_denied_exception' });
    const stranger = await t.app.inject({ url: '/api/admin/audit-log' });
    expect(stranger.statusCode).toBe(401);
  });

  it('names every state-changing staff route in the audit table', () => {
    const changing = t.app.adminRoutes
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !READ_ONLY_POSTS.has(r));
    expect(changing.filter((r) => !(r in AUDITED_ROUTES))).toEqual([]);
    expect(Object.keys(AUDITED_ROUTES).filter((r) => !changing.includes(r))).toEqual([]);
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/admin/audit-log'] ?? {})).toEqual(['get']);
  });
});
