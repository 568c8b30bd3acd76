import { sql } from 'drizzle-orm';
import { addDays, weekdayOf, type IsoDate } from '@lesesaal/domain/dates';
import { holidayCreateSchema, holidayListQuerySchema } from '@lesesaal/domain/holidays/schema';
import { roomCreatePayloadSchema } from '@lesesaal/domain/rooms/room-payloads';
import { roomImageAltSchema } from '@lesesaal/domain/rooms/schema';
import {
  equipmentCreateSchema,
  seatPayloadSchema,
  seatPlanAltSchema,
} from '@lesesaal/domain/seats/schema';
import { timeSlotCreateSchemaFor } from '@lesesaal/domain/time-slots/schema';
import type { AppContext } from '../http/types';
import { createHolidaysService } from '../modules/holidays';
import { createRoomsService } from '../modules/rooms';
import { createSeatsService } from '../modules/seats';
import { createTimeSlotsService } from '../modules/time-slots';
import { demoHolidays, demoUntil } from './demo-calendar';
import { DEMO_ACCESSIBLE_HOLD_BACK_DAYS, DEMO_ROOMS, type DemoRoom } from './demo-rooms';
import { drawRoomPicture } from './room-pictures';
import { DEMO_EQUIPMENT, DEMO_PLAN_ALT, DEMO_SEATS, demoSeatPlanSvg } from './seat-plan';
import { transaction } from '../db/transaction';

/** Arbitrary constant: serialises the seeding of several instances started with --demo at once. */
const SEED_LOCK_KEY = 7_316_002;

/** `1 closing day`, `2 closing days`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the seed needs: the app's context (the services' dependencies) and a log line. */
export interface DemoSeedDeps extends AppContext {
  log: (line: string) => void;
}

/** The services the seed works through, all on one transaction. */
function demoServices(ctx: AppContext) {
  return {
    rooms: createRoomsService(ctx),
    seats: createSeatsService(ctx),
    holidays: createHolidaysService(ctx),
    slots: createTimeSlotsService(ctx),
  };
}
type DemoServices = ReturnType<typeof demoServices>;

/**
 * `npm run demo`: what Lesesaal can do, at a first look (docs/demo.md). On a database without
 * rooms: three rooms with pictures — one with twelve named seats, their equipment and a seat
 * plan, one that takes record orders with the booking, a small one — the closing days of the
 * next eight weeks (public holidays and one closing day of the archive within two weeks), and
 * slots on the working days of those weeks from tomorrow on. All dates count from the
 * archive's today (`clock`), in its time zone.
 *
 * Everything goes through the services the API uses, with its payloads checked by the API's
 * schemas, so the demo keeps every rule a staff member's input must keep; all of it in one
 * transaction (the services' own transactions become savepoints in it), so a start that fails
 * half-way leaves nothing.
 *
 * Idempotent: when rooms exist and all are the demo's (by name), a later start only adds the
 * closing days and slots of the weeks that have come into the eight-week window since (none
 * on the same day); an installation with rooms of its own is left as it is. An advisory lock
 * makes instances starting together seed once.
 */
export async function seedDemoData(deps: DemoSeedDeps): Promise<void> {
  const { log, ...context } = deps;
  await transaction(deps.db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const ctx: AppContext = { ...context, db: tx };
    const services = demoServices(ctx);
    const today = ctx.clock.today();
    const existing = (await services.rooms.list({})).content;
    if (existing.length === 0) {
      log(await seedEverything(services, today));
      return;
    }
    const demoNames = new Set(DEMO_ROOMS.map((room) => room.name));
    if (!existing.every((room) => demoNames.has(room.name))) {
      log('Demo data: rooms exist already, nothing added.');
      return;
    }
    const holidays = await addHolidays(services, today);
    let slots = 0;
    for (const room of existing) {
      const demo = DEMO_ROOMS.find((r) => r.name === room.name)!;
      slots += await addSlots(services, room.id, demo, today);
    }
    log(
      holidays + slots === 0
        ? 'Demo data: rooms exist already, nothing added.'
        : `Demo data: rooms exist already; added ${count(holidays, 'closing day')} and ${count(slots, 'time slot')} up to ${demoUntil(today)}.`,
    );
  });
}

