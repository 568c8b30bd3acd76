import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { rooms, staffAccounts, tickets, timeSlots } from '../../db/schema/index';

/** The counts of one archive the overview shows: no personal data. */
export interface ArchiveTotals {
  rooms: number;
  timeSlots: number;
  ticketsBookedThisMonth: number;
  ticketsBookedThisYear: number;
  staffAccounts: number;
}

/**
 * Counts the archive's rooms, its slots from `today` on, its tickets booked since `monthStart`
 * and since `yearStart` (whatever became of them since) and its staff accounts. Run in the
 * archive (`inArchive`): row-level security shows only its rows.
 */
export async function archiveTotals(
  db: Db,
  from: { today: string; monthStart: Date; yearStart: Date },
): Promise<ArchiveTotals> {
  const [row] = rowsOf<Record<keyof ArchiveTotals, number>>(
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM ${rooms}) AS "rooms",
      (SELECT count(*)::int FROM ${timeSlots} WHERE ${timeSlots.date} >= ${from.today}) AS "timeSlots",
      (SELECT count(*)::int FROM ${tickets}
        WHERE ${tickets.bookedAt} >= ${from.monthStart.toISOString()}) AS "ticketsBookedThisMonth",
      (SELECT count(*)::int FROM ${tickets}
        WHERE ${tickets.bookedAt} >= ${from.yearStart.toISOString()}) AS "ticketsBookedThisYear",
      (SELECT count(*)::int FROM ${staffAccounts}) AS "staffAccounts"`),
  );
  return {
    rooms: Number(row?.rooms ?? 0),
    timeSlots: Number(row?.timeSlots ?? 0),
    ticketsBookedThisMonth: Number(row?.ticketsBookedThisMonth ?? 0),
    ticketsBookedThisYear: Number(row?.ticketsBookedThisYear ?? 0),
    staffAccounts: Number(row?.staffAccounts ?? 0),
  };
}
