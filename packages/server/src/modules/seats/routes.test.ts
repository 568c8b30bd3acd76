import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, seatBlocks, tickets } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket, multipart } from '../../test/room-factories';

describe.each(TEST_DRIVERS)('named seats staff API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04 (a Monday), 10:00 in Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    const db = t.database.db;
    await db.execute(sql`DELETE FROM tickets`);
    await db.execute(sql`DELETE FROM mail_outbox`);
    await db.execute(sql`DELETE FROM rooms`);
    await db.execute(sql`DELETE FROM seat_equipment`);
    await db.execute(sql`DELETE FROM audit_log`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = admin,
  ) => t.app.inject({ method, url, headers: { ...XHR, cookie }, ...(payload ? { payload } : {}) });
  const ok = async (method: 'POST' | 'PUT', url: string, payload: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const equipment = (key: string, accessible = false) =>
    ok(
      'POST',
      '/api/admin/seat-equipment',
      { key, de: `${key} de`, en: `${key} en`, accessible },
      201,
    );
  const seat = (roomId: number, label: string, keys: string[] = []) =>
    ok('POST', `/api/admin/rooms/${roomId}/seats`, { label, equipment: keys }, 201);

  it('keeps the equipment list: add, refuse a second key, rename, refuse removing what a seat carries', async () => {
    const film = await equipment('microfilm');
    expect(film).toEqual({
      id: expect.any(Number),
      key: 'microfilm',
      de: 'microfilm de',
      en: 'microfilm en',
      accessible: false,
    });
    const again = await call('POST', '/api/admin/seat-equipment', {
      key: 'microfilm',
      de: 'x',
      en: 'y',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', payload: ['key'] });
    expect(
      await ok('PUT', `/api/admin/seat-equipment/${film.id}`, {
        de: 'Mikrofilmlesegerät',
        en: 'Microfilm reader',
        accessible: false,
      }),
    ).toMatchObject({ key: 'microfilm', de: 'Mikrofilmlesegerät' });
    const room = await insertRoom(t.database.db);
    await seat(room.id, 'M2', ['microfilm']);
    const used = await call('DELETE', `/api/admin/seat-equipment/${film.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ error: 'conflict', payload: ['M2'] });
    const socket = await equipment('socket');
    expect((await call('DELETE', `/api/admin/seat-equipment/${socket.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/seat-equipment/${socket.id}`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/admin/seat-equipment')).json().map((e: { key: string }) => e.key),
    ).toEqual(['microfilm']);
  });

  it('manages seats: label unique per room, only listed equipment, order, position, removal', async () => {
    await equipment('socket');
    const room = await insertRoom(t.database.db);
    const other = await insertRoom(t.database.db, { name: 'Lesesaal 2' });
    const twelve = await seat(room.id, '12', ['socket']);
    expect(twelve).toEqual({
      id: expect.any(Number),
      roomId: room.id,
      label: '12',
      equipment: ['socket'],
      x: null,
      y: null,
      sortOrder: 0,
      blocks: [],
    });
    await seat(room.id, 'M2');
    await seat(other.id, '12'); // another room may use the label
    const twice = await call('POST', `/api/admin/rooms/${room.id}/seats`, { label: '12' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'conflict', payload: ['label'] });
    const unknown = await call('POST', `/api/admin/rooms/${room.id}/seats`, {
      label: '13',
      equipment: ['laser'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'validation__error', payload: ['body.equipment'] });

    const placed = await ok('PUT', `/api/admin/rooms/${room.id}/seats/${twelve.id}/position`, {
      x: 250,
      y: 900,
    });
    expect(placed).toMatchObject({ x: 250, y: 900 });
    expect(
      (
        await call('PUT', `/api/admin/rooms/${room.id}/seats/${twelve.id}/position`, {
          x: 1001,
          y: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/rooms/${other.id}/seats/${twelve.id}/position`, {
          x: 1,
          y: 1,
        })
      ).statusCode,
    ).toBe(404);
    const renamed = await ok('PUT', `/api/admin/rooms/${room.id}/seats/${twelve.id}`, {
      label: '12a',
      equipment: [],
      sortOrder: 5,
    });
    expect(renamed).toMatchObject({ label: '12a', equipment: [], x: 250, y: 900, sortOrder: 5 });
    const list = (await call('GET', `/api/admin/rooms/${room.id}/seats`)).json();
    expect(list.seats.map((s: { label: string }) => s.label)).toEqual(['M2', '12a']);
    expect(list.settings).toEqual({
      roomId: room.id,
      accessibleHoldBackDays: 0,
      planUrl: null,
      planAlt: null,
      planWidth: null,
      planHeight: null,
    });
    expect(
      (await call('DELETE', `/api/admin/rooms/${room.id}/seats/${twelve.id}`)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/admin/rooms/${room.id}/seats`)).json().seats).toHaveLength(1);
    expect((await call('GET', '/api/admin/rooms/999999/seats')).statusCode).toBe(404);
  });

  it('blocking a seat with bookings in the range answers them, now without a seat; a move mails the visitor once', async () => {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Lesesaal Ost' });
    const s12 = await seat(room.id, '12');
    const s13 = await seat(room.id, '13');
    const inRange = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const after = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-09' });
    const booked = await insertTicket(db, {
      timeSlotId: inRange.id,
      status: 'BOOKED',
      seatId: s12.id,
      language: 'de',
    });
    const later = await insertTicket(db, {
      timeSlotId: after.id,
      status: 'BOOKED',
      seatId: s12.id,
    });
    await insertTicket(db, { timeSlotId: inRange.id, status: 'CANCELLED', seatId: s12.id });

    const result = await ok(
      'POST',
      `/api/admin/rooms/${room.id}/seats/${s12.id}/blocks`,
      { reason: 'Lampe defekt', from: '2030-03-05', until: '2030-03-07' },
      201,
    );
    expect(result).toEqual({
      block: {
        id: expect.any(Number),
        reason: 'Lampe defekt',
        from: '2030-03-05',
        until: '2030-03-07',
      },
      affected: [
        {
          ticketId: booked.id,
          bookingNumber: booked.bookingNumber,
          timeSlotId: inRange.id,
          date: '2030-03-06',
          startTime: '09:00',
          endTime: '10:00',
          seatId: null,
        },
      ],
    });
    const seatOf = async (id: number) =>
      (await db.select({ seatId: tickets.seatId }).from(tickets).where(eq(tickets.id, id)))[0]
        ?.seatId;
    expect(await seatOf(booked.id)).toBeNull();
    expect(await seatOf(later.id)).toBe(s12.id);

    const slotSeats = (
      await call('GET', `/api/admin/rooms/${room.id}/timeslots/${inRange.id}/seats`)
    ).json();
    expect(slotSeats.seats).toEqual([
      { seatId: s12.id, label: '12', state: 'BLOCKED', ticketId: null },
      { seatId: s13.id, label: '13', state: 'FREE', ticketId: null },
    ]);
    expect(slotSeats.unassigned.map((b: { ticketId: number }) => b.ticketId)).toEqual([booked.id]);

    // the blocked seat cannot take the booking back; the free one can
    const toBlocked = await call('PUT', `/api/admin/seat-assignments/${booked.id}`, {
      seatId: s12.id,
    });
    expect(toBlocked.statusCode).toBe(409);
    expect(toBlocked.json()).toEqual({ error: 'conflict', payload: ['blocked'] });
    const moved = await ok('PUT', `/api/admin/seat-assignments/${booked.id}`, { seatId: s13.id });
    expect(moved).toMatchObject({ booking: { ticketId: booked.id, seatId: s13.id }, mailed: true });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'SEAT_MOVED', toAddress: 'erika@example.org' });
    expect(mails[0]!.subject).toBe('Ihr Platz im Lesesaal hat sich geändert');
    expect(mails[0]!.textBody).toContain('Neuer Platz: 13');
    expect(mails[0]!.textBody).toContain('Raum: Lesesaal Ost');
    // the seat is taken now: nobody else is moved onto it
    const other = await insertTicket(db, { timeSlotId: inRange.id, status: 'BOOKED' });
    const taken = await call('PUT', `/api/admin/seat-assignments/${other.id}`, { seatId: s13.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'conflict', payload: ['taken'] });
    expect(await db.select().from(mailOutbox)).toHaveLength(1);

    // ending the block frees the seat
    const blockPath = `/api/admin/rooms/${room.id}/seats/${s12.id}/blocks/${result.block.id}`;
    expect((await call('DELETE', blockPath)).statusCode).toBe(204);
    expect((await call('DELETE', blockPath)).statusCode).toBe(404);
    const free = (
      await call('GET', `/api/admin/rooms/${room.id}/timeslots/${inRange.id}/seats`)
    ).json();
    expect(free.seats[0]).toMatchObject({ label: '12', state: 'FREE' });
  });

  it('refuses a block ending before today or before its start', async () => {
    const room = await insertRoom(t.database.db);
    const s = await seat(room.id, '1');
    const past = await call('POST', `/api/admin/rooms/${room.id}/seats/${s.id}/blocks`, {
      reason: 'alt',
      from: '2030-03-01',
      until: '2030-03-03',
    });
    expect(past.json()).toEqual({ error: 'validation__error', payload: ['body.until'] });
    const backwards = await call('POST', `/api/admin/rooms/${room.id}/seats/${s.id}/blocks`, {
      reason: 'x',
      from: '2030-03-09',
      until: '2030-03-08',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().payload).toEqual(['body.until']);
    // a block that ended before today is history: not listed
    await t.database.db.insert(seatBlocks).values([
      { seatId: s.id, reason: 'vorbei', fromDate: '2030-02-01', untilDate: '2030-03-03' },
      { seatId: s.id, reason: 'heute', fromDate: '2030-03-01', untilDate: '2030-03-04' },
    ]);
    const listed = (await call('GET', `/api/admin/rooms/${room.id}/seats`)).json();
    expect(listed.seats[0].blocks.map((b: { reason: string }) => b.reason)).toEqual(['heute']);
  });

  it('a booked seat is freed by cancelling the ticket: the unique index counts only seat-holding tickets', async () => {
    const db = t.database.db;
    const room = await insertRoom(db);
    const s = await seat(room.id, '1');
    const slot = await insertTimeSlot(db, { roomId: room.id, date: '2030-03-06' });
    const first = await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: s.id });
    await expect(
      insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: s.id }),
    ).rejects.toThrow();
    await db.update(tickets).set({ status: 'CANCELLED' }).where(eq(tickets.id, first.id));
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: s.id });
    // a released no-show keeps its row but not the seat
    await db.update(tickets).set({ seatReleasedAt: new Date() }).where(eq(tickets.seatId, s.id));
    await insertTicket(db, { timeSlotId: slot.id, status: 'BOOKED', seatId: s.id });
  });

  it('stores the plan as a PNG, re-encoded or drawn from an SVG, and refuses other files by content', async () => {
    const room = await insertRoom(t.database.db);
    const upload = (data: Buffer, contentType: string, alt = 'Plan des Lesesaals') => {
      const body = multipart([
        { name: 'image', filename: 'plan', contentType, data },
        { name: 'alt', value: alt },
      ]);
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/rooms/${room.id}/seat-plan`,
        headers: { ...XHR, cookie: admin, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      planAlt: 'Plan des Lesesaals',
      planWidth: 400,
      planHeight: 200,
    });
    expect(res.json().planUrl).toMatch(new RegExp(`^/api/admin/rooms/${room.id}/seat-plan\\?v=`));
    const got = await call('GET', `/api/admin/rooms/${room.id}/seat-plan`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');

    // an SVG is stored drawn, as a PNG, whatever type the browser declared
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><script>alert(1)</script><image href="https://evil.example/x.png"/></svg>',
    );
    const drawn = await upload(svg, 'application/octet-stream');
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toMatchObject({ planWidth: 3000, planHeight: 1000 });
    const stored = await call('GET', `/api/admin/rooms/${room.id}/seat-plan`);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(stored.rawPayload.includes('<svg')).toBe(false);
    const entities = Buffer.from(
      '<!DOCTYPE svg [<!ENTITY a "a">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    expect((await upload(entities, 'image/svg+xml')).json()).toEqual({
      error: 'unsupported_media_type',
      payload: ['image'],
    });
    expect((await upload(Buffer.from('GIF89a'), 'image/png')).statusCode).toBe(415);
    expect((await upload(png, 'image/png', 'kurz')).json()).toEqual({
      error: 'validation__error',
      payload: ['alt'],
    });
    expect((await call('DELETE', `/api/admin/rooms/${room.id}/seat-plan`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/rooms/${room.id}/seat-plan`)).statusCode).toBe(404);
  });

  it('keeps the hold-back days per room', async () => {
    const room = await insertRoom(t.database.db);
    expect(
      await ok('PUT', `/api/admin/rooms/${room.id}/seat-settings`, { accessibleHoldBackDays: 3 }),
    ).toMatchObject({ roomId: room.id, accessibleHoldBackDays: 3 });
    expect(
      (
        await call('PUT', `/api/admin/rooms/${room.id}/seat-settings`, {
          accessibleHoldBackDays: 366,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/api/admin/rooms/${room.id}/seats`)).json().settings
        .accessibleHoldBackDays,
    ).toBe(3);
  });

  it('records each change in the audit log, and is closed to REPORTS and strangers', async () => {
    const room = await insertRoom(t.database.db);
    const s = await seat(room.id, 'A');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, 'POST /api/admin/rooms/:id/seats'));
    expect(entry).toMatchObject({ entityType: 'seat', action: 'create', entityId: String(s.id) });
    const reports = await signIn(t.app, t.database.db, 'REPORTS');
    expect(
      (await call('GET', `/api/admin/rooms/${room.id}/seats`, undefined, reports)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/admin/seat-equipment', { key: 'a', de: 'a', en: 'a' }, reports))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/rooms/${room.id}/seats` })).statusCode).toBe(401);
  });
});