/** The whole demo on an installation without rooms; answers the log line. */
async function seedEverything(services: DemoServices, today: IsoDate): Promise<string> {
  const holidays = await addHolidays(services, today);
  await addEquipment(services);
  let slots = 0;
  for (const demo of DEMO_ROOMS) {
    const room = await services.rooms.create(
      roomCreatePayloadSchema.parse({
        name: demo.name,
        description: demo.description,
        capacity: demo.capacity,
        openStart: { type: 'DAY', value: 1 },
        openEnd: { type: 'DAY', value: 56 },
        ...(demo.records ? { records: demo.records } : {}),
      }),
    );
    await services.rooms.setImage(room.id, {
      data: await drawRoomPicture(demo.picture),
      alt: roomImageAltSchema.parse(demo.pictureAlt),
    });
    if (demo.seats) await addSeats(services, room.id);
    slots += await addSlots(services, room.id, demo, today);
  }
  return (
    `Demo data: added ${DEMO_ROOMS.length} rooms with pictures, ${DEMO_SEATS.length} named seats ` +
    `with a seat plan, ${count(holidays, 'closing day')} and ${count(slots, 'time slot')} up to ${demoUntil(today)}.`
  );
}

/**
 * The closing days of the next eight weeks (demo-calendar.ts) on dates that have neither a
 * holiday nor a slot yet — a later start adds those of the weeks it opens, and never closes a
 * day that already has slots. Answers how many.
 */
async function addHolidays(services: DemoServices, today: IsoDate): Promise<number> {
  const range = { fromDate: today, untilDate: demoUntil(today) };
  const taken = new Set([
    ...(await services.holidays.list(holidayListQuerySchema.parse(range))).content.map(
      (h) => h.date,
    ),
    ...(await services.slots.list(undefined, { ...range, sort: [] })).content.map((s) => s.date),
  ]);
  let added = 0;
  for (const holiday of demoHolidays(today)) {
    if (taken.has(holiday.date)) continue;
    await services.holidays.create(holidayCreateSchema.parse(holiday));
    added++;
  }
  return added;
}

/** The equipment the demo's seats carry, where the list lacks it. */
async function addEquipment(services: DemoServices): Promise<void> {
  const keys = new Set((await services.seats.listEquipment()).map((item) => item.key));
  for (const item of DEMO_EQUIPMENT)
    if (!keys.has(item.key))
      await services.seats.createEquipment(equipmentCreateSchema.parse(item));
}

/** The twelve named seats, the accessible seat's hold-back and the plan they are placed on. */
async function addSeats(services: DemoServices, roomId: number): Promise<void> {
  for (const seat of DEMO_SEATS)
    await services.seats.createSeat(roomId, seatPayloadSchema.parse(seat));
  await services.seats.saveSettings(roomId, DEMO_ACCESSIBLE_HOLD_BACK_DAYS);
  await services.seats.setPlan(roomId, {
    data: Buffer.from(demoSeatPlanSvg()),
    alt: seatPlanAltSchema.parse(DEMO_PLAN_ALT),
  });
}

/**
 * The room's weekly slots from the day after its last slot (tomorrow at the earliest) to eight
 * weeks from today; the time-slots service skips the holidays. Answers how many were added.
 */
async function addSlots(
  services: DemoServices,
  roomId: number,
  demo: DemoRoom,
  today: IsoDate,
): Promise<number> {
  const [last] = (
    await services.slots.list(roomId, {
      fromDate: today,
      limit: 1,
      sort: [{ field: 'date', direction: 'DESC' }],
    })
  ).content;
  const from = last && last.date >= today ? addDays(last.date, 1) : addDays(today, 1);
  const until = demoUntil(today);
  if (from > until) return 0;
  // a "series" of one day is made on that day whatever its weekday, even a holiday
  const closedOnLastDay =
    from === until &&
    (
      await services.holidays.list(
        holidayListQuerySchema.parse({ fromDate: from, untilDate: from }),
      )
    ).totalCount > 0;
  let added = 0;
  for (const series of demo.series) {
    if (from === until && (closedOnLastDay || !series.days.includes(weekdayOf(from)))) continue;
    const created = await services.slots.create(
      roomId,
      timeSlotCreateSchemaFor(today).parse({
        startTime: series.startTime,
        endTime: series.endTime,
        startDate: from,
        repeatUntil: until,
        daysOfWeek: series.days,
        includeHolidays: false,
        capacity: demo.capacity,
      }),
    );
    added += created.createdTimeSlots.length;
  }
  return added;
}
