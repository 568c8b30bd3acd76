import { describe, expect, it } from 'vitest';
import type { AdminRoom } from '@lesesaal/domain/rooms/schema';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { timeSlots } from '../../db/schema/index';
import { XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { cartTestApp } from '../../test/cart-setup';
import { TEST_DRIVERS } from '../../test/databases';
import { bookingPayload, insertRoom, insertTimeSlot } from '../../test/factories';

// Test clock: 2030-03-04T09:00Z = Monday 10:00 in Vienna. The room opens 2 to 30 calendar days
// ahead: at midnight the window would end on 2030-04-03; with the release at 11:00 that day
// opens at 11:00 (10:00Z), until then the window ends on 2030-04-02.
const RELEASED = '2030-03-04T10:00:00Z';
const NEW_DAY = '2030-04-03';

describe.each(TEST_DRIVERS)('release time of new days on %s', (driver) => {
  const app = cartTestApp(driver);

  const roomReleasingAt = async (releaseTime: string | null) => {
    const { db, api, t } = await app.setup();
    const room = await insertRoom(db, { name: 'Freigabesaal', releaseTime });
    const slot = await insertTimeSlot(db, { roomId: room.id, date: NEW_DAY });
    const earlier = await insertTimeSlot(db, { roomId: room.id, date: '2030-04-02' });
    return { db, api, t, room, slot, earlier };
  };

  it('refuses the hold of the new day before its release (409 timeslot_not_open), takes it after', async () => {
    const { api, t, slot } = await roomReleasingAt('11:00');
    const early = await api.create(slot.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'timeslot_not_open' });

    t.clock.advanceMinutes(59); // 10:59
    expect((await api.create(slot.id)).statusCode).toBe(409);
    t.clock.set(RELEASED); // 11:00
    expect((await api.create(slot.id)).statusCode).toBe(201);
  });

  it('refuses adding the new day to a cart before its release, and books it after', async () => {
    const { api, t, slot, earlier } = await roomReleasingAt('11:00');
    t.clock.set('2030-03-04T09:50:00Z'); // 10:50: the cart is still held at 11:00
    const cart = (await api.create(earlier.id)).json<Transaction>();
    const added = await api.add(cart.transactionId, slot.id);
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ error: 'timeslot_not_open' });

    t.clock.set(RELEASED);
    expect((await api.add(cart.transactionId, slot.id)).statusCode).toBe(201);
    const booked = await api.book(cart.transactionId, bookingPayload());
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('refuses joining the waiting list of the new day before its release with the same code', async () => {
    const { t, slot } = await roomReleasingAt('11:00');
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/waiting-list',
        headers: XHR,
        payload: { timeSlotId: slot.id, email: 'wartend@example.org', language: 'de' },
      });
    const early = await join();
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toEqual({ error: 'timeslot_not_open' });
    t.clock.set(RELEASED);
    // open now: refused only because it still has free seats
    const late = await join();
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ error: string }>().error).not.toBe('timeslot_not_open');
  });

  it('without a release time the new day opens at midnight, as before', async () => {
    const { api, slot } = await roomReleasingAt(null);
    expect((await api.create(slot.id)).statusCode).toBe(201);
  });

  it('the visitor calendar and the next free day follow the release', async () => {
    const { t, room, slot } = await roomReleasingAt('11:00');
    const calendar = async () =>
      (
        await t.app.inject({
          url: `/api/rooms/${room.id}/booking?fromDate=${NEW_DAY}&untilDate=${NEW_DAY}`,
        })
      ).json<Array<{ id: number; failedRules: string[] }>>();
    const nextFree = async () =>
      (await t.app.inject({ url: `/api/rooms/${room.id}` })).json<{
        nextFreeDate: string | null;
        releaseTime: string | null;
      }>();

    expect((await calendar()).find((s) => s.id === slot.id)?.failedRules).toContain(
      'timeslot_not_open',
    );
    expect(await nextFree()).toMatchObject({ nextFreeDate: '2030-04-02', releaseTime: '11:00' });
    await t.database.db.delete(timeSlots);
    const only = await insertTimeSlot(t.database.db, { roomId: room.id, date: NEW_DAY });
    expect((await nextFree()).nextFreeDate).toBeNull();

    t.clock.set(RELEASED);
    expect((await calendar()).find((s) => s.id === only.id)?.failedRules).toEqual([]);
    expect((await nextFree()).nextFreeDate).toBe(NEW_DAY);
  });

  it('staff set, change and clear the release time; bad values answer 400 on the field', async () => {
    const { t } = await app.setup();
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...XHR, cookie: admin },
        ...(payload ? { payload } : {}),
      });
    const form = { name: 'Lesesaal 2', description: 'Erster Stock', capacity: 5 };

    const plain = await call('POST', '/api/admin/rooms', form);
    expect(plain.json<AdminRoom>().releaseTime).toBeNull();
    const created = await call('POST', '/api/admin/rooms', { ...form, releaseTime: '09:00' });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json<AdminRoom>();
    expect(room.releaseTime).toBe('09:00');
    expect(
      (await t.app.inject({ url: `/api/rooms/${room.id}` })).json<AdminRoom>().releaseTime,
    ).toBe('09:00');

    // left out on update: unchanged
    const kept = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...form,
      id: room.id,
      version: room.version,
    });
    expect(kept.json<AdminRoom>().releaseTime).toBe('09:00');
    const cleared = await call('PUT', `/api/admin/rooms/${room.id}`, {
      ...form,
      id: room.id,
      version: kept.json<AdminRoom>().version,
      releaseTime: null,
    });
    expect(cleared.json<AdminRoom>().releaseTime).toBeNull();

    for (const value of ['00:00', '23:59']) {
      const ok = await call('POST', '/api/admin/rooms', { ...form, releaseTime: value });
      expect(ok.statusCode, value).toBe(201);
    }
    for (const value of ['24:00', '9:00', '12:60', '', '09:00:00', 'morgens', 900]) {
      const bad = await call('POST', '/api/admin/rooms', { ...form, releaseTime: value });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json()).toEqual({ error: 'validation__error', payload: ['body.releaseTime'] });
      const badUpdate = await call('PUT', `/api/admin/rooms/${room.id}`, {
        ...form,
        id: room.id,
        version: cleared.json<AdminRoom>().version,
        releaseTime: value,
      });
      expect(badUpdate.statusCode, String(value)).toBe(400);
    }
  });
});
