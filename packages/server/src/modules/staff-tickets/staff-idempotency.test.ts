import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import { idempotencyKeys, mailOutbox, tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { deleteExpiredIdempotencyKeys } from '../bookings';

const KEY = '0b9f4c1e-6a53-4f0e-9d55-2f6f5c0f4b21';

describe.each(TEST_DRIVERS)('staff booking with an Idempotency-Key on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function setup() {
    t = await createTestApp(driver);
    const db = t.database.db;
    const room = await insertRoom(db);
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-05', capacity: 5 });
    const other = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06', capacity: 5 });
    const cookie = await signIn(t.app, db, 'ADMIN');
    const book = (
      payload: Record<string, unknown>,
      key: string | undefined,
      options: { slotId?: number; cookie?: string } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/timeslots/${options.slotId ?? slot.id}/tickets`,
        headers: {
          ...XHR,
          cookie: options.cookie ?? cookie,
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        payload,
      });
    return { db, slot, other, book };
  }

  const eva = { firstName: 'Eva', lastName: 'Berger', email: 'eva@example.org', language: 'en' };
  const ticketRows = () => t.database.db.select().from(tickets);
  const outbox = () => t.database.db.select().from(mailOutbox);

  it('answers the same key again with the first ticket, booking and mailing nothing more', async () => {
    const { book } = await setup();
    const first = await book(eva, KEY);
    expect(first.statusCode).toBe(201);
    const again = await book(eva, KEY);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.json<Ticket>().bookingNumber).toBeTruthy();
    expect(await ticketRows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);

    // another key, or none, is another booking
    expect((await book(eva, 'another-key-123')).statusCode).toBe(201);
    expect((await book(eva, undefined)).statusCode).toBe(201);
    expect(await ticketRows()).toHaveLength(3);
  });

  it('refuses the same key with another body or slot (409 idempotency_key_reused), booking nothing', async () => {
    const { book, other } = await setup();
    expect((await book(eva, KEY)).statusCode).toBe(201);

    const changed = await book({ ...eva, firstName: 'Eva Maria' }, KEY);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'idempotency_key_reused' });
    const otherSlot = await book(eva, KEY, { slotId: other.id });
    expect(otherSlot.statusCode).toBe(409);
    expect(otherSlot.json()).toEqual({ error: 'idempotency_key_reused' });
    expect(await ticketRows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps keys per staff account: another account with the same key books its own ticket', async () => {
    const { db, book } = await setup();
    const colleague = await signIn(t.app, db, 'ADMIN');
    const mine = await book(eva, KEY);
    const theirs = await book(eva, KEY, { cookie: colleague });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<Ticket>().id).not.toBe(mine.json<Ticket>().id);
    expect(await ticketRows()).toHaveLength(2);
  });

  it('books one ticket for two requests with one key at once', async () => {
    const { book } = await setup();
    const [one, two] = await Promise.all([book(eva, KEY), book(eva, KEY)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await ticketRows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('forgets a key after 24 hours: it books again, and the housekeeping removes it', async () => {
    const { db, book } = await setup();
    expect((await book(eva, KEY)).statusCode).toBe(201);
    const now = t.clock.now();
    expect(await deleteExpiredIdempotencyKeys(db, now)).toBe(0);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now.getTime() - 24 * 3_600_000 - 1) });

    // the old key is removed on reading and the request books anew
    expect((await book({ ...eva, firstName: 'Eva Maria' }, KEY)).statusCode).toBe(201);
    expect(await ticketRows()).toHaveLength(2);

    await db.update(idempotencyKeys).set({ createdAt: new Date(now.getTime() - 25 * 3_600_000) });
    expect(await deleteExpiredIdempotencyKeys(db, now)).toBe(1);
    expect(await db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('refuses a malformed key (400) and keeps no key of a refused booking', async () => {
    const { db, book } = await setup();
    for (const bad of ['short', 'x'.repeat(101), 'has space in it', 'ümlaut-key-123']) {
      const res = await book(eva, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe('validation__error');
    }
    const invalid = await book({ ...eva, email: 'nope' }, KEY);
    expect(invalid.statusCode).toBe(400);
    expect(await db.select().from(idempotencyKeys)).toHaveLength(0);
    expect(await ticketRows()).toHaveLength(0);
    // the corrected request with the same key books
    expect((await book(eva, KEY)).statusCode).toBe(201);
  });
});
