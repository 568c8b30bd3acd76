import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { TEST_DRIVERS, createTestDatabase } from '../test/databases';
import { openDatabase, rowsOf } from './client';
import { DataDirLockedError, DataDirLockLostError } from './data-dir-lock';
import { rooms, timeSlots } from './schema/index';

describe('embedded database', () => {
  it('keeps data across a restart and refuses a second opener while open', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-db-'));
    const first = await openDatabase({ dataDir });
    await first.db
      .insert(rooms)
      .values({ name: 'Lesesaal 1', description: 'Erdgeschoss', capacity: 8 });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(rooms);
    expect(rows.map((r) => r.name)).toEqual(['Lesesaal 1']);
    expect(await second.ping()).toBe(true);
    await second.close();
  }, 60_000);

  it('refuses every query once another process took the data directory over', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-db-'));
    const onLost = vi.fn();
    const database = await openDatabase({
      dataDir,
      lock: { renewMs: 100, staleMs: 1_000, onLost },
    });
    await database.db.insert(rooms).values({ name: 'R', description: 'Raum', capacity: 2 });
    // What a take-over does: a new lease file renamed over ours.
    writeFileSync(path.join(dataDir, 'other'), JSON.stringify({ token: 'other', pid: 1 }));
    renameSync(path.join(dataDir, 'other'), path.join(dataDir, 'lesesaal.lock'));
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // drizzle wraps the driver's error in its own, with the driver's as `cause`
    const lost = { cause: expect.any(DataDirLockLostError) as unknown };
    await expect(
      database.db.insert(rooms).values({ name: 'S', description: 'Raum', capacity: 2 }),
    ).rejects.toMatchObject(lost);
    await expect(database.db.select().from(rooms)).rejects.toMatchObject(lost);
    await database.close();
  }, 60_000);
});

describe.each(TEST_DRIVERS)('schema constraints on %s', (driver) => {
  it('refuses overlapping slots of one room but allows touching ones and other rooms', async () => {
    const database = await createTestDatabase(driver);
    try {
      const [a, b] = await database.db
        .insert(rooms)
        .values([
          { name: 'A', description: 'Raum A', capacity: 4 },
          { name: 'B', description: 'Raum B', capacity: 4 },
        ])
        .returning();
      const slot = (roomId: number, startTime: string, endTime: string) => ({
        roomId,
        date: '2030-05-06',
        startTime,
        endTime,
        capacity: 4,
      });
      await database.db.insert(timeSlots).values(slot(a!.id, '10:00', '11:00'));
      await database.db.insert(timeSlots).values(slot(a!.id, '11:00', '12:00'));
      await database.db.insert(timeSlots).values(slot(b!.id, '10:30', '11:30'));
      const overlap = database.db.insert(timeSlots).values(slot(a!.id, '10:30', '11:30'));
      await expect(overlap).rejects.toMatchObject({ cause: { code: '23P01' } });
      const count = rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS n FROM time_slots`),
      );
      expect(count[0]!.n).toBe(3);
    } finally {
      await database.close();
    }
  });
});
