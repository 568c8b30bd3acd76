import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom } from '../../test/factories';

const POSITION_ROUTE = 'PUT /api/admin/rooms/:id/seats/:seatId/position';

describe.each(TEST_DRIVERS)('placing seats on the plan in the audit log on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rooms`);
    await t.database.db.execute(sql`DELETE FROM audit_log`);
  });

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { ...XHR, cookie: admin }, payload });

  it('records one entry per placing, as "place" (not the room order\'s "move"), with x and y', async () => {
    const room = await insertRoom(t.database.db);
    const created = await call('POST', `/api/admin/rooms/${room.id}/seats`, { label: 'M2' });
    expect(created.statusCode, created.body).toBe(201);
    const seatId = (created.json() as { id: number }).id;

    const placed = await call('PUT', `/api/admin/rooms/${room.id}/seats/${seatId}/position`, {
      x: 400,
      y: 250,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, POSITION_ROUTE));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: 'seat',
      action: 'place',
      entityId: String(seatId),
    });
    expect(entries[0]!.fields).toEqual(expect.arrayContaining(['x', 'y']));

    // taking it off the plan is one more entry of the same kind
    await call('PUT', `/api/admin/rooms/${room.id}/seats/${seatId}/position`, { x: null, y: null });
    const all = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, POSITION_ROUTE));
    expect(all.map((e) => e.action)).toEqual(['place', 'place']);
  });
});
