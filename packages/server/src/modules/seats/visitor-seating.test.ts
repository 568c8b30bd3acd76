import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorRoom } from '@lesesaal/domain/rooms/schema';
import type { VisitorSeat } from '@lesesaal/domain/seats/schema';
import { roomSeatSettings, seatEquipment, seats } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';

/**
 * What visitors learn of a room's named seats before choosing: `GET /rooms` and
 * `GET /rooms/{id}` say which equipment the room's seats carry and whether one is accessible
 * (null without named seats), and a slot's seats say until when an accessible seat is held
 * back. (The test clock's today is 2030-03-04.)
 */
describe.each(TEST_DRIVERS)("a room's seat equipment for visitors on %s", (driver) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function rooms() {
    t = await createTestApp(driver);
    const db = t.database.db;
    // the list's order is the order of the answer: socket first, though added last to a seat
    await db.insert(seatEquipment).values([
      { key: 'socket', nameDe: 'Steckdose', nameEn: 'Power socket' },
      { key: 'microfilm', nameDe: 'Mikrofilmlesegerät', nameEn: 'Microfilm reader' },
      { key: 'large-table', nameDe: 'Großformattisch', nameEn: 'Large-format table' },
      {
        key: 'accessible-desk',
        nameDe: 'Barrierefreier Tisch',
        nameEn: 'Accessible desk',
        accessible: true,
      },
    ]);
    const seated = await insertRoom(db, { name: 'Forschungslesesaal' });
    const plain = await insertRoom(db, { name: 'Lesesaal' });
    const noEquipment = await insertRoom(db, { name: 'Galerie' });
    await db.insert(roomSeatSettings).values({ roomId: seated.id, accessibleHoldBackDays: 3 });
    await db.insert(seats).values([
      { roomId: seated.id, label: 'M1', equipment: ['microfilm', 'socket'], sortOrder: 0 },
      { roomId: seated.id, label: 'B1', equipment: ['accessible-desk'], sortOrder: 1 },
      { roomId: seated.id, label: '3', equipment: [], sortOrder: 2 },
      { roomId: noEquipment.id, label: '1', equipment: [], sortOrder: 0 },
    ]);
    return { db, seated, plain, noEquipment };
  }

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('lists with each room what its seats offer, null for a room without named seats', async () => {
    const { seated, plain, noEquipment } = await rooms();
    const seating = {
      equipment: [
        { key: 'socket', de: 'Steckdose', en: 'Power socket', accessible: false },
        { key: 'microfilm', de: 'Mikrofilmlesegerät', en: 'Microfilm reader', accessible: false },
        {
          key: 'accessible-desk',
          de: 'Barrierefreier Tisch',
          en: 'Accessible desk',
          accessible: true,
        },
      ],
      accessible: true,
    };
    const list = await get<{ content: VisitorRoom[] }>('/api/rooms');
    expect(Object.fromEntries(list.content.map((r) => [r.id, r.namedSeats]))).toEqual({
      [seated.id]: seating,
      [plain.id]: null,
      [noEquipment.id]: { equipment: [], accessible: false },
    });
    expect((await get<VisitorRoom>(`/api/rooms/${seated.id}`)).namedSeats).toEqual(seating);
    expect((await get<VisitorRoom>(`/api/rooms/${plain.id}`)).namedSeats).toBeNull();
  });

  it('says from which day a held-back accessible seat is free for everybody', async () => {
    const { seated } = await rooms();
    // three days' hold-back: a slot on 2030-03-10 releases B1 on 2030-03-07, one on
    // 2030-03-06 has released it already (today is 2030-03-04)
    const later = await insertTimeSlot(t.database.db, { roomId: seated.id, date: '2030-03-10' });
    const soon = await insertTimeSlot(t.database.db, { roomId: seated.id, date: '2030-03-06' });
    const seatsOf = async (slotId: number) =>
      (await get<VisitorSeat[]>(`/api/rooms/${seated.id}/timeslots/${slotId}/seats`)).map((s) => [
        s.label,
        s.heldBack,
        s.releasesOn,
      ]);
    expect(await seatsOf(later.id)).toEqual([
      ['M1', false, null],
      ['B1', true, '2030-03-07'],
      ['3', false, null],
    ]);
    expect(await seatsOf(soon.id)).toEqual([
      ['M1', false, null],
      ['B1', false, null],
      ['3', false, null],
    ]);
  });
});
