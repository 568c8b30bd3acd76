import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ARCHIVE_ID, inArchive } from '../db/archives';
import { mailOutbox } from '../db/schema/index';
import type { Archive } from '../archives';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { addArchive, signInAt } from '../test/archives';
import { cartApi } from '../test/cart-api';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../test/factories';

/*
 * Two archives on one installation, as visitors and staff reach them: A (the default) at `/`,
 * B under `/b/`, C at its own host name, D suspended. What one archive holds never shows in
 * another; pages, cookies and mail links carry the archive's own addresses.
 */

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-archives-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Lesesaal</title></head><body><div id="lesesaal"></div></body></html>',
  );
  return dir;
}

/** The mount element's data attributes of a served page. */
function mountOf(html: string): Record<string, string> {
  const mount = /<div id="lesesaal"([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...mount.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
}

describe.each(TEST_DRIVERS)('archives served at /x/ and at their host names on %s', (driver) => {
  let t: TestApp;
  let b: Archive;
  let c: Archive;
  const ids = { alphaRoom: 0, alphaSlot: 0, betaRoom: 0, betaSlot: 0, gammaRoom: 0 };

  beforeAll(async () => {
    t = await createTestApp(driver, { distDir: fakeWebDist() });
    b = await addArchive(t, { slug: 'b' });
    c = await addArchive(t, { slug: 'c', hostName: 'Lesesaal.C.example' });
    await addArchive(t, { slug: 'd', hostName: 'lesesaal.d.example', suspended: true });
    const db = t.database.db;
    const alpha = await insertRoom(db, { name: 'Lesesaal Alpha' });
    const alphaSlot = await insertTimeSlot(db, { roomId: alpha.id, date: '2030-03-06' });
    const [beta, betaSlot] = await inArchive(b.id, async () => {
      const room = await insertRoom(db, { name: 'Lesesaal Beta' });
      return [room, await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' })] as const;
    });
    const gamma = await inArchive(c.id, () => insertRoom(db, { name: 'Lesesaal Gamma' }));
    Object.assign(ids, {
      alphaRoom: alpha.id,
      alphaSlot: alphaSlot.id,
      betaRoom: beta.id,
      betaSlot: betaSlot.id,
      gammaRoom: gamma.id,
    });
  });
  afterAll(async () => t.close());

  const roomNames = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json<{ content: Array<{ name: string }> }>().content.map((r) => r.name);
  };

  it("shows visitors of `/` only A's rooms and of `/b/` only B's", async () => {
    expect(await roomNames('/api/rooms')).toEqual(['Lesesaal Alpha']);
    expect(await roomNames('/b/api/rooms')).toEqual(['Lesesaal Beta']);
    expect(await roomNames('/b/api/rooms?x=1')).toEqual(['Lesesaal Beta']);
  });

  it("answers another archive's room, slots and availability with 404", async () => {
    const { alphaRoom, betaRoom, alphaSlot, betaSlot } = ids;
    for (const [url, status] of [
      [`/api/rooms/${alphaRoom}`, 200],
      [`/b/api/rooms/${alphaRoom}`, 404],
      [`/api/rooms/${betaRoom}`, 404],
      [`/b/api/rooms/${betaRoom}`, 200],
      [`/b/api/rooms/${alphaRoom}/booking?from=2030-03-01&to=2030-03-31`, 404],
      [`/api/rooms/${betaRoom}/booking?from=2030-03-01&to=2030-03-31`, 404],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      if (status === 404) expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
    const calendar = await t.app.inject(
      `/b/api/rooms/${betaRoom}/booking?from=2030-03-01&to=2030-03-31`,
    );
    expect(calendar.body).toContain(String(betaSlot));
    expect(calendar.body).not.toContain('Alpha');
    // a cart in B for A's slot: no such slot there; for B's own: held in B
    const cartB = cartApi(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/b/api/transactions',
      headers: XHR,
      payload: { timeSlotId: alphaSlot },
    });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreign.statusCode).toBeLessThan(500);
    expect(foreign.body).not.toContain('Alpha');
    const own = await t.app.inject({
      method: 'POST',
      url: '/b/api/transactions',
      headers: XHR,
      payload: { timeSlotId: betaSlot },
    });
    expect(own.statusCode).toBe(201);
    const transactionId = own.json<{ transactionId: string }>().transactionId;
    // the cart is B's: unknown at `/`
    expect((await cartB.get(transactionId)).statusCode).toBe(404);
    expect((await t.app.inject(`/b/api/transactions/${transactionId}`)).statusCode).toBe(200);
  });

  it("books in B with the confirmation mail's links at B's address", async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/b/api/transactions',
      headers: XHR,
      payload: { timeSlotId: ids.betaSlot },
    });
    const transactionId = held.json<{ transactionId: string }>().transactionId;
    const booked = await t.app.inject({
      method: 'PUT',
      url: `/b/api/transactions/${transactionId}/booking`,
      headers: XHR,
      payload: bookingPayload({ email: 'beta@example.org' }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const ownerId = booked.json<{ tickets: Ticket[] }>().tickets[0]!.ownerId!;
    // awaited inside: a query runs when awaited, in the archive of that moment
    const mails = await inArchive(b.id, async () =>
      t.database.db.select({ text: mailOutbox.textBody }).from(mailOutbox),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/b/reservation-confirmation/${ownerId}`);
    expect(mails[0]!.text).toContain('http://localhost:3000/b/barrierefreiheit?lang=de');
    // A's outbox has none of it
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('serves an archive at its own host name, whatever its case and port', async () => {
    for (const host of ['lesesaal.c.example', 'LESESAAL.C.EXAMPLE:8443']) {
      expect(await roomNames('/api/rooms', { host })).toEqual(['Lesesaal Gamma']);
      // at its host, `/b/` is a path of C's, not archive B
      const page = await t.app.inject({ url: '/b/', headers: { host } });
      expect(mountOf(page.body)['base-url']).toBe('/');
    }
    expect(await roomNames(`/api/rooms`, { host: 'localhost:3000' })).toEqual(['Lesesaal Alpha']);
    const res = await t.app.inject({ url: `/api/rooms/${ids.gammaRoom}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers everything of a suspended archive with 404 not_found, visitors and staff alike', async () => {
    for (const [url, host] of [
      ['/d/api/rooms', undefined],
      ['/d/', undefined],
      ['/d/admin/', undefined],
      ['/d/api/admin/rooms', undefined],
      ['/api/rooms', 'lesesaal.d.example'],
      ['/admin/', 'lesesaal.d.example'],
    ] as const) {
      const res = await t.app.inject({
        url,
        ...(host ? { headers: { host } } : {}),
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/d/api/auth/login',
      headers: XHR,
      payload: { email: 'a@d.test', password: 'x' },
    });
    expect(login.statusCode).toBe(404);
  });

  it("never serves the platform's API through an archive", async () => {
    for (const [url, host] of [
      ['/b/api/platform/archives', undefined],
      ['/b/platform/', undefined],
      ['/platform/', 'lesesaal.c.example'],
      ['/api/platform/archives', 'lesesaal.c.example'],
    ] as const) {
      const res = await t.app.inject({ url, ...(host ? { headers: { host } } : {}) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("writes B's base addresses into B's pages and leaves `/` as it was", async () => {
    const cases = [
      ['/', {}, '/', '/', 'user'],
      ['/admin/', {}, '/admin/', '/', 'admin'],
      ['/b/', {}, '/b/', '/b/', 'user'],
      ['/b', {}, '/b/', '/b/', 'user'],
      ['/b/room/3?month=2030-03', {}, '/b/', '/b/', 'user'],
      ['/b/admin/', {}, '/b/admin/', '/b/', 'admin'],
      ['/b/admin', {}, '/b/admin/', '/b/', 'admin'],
      ['/', { host: 'lesesaal.c.example' }, '/', '/', 'user'],
      ['/admin/', { host: 'lesesaal.c.example' }, '/admin/', '/', 'admin'],
    ] as const;
    for (const [url, headers, baseUrl, baseApiUrl, mode] of cases) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      const mount = mountOf(res.body);
      expect(
        {
          url,
          base: mount['base-url'],
          api: mount['base-api-url'],
          assets: mount['base-resources-url'],
          mode: mount.interface,
        },
        url,
      ).toEqual({ url, base: baseUrl, api: baseApiUrl, assets: '/', mode });
    }
    // not an archive: a path of the default archive's visitor app, as before
    const unknown = await t.app.inject('/zz/');
    expect(unknown.statusCode).toBe(200);
    expect(mountOf(unknown.body)['base-url']).toBe('/');
    // the default archive's slug is no prefix
    const named = await t.app.inject('/default/api/rooms');
    expect(named.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps staff of A and of B signed in side by side, each cookie scoped to its archive', async () => {
    const a = await signInAt(t, t.app.archives.snapshot().get(DEFAULT_ARCHIVE_ID)!, '/');
    const inB = await signInAt(t, b, '/b/');
    // today's cookie for `/`; B's own name and path
    expect(a.setCookie).toMatch(/^lesesaal_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(inB.setCookie).toMatch(
      /^lesesaal_session_b=[^;]+; Path=\/b\/; HttpOnly; SameSite=Strict$/,
    );
    const both = `${a.cookie}; ${inB.cookie}`;
    const adminRooms = async (url: string, cookie: string) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      return { status: res.statusCode, names: res.statusCode === 200 ? res.body : '' };
    };
    expect(await adminRooms('/api/admin/rooms', both)).toMatchObject({ status: 200 });
    expect((await adminRooms('/api/admin/rooms', both)).names).toContain('Alpha');
    expect((await adminRooms('/b/api/admin/rooms', both)).names).toContain('Beta');
    expect((await adminRooms('/b/api/admin/rooms', both)).names).not.toContain('Alpha');
    // each session is its archive's: B's cookie opens nothing at `/`, A's nothing at `/b/`
    const bCookieAtA = `lesesaal_session=${inB.cookie.split('=')[1]}`;
    expect((await adminRooms('/api/admin/rooms', bCookieAtA)).status).toBe(401);
    const aCookieAtB = `lesesaal_session_b=${a.cookie.split('=')[1]}`;
    expect((await adminRooms('/b/api/admin/rooms', aCookieAtB)).status).toBe(401);
    // signing out of B clears B's cookie only
    const out = await t.app.inject({
      method: 'POST',
      url: '/b/api/auth/logout',
      headers: { ...XHR, cookie: both },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^lesesaal_session_b=; .*Path=\/b\//);
    expect((await adminRooms('/api/admin/rooms', both)).status).toBe(200);
    expect((await adminRooms('/b/api/admin/rooms', both)).status).toBe(401);
  });

  it("offers the installation's directory sign-in in the default archive only", async () => {
    const status = await t.app.inject('/b/api/auth/oidc/status');
    expect(status.json()).toMatchObject({ enabled: false });
  });
});
