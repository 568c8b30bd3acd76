import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statistics } from '@lesesaal/domain/reports/statistics';
import { seatEquipment, seats } from '../../db/schema/index';
import type { Cell } from '../../http/export/index';
import { csvSections, parseCsv, readXlsxSheets } from '../../http/export/read-back';
import { eraseExpiredPersonalData } from '../../jobs/personal-data-erasure';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import { equipmentFigures } from './equipment-statistics';
import { statisticsRows } from './statistics-export';

const MICROFILM = { key: 'microfilm', nameDe: 'Mikrofilmlesegerät', nameEn: 'Microfilm reader' };
const SOCKET = { key: 'socket', nameDe: 'Steckdose', nameEn: 'Power socket' };
const months = (...pairs: Array<[string, number]>) =>
  pairs.map(([month, bookings]) => ({ month, bookings }));

/**
 * Bookings per seat equipment and month: seats with different equipment in two rooms with
 * named seats and one without, tickets in several months and every state (booked, cancelled,
 * in a cart, booked without a seat, a released no-show).
 */
describe.each(TEST_DRIVERS)('bookings by seat equipment on %s', (driver) => {
  let t: TestApp;
  let reports: string;
  let rooms: { ost: number; west: number; alt: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    t.clock.set('2030-06-01T10:00:00Z');
    reports = await signIn(t.app, t.database.db, 'REPORTS');
    const db = t.database.db;
    for (const table of ['tickets', 'daily_statistics', 'time_slots', 'seats', 'rooms'])
      await db.execute(sql.raw(`DELETE FROM ${table}`));
    await db.execute(sql`DELETE FROM seat_equipment`);
    // the large-format table is on no seat: not listed
    await db
      .insert(seatEquipment)
      .values([
        MICROFILM,
        { key: 'table', nameDe: 'Großformattisch', nameEn: 'Large-format table' },
        SOCKET,
      ]);
    const ost = await insertRoom(db, { name: 'Lesesaal Ost', sortOrder: 1 });
    const west = await insertRoom(db, { name: 'Lesesaal West', sortOrder: 2 });
    const alt = await insertRoom(db, { name: 'Altbau', sortOrder: 3 });
    rooms = { ost: ost.id, west: west.id, alt: alt.id };
    const layout: Array<[number, string, string[]]> = [
      [ost.id, '1', []],
      [ost.id, '2', ['socket']],
      [ost.id, 'M1', ['microfilm', 'socket']],
      [ost.id, 'M2', ['microfilm']],
      [west.id, 'W1', ['socket']],
      [west.id, 'W2', []],
    ];
    const inserted = await db
      .insert(seats)
      .values(layout.map(([roomId, label, equipment]) => ({ roomId, label, equipment })))
      .returning({ id: seats.id, label: seats.label });
    const seat = Object.fromEntries(inserted.map((s) => [s.label, s.id])) as Record<string, number>;
    type Plan = Array<['BOOKED' | 'CANCELLED' | 'NEW' | 'RELEASED', string | null]>;
    const slotWith = async (roomId: number, date: string, plan: Plan) => {
      const slot = await insertTimeSlot(db, { roomId, date, capacity: 10 });
      for (const [state, label] of plan)
        await insertTicket(db, {
          timeSlotId: slot.id,
          status: state === 'RELEASED' ? 'BOOKED' : state,
          seatId: label === null ? null : seat[label]!,
          // a no-show whose seat was given back stays BOOKED: it counts, as in the visits
          seatReleasedAt: state === 'RELEASED' ? new Date(`${date}T10:00:00Z`) : null,
          accessibility: label === 'M2',
        });
    };
    await slotWith(ost.id, '2029-12-10', [['BOOKED', 'M1']]); // before the period
    await slotWith(ost.id, '2030-02-04', [
      ['BOOKED', 'M1'],
      ['BOOKED', 'M2'],
      ['CANCELLED', '2'],
      ['BOOKED', '1'],
    ]);
    await slotWith(ost.id, '2030-03-05', [
      ['BOOKED', 'M2'],
      ['RELEASED', '2'],
      ['CANCELLED', 'M1'],
      ['NEW', 'M1'],
      ['BOOKED', null], // staff overbooking: no seat assigned
    ]);
    await slotWith(ost.id, '2030-03-06', [
      ['BOOKED', 'M1'],
      ['BOOKED', '2'],
    ]);
    await slotWith(ost.id, '2030-04-10', []);
    await slotWith(west.id, '2030-03-07', [
      ['BOOKED', 'W1'],
      ['BOOKED', 'W2'],
    ]);
    await slotWith(west.id, '2030-05-02', [['CANCELLED', 'W1']]);
    await slotWith(alt.id, '2030-02-05', [
      ['BOOKED', null],
      ['BOOKED', null],
    ]);
  });
  afterAll(async () => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: reports } });
  const equipmentOf = async (query: string) => {
    const res = await get(`/api/admin/statistics?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Statistics>().equipment;
  };
  const year = 'fromDate=2030-01-01&untilDate=2030-12-31';
  const everyRoom: Statistics['equipment'] = [
    // every month a room with equipped seats had slots (Altbau has none: its February is
    // Ost's too), 0 where none was booked; M1 counts for both of its types
    {
      ...MICROFILM,
      seats: 2,
      months: months(['2030-02', 2], ['2030-03', 2], ['2030-04', 0], ['2030-05', 0]),
    },
    {
      ...SOCKET,
      seats: 3,
      months: months(['2030-02', 1], ['2030-03', 4], ['2030-04', 0], ['2030-05', 0]),
    },
  ];

  it('counts BOOKED tickets per month by their seat’s equipment, with the seats carrying it', async () => {
    expect(await equipmentOf(year)).toEqual(everyRoom);
    // the rooms filter: West has one socket seat, no reader
    expect(await equipmentOf(`${year}&roomIds=${rooms.west}`)).toEqual([
      { ...SOCKET, seats: 1, months: months(['2030-03', 1], ['2030-05', 0]) },
    ]);
    expect(await equipmentOf(`${year}&roomIds=${rooms.ost},${rooms.west}`)).toEqual(everyRoom);
    // a room without named seats adds nothing
    expect(await equipmentOf(`${year}&roomIds=${rooms.alt}`)).toEqual([]);
    // the period filter
    expect(await equipmentOf('fromDate=2030-03-01&untilDate=2030-03-31')).toEqual([
      { ...MICROFILM, seats: 2, months: months(['2030-03', 2]) },
      { ...SOCKET, seats: 3, months: months(['2030-03', 4]) },
    ]);
    expect(await equipmentOf('fromDate=2029-12-01&untilDate=2029-12-31')).toEqual([
      { ...MICROFILM, seats: 2, months: months(['2029-12', 1]) },
      { ...SOCKET, seats: 3, months: months(['2029-12', 1]) },
    ]);
  });

  it('stays the same after the nightly erasure, and carries nothing personal', async () => {
    const res = await get(`/api/admin/statistics?${year}`);
    expect(res.body).not.toMatch(/Musterfrau|Erika|erika@|owner-/);
    await eraseExpiredPersonalData(t.database.db, t.clock.wallClock());
    expect(await equipmentOf(year)).toEqual(everyRoom);
  });

  it('exports the table: a CSV section (de) and an XLSX sheet (en), a row per type and month', async () => {
    const json = (await get(`/api/admin/statistics?${year}`)).json<Statistics>();
    const expected = (lang: 'de' | 'en'): Cell[][] => {
      const [film, socket] =
        lang === 'de' ? ['Mikrofilmlesegerät', 'Steckdose'] : ['Microfilm reader', 'Power socket'];
      return [
        [film, '2030-02', 2, 2],
        [film, '2030-03', 2, 2],
        [film, '2030-04', 0, 2],
        [film, '2030-05', 0, 2],
        [socket, '2030-02', 1, 3],
        [socket, '2030-03', 4, 3],
        [socket, '2030-04', 0, 3],
        [socket, '2030-05', 0, 3],
      ];
    };
    expect(statisticsRows(json, [], 'en').equipment).toEqual(expected('en'));

    const csv = await get(`/api/admin/statistics/export?format=csv&lang=de&${year}`);
    expect(csv.statusCode, csv.body).toBe(200);
    // the equipment's section, then the reader statistics' three
    const section = csvSections(parseCsv(csv.body.slice(1), ';')).at(-4)!;
    expect(section.name).toBe('Buchungen nach Ausstattung');
    expect(section.header).toEqual([
      'Ausstattung',
      'Monat',
      'Buchungen',
      'Plätze mit dieser Ausstattung',
    ]);
    expect(section.rows).toEqual(expected('de').map((r) => r.map(String)));

    const xlsx = await get(`/api/admin/statistics/export?format=xlsx&lang=en&${year}`);
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await readXlsxSheets(xlsx.rawPayload)).at(-4)!;
    expect(sheet.sheetName).toBe('Bookings by equipment');
    expect(sheet.rows).toEqual([
      ['Equipment', 'Month', 'Bookings', 'Seats with this equipment'],
      ...expected('en'),
    ]);
  });
});

describe('equipmentFigures', () => {
  it('lists types in the order read, adds seats over rooms, and months only of equipped rooms', () => {
    const figures = equipmentFigures(
      [
        { roomId: 1, date: '2030-02-01' },
        { roomId: 2, date: '2030-01-01' }, // no equipped seats there
        { roomId: 3, date: '2030-03-01' },
      ],
      [
        { roomId: 1, ...SOCKET, seats: 2 },
        { roomId: 3, ...SOCKET, seats: 1 },
        { roomId: 3, ...MICROFILM, seats: 1 },
      ],
      [{ month: '2030-03', key: 'microfilm', bookings: 5 }],
    );
    expect(figures).toEqual([
      { ...SOCKET, seats: 3, months: months(['2030-02', 0], ['2030-03', 0]) },
      { ...MICROFILM, seats: 1, months: months(['2030-02', 0], ['2030-03', 5]) },
    ]);
    expect(equipmentFigures([{ roomId: 1, date: '2030-02-01' }], [], [])).toEqual([]);
  });
});
