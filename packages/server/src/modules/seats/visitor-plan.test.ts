import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomSeatSettings } from '../../db/schema/index';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { multipart } from '../../test/room-factories';

// The room's plan for visitors: its size and text alternative, the picture (the stored PNG,
// cached with its ETag), without a session; 404 for an unknown room or a room without plan.

describe.each(TEST_DRIVERS)("the visitor's room plan on %s", (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver); // clock: 2030-03-04 (a Monday), 10:00 in Vienna
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM tickets`);
    await t.database.db.execute(sql`DELETE FROM rooms`);
  });

  /** A visitor's call: no session cookie. */
  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const staff = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...XHR, cookie: admin },
      ...(payload ? { payload } : {}),
    });

  async function uploadPlan(roomId: number): Promise<void> {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#f4f4f4' },
    })
      .png()
      .toBuffer();
    const body = multipart([
      { name: 'image', filename: 'plan.png', contentType: 'image/png', data: png },
      { name: 'alt', value: 'Plan des Lesesaals: Fenster im Norden' },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${roomId}/seat-plan`,
      headers: { ...XHR, cookie: admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('gives the plan and its picture (the stored PNG, with ETag) to a visitor without a session', async () => {
    const room = await insertRoom(t.database.db);
    await uploadPlan(room.id);

    const info = await visit(`/api/rooms/${room.id}/seat-plan`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const [stored] = await t.database.db
      .select()
      .from(roomSeatSettings)
      .where(eq(roomSeatSettings.roomId, room.id));
    // exactly these fields: nothing staff-only (hold-back days, the staff address)
    expect(info.json()).toEqual({
      plan: {
        url: `/api/rooms/${room.id}/seat-plan/image?v=${stored!.planEtag}`,
        alt: 'Plan des Lesesaals: Fenster im Norden',
        width: 400,
        height: 200,
      },
    });
    expect(info.body).not.toContain('/api/admin');

    const picture = await visit(info.json().plan.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=300');
    expect(picture.headers['set-cookie']).toBeUndefined();
    expect(picture.headers.etag).toBe(`"${stored!.planEtag}"`);
    expect(Buffer.compare(picture.rawPayload, stored!.planImage!)).toBe(0);
    expect((await sharp(picture.rawPayload).metadata()).format).toBe('png');

    const again = await visit(`/api/rooms/${room.id}/seat-plan/image`, {
      'if-none-match': String(picture.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("sends the seats' positions with the slot's seat list", async () => {
    const room = await insertRoom(t.database.db);
    await uploadPlan(room.id);
    const slot = await insertTimeSlot(t.database.db, { roomId: room.id, date: '2030-03-06' });
    for (const [label, x, y] of [
      ['M2', 250, 500],
      ['3', null, null],
    ] as const) {
      const res = await staff('POST', `/api/admin/rooms/${room.id}/seats`, { label, x, y });
      expect(res.statusCode, res.body).toBe(201);
    }
    const seats = await visit(`/api/rooms/${room.id}/timeslots/${slot.id}/seats`);
    expect(seats.statusCode).toBe(200);
    expect(
      (seats.json() as Array<{ label: string; x: number | null; y: number | null }>).map(
        ({ label, x, y }) => ({ label, x, y }),
      ),
    ).toEqual([
      { label: 'M2', x: 250, y: 500 },
      { label: '3', x: null, y: null },
    ]);
  });

  it('answers 404 for an unknown room, and for the picture of a room without plan', async () => {
    const room = await insertRoom(t.database.db);
    expect((await visit(`/api/rooms/${room.id}/seat-plan`)).json()).toEqual({ plan: null });
    const none = await visit(`/api/rooms/${room.id}/seat-plan/image`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'not_found' });

    const unknown = room.id + 1000;
    expect((await visit(`/api/rooms/${unknown}/seat-plan`)).statusCode).toBe(404);
    expect((await visit(`/api/rooms/${unknown}/seat-plan/image`)).statusCode).toBe(404);
    expect((await visit('/api/rooms/x/seat-plan/image')).statusCode).toBe(400);

    // a removed plan is gone for visitors too
    await uploadPlan(room.id);
    expect((await visit(`/api/rooms/${room.id}/seat-plan/image`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/admin/rooms/${room.id}/seat-plan`)).statusCode).toBe(204);
    expect((await visit(`/api/rooms/${room.id}/seat-plan/image`)).statusCode).toBe(404);
    expect((await visit(`/api/rooms/${room.id}/seat-plan`)).json()).toEqual({ plan: null });
  });
});
