import { and, gte, lte, sql } from 'drizzle-orm';
import { addDays, isWorkingDay } from '@lesesaal/domain/dates';
import type { ArchiveClock } from '../clock';
import type { Db } from '../db/client';
import { holidays, rooms, timeSlots } from '../db/schema/index';

const DEMO_ROOMS = [
  {
    name: 'Großer Lesesaal',
    description: 'Erdgeschoss, Eingang Hof · Akten und Urkunden',
    capacity: 8,
    openStartValue: 0,
  },
  {
    name: 'Kartensaal',
    description: '1. Stock · Karten, Pläne und großformatige Bestände',
    capacity: 4,
    openStartValue: 1,
  },
  {
    name: 'Mikrofilm-Lesesaal',
    description: 'Untergeschoss · Lesegeräte für Mikrofilm und Mikrofiche',
    capacity: 6,
    openStartValue: 0,
  },
];

/** Six weeks of slots from today. */
const DEMO_DAYS = 42;

const DEMO_TIMES = [
  ['09:00', '12:00'],
  ['13:00', '16:00'],
] as const;

/** Arbitrary constant: serialises the seeding of several instances started with --demo at once. */
const SEED_LOCK_KEY = 7_316_002;

/**
 * `npm run demo`: when there are no rooms yet, three reading rooms with morning and
 * afternoon slots on the working days (no weekends, no holidays) of the next six weeks, so a
 * newcomer sees the booking flow at once. Does nothing when rooms exist (idempotent across
 * restarts); an advisory lock makes instances starting together seed once.
 */
export async function seedDemoData(deps: {
  clock: ArchiveClock;
  db: Db;
  log: (line: string) => void;
}): Promise<void> {
  const today = deps.clock.today();
  const until = addDays(today, DEMO_DAYS);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(rooms);
    if (n > 0) {
      deps.log('Demo data: rooms exist already, nothing added.');
      return;
    }
    const closed = new Set(
      (
        await tx
          .select({ date: holidays.date })
          .from(holidays)
          .where(and(gte(holidays.date, today), lte(holidays.date, until)))
      ).map((h) => h.date),
    );
    let slotCount = 0;
    for (const [index, room] of DEMO_ROOMS.entries()) {
      const [row] = await tx
        .insert(rooms)
        .values({
          ...room,
          sortOrder: index,
          openStartType: 'DAY',
          openEndType: 'DAY',
          openEndValue: DEMO_DAYS,
        })
        .returning({ id: rooms.id });
      const values = [];
      for (let day = 0; day <= DEMO_DAYS; day++) {
        const date = addDays(today, day);
        if (!isWorkingDay(date, closed)) continue;
        for (const [startTime, endTime] of DEMO_TIMES) {
          values.push({ roomId: row!.id, date, startTime, endTime, capacity: room.capacity });
        }
      }
      if (values.length > 0) await tx.insert(timeSlots).values(values);
      slotCount += values.length;
    }
    deps.log(`Demo data: added ${DEMO_ROOMS.length} rooms and ${slotCount} time slots.`);
  });
}
