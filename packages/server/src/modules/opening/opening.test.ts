import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Place } from '@lesesaal/domain/opening/schema';
import type { Transaction } from '@lesesaal/domain/tickets/schema';
import { rowsOf } from '../../db/client';
import { XHR } from '../../test/app';
import { cartTestApp } from '../../test/cart-setup';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { drawDueOpenings } from './draw';
import { hashOfPass } from './queue';
import { findPlaceByPass } from './repository';

// Test clock: 2030-03-04T09:00Z = Monday 10:00 in Vienna. The room opens 2 to 30 days ahead
// with its release at 11:00 (10:00Z): that instant the day 2030-04-03 opens, by a draw; its
// waiting room opens 15 minutes before (09:45Z). 2 places a minute, each for 5 minutes.
const WAITING_ROOM = '2030-03-04T09:50:00Z';
const RELEASE = '2030-03-04T10:00:00Z';
const NEW_DAY = '2030-04-03';
const DRAW = { drawPreWindowMinutes: 15, drawAdmitPerMinute: 2, drawTurnMinutes: 5 };

interface Joined {
  pass: string;
  place: Place;
}

describe.each(TEST_DRIVERS)('the fair opening on %s', (driver) => {
  const app = cartTestApp(driver);

  async function openingRoom(draw: Partial<typeof DRAW> | null = DRAW) {
    const setup = await app.setup();
    const room = await insertRoom(setup.db, {
      name: 'Auslosungssaal',
      releaseTime: '11:00',
      ...(draw ?? {}),
    });
    const slot = await insertTimeSlot(setup.db, { roomId: room.id, date: NEW_DAY, capacity: 50 });
    const earlier = await insertTimeSlot(setup.db, { roomId: room.id, date: '2030-04-02' });
    const inject = setup.t.app.inject.bind(setup.t.app);
    const calls = {
      opening: () => inject({ method: 'GET', url: `/api/rooms/${room.id}/opening` }),
      join: (address = '10.0.0.1', pass?: string) =>
        inject({
          method: 'POST',
          url: `/api/rooms/${room.id}/opening/queue`,
          headers: { ...XHR, ...(pass ? { 'x-queue-pass': pass } : {}) },
          remoteAddress: address,
        }),
      place: (pass?: string) =>
        inject({
          method: 'GET',
          url: `/api/rooms/${room.id}/opening/queue`,
          headers: pass ? { 'x-queue-pass': pass } : {},
        }),
      hold: (pass?: string, slotId = slot.id, address = '10.1.0.1') =>
        inject({
          method: 'POST',
          url: '/api/transactions',
          headers: { ...XHR, ...(pass ? { 'x-queue-pass': pass } : {}) },
          payload: { timeSlotId: slotId },
          remoteAddress: address,
        }),
      add: (cartId: string, pass?: string, slotId = slot.id) =>
        inject({
          method: 'POST',
          url: `/api/transactions/${cartId}/tickets`,
          headers: { ...XHR, ...(pass ? { 'x-queue-pass': pass } : {}) },
          payload: { timeSlotId: slotId },
        }),
    };
    return { ...setup, room, slot, earlier, calls };
  }

  it('tells the opening of the new day: upcoming, waiting room, admitting, over; null without a draw; 404 for an unknown room', async () => {
    const { t, calls, db } = await openingRoom();
    const opening = async () => (await calls.opening()).json<{ opening: unknown }>().opening;
    expect(await opening()).toEqual({
      day: NEW_DAY,
      releaseAt: '2030-03-04T10:00:00.000Z',
      waitingRoomOpensAt: '2030-03-04T09:45:00.000Z',
      state: 'upcoming',
      queued: 0,
      admitPerMinute: 2,
      turnMinutes: 5,
    });
    t.clock.set(WAITING_ROOM);
    expect(await opening()).toMatchObject({ state: 'waiting-room', day: NEW_DAY });
    expect((await calls.join()).statusCode).toBe(201);
    expect(await opening()).toMatchObject({ state: 'waiting-room', queued: 1 });
    t.clock.set(RELEASE);
    expect(await opening()).toMatchObject({ state: 'admitting', day: NEW_DAY, queued: 1 });
    t.clock.set('2030-03-04T10:05:00Z'); // the one place's turn has ended
    expect(await opening()).toMatchObject({ state: 'upcoming', day: '2030-04-04' });

    const plain = await insertRoom(db, { name: 'Ohne Auslosung' });
    const none = await t.app.inject({ method: 'GET', url: `/api/rooms/${plain.id}/opening` });
    expect(none.json()).toEqual({ opening: null });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/rooms/999999/opening' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', payload: ['room'] });
  });

  it('waits before the release with no position, draws once at the release (a permutation, audited), queues later joiners behind in arrival order', async () => {
    const { t, calls, db } = await openingRoom();
    expect((await calls.join()).json()).toEqual({ error: 'opening_closed' });
    t.clock.set(WAITING_ROOM);
    const early: Joined[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await calls.join(`10.0.1.${i}`);
      expect(res.statusCode, res.body).toBe(201);
      early.push(res.json<Joined>());
    }
    for (const joined of early) {
      expect(joined.pass).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(joined.place).toMatchObject({
        state: 'waiting',
        day: NEW_DAY,
        position: null,
        ahead: null,
        admitAt: null,
      });
    }
    // only the hash of a pass is stored
    const stored = rowsOf<{ pass_hash: string }>(
      await db.execute(sql`SELECT pass_hash FROM opening_places`),
    );
    expect(stored.map((r) => r.pass_hash)).not.toContain(early[0]!.pass);

    t.clock.set(RELEASE);
    const late = [];
    for (let i = 0; i < 3; i++) late.push((await calls.join(`10.0.2.${i}`)).json<Joined>());
    expect(late.map((j) => j.place.position)).toEqual([9, 10, 11]);
    const positions = [];
    for (const joined of early) {
      const res = await calls.place(joined.pass);
      expect(res.statusCode).toBe(200);
      positions.push(res.json<{ place: Place }>().place.position);
    }
    expect([...positions].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const audit = rowsOf<{ action: string; entity_id: string; fields: string[] }>(
      await db.execute(sql`SELECT action, entity_id, fields FROM audit_log`),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('opening.drawn');
    expect(audit[0]!.fields.slice(0, 2)).toEqual([`day:${NEW_DAY}`, 'places:8']);
    expect(audit[0]!.fields[2]).toMatch(/^orderSha256:[0-9a-f]{64}$/);
  });

  it('is drawn by the draw job at the release when no request comes, once, audited once', async () => {
    const { t, calls, db } = await openingRoom();
    t.clock.set(WAITING_ROOM);
    for (let i = 0; i < 3; i++) await calls.join(`10.0.9.${i}`);
    expect(await drawDueOpenings(t.context())).toBe(0); // before the release: nothing due
    t.clock.set(RELEASE);
    expect(await drawDueOpenings(t.context())).toBe(1);
    expect(await drawDueOpenings(t.context())).toBe(0);
    const stored = rowsOf<{ position: number }>(
      await db.execute(sql`SELECT position FROM opening_places ORDER BY position`),
    );
    expect(stored.map((r) => Number(r.position))).toEqual([1, 2, 3]);
    const audit = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'opening.drawn'`,
      ),
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('admits at the rate from the release, says how many are ahead and when to ask again', async () => {
    const { t, calls } = await openingRoom({ ...DRAW, drawAdmitPerMinute: 2 });
    t.clock.set(WAITING_ROOM);
    const passes = [];
    for (let i = 0; i < 4; i++) passes.push((await calls.join(`10.0.3.${i}`)).json<Joined>().pass);
    t.clock.set(RELEASE);
    const places = [];
    for (const pass of passes)
      places.push((await calls.place(pass)).json<{ place: Place }>().place);
    places.sort((a, b) => a.position! - b.position!);
    expect(places.map((p) => p.admitAt)).toEqual([
      '2030-03-04T10:00:00.000Z',
      '2030-03-04T10:00:30.000Z',
      '2030-03-04T10:01:00.000Z',
      '2030-03-04T10:01:30.000Z',
    ]);
    expect(places.map((p) => p.turnEndsAt)).toEqual([
      '2030-03-04T10:05:00.000Z',
      '2030-03-04T10:05:30.000Z',
      '2030-03-04T10:06:00.000Z',
      '2030-03-04T10:06:30.000Z',
    ]);
    expect(places.map((p) => p.state)).toEqual(['admitted', 'waiting', 'waiting', 'waiting']);
    expect(places.map((p) => p.ahead)).toEqual([0, 0, 1, 2]);
    // the admitted: until the turn's end, at most a minute; the waiting: the whole wait when
    // it is at most a minute (their admission does not move), else half of it
    expect(places.map((p) => p.retryAfterSeconds)).toEqual([60, 30, 60, 45]);

    // a joiner after the queue ran dry is let in at once, not in the past
    t.clock.set('2030-03-04T10:03:00Z');
    const late = (await calls.join('10.0.4.1')).json<Joined>().place;
    expect(late).toMatchObject({ position: 5, state: 'admitted' });
    expect(late.admitAt).toBe('2030-03-04T10:03:00.000Z');
  });

  it('answers drawn places from the queue the instance read once, as the database would at every instant; a later joiner too, once the places after the read ones are read', async () => {
    const { t, db, room, calls } = await openingRoom({ ...DRAW, drawAdmitPerMinute: 2 });
    t.clock.set(WAITING_ROOM);
    const passes: string[] = [];
    for (let i = 0; i < 7; i++) passes.push((await calls.join(`10.0.8.${i}`)).json<Joined>().pass);
    t.clock.set(RELEASE);
    // the first asks after the release draw and are read from the database
    for (const pass of passes) expect((await calls.place(pass)).statusCode).toBe(200);
    const late = (await calls.join('10.0.9.1')).json<Joined>();
    expect(late.place.position).toBe(8);
    // its first ask is read from the database and has the places after the kept ones read
    expect((await calls.place(late.pass)).json<{ place: Place }>().place.position).toBe(8);

    // what the database answers at four instants of the admissions
    const instants = [
      RELEASE,
      '2030-03-04T10:00:30Z',
      '2030-03-04T10:01:05Z',
      '2030-03-04T10:04:00Z',
    ];
    const expected = new Map<string, unknown[]>();
    for (const at of instants) {
      const views = [];
      for (const pass of [...passes, late.pass]) {
        const found = await findPlaceByPass(db, room.id, hashOfPass(pass), new Date(at));
        views.push({
          position: found!.position,
          admitAt: found!.admitAt!.toISOString(),
          ahead: found!.ahead,
        });
      }
      expected.set(at, views);
    }
    // the places' rows changed behind the app's back (the app never changes them): the
    // answers stay those of the queue it read, the later joiner's too
    await db.execute(sql`UPDATE opening_places SET admit_at = admit_at + interval '1 day'`);
    for (const at of instants) {
      t.clock.set(at);
      const answered = [];
      for (const pass of [...passes, late.pass]) {
        const place = (await calls.place(pass)).json<{ place: Place }>().place;
        answered.push({ position: place.position, admitAt: place.admitAt, ahead: place.ahead });
      }
      expect(answered, at).toEqual(expected.get(at));
    }
  });

  it('guards holds of the day while the opening runs: refused without an admitted pass in its turn, taken with one; other days untouched', async () => {
    const { t, calls, earlier } = await openingRoom();
    t.clock.set(WAITING_ROOM);
    const first = (await calls.join('10.0.5.1')).json<Joined>();
    const second = (await calls.join('10.0.5.2')).json<Joined>();
    // another day of the room is bookable as before
    const other = await calls.hold(undefined, earlier.id);
    expect(other.statusCode, other.body).toBe(201);

    t.clock.set(RELEASE);
    const [a, b] = await Promise.all([calls.place(first.pass), calls.place(second.pass)]);
    const byPosition = [
      { pass: first.pass, place: a.json<{ place: Place }>().place },
      { pass: second.pass, place: b.json<{ place: Place }>().place },
    ].sort((x, y) => x.place.position! - y.place.position!);
    const [inTurn, waiting] = byPosition as [Joined, Joined];

    const refused = await calls.hold();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'opening_not_your_turn' });
    expect((await calls.hold(waiting.pass)).json()).toEqual({ error: 'opening_not_your_turn' });
    expect((await calls.hold('A'.repeat(43))).json()).toEqual({ error: 'opening_not_your_turn' });
    const held = await calls.hold(inTurn.pass);
    expect(held.statusCode, held.body).toBe(201);

    // adding the day to a cart of another day is guarded the same way
    const cart = other.json<Transaction>();
    expect((await calls.add(cart.transactionId)).json()).toEqual({
      error: 'opening_not_your_turn',
    });
    t.clock.set('2030-03-04T10:00:30Z'); // the second place's turn
    expect((await calls.add(cart.transactionId, waiting.pass)).statusCode).toBe(201);

    // the first place's turn ended: its pass no longer holds
    t.clock.set('2030-03-04T10:05:00Z');
    expect((await calls.hold(inTurn.pass, undefined, '10.1.0.2')).json()).toEqual({
      error: 'opening_not_your_turn',
    });
    // over: the last turn ended; the day is bookable as any other
    t.clock.set('2030-03-04T10:05:30Z');
    const free = await calls.hold(undefined, undefined, '10.1.0.3');
    expect(free.statusCode, free.body).toBe(201);
    expect((await calls.join('10.0.5.9')).json()).toEqual({ error: 'opening_closed' });
  });

  it('guards the first turn after the release even when nobody joined, then lets everyone book', async () => {
    const { t, calls } = await openingRoom();
    t.clock.set(RELEASE);
    expect((await calls.hold()).json()).toEqual({ error: 'opening_not_your_turn' });
    const joined = (await calls.join('10.0.6.1')).json<Joined>();
    expect(joined.place).toMatchObject({ position: 1, state: 'admitted', ahead: 0 });
    expect((await calls.hold(joined.pass)).statusCode).toBe(201);
  });

  it('keeps the place for a visitor who comes back with the pass (200), and knows no other pass (404)', async () => {
    const { t, calls } = await openingRoom();
    t.clock.set(WAITING_ROOM);
    const joined = (await calls.join('10.0.7.1')).json<Joined>();
    const again = await calls.join('10.0.7.1', joined.pass);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(joined);
    const unknown = await calls.place('B'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'opening_pass_unknown' });
    expect((await calls.place()).json()).toEqual({ error: 'opening_pass_unknown' });
    // an unknown pass on the join is a new place
    expect((await calls.join('10.0.7.2', 'C'.repeat(43))).statusCode).toBe(201);
  });

  it('takes at most the held-seat limit of places per client address and opening (429)', async () => {
    const { t, calls } = await openingRoom();
    t.clock.set(WAITING_ROOM);
    const limit = t.config.visitorLimits.maxHeldSeats;
    for (let i = 0; i < limit; i++) expect((await calls.join('10.0.8.1')).statusCode).toBe(201);
    const over = await calls.join('10.0.8.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'too_many_requests' });
  });

  it('refuses bad input with 400 and the field: a malformed pass, a bad room id', async () => {
    const { calls, t } = await openingRoom();
    const bad = await calls.place('not a pass!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('validation__error');
    const badRoom = await t.app.inject({ method: 'GET', url: '/api/rooms/0/opening' });
    expect(badRoom.statusCode).toBe(400);
  });
});
