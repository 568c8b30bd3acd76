import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Issue 13, for the nightly erasure (jobs/personal-data-erasure.ts), run in its transaction
 * just before it clears the tickets' personal columns: adds to `daily_statistics` the
 * accessible seats of the BOOKED tickets about to be erased (slot date before `today`, not
 * yet erased), per day and room. Each ticket is counted once: the same transaction then
 * marks it erased, and erased tickets are never counted again.
 */
export async function countBeforeErasure(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO daily_statistics (date, room_id, accessible_count)
    SELECT s.date, s.room_id, count(*) FILTER (WHERE t.accessibility IS TRUE)::int
    FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
    WHERE s.date < ${today}::date AND t.personal_data_erased_at IS NULL AND t.status = 'BOOKED'
    GROUP BY s.date, s.room_id
    ON CONFLICT (date, room_id)
    DO UPDATE SET accessible_count = daily_statistics.accessible_count + EXCLUDED.accessible_count`);
}
