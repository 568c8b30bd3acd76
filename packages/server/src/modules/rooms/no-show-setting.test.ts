import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(TEST_DRIVERS)("a room's no-show release on %s", (driver) => {
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

  it('is stored with the room, kept when left out, cleared with null, and hidden from visitors', async () => {
    const created = await call('POST', '/api/admin/rooms', {
      ...validRoom,
      noShowReleaseMinutes: 15,
    });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json();
    expect(room.noShowReleaseMinutes).toBe(15);
    expect((await call('GET', `/api/admin/rooms/${room.id}`)).json().noShowReleaseMinutes).toBe(15);
    expect((await call('GET', '/api/admin/rooms')).json().content[0].noShowReleaseMinutes).toBe(15);
    const visitor = await t.app.inject({ url: `/api/rooms/${room.id}` });
    expect(visitor.json()).not.toHaveProperty('noShowReleaseMinutes');
    expect((await t.app.inject({ url: '/api/rooms' })).json().content[0]).not.toHaveProperty(
      'noShowReleaseMinutes',
    );

    const kept = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: room.version,
      capacity: 8,
    });
    expect(kept.json()).toMatchObject({ capacity: 8, noShowReleaseMinutes: 15 });
    const cleared = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...validRoom,
      id: room.id,
      version: kept.json().version,
      noShowReleaseMinutes: null,
    });
    expect(cleared.json().noShowReleaseMinutes).toBeNull();
    const without = await call('POST', '/api/admin/rooms', { ...validRoom, name: 'Lesesaal 2' });
    expect(without.json().noShowReleaseMinutes).toBeNull();
  });

  it('refuses values outside 1 to 1440 minutes', async () => {
    for (const value of [0, 1441, 2.5, '30']) {
      const res = await call('POST', '/api/admin/rooms', {
        ...validRoom,
        noShowReleaseMinutes: value,
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation__error',
        payload: ['body.noShowReleaseMinutes'],
      });
    }
  });
});
