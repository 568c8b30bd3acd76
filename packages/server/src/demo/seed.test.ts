import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { createTestClock } from '../test/clock';
import { createTestDatabase, TEST_DRIVERS } from '../test/databases';
import { seedDemoData } from './seed';

describe.each(TEST_DRIVERS)('demo data on %s', (driver) => {
  it('adds rooms with slots on working days that are no holidays, once even when started twice at the same time', async () => {
    const database = await createTestDatabase(driver);
    try {
      const clock = createTestClock('2030-03-04T08:00:00Z'); // a Monday
      const log: string[] = [];
      await database.db.execute(
        sql`INSERT INTO holidays (name, date) VALUES ('Josefitag', '2030-03-19')`,
      );
      // two instances started with --demo at once seed once
      await Promise.all(
        [1, 2].map(() => seedDemoData({ clock, db: database.db, log: (l) => log.push(l) })),
      );
      await seedDemoData({ clock, db: database.db, log: (l) => log.push(l) });
      const counts = rowsOf<{ rooms: number; slots: number; weekend: number }>(
        await database.db.execute(sql`SELECT
          (SELECT count(*)::int FROM rooms) AS rooms,
          (SELECT count(*)::int FROM time_slots) AS slots,
          (SELECT count(*)::int FROM time_slots WHERE extract(isodow FROM date) > 5) AS weekend`),
      )[0]!;
      expect(counts.rooms).toBe(3);
      // 2030-03-04 .. 2030-04-15: 31 weekdays, one a holiday; × 2 slots × 3 rooms
      expect(counts.slots).toBe(30 * 2 * 3);
      expect(counts.weekend).toBe(0);
      expect(log.filter((l) => /nothing added/.test(l))).toHaveLength(2);
      expect(log.filter((l) => /added 3 rooms and 180 time slots/.test(l))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
