import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  readerSessions,
  readerSignInCodes,
  readers,
  tickets,
} from '../../db/schema/index';
import { inArchive } from '../../db/archives';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { addArchive } from '../../test/archives';
import { cartApi } from '../../test/cart-api';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';
import { deleteEndedReaderRows } from './repository';
import { READER_IDLE_TIMEOUT_MS } from './service';

/** The code and the link's token of the newest sign-in mail to `to`. */
async function mailedCode(t: TestApp, to: string): Promise<{ code: string; token: string }> {
  const mails = (await t.database.db.select().from(mailOutbox)).filter(
    (m) => m.kind === 'READER_SIGN_IN' && m.toAddress === to,
  );
  const text = mails.at(-1)?.textBody ?? '';
  const code = /\n(\d{6})\n/.exec(text)?.[1];
  const token = /\/anmelden\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!code || !token) throw new Error(`no sign-in mail to ${to}`);
  return { code, token };
}

function readerApi(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: unknown; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...XHR, ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  return {
    call,
    signIn: (email: string) => call('POST', '/reader/sign-in', { payload: { email } }),
    verify: (payload: object) => call('POST', '/reader/sign-in/verify', { payload }),
    /** Signs `email` in by its mailed code; answers the cookie header. */
    async signedIn(email: string): Promise<string> {
      expect((await this.signIn(email)).statusCode).toBe(202);
      const { code } = await mailedCode(t, email.trim().toLowerCase());
      const res = await this.verify({ email, code });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'lesesaal_reader')!;
      return `${cookie.name}=${cookie.value}`;
    },
  };
}

