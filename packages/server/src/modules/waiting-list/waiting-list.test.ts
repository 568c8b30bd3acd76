import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffWaitingListEntry, WaitingListEntry } from '@lesesaal/domain/waiting-list/schema';
import { transactions, waitingListEntries } from '../../db/schema/index';
import { createTestApp, XHR } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertBlacklistEntry, insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { waitingListHarness } from '../../test/waiting-list-harness';

// The test clock stands at 2030-03-04 09:00 UTC (10:00 in Vienna); a room's window opens
// two days ahead, so 2030-03-06 is bookable.
describe.each(TEST_DRIVERS)('waiting list on %s', (driver) => {
  const { h, join, entryOf, leave, entries, mailsOf, fullSlot } = waitingListHarness(driver);
  afterEach(async () => h.t?.close());

  it('lets a visitor join a full slot, answers the place in line and mails the leave link', async () => {
    const { slot } = await fullSlot();
    const first = await join(slot.id, 'anna@example.org', { language: 'en' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      timeSlotId: slot.id,
      roomId: slot.roomId,
      roomName: 'Lesesaal 1',
      roomDescription: 'Erdgeschoss, Eingang Nord',
      date: '2030-03-06',
      startTime: '09:00',
      endTime: '10:00',
      status: 'WAITING',
      position: 1,
    });
    expect(JSON.stringify(first.json())).not.toMatch(/token/i);
    const second = await join(slot.id, 'ben@example.org');
    expect(second.json()).toMatchObject({ position: 2 });

    const rows = await entries();
    expect(rows.map((r) => [r.email, r.language, r.status])).toEqual([
      ['anna@example.org', 'en', 'WAITING'],
      ['ben@example.org', 'de', 'WAITING'],
    ]);
    const [mail] = await mailsOf('WAITING_LIST_JOINED');
    expect(mail!.toAddress).toBe('anna@example.org');
    expect(mail!.subject).toBe('You are on the reading room waiting list');
    expect(mail!.textBody).toContain(
      `http://localhost:3000/waitlist/${rows[0]!.token}/leave?lang=en`,
    );
    expect(mail!.textBody).toContain('number 1 in line');

    const view = await entryOf(rows[1]!.token);
    expect(view.json<WaitingListEntry>()).toMatchObject({
      status: 'WAITING',
      position: 2,
      language: 'de',
      transactionId: null,
      offerExpiresAt: null,
    });
    expect((await entryOf('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('refuses to join a slot with free seats, outside the window, unknown, or with a bad address', async () => {
    const { db, room, slot } = await fullSlot();
    const free = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-07', capacity: 2 });
    const tooLate = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-05', capacity: 0 });
    const closed = await insertTimeSlot(db, {
      roomId: room.id,
      date: '2030-03-06',
      startTime: '11:00',
      endTime: '12:00',
      capacity: 0,
    });
    const refused = async (res: Awaited<ReturnType<typeof join>>) => [res.statusCode, res.json()];
    expect(await refused(await join(free.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'waiting_list__slot_not_full' },
    ]);
    expect(await refused(await join(tooLate.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'timeslot_not_open' },
    ]);
    expect(await refused(await join(closed.id, 'anna@example.org'))).toEqual([
      409,
      { error: 'timeslot_not_open' },
    ]);
    expect(await refused(await join(999_999, 'anna@example.org'))).toEqual([
      404,
      { error: 'not_found', payload: ['timeSlot'] },
    ]);
    const bad = await join(slot.id, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation__error' });
    expect(await entries()).toEqual([]);
  });

  it('limits the entries per e-mail and per client address of a slot, and refuses blacklisted addresses', async () => {
    const { db, slot } = await fullSlot();
    expect((await join(slot.id, 'anna@example.org')).statusCode).toBe(201);
    expect((await join(slot.id, 'ANNA@example.org')).statusCode).toBe(201);
    const third = await join(slot.id, 'anna@example.org', { ip: '10.0.0.9' });
    expect([third.statusCode, third.json()]).toEqual([
      409,
      { error: 'waiting_list__limit_reached' },
    ]);
    for (const name of ['ben', 'cleo', 'dora'])
      expect((await join(slot.id, `${name}@example.org`)).statusCode).toBe(201);
    const sixth = await join(slot.id, 'emil@example.org');
    expect([sixth.statusCode, sixth.json()]).toEqual([
      409,
      { error: 'waiting_list__limit_reached' },
    ]);
    expect((await join(slot.id, 'emil@example.org', { ip: '10.0.0.9' })).statusCode).toBe(201);

    await insertBlacklistEntry(db, 'blocked@example.org', '2031-01-01');
    const blocked = await join(slot.id, 'Blocked@example.org', { ip: '10.0.0.10' });
    expect([blocked.statusCode, blocked.json()]).toEqual([
      409,
      { error: 'booking__email_blacklisted' },
    ]);
    expect(await entries()).toHaveLength(6);
  });

  it('refuses to join without a solved bot check (403), as cart creation does', async () => {
    h.t = await createTestApp(driver, { env: { BOT_PROTECTION: 'altcha' } });
    const room = await insertRoom(h.t.database.db);
    const slot = await insertTimeSlot(h.t.database.db, {
      roomId: room.id,
      date: '2030-03-06',
      capacity: 1,
    });
    await insertTicket(h.t.database.db, { timeSlotId: slot.id, status: 'BOOKED' });
    const res = await join(slot.id, 'anna@example.org');
    expect([res.statusCode, res.json()]).toEqual([403, { error: 'recaptcha__validation_error' }]);
    expect(await entries()).toEqual([]);
  });

  it('leaves by link: a waiting entry leaves the line, an offered one passes its seat on; twice is fine', async () => {
    const { slot, owners } = await fullSlot();
    for (const name of ['anna', 'ben', 'cleo']) await join(slot.id, `${name}@example.org`);
    const [anna, ben, cleo] = await entries();

    const left = await leave(ben!.token);
    expect(left.statusCode).toBe(204);
    expect(left.headers['referrer-policy']).toBe('no-referrer');
    expect((await leave(ben!.token)).statusCode).toBe(204);
    expect((await entryOf(ben!.token)).json()).toMatchObject({ status: 'LEFT', position: null });
    expect((await entryOf(cleo!.token)).json()).toMatchObject({ position: 2 });

    await h.t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    const offered = (await entries())[0]!;
    expect(offered.status).toBe('OFFERED');
    expect((await leave(anna!.token)).statusCode).toBe(204);
    const after = await entries();
    expect(after.map((e) => e.status)).toEqual(['LEFT', 'LEFT', 'OFFERED']);
    expect(
      await h.t.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, offered.transactionId!)),
    ).toEqual([]);
    expect((await mailsOf('WAITING_LIST_OFFER')).map((m) => m.toAddress)).toEqual([
      'anna@example.org',
      'cleo@example.org',
    ]);
    expect((await leave('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('shows staff the slot’s list (e-mail, joined at, state) behind the session', async () => {
    const { room, slot } = await fullSlot();
    await join(slot.id, 'anna@example.org');
    h.t.clock.advanceMinutes(5);
    await join(slot.id, 'ben@example.org', { language: 'en' });
    const url = `/api/admin/rooms/${room.id}/timeslots/${slot.id}/waiting-list`;
    expect((await h.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await signIn(h.t.app, h.t.database.db, 'ADMIN');
    const res = await h.t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(
      res.json<StaffWaitingListEntry[]>().map((e) => [e.email, e.language, e.status, e.createdAt]),
    ).toEqual([
      ['anna@example.org', 'de', 'WAITING', '2030-03-04T09:00:00.000Z'],
      ['ben@example.org', 'en', 'WAITING', '2030-03-04T09:05:00.000Z'],
    ]);
    const wrongRoom = await h.t.app.inject({
      method: 'GET',
      url: `/api/admin/rooms/${room.id + 1}/timeslots/${slot.id}/waiting-list`,
      headers: { cookie: admin },
    });
    expect([wrongRoom.statusCode, wrongRoom.json()]).toEqual([
      404,
      { error: 'not_found', payload: ['timeSlot'] },
    ]);
  });

  it('is off with WAITLIST_OFFER_HOURS=off: joining is not found and cancellations offer nothing', async () => {
    const { slot, owners } = await fullSlot(1, { WAITLIST_OFFER_HOURS: 'off' });
    // an entry from before the list was switched off
    await h.t.database.db
      .insert(waitingListEntries)
      .values({ timeSlotId: slot.id, token: 'tok-before', email: 'old@example.org' });
    await h.t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${owners[0]!.ownerId}/tickets?ids=${owners[0]!.id}`,
      headers: XHR,
    });
    expect((await entries()).map((e) => e.status)).toEqual(['WAITING']);
    const res = await join(slot.id, 'anna@example.org');
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { error: 'not_found', payload: ['waitingList'] },
    ]);
  });
});
