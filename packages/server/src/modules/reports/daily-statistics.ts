import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * For the nightly erasure (jobs/personal-data-erasure.ts), run in its transaction
 * just before it clears the tickets' personal columns: adds to `daily_statistics`, per day
 * and room, what the statistics need of the tickets about to be erased (slot date before
 * `today`, not yet erased, BOOKED or CANCELLED):
 * - the accessible seats of the BOOKED ones (personal: cleared next);
 * - the year summary's counts — visits, cancelled, no-shows, visitor days. Not personal, but
 *   counting a year's tickets is the slow part of a year summary, and a past day's tickets no
 *   longer change (check-in and staff cancellation refuse past days), so a past day is read
 *   from here. No-shows by the rule of tickets/no-shows.ts: the day is over, so a day's
 *   not-arrived BOOKED tickets are no-shows when anyone arrived in the room that day. Visitor
 *   days: per booking (owner) the most seats it held in one slot of the room that day.
 * Each ticket is counted once: the same transaction then marks it erased, and erased tickets
 * are never counted again. A day's tickets are erased together, in one run. A day counted
 * before the year-summary columns existed keeps them null (the statistics then count that
 * day from the tickets).
 */
export async function countBeforeErasure(db: Db, today: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO daily_statistics
      (date, room_id, accessible_count, visits, cancelled, no_shows, visitor_days)
    SELECT date, room_id, sum(accessible)::int, sum(visits)::int, sum(cancelled)::int,
      CASE WHEN sum(arrived) > 0 THEN sum(visits - arrived) ELSE 0 END::int,
      sum(seats)::int
    FROM (
      SELECT s.date, s.room_id, sum(p.accessible) AS accessible, sum(p.visits) AS visits,
        sum(p.cancelled) AS cancelled, sum(p.arrived) AS arrived, max(p.visits) AS seats
      FROM (
        SELECT t.time_slot_id, coalesce(t.owner_id, t.id::text) AS owner,
          count(*) FILTER (WHERE t.status = 'BOOKED') AS visits,
          count(*) FILTER (WHERE t.status = 'CANCELLED') AS cancelled,
          count(*) FILTER (WHERE t.status = 'BOOKED' AND t.checked_in_at IS NOT NULL)
            AS arrived,
          count(*) FILTER (WHERE t.status = 'BOOKED' AND t.accessibility IS TRUE) AS accessible
        FROM tickets t JOIN time_slots s ON s.id = t.time_slot_id
        WHERE s.date < ${today}::date AND t.personal_data_erased_at IS NULL
          AND t.status IN ('BOOKED', 'CANCELLED')
        GROUP BY t.time_slot_id, owner
      ) p JOIN time_slots s ON s.id = p.time_slot_id
      GROUP BY s.date, s.room_id, p.owner
    ) per_booking
    GROUP BY date, room_id
    ON CONFLICT (archive_id, date, room_id) DO UPDATE SET
      accessible_count = daily_statistics.accessible_count + EXCLUDED.accessible_count,
      visits = daily_statistics.visits + EXCLUDED.visits,
      cancelled = daily_statistics.cancelled + EXCLUDED.cancelled,
      no_shows = daily_statistics.no_shows + EXCLUDED.no_shows,
      visitor_days = daily_statistics.visitor_days + EXCLUDED.visitor_days`);
}