describe.each(TEST_DRIVERS)('reader sign-in on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('signs in with the mailed code: 202, the mail, the reader made, the cookie, me', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    const res = await api.signIn(' Anna@Example.org ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    // nothing made before the first sign-in
    expect(await t.database.db.select().from(readers)).toEqual([]);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'READER_SIGN_IN', toAddress: 'anna@example.org' });
    expect(mail!.subject).toBe('Ihr Anmeldecode');
    const { code } = await mailedCode(t, 'anna@example.org');
    // only hashes are stored
    const [row] = await t.database.db.select().from(readerSignInCodes);
    expect(JSON.stringify(row)).not.toContain(code);

    const verified = await api.verify({ email: 'ANNA@example.org', code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      reader: { email: 'anna@example.org', name: null, createdAt: expect.any(String) },
    });
    const cookie = verified.cookies.find((c) => c.name === 'lesesaal_reader')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    const [session] = await t.database.db.select().from(readerSessions);
    expect(session!.tokenHash).not.toBe(cookie.value);

    const me = await api.call('GET', '/reader/me', { cookie: `lesesaal_reader=${cookie.value}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().reader.email).toBe('anna@example.org');
    expect(await t.database.db.select().from(readers)).toHaveLength(1);
  });

  it('signs in with the link once; a used code or link, and an expired one, answer 400', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    await api.signIn('ben@example.org');
    const { code, token } = await mailedCode(t, 'ben@example.org');
    const first = await api.verify({ token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reader.email).toBe('ben@example.org');
    // the link and its code are one sign-in
    expect((await api.verify({ token })).json()).toEqual({ error: 'reader_code_invalid' });
    expect((await api.verify({ email: 'ben@example.org', code })).statusCode).toBe(400);

    // a second sign-in finds the same reader
    await api.signIn('ben@example.org');
    const second = await mailedCode(t, 'ben@example.org');
    expect((await api.verify({ email: 'ben@example.org', code: second.code })).statusCode).toBe(
      200,
    );
    expect((await api.verify({ email: 'ben@example.org', code: second.code })).statusCode).toBe(
      400,
    );
    expect(await t.database.db.select().from(readers)).toHaveLength(1);

    // 15 minutes: then the code and the link are void
    await api.signIn('ben@example.org');
    const late = await mailedCode(t, 'ben@example.org');
    t.clock.advanceMinutes(16);
    expect((await api.verify({ email: 'ben@example.org', code: late.code })).json()).toEqual({
      error: 'reader_code_invalid',
    });
    expect((await api.verify({ token: late.token })).statusCode).toBe(400);
  });

  it('voids the code at the fifth wrong one (429, the right code too); a new code works', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    await api.signIn('cara@example.org');
    const { code } = await mailedCode(t, 'cara@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await api.verify({ email: 'cara@example.org', code: wrong });
      expect(res.statusCode, `attempt ${i}`).toBe(400);
      expect(res.json()).toEqual({ error: 'reader_code_invalid' });
    }
    const fifth = await api.verify({ email: 'cara@example.org', code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: 'too_many_requests' });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.verify({ email: 'cara@example.org', code })).statusCode).toBe(429);
    expect(await t.database.db.select().from(readers)).toEqual([]);

    await api.signIn('cara@example.org');
    const fresh = await mailedCode(t, 'cara@example.org');
    // the old code is void for good, the new one signs in
    expect((await api.verify({ email: 'cara@example.org', code: fresh.code })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown address as a known one, and makes no reader for it', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    await api.signedIn('known@example.org');
    const known = await api.signIn('known@example.org');
    const unknown = await api.signIn('unknown@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const mails = (await t.database.db.select().from(mailOutbox)).map((m) => m.toAddress);
    expect(mails.filter((m) => m === 'unknown@example.org')).toHaveLength(1);
    expect((await t.database.db.select().from(readers)).map((r) => r.email)).toEqual([
      'known@example.org',
    ]);
    // a code for an address that never asked for one
    expect((await api.verify({ email: 'nobody@example.org', code: '123456' })).json()).toEqual({
      error: 'reader_code_invalid',
    });
  });

  it('limits sign-in mails per recipient and requests per client address (429)', async () => {
    t = await createTestApp(driver, {
      env: { MAIL_LIMIT_PER_RECIPIENT: '2', VISITOR_LIMIT_READER_SIGN_IN: '4' },
    });
    const api = readerApi(t);
    expect((await api.signIn('dora@example.org')).statusCode).toBe(202);
    expect((await api.signIn('DORA@example.org')).statusCode).toBe(202);
    const third = await api.signIn('dora@example.org');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'too_many_requests' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // the refused request queued nothing
    const toDora = (await t.database.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === 'dora@example.org',
    );
    expect(toDora).toHaveLength(2);
    // another recipient still gets its mail, until the address's requests run out
    expect((await api.signIn('emil@example.org')).statusCode).toBe(202);
    expect((await api.signIn('fritz@example.org')).statusCode).toBe(429);
    expect((await api.verify({ email: 'emil@example.org', code: '123456' })).statusCode).toBe(429);
  });

  it('asks for the bot check as the cart does (403 without it)', async () => {
    t = await createTestApp(driver, { env: { BOT_PROTECTION: 'altcha' } });
    const res = await readerApi(t).signIn('gina@example.org');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'recaptcha__validation_error' });
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    for (const payload of [
      {},
      { email: 'no-address' },
      { email: 'a@example.org', language: 'fr' },
      { email: 42 },
    ]) {
      const res = await api.call('POST', '/reader/sign-in', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
    for (const payload of [
      {},
      { email: 'a@example.org' },
      { email: 'a@example.org', code: '12345' },
      { email: 'a@example.org', code: 'abcdef' },
      { token: 'short' },
      { code: '123456' },
    ]) {
      const res = await api.verify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation__error');
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/reader/sign-in',
      payload: { email: 'a@example.org' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
    expect(await t.database.db.select().from(readerSignInCodes)).toEqual([]);
  });
});

describe.each(TEST_DRIVERS)('reader session on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers 401 reader_signed_out without a session, signs out, and ends when idle', async () => {
    t = await createTestApp(driver);
    const api = readerApi(t);
    for (const url of ['/reader/me', '/reader/bookings', '/reader/export']) {
      const res = await api.call('GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'reader_signed_out' });
    }
    expect((await api.call('DELETE', '/reader')).statusCode).toBe(401);
    expect(
      (await api.call('GET', '/reader/me', { cookie: 'lesesaal_reader=AAAAAAAAAAAAAAAAAAAAAA' }))
        .statusCode,
    ).toBe(401);
    // signing out without a session is no error
    expect((await api.call('POST', '/reader/sign-out')).statusCode).toBe(204);

    const cookie = await api.signedIn('hans@example.org');
    const out = await api.call('POST', '/reader/sign-out', { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'lesesaal_reader')?.value).toBe('');
    expect((await api.call('GET', '/reader/me', { cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(readerSessions)).toEqual([]);

    const idle = await api.signedIn('hans@example.org');
    t.clock.advanceMinutes(23 * 60);
    expect((await api.call('GET', '/reader/me', { cookie: idle })).statusCode).toBe(200);
    t.clock.advanceMinutes(25 * 60);
    expect((await api.call('GET', '/reader/me', { cookie: idle })).statusCode).toBe(401);
  });
});

describe.each(TEST_DRIVERS)('reader housekeeping and mail on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('mails in the language asked for; the housekeeping removes expired codes and ended sessions only', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const api = readerApi(t);
    const cookie = await api.signedIn('nora@example.org');
    const res = await api.call('POST', '/reader/sign-in', {
      payload: { email: 'otto@example.org', language: 'en' },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = (await db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === 'otto@example.org',
    );
    expect(mail!.subject).toBe('Your sign-in code');
    expect(mail!.textBody).toContain('valid for 15 minutes');
    expect(mail!.htmlBody).toMatch(
      /<a href="http:\/\/localhost:3000\/anmelden\?token=[\w-]{43}&amp;lang=en">/,
    );

    const sweep = () => {
      const now = t.clock.now();
      return deleteEndedReaderRows(db, now, new Date(now.getTime() - READER_IDLE_TIMEOUT_MS));
    };
    expect(await sweep()).toEqual({ sessions: 0, codes: 0 });
    t.clock.advanceMinutes(16);
    expect(await sweep()).toEqual({ sessions: 0, codes: 2 });
    expect((await api.call('GET', '/reader/me', { cookie })).statusCode).toBe(200);
    t.clock.advanceMinutes(25 * 60);
    expect(await sweep()).toEqual({ sessions: 1, codes: 0 });
    expect(await db.select().from(readerSessions)).toEqual([]);
    expect(await db.select().from(readerSignInCodes)).toEqual([]);
    // the reader stays until they delete themselves
    expect(await db.select().from(readers)).toHaveLength(1);
  });
});

describe.each(TEST_DRIVERS)('readers of several archives on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it("keeps an archive's readers, codes and cookie its own", async () => {
    t = await createTestApp(driver);
    const a = await addArchive(t, { slug: 'a' });
    const at = (url: string, payload?: object, cookie?: string) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { ...XHR, ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });
    expect((await at('/a/api/reader/sign-in', { email: 'ola@example.org' })).statusCode).toBe(202);
    const { code } = await inArchive(a.id, () => mailedCode(t, 'ola@example.org'));
    // the default archive knows no code of archive a
    const elsewhere = await at('/api/reader/sign-in/verify', { email: 'ola@example.org', code });
    expect(elsewhere.statusCode).toBe(400);
    const res = await at('/a/api/reader/sign-in/verify', { email: 'ola@example.org', code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lesesaal_reader')).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'lesesaal_reader_a')!;
    expect(cookie).toMatchObject({ path: '/a/', httpOnly: true, sameSite: 'Lax' });
    expect(
      (await at('/a/api/reader/me', undefined, `lesesaal_reader_a=${cookie.value}`)).statusCode,
    ).toBe(200);
    expect(
      (await at('/api/reader/me', undefined, `lesesaal_reader=${cookie.value}`)).statusCode,
    ).toBe(401);
    expect(await t.database.db.select().from(readers)).toEqual([]);
    expect(
      await inArchive(a.id, async () => await t.database.db.select().from(readers)),
    ).toHaveLength(1);
  });
});

describe.each(TEST_DRIVERS)("a reader's bookings, export and deletion on %s", (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Books `slotIds` through the cart API, as the reader of `cookie` when given. */
  async function book(slotIds: number[], body: Record<string, unknown>, cookie?: string) {
    const carts = cartApi(t.app);
    const cart = await carts.cartWith(...slotIds);
    return t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${cart.transactionId}/booking`,
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  }

  it("books as the signed-in reader: the reader's e-mail, reader_id, the list upcoming first", async () => {
    t = await createTestApp(driver); // 2030-03-04
    const db = t.database.db;
    const api = readerApi(t);
    const room = await insertRoom(db, { name: 'Lesesaal' });
    const soon = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const later = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-13' });
    const other = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const cookie = await api.signedIn('ida@example.org');

    const res = await book(
      [later.id],
      bookingPayload({ email: 'other@example.org', firstName: 'Ida', lastName: 'Pfeiffer' }),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await book([soon.id], bookingPayload(), cookie)).statusCode).toBe(200);
    // an anonymous booking is nobody's
    expect((await book([other.id], bookingPayload({ email: 'ida@example.org' }))).statusCode).toBe(
      200,
    );

    const rows = await db.select().from(tickets);
    const reader = (await db.select().from(readers))[0]!;
    const ofReader = rows.filter((r) => r.readerId === reader.id);
    expect(ofReader).toHaveLength(2);
    expect(ofReader.every((r) => r.email === 'ida@example.org')).toBe(true);
    expect(ofReader.every((r) => r.readerPseudonym === reader.pseudonym)).toBe(true);
    expect(rows.filter((r) => r.readerId === null)).toHaveLength(1);
    // the confirmation went to the reader's address, never to the body's
    const to = (await db.select().from(mailOutbox)).map((m) => m.toAddress);
    expect(to).not.toContain('other@example.org');

    const list = await api.call('GET', '/reader/bookings', { cookie });
    expect(list.statusCode).toBe(200);
    const bookings = list.json().bookings as Array<Record<string, unknown>>;
    expect(bookings.map((b) => b.date)).toEqual(['2030-03-06', '2030-03-13']);
    expect(bookings[0]).toMatchObject({
      roomId: room.id,
      roomName: 'Lesesaal',
      state: 'booked',
      bookingNumber: expect.any(String),
      managePath: expect.stringMatching(/^\/reservation-confirmation\/[A-Za-z0-9_-]+$/),
    });
    // the name is the last booking's
    const me = await api.call('GET', '/reader/me', { cookie });
    expect(me.json().reader.name).toBe('Erika Musterfrau');

    // a cancelled visit stays listed as cancelled; a past one after the upcoming
    const owner = String(bookings[0]!.managePath).split('/').at(-1)!;
    const ownerTickets = await t.app.inject({ method: 'GET', url: `/api/owners/${owner}/tickets` });
    const ticketId = (ownerTickets.json() as Array<{ id: number }>)[0]!.id;
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owner}/tickets?ids=${ticketId}`,
      headers: XHR,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    t.clock.set('2030-03-09T10:00:00Z');
    // days later: the session has ended (idle), a new sign-in finds the same bookings
    expect((await api.call('GET', '/reader/bookings', { cookie })).statusCode).toBe(401);
    const again = await api.signedIn('ida@example.org');
    const after = (await api.call('GET', '/reader/bookings', { cookie: again })).json()
      .bookings as Array<{
      date: string;
      state: string;
    }>;
    expect(after.map((b) => [b.date, b.state])).toEqual([
      ['2030-03-13', 'booked'],
      ['2030-03-06', 'cancelled'],
    ]);
  });

  it('counts the per-person limit per reader; anonymous bookings count per address as before', async () => {
    t = await createTestApp(driver, { env: { PERSON_MAX_VISITS_PER_WEEK: '1' } });
    const db = t.database.db;
    const api = readerApi(t);
    const room = await insertRoom(db);
    const tue = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const wed = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07' });
    const cookie = await api.signedIn('jan@example.org');
    expect(
      (await book([tue.id], bookingPayload({ email: 'jan@example.org' }), cookie)).statusCode,
    ).toBe(200);
    // another spelling in the body changes nothing: it is the same reader
    const again = await book([wed.id], bookingPayload({ email: 'j.a.n@example.org' }), cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ticket__person_limit_reached' });
    // without the session: another address, another person, as today
    expect((await book([wed.id], bookingPayload({ email: 'j.a.n@example.org' }))).statusCode).toBe(
      200,
    );
  });

  it('exports the reader and their bookings as a JSON attachment', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const api = readerApi(t);
    const room = await insertRoom(db, { name: 'Lesesaal' });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cookie = await api.signedIn('kai@example.org');
    expect((await book([slot.id], bookingPayload(), cookie)).statusCode).toBe(200);
    const res = await api.call('GET', '/reader/export', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lesesaal-.*\.json"$/,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(data.reader).toEqual({
      email: 'kai@example.org',
      name: 'Erika Musterfrau',
      createdAt: expect.any(String),
    });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ date: '2030-03-06', roomName: 'Lesesaal' });
    expect(data.applications).toEqual([]);
    expect(data.exportedAt).toEqual(expect.any(String));
  });

  it('deletes the reader: nothing of them stays but the pseudonym on the bookings', async () => {
    t = await createTestApp(driver);
    const db = t.database.db;
    const api = readerApi(t);
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const cookie = await api.signedIn('lea@example.org');
    const second = await api.signedIn('lea@example.org');
    expect((await book([slot.id], bookingPayload(), cookie)).statusCode).toBe(200);
    // a code asked for and not used
    await api.signIn('lea@example.org');
    const other = await api.signedIn('max@example.org');
    const pseudonym = (
      await db.select().from(readers).where(eq(readers.email, 'lea@example.org'))
    )[0]!.pseudonym;

    const res = await api.call('DELETE', '/reader', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    // the upcoming visit stays booked (without the reader)
    expect(res.json()).toEqual({ kept: ['bookings'] });
    expect(res.cookies.find((c) => c.name === 'lesesaal_reader')?.value).toBe('');

    expect((await db.select().from(readers)).map((r) => r.email)).toEqual(['max@example.org']);
    const codes = await db.select().from(readerSignInCodes);
    expect(codes.map((c) => c.email)).toEqual(['max@example.org']);
    expect((await db.select().from(readerSessions)).length).toBe(1);
    const [ticket] = await db.select().from(tickets);
    expect(ticket).toMatchObject({ status: 'BOOKED', readerId: null, readerPseudonym: pseudonym });
    for (const c of [cookie, second])
      expect((await api.call('GET', '/reader/me', { cookie: c })).statusCode).toBe(401);
    expect((await api.call('GET', '/reader/me', { cookie: other })).statusCode).toBe(200);

    // without upcoming visits nothing is kept
    const max = await api.call('DELETE', '/reader', { cookie: other });
    expect(max.json()).toEqual({ kept: [] });
    expect(await db.select().from(readers)).toEqual([]);
  });
});
