import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { cartApi } from '../test/cart-api';
import { PREFERRED_ENGINE } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';

/**
 * No cache may keep an API answer: staff lists and tickets carry names and e-mail addresses,
 * owner and cart answers are behind secrets. Every `/api` answer is `Cache-Control: no-store`,
 * errors included; only the public room picture keeps its own caching.
 */
/**
 * On one engine (PREFERRED_ENGINE): the subject is a response header the HTTP layer sets on
 * every /api answer, whatever the database did; the routes' database work is proved on both
 * engines by their modules' tests.
 */
describe.each(PREFERRED_ENGINE)('Cache-Control of API answers on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('is no-store on every staff, owner, public and error answer of /api', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 2 });
    const cart = await cartApi(t.app).cartWith(slot.id);
    const booked = await cartApi(t.app).book(cart.transactionId, bookingPayload());
    expect(booked.statusCode).toBe(200);
    const ticket = booked.json<{ tickets: Ticket[] }>().tickets[0]!;
    const admin = await signIn(t.app, db, 'ADMIN');

    const staff = [
      '/api/admin/tickets',
      `/api/admin/tickets/${ticket.id}`,
      '/api/admin/users',
      '/api/admin/pull-list?date=2030-03-06',
      '/api/admin/checkin',
      '/api/admin/rooms',
      '/api/admin/blacklist',
      '/api/admin/tickets/999999',
      // the router decodes the path: the same route, the same header
      '/%61pi/admin/users',
    ];
    for (const url of staff) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect({ url, ok: res.statusCode < 500 }).toEqual({ url, ok: true });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-store',
      });
    }
    for (const [method, url, headers] of [
      ['GET', `/api/owners/${ticket.ownerId}/tickets`, {}],
      ['GET', '/api/rooms', {}],
      ['GET', `/api/rooms/${room.id}`, {}],
      ['GET', '/api/auth/me', {}],
      ['GET', '/api/admin/tickets', {}], // 401 without a session
      ['GET', '/api/admin/users', { cookie: await signIn(t.app, db, 'DESK') }], // 403
      ['GET', '/api/unknown/path', {}], // 404
      ['POST', '/api/admin/rooms', { cookie: admin }], // 403: no XHR header
      ['PUT', `/api/transactions/${cart.transactionId}/touch`, XHR],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect({ method, url, cacheControl: res.headers['cache-control'] }).toEqual({
        method,
        url,
        cacheControl: 'no-store',
      });
    }
  });

  it('gives an unknown room picture no-store and leaves pages outside /api alone (a known picture keeps its public caching: rooms image tests)', async () => {
    t = await createTestApp(driver);
    const picture = await t.app.inject({ method: 'GET', url: '/api/rooms/987654/image' });
    // an unknown room's picture is an error: no-store
    expect(picture.statusCode).toBe(404);
    expect(picture.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
