import type { Db } from '../db/client';
import { blacklist, holidays, rooms, timeSlots } from '../db/schema/index';

/**
 * Rows inserted straight through drizzle, for tests that need a room, slots, holidays or
 * blacklist entries without going through the admin API. Defaults give a room bookable
 * from 2 to 30 calendar days ahead and a one-hour slot.
 */
export async function insertRoom(
  db: Db,
  values: Partial<typeof rooms.$inferInsert> = {},
): Promise<typeof rooms.$inferSelect> {
  const [room] = await db
    .insert(rooms)
    .values({
      name: 'Lesesaal 1',
      description: 'Erdgeschoss, Eingang Nord',
      capacity: 10,
      ...values,
    })
    .returning();
  return room!;
}

export async function insertTimeSlot(
  db: Db,
  values: Partial<typeof timeSlots.$inferInsert> & { roomId: number; date: string },
): Promise<typeof timeSlots.$inferSelect> {
  const [slot] = await db
    .insert(timeSlots)
    .values({ startTime: '09:00', endTime: '10:00', capacity: 5, ...values })
    .returning();
  return slot!;
}

export async function insertHoliday(db: Db, date: string, name = 'Feiertag'): Promise<void> {
  await db.insert(holidays).values({ date, name });
}

export async function insertBlacklistEntry(
  db: Db,
  email: string,
  expiredAt: string,
  description?: string,
): Promise<void> {
  await db.insert(blacklist).values({ email, expiredAt, description });
}

/** A valid visitor booking payload (PUT /transactions/{id}/booking). */
export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    salutation: 'MS',
    title: 'Dr.',
    firstName: 'Erika',
    lastName: 'Musterfrau',
    organisation: 'Universität Wien',
    email: 'erika@example.org',
    phone: '+43123456',
    accessibility: false,
    language: 'de',
    ...overrides,
  };
}
