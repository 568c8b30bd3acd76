import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';

const validRoom = {
  name: 'Lesesaal 1',
  description: 'Erdgeschoss, Eingang Nord',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'DAY', value: 30 },
};
const draw = { preWindowMinutes: 15, admitPerMinute: 120, turnMinutes: 10 };

describe.each(TEST_DRIVERS)("a room's fair opening setting on %s", (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, cookie: admin },
      ...(payload ? { payload } : {}),
    });

  it('is stored with the room, shown to staff and visitors, kept when left out, cleared with null, and audited as a room change', async () => {
    const created = await call('POST', '/api/admin/rooms', { ...validRoom, openingDraw: draw });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json();
    expect(room.openingDraw).toEqual(draw);
    expect((await call('GET', `/api/admin/rooms/${room.id}`)).json().openingDraw).toEqual(draw);
    expect((await t.app.inject({ url: `/api/rooms/${room.id}` })).json().openingDraw).toEqual(draw);
    const listed = (await t.app.inject({ url: '/api/rooms' })).json().content;
    expect(listed.find((r: { id: number }) => r.id === room.id).openingDraw).toEqual(draw);

    const kept = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: room.version,
      capacity: 8,
    });
    expect(kept.json()).toMatchObject({ capacity: 8, openingDraw: draw });
    const changed = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: kept.json().version,
      openingDraw: { ...draw, turnMinutes: 20 },
    });
    expect(changed.json().openingDraw).toEqual({ ...draw, turnMinutes: 20 });
    const cleared = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: changed.json().version,
      openingDraw: null,
    });
    expect(cleared.json().openingDraw).toBeNull();
    const columns = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`SELECT draw_pre_window_minutes, draw_admit_per_minute,
        draw_turn_minutes FROM rooms WHERE id = ${room.id}`),
    );
    expect(columns[0]).toEqual({
      draw_pre_window_minutes: null,
      draw_admit_per_minute: null,
      draw_turn_minutes: null,
    });
    const without = await call('POST', '/api/admin/rooms', { ...validRoom, name: 'Lesesaal 2' });
    expect(without.json().openingDraw).toBeNull();

    const audit = await call('GET', '/api/admin/audit-log');
    const entries = audit.json().content as Array<{
      action: string;
      entityId: string;
      fields: string[];
    }>;
    const roomChanges = entries.filter(
      (e) => e.entityId === String(room.id) && e.fields.includes('openingDraw'),
    );
    expect(roomChanges.map((e) => e.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('refuses values out of bounds or of the wrong shape with the field path, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...draw, preWindowMinutes: 4 }, 'body.openingDraw.preWindowMinutes'],
      [{ ...draw, preWindowMinutes: 121 }, 'body.openingDraw.preWindowMinutes'],
      [{ ...draw, admitPerMinute: 0 }, 'body.openingDraw.admitPerMinute'],
      [{ ...draw, admitPerMinute: 10001 }, 'body.openingDraw.admitPerMinute'],
      [{ ...draw, admitPerMinute: 1.5 }, 'body.openingDraw.admitPerMinute'],
      [{ ...draw, turnMinutes: 0 }, 'body.openingDraw.turnMinutes'],
      [{ ...draw, turnMinutes: 61 }, 'body.openingDraw.turnMinutes'],
      [{ preWindowMinutes: 15, admitPerMinute: 10 }, 'body.openingDraw.turnMinutes'],
      ['15', 'body.openingDraw'],
    ];
    const before = (await call('GET', '/api/admin/rooms')).json().totalCount;
    for (const [value, field] of cases) {
      const res = await call('POST', '/api/admin/rooms', { ...validRoom, openingDraw: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({ error: 'validation__error', payload: [field] });
    }
    expect((await call('GET', '/api/admin/rooms')).json().totalCount).toBe(before);
    for (const bound of [
      { preWindowMinutes: 5, admitPerMinute: 1, turnMinutes: 1 },
      { preWindowMinutes: 120, admitPerMinute: 10000, turnMinutes: 60 },
    ]) {
      const res = await call('POST', '/api/admin/rooms', {
        ...validRoom,
        name: `Grenze ${bound.turnMinutes}`,
        openingDraw: bound,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().openingDraw).toEqual(bound);
    }
  });
});
