import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { LOGIN_LIMITS } from '../modules/auth';
import { createStaffAccountsService } from '../modules/staff-accounts';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { PREFERRED_ENGINE } from '../test/databases';
import { insertRoom, insertTimeSlot } from '../test/factories';

/**
 * The client address every per-address limit counts (`request.ip`) behind a reverse proxy
 * (TRUST_PROXY). A proxy appends the address it saw to X-Forwarded-For; whatever stands
 * before it was written by the client. Rotating those entries must not make a new client.
 */

const PROXY = '192.0.2.1';
const CLIENT = '198.51.100.7';
const OTHER_CLIENT = '198.51.100.8';
const PASSWORD = 'Lesesaal-Test-Password-1';

/**
 * On one engine (PREFERRED_ENGINE): the subject is which address the HTTP layer takes from
 * X-Forwarded-For (Fastify's trustProxy); the limits that count it are proved on both engines
 * (modules/auth/service.db.test.ts, throttle-archives.test.ts, the cart's abuse tests).
 */
describe.each(PREFERRED_ENGINE)('client address behind a proxy on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function cartThroughProxy(forwardedFor: string): Promise<Transaction> {
    const room = await insertRoom(t.database.db);
    const slot = await insertTimeSlot(t.database.db, {
      roomId: room.id,
      date: '2030-03-06',
      capacity: 5,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { ...XHR, 'x-forwarded-for': forwardedFor },
      remoteAddress: PROXY,
      payload: { timeSlotId: slot.id },
    });
    expect(created.statusCode).toBe(201);
    return created.json<Transaction>();
  }

  const touch = (cartId: string, forwardedFor: string, remoteAddress = PROXY) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${cartId}/touch`,
      headers: { ...XHR, 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('TRUST_PROXY=1 counts the address the proxy appended: rotating the entries before it still ends in 429', async () => {
    t = await createTestApp(driver, {
      env: { TRUST_PROXY: '1', VISITOR_LIMIT_TOUCHES: '3', MAX_TOUCHES: '100' },
    });
    const cart = await cartThroughProxy(CLIENT);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await touch(cart.transactionId, `10.9.${i}.1, ${CLIENT}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another client behind the same proxy is another address: not limited
    expect((await touch(cart.transactionId, `10.9.9.1, ${OTHER_CLIENT}`)).statusCode).toBe(200);
  });

  it('TRUST_PROXY=true means one hop: wrong logins with rotating X-Forwarded-For entries are throttled per account and address', async () => {
    t = await createTestApp(driver, { env: { TRUST_PROXY: 'true' } });
    const accounts = createStaffAccountsService({ db: t.database.db, clock: t.clock });
    await accounts.create({ email: 'target@archive.test', password: PASSWORD, role: 'REPORTS' });
    const login = (password: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...XHR, 'x-forwarded-for': forwardedFor },
        remoteAddress: PROXY,
        payload: { email: 'target@archive.test', password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress + 4; i++) {
      statuses.push((await login('wrong-password-123', `10.9.${i}.1, ${CLIENT}`)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perAccountAndAddress)).toEqual(
      Array(LOGIN_LIMITS.perAccountAndAddress).fill(401),
    );
    expect(statuses.slice(LOGIN_LIMITS.perAccountAndAddress)).toEqual([429, 429, 429, 429]);
    // the right password from the throttled address waits too
    expect((await login(PASSWORD, `203.0.113.1, ${CLIENT}`)).statusCode).toBe(429);
  });

  it('TRUST_PROXY with the proxies’ CIDRs takes the rightmost address outside them, across two proxies', async () => {
    t = await createTestApp(driver, {
      env: { TRUST_PROXY: '192.0.2.0/24', VISITOR_LIMIT_TOUCHES: '3', MAX_TOUCHES: '100' },
    });
    const cart = await cartThroughProxy(`${CLIENT}, 192.0.2.9`);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await touch(cart.transactionId, `10.9.${i}.1, ${CLIENT}, 192.0.2.9`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // a connection from outside the trusted range is the client itself, its header ignored
    expect((await touch(cart.transactionId, `${OTHER_CLIENT}`, '203.0.113.50')).statusCode).toBe(
      200,
    );
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection’s address is the client', async () => {
    t = await createTestApp(driver, {
      env: { VISITOR_LIMIT_TOUCHES: '3', MAX_TOUCHES: '100' },
    });
    const cart = await cartThroughProxy(CLIENT);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await touch(cart.transactionId, `10.9.${i}.1`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
