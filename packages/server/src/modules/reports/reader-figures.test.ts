/**
 * The reader statistics' figures (docs/decisions/reader-statistics.md): what counts as a visit
 * and a person, first visits, countries, units and applications — on the store's reads and on
 * the assembly of the answer.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordUnits, tickets, userApplications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom, insertTimeSlot } from '../../test/factories';
import { insertTicket } from '../../test/room-factories';
import {
  applicationCounts,
  monthsOf,
  purposesOf,
  readerCounts,
  readerStatistics,
  unitCounts,
  type ReaderCountRow,
} from './reader-statistics';

const row = (r: Partial<ReaderCountRow>): ReaderCountRow => ({
  roomId: null,
  month: null,
  byPurpose: false,
  purpose: null,
  readers: 0,
  readerDays: 0,
  firstTime: 0,
  abroad: 0,
  ...r,
});

describe('reader figures, assembled', () => {
  it('lists the months of a period, across a year end', () => {
    expect(monthsOf('2030-11-15', '2031-02-01')).toEqual([
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
    ]);
    expect(monthsOf('2030-03-01', '2030-03-31')).toEqual(['2030-03']);
  });

  it('lists the archive purposes in order with 0, then others named, then none named', () => {
    const rows = [
      row({ byPurpose: true, purpose: 'privat', readers: 2 }),
      row({ byPurpose: true, purpose: null, readers: 1 }),
      row({ byPurpose: true, purpose: 'Ahnen', readers: 4 }),
    ];
    expect(purposesOf(rows, ['amtlich', 'privat'])).toEqual([
      { purpose: 'amtlich', readers: 0 },
      { purpose: 'privat', readers: 2 },
      { purpose: 'Ahnen', readers: 4 },
      { purpose: null, readers: 1 },
    ]);
  });

  it('gives every room and month a row (zeros where nothing was counted), total first', () => {
    const stats = readerStatistics(
      {
        persons: [
          row({ readers: 3, readerDays: 5, firstTime: 2, abroad: 1 }),
          row({ roomId: 7, month: '2030-02', readers: 1, readerDays: 1 }),
          row({ byPurpose: true, purpose: 'privat', readers: 3 }),
        ],
        units: [{ roomId: 7, month: null, issued: 4, pulled: 5 }],
        groups: [
          { roomId: null, month: null, participants: 12 },
          { roomId: 7, month: '2030-02', participants: 12 },
        ],
        applications: [
          { month: null, submitted: 2, pending: 1, approved: 1, refused: 0, expired: 0 },
        ],
      },
      { roomIds: [7], months: ['2030-01', '2030-02'], purposes: ['privat'], archiveCountry: 'AT' },
    );
    expect(stats.archiveCountry).toBe('AT');
    expect(stats.figures.map((f) => [f.roomId, f.month])).toEqual([
      [null, null],
      [null, '2030-01'],
      [null, '2030-02'],
      [7, null],
      [7, '2030-01'],
      [7, '2030-02'],
    ]);
    expect(stats.figures[0]).toMatchObject({ readers: 3, readerDays: 5, firstTime: 2, abroad: 1 });
    expect(stats.figures[0]!.purposes).toEqual([{ purpose: 'privat', readers: 3 }]);
    expect(stats.figures[3]).toMatchObject({ readers: 0, unitsIssued: 4, unitsPulled: 5 });
    expect(stats.figures[5]).toMatchObject({ readers: 1, readerDays: 1, unitsIssued: 0 });
    // reader-days in groups where counted, 0 elsewhere
    expect(stats.figures.map((f) => f.groupReaderDays)).toEqual([12, 0, 0, 0, 0, 12]);
    expect(stats.figures[4]!.purposes).toEqual([{ purpose: 'privat', readers: 0 }]);
    expect(stats.applications.map((a) => [a.month, a.submitted])).toEqual([
      [null, 2],
      ['2030-01', 0],
      ['2030-02', 0],
    ]);
  });
});

describe.each(TEST_DRIVERS)('reader figures from the store on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const table of ['record_units', 'user_applications', 'tickets', 'time_slots', 'rooms'])
      await t.database.db.execute(sql.raw(`DELETE FROM ${table}`));
  });

  it('counts visits that are not no-shows, each person once per day, first visits over all time', async () => {
    const db = t.database.db;
    const ost = await insertRoom(db, { name: 'Ost', sortOrder: 1 });
    const west = await insertRoom(db, { name: 'West', sortOrder: 2 });
    const slot = async (roomId: number, date: string, startTime = '09:00', endTime = '12:00') =>
      (await insertTimeSlot(db, { roomId, date, startTime, endTime })).id;
    const ticket = (
      timeSlotId: number,
      readerPseudonym: string | null,
      more: Omit<Partial<typeof tickets.$inferInsert>, 'status'> = {},
    ) => insertTicket(db, { timeSlotId, status: 'BOOKED', readerPseudonym, ...more });
    const arrived = { checkedInAt: new Date('2030-03-05T08:30:00Z') };

    // P came in 2029 already; in 2030 the morning and the afternoon of one day in Ost and
    // that day in West too: one reader-day for the archive, one in each room
    await ticket(await slot(ost.id, '2029-06-01'), 'P', { purpose: 'amtlich' });
    const ostMorning = await slot(ost.id, '2030-03-05');
    const ostAfternoon = await slot(ost.id, '2030-03-05', '13:00', '16:00');
    await ticket(ostMorning, 'P', { ...arrived, purpose: 'amtlich' });
    await ticket(ostAfternoon, 'P', { ...arrived, purpose: 'privat' });
    await ticket(await slot(west.id, '2030-03-05'), 'P', { purpose: 'amtlich' });
    // Q from Austria (the code in any case); R did not come on a day check-in was used
    await ticket(ostMorning, 'Q', { ...arrived, country: 'at', purpose: 'privat' });
    await ticket(ostMorning, 'R', { purpose: 'privat' });
    // R came in April (no check-in that day): their first visit; a cancelled one counts nothing
    await ticket(await slot(ost.id, '2030-04-02'), 'R', { purpose: 'privat' });
    await insertTicket(db, {
      timeSlotId: await slot(ost.id, '2030-04-03'),
      status: 'CANCELLED',
      readerPseudonym: 'S',
    });
    // a booking without a key (erased before keys were stored): a person of its own booking
    await ticket(await slot(west.id, '2030-04-03'), null, { ownerId: 'old-booking' });
    // a German reader stays at home
    await ticket(await slot(west.id, '2030-04-04'), 'T', { country: 'DE' });

    const clock = { today: '2030-06-01', nowTime: '10:00' as const };
    const filter = { fromDate: '2030-01-01', untilDate: '2030-12-31', roomIds: null };
    const rows = await readerCounts(db, filter, clock, 'DE');
    const at = (roomId: number | null, month: string | null, purpose?: string | null) =>
      rows.find(
        (r) =>
          r.roomId === roomId &&
          r.month === month &&
          r.byPurpose === (purpose !== undefined) &&
          (purpose === undefined || r.purpose === purpose),
      );
    // P, Q, R, the old booking, T; first visits of Q, R and T (P came in 2029; the old booking
    // has no key to look back with)
    expect(at(null, null)).toMatchObject({ readers: 5, readerDays: 5, firstTime: 3, abroad: 1 });
    expect(at(ost.id, null)).toMatchObject({ readers: 3, readerDays: 3, firstTime: 2 });
    expect(at(west.id, null)).toMatchObject({ readers: 3, readerDays: 3, firstTime: 1 });
    expect(at(null, '2030-03')).toMatchObject({ readers: 2, readerDays: 2, firstTime: 1 });
    expect(at(ost.id, '2030-04')).toMatchObject({ readers: 1, firstTime: 1 });
    // P named two purposes: counted for each
    expect(at(null, null, 'amtlich')?.readers).toBe(1);
    expect(at(null, null, 'privat')?.readers).toBe(3);
    expect(at(null, null, null)?.readers).toBe(2);

    // before the day's slots ended nobody is a no-show yet: R counts on 2030-03-05 then
    const early = await readerCounts(db, filter, { today: '2030-03-05', nowTime: '11:00' }, 'DE');
    expect(
      early.find((r) => r.roomId === ost.id && r.month === '2030-03' && !r.byPurpose),
    ).toMatchObject({ readers: 3 });

    // a room chosen: only its visits, first visits still over every room and year
    const ostOnly = await readerCounts(db, { ...filter, roomIds: [ost.id] }, clock, 'DE');
    expect(
      ostOnly.find((r) => r.roomId === null && r.month === null && !r.byPurpose),
    ).toMatchObject({ readers: 3, readerDays: 3, firstTime: 2 });
    // another country of the archive: the Germans are abroad
    const inAustria = await readerCounts(db, filter, clock, 'AT');
    expect(
      inAustria.find((r) => r.roomId === null && r.month === null && !r.byPurpose)?.abroad,
    ).toBe(1);
  });

  it('counts units handed out and pulled by the visit, and applications by what happened in the period', async () => {
    const db = t.database.db;
    const room = await insertRoom(db, { name: 'Ost' });
    const unit = (visitDate: string, state: string, pulled: boolean) => ({
      roomId: room.id,
      visitDate,
      callNumber: 'A 1',
      state,
      pulledAt: pulled ? new Date(`${visitDate}T07:00:00Z`) : null,
    });
    await db
      .insert(recordUnits)
      .values([
        unit('2030-03-05', 'ISSUED', true),
        unit('2030-03-05', 'RETURNED', true),
        unit('2030-03-06', 'READY', true),
        unit('2030-04-01', 'CANCELLED', true),
        unit('2030-04-01', 'ORDERED', false),
        unit('2031-01-02', 'ISSUED', true),
      ]);
    const filter = { fromDate: '2030-01-01', untilDate: '2030-12-31', roomIds: null };
    const units = await unitCounts(db, filter);
    expect(units.find((u) => u.roomId === null && u.month === null)).toEqual({
      roomId: null,
      month: null,
      issued: 2,
      pulled: 4,
    });
    expect(units.find((u) => u.roomId === room.id && u.month === '2030-04')).toMatchObject({
      issued: 0,
      pulled: 1,
    });
    expect(await unitCounts(db, { ...filter, roomIds: [room.id + 1] })).toEqual([
      { roomId: null, month: null, issued: 0, pulled: 0 },
    ]);

    const application = (values: Partial<typeof userApplications.$inferInsert>) => ({
      email: 'x@example.org',
      name: 'X',
      street: 'Weg 1',
      postcode: '1010',
      town: 'Wien',
      country: 'AT',
      topic: 'T',
      purpose: 'privat',
      publicationPlanned: false,
      submittedAt: new Date('2030-02-10T10:00:00Z'),
      ...values,
    });
    await db.insert(userApplications).values([
      // waiting; and one submitted at 23:30 UTC on 31 December: 1 January in Vienna
      application({}),
      application({ submittedAt: new Date('2030-12-31T23:30:00Z') }),
      // approved in March, valid until 30 April: expired in the period
      application({
        state: 'approved',
        decidedAt: new Date('2030-03-01T09:00:00Z'),
        validUntil: '2030-04-30',
      }),
      // refused in March; approved in 2029, ended in 2029: not in the period
      application({ state: 'refused', decidedAt: new Date('2030-03-02T09:00:00Z') }),
      application({
        state: 'approved',
        submittedAt: new Date('2029-02-01T09:00:00Z'),
        decidedAt: new Date('2029-02-02T09:00:00Z'),
        validUntil: '2029-12-31',
      }),
    ]);
    const counts = await applicationCounts(db, filter, '2030-06-01', 'Europe/Vienna');
    expect(counts.find((a) => a.month === null)).toEqual({
      month: null,
      submitted: 3,
      pending: 1,
      approved: 1,
      refused: 1,
      expired: 1,
    });
    expect(counts.find((a) => a.month === '2030-03')).toMatchObject({ approved: 1, refused: 1 });
    expect(counts.find((a) => a.month === '2030-04')).toMatchObject({ expired: 1 });
    // the application of 23:30 UTC on 31 December is 1 January in Vienna
    const next = await applicationCounts(
      db,
      { fromDate: '2031-01-01', untilDate: '2031-01-31' },
      '2031-02-01',
      'Europe/Vienna',
    );
    expect(next.find((a) => a.month === null)).toMatchObject({ submitted: 1, pending: 1 });
  });
});
