import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@lesesaal/domain/dates';
import type { Holiday } from '@lesesaal/domain/holidays/schema';
import type { RoomSeats, VisitorSeat } from '@lesesaal/domain/seats/schema';
import type { Ticket, Transaction } from '@lesesaal/domain/tickets/schema';
import type { TimeSlot } from '@lesesaal/domain/time-slots/schema';
import type { VisitorRoom } from '@lesesaal/domain/rooms/schema';
import { rowsOf } from '../db/client';
import { createTestApp, XHR, type TestApp } from '../test/app';
import { signIn } from '../test/auth';
import { cartApi } from '../test/cart-api';
import { createTestClock } from '../test/clock';
import { TEST_DRIVERS } from '../test/databases';
import { bookingPayload } from '../test/factories';
import { demoUntil } from './demo-calendar';
import { seedDemoData } from './seed';
import { DEMO_SEATS } from './seat-plan';

/** Monday 4 March 2030, 09:00 in Vienna. */
const MONDAY = '2030-03-04T08:00:00Z';

describe.each(TEST_DRIVERS)('demo data on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const start = async (at: string) => {
    t = await createTestApp(driver, { clock: createTestClock(at) });
  };
  const seed = (log: string[] = []) =>
    seedDemoData({
      // the default archive's context, as the server seeds it (server.ts)
      ...t.context(),
      log: (line) => log.push(line),
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const json = async <T>(url: string, cookie?: string): Promise<T> => {
    const res = await get(url, cookie);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const roomsByName = async () =>
    new Map((await json<{ content: VisitorRoom[] }>('/api/rooms')).content.map((r) => [r.name, r]));
  /** Every slot of every room and every holiday from today to the end of the demo's weeks. */
  const calendar = async (admin: string) => {
    const today = t.clock.today();
    const range = `fromDate=${today}&untilDate=${addDays(demoUntil(today), 7)}`;
    const slots = await json<{ content: TimeSlot[]; totalCount: number }>(
      `/api/admin/rooms/timeslots?${range}&limit=999`,
      admin,
    );
    expect(slots.content).toHaveLength(slots.totalCount);
    const holidays = await json<{ content: Holiday[] }>(`/api/admin/holidays?${range}`, admin);
    return { slots: slots.content, holidays: holidays.content };
  };

  it('shows rooms with pictures, a seat room with named seats, equipment and a plan, and a records room', async () => {
    await start(MONDAY);
    await seed();
    const rooms = await roomsByName();
    expect([...rooms.keys()]).toEqual(['Großer Lesesaal', 'Kartensaal', 'Mikrofilm-Lesesaal']);
    for (const room of rooms.values()) {
      expect(room.imageAlt).toBeTruthy();
      const picture = await get(room.imageUrl!);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\//);
      expect(picture.rawPayload.length).toBeGreaterThan(5_000);
      // bookable from tomorrow: every room has a free day at once
      expect(room.nextFreeDate).toBe('2030-03-05');
    }

    // the seat room: twelve named seats with equipment, all placed on the plan
    const great = rooms.get('Großer Lesesaal')!;
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const { seats, settings } = await json<RoomSeats>(`/api/admin/rooms/${great.id}/seats`, admin);
    expect(seats.map((s) => s.label)).toEqual(DEMO_SEATS.map((s) => s.label));
    expect(seats.every((s) => s.x !== null && s.y !== null)).toBe(true);
    expect(seats.filter((s) => s.equipment.length > 0).length).toBeGreaterThanOrEqual(8);
    expect(settings.accessibleHoldBackDays).toBe(2);
    const equipment = await json<{ key: string; accessible: boolean }[]>('/api/seat-equipment');
    expect(equipment.map((e) => e.key)).toEqual(
      expect.arrayContaining(['large-format-table', 'accessible-desk', 'power-socket']),
    );
    expect(equipment.filter((e) => e.accessible).map((e) => e.key)).toEqual(['accessible-desk']);
    const { plan } = await json<{
      plan: { url: string; alt: string; width: number; height: number } | null;
    }>(`/api/rooms/${great.id}/seat-plan`);
    expect(plan).toMatchObject({ width: 3000, height: 2250 });
    const planImage = await get(plan!.url);
    expect(planImage.statusCode).toBe(200);
    expect(planImage.headers['content-type']).toBe('image/png');

    // "I need": a large-format table narrows the day's slots and the slot's seats
    const day = '2030-03-12'; // a Tuesday, past the accessible seat's hold-back
    const needQuery = `fromDate=${day}&untilDate=${day}&seatEquipment=large-format-table`;
    const before = await json<TimeSlot[]>(`/api/rooms/${great.id}/booking?${needQuery}`);
    expect(before.map((s) => [s.startTime, s.seatMatch])).toEqual([
      ['09:00', true],
      ['13:00', true],
    ]);
    const morning = before[0]!;
    const api = cartApi(t.app);
    const held: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: XHR,
        payload: {
          timeSlotId: morning.id,
          seatNeed: { equipment: ['large-format-table'], accessible: false },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const cart = res.json<Transaction>();
      held.push(cart.tickets[0]!.seatLabel!);
    }
    expect(held.sort()).toEqual(['10', '9']);
    const after = await json<TimeSlot[]>(`/api/rooms/${great.id}/booking?${needQuery}`);
    expect(after.map((s) => [s.startTime, s.seatMatch])).toEqual([
      ['09:00', false],
      ['13:00', true],
    ]);
    const morningSeats = await json<VisitorSeat[]>(
      `/api/rooms/${great.id}/timeslots/${morning.id}/seats`,
    );
    expect(
      morningSeats.filter((s) => s.equipment.includes('large-format-table')).map((s) => s.state),
    ).toEqual(['TAKEN', 'TAKEN']);
    expect(morningSeats.filter((s) => s.state === 'FREE')).toHaveLength(10);
    // a visitor picks a named seat of their own
    const seat8 = morningSeats.find((s) => s.label === '8')!;
    const picked = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: XHR,
      payload: { timeSlotId: morning.id, seatId: seat8.id },
    });
    expect(picked.statusCode, picked.body).toBe(201);
    expect(picked.json<Transaction>().tickets[0]!.seatLabel).toBe('8');

    // the records room: a slot a week ahead takes a booking with a records order
    const maps = rooms.get('Kartensaal')!;
    expect(maps.records?.ordering).toBe('OPTIONAL');
    const mapSlots = await json<TimeSlot[]>(
      `/api/rooms/${maps.id}/booking?fromDate=2030-03-12&untilDate=2030-03-12`,
    );
    expect(mapSlots.map((s) => s.records?.orderable)).toEqual([true, true]);
    const cart = await api.cartWith(mapSlots[0]!.id);
    const booked = await api.book(
      cart.transactionId,
      bookingPayload({
        records: [
          {
            ticketId: cart.tickets[0]!.id,
            units: [{ callNumber: 'Karten und Pläne Nr. 412', title: 'Stadtplan 1858' }],
          },
        ],
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const [ticket] = booked.json<{ tickets: Ticket[] }>().tickets;
    expect(ticket!.units!.map((u) => [u.callNumber, u.state])).toEqual([
      ['Karten und Pläne Nr. 412', 'ORDERED'],
    ]);
    // the rooms without records take none
    expect(rooms.get('Großer Lesesaal')!.records?.ordering).toBe('OFF');
  });

  it('opens eight weeks of working days from tomorrow, around a closing day within two weeks and the holidays', async () => {
    await start(MONDAY);
    await seed();
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const { slots, holidays } = await calendar(admin);
    const closed = new Set(holidays.map((h) => h.date));
    // the archive's own closing day: Friday 8 March (four days ahead is the first working day)
    expect(holidays.map((h) => [h.date, h.name])).toEqual([
      ['2030-03-08', 'Schließtag: Revision im Magazin'],
      ['2030-04-22', 'Ostermontag'],
    ]);
    expect(slots.length).toBeGreaterThan(150);
    for (const slot of slots) {
      expect(closed.has(slot.date), `${slot.roomName} ${slot.date}`).toBe(false);
      expect(['SATURDAY', 'SUNDAY']).not.toContain(weekdayOf(slot.date));
    }
    const dates = slots.map((s) => s.date).sort();
    expect(dates[0]).toBe('2030-03-05');
    expect(dates.at(-1)).toBe('2030-04-29'); // eight weeks from today, a Monday
    // the days around the closing day are open, in every room
    for (const room of ['Großer Lesesaal', 'Mikrofilm-Lesesaal'])
      for (const date of ['2030-03-07', '2030-03-11'])
        expect(slots.some((s) => s.roomName === room && s.date === date)).toBe(true);
  });

  it('seeds once when started twice at once, adds nothing on a second start and only the missing weeks later', async () => {
    await start(MONDAY);
    // a holiday staff had already entered: the demo keeps it and leaves its date free
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const josefitag = await t.app.inject({
      method: 'POST',
      url: '/api/admin/holidays',
      headers: { ...XHR, cookie: admin },
      payload: { name: 'Josefitag', date: '2030-03-19' },
    });
    expect(josefitag.statusCode).toBe(201);
    const log: string[] = [];
    await Promise.all([seed(log), seed(log)]);
    const counts = async () =>
      rowsOf<Record<string, number>>(
        await t.database.db.execute(sql`SELECT
          (SELECT count(*)::int FROM rooms) AS rooms,
          (SELECT count(*)::int FROM room_images) AS pictures,
          (SELECT count(*)::int FROM seats) AS seats,
          (SELECT count(*)::int FROM seat_equipment) AS equipment,
          (SELECT count(*)::int FROM room_seat_settings WHERE plan_etag IS NOT NULL) AS plans,
          (SELECT count(*)::int FROM holidays) AS holidays,
          (SELECT count(*)::int FROM time_slots) AS slots,
          (SELECT max(date)::text FROM time_slots) AS "lastDate"`),
      )[0]!;
    const first = await counts();
    expect(first).toMatchObject({
      rooms: 3,
      pictures: 3,
      seats: 12,
      equipment: 5,
      plans: 1,
      holidays: 3,
      lastDate: '2030-04-29',
    });
    await seed(log);
    expect(await counts()).toEqual(first);
    expect(log.filter((l) => /added 3 rooms/.test(l))).toHaveLength(1);
    expect(log.filter((l) => /nothing added/.test(l))).toHaveLength(2);
    const { slots } = await calendar(admin);
    expect(slots.some((s) => s.date === '2030-03-19')).toBe(false);

    // a week later the calendar is topped up to eight weeks again: the new week's slots and
    // its public holiday (1 May), no closing day among slots that exist
    t.clock.set('2030-03-11T08:00:00Z');
    await seed(log);
    const later = await counts();
    expect(later).toEqual({
      ...first,
      holidays: first.holidays! + 1,
      slots: later.slots,
      lastDate: '2030-05-06',
    });
    expect(later.slots).toBeGreaterThan(first.slots!);
    expect(log.at(-1)).toMatch(/added 1 closing day and \d+ time slots up to 2030-05-06/);
    const week = await calendar(await signIn(t.app, t.database.db, 'ADMIN'));
    expect(week.holidays.map((h) => h.date)).toContain('2030-05-01');
    expect(week.slots.filter((s) => s.date === '2030-05-01')).toEqual([]);
    expect(week.slots.some((s) => s.date === '2030-05-02')).toBe(true);
    const duplicates = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM (
        SELECT room_id, date, start_time FROM time_slots
        GROUP BY room_id, date, start_time HAVING count(*) > 1) d`),
    )[0]!;
    expect(duplicates.n).toBe(0);
  });

  it('leaves an installation with rooms of its own alone', async () => {
    await start(MONDAY);
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rooms',
      headers: { ...XHR, cookie: admin },
      payload: { name: 'Lesesaal Nord', description: 'Unser Lesesaal', capacity: 5 },
    });
    expect(own.statusCode).toBe(201);
    const log: string[] = [];
    await seed(log);
    expect([...(await roomsByName()).keys()]).toEqual(['Lesesaal Nord']);
    expect(log).toEqual(['Demo data: rooms exist already, nothing added.']);
  });

  it('counts from the archive date at 23:30 on New Year’s Eve in Vienna (22:30 UTC)', async () => {
    await start('2030-12-31T22:30:00Z');
    await seed();
    const admin = await signIn(t.app, t.database.db, 'ADMIN');
    const { slots, holidays } = await calendar(admin);
    expect(holidays.map((h) => h.date)).toEqual(
      expect.arrayContaining(['2030-12-31', '2031-01-01', '2031-01-06']),
    );
    const closing = holidays.find((h) => h.name.startsWith('Schließtag'))!;
    expect(closing.date >= '2031-01-04' && closing.date <= '2031-01-13').toBe(true);
    const closed = new Set(holidays.map((h) => h.date));
    expect(slots.filter((s) => closed.has(s.date))).toEqual([]);
    expect(slots.map((s) => s.date).sort()[0]).toBe('2031-01-02');
    expect(
      slots
        .map((s) => s.date)
        .sort()
        .at(-1)! <= '2031-02-25',
    ).toBe(true);
  });
});
