import type { RecordStatistics } from './schema';

/** One reading room's records ordered in a year: units per month of the visit. */
export interface RecordsOrderedRow {
  roomId: number;
  roomName: string;
  /** units of visits not cancelled per month, index 0 = January */
  units: number[];
  /** units of cancelled visits (not in `units`) */
  cancelled: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The API's lines (room and month, only those with units) as one row per room, in the order
 * the rooms first appear, and their total — the year summary's records table, on the screen
 * and in the export alike. No rows when nothing was ordered.
 */
export function recordsOrderedByRoom(stats: RecordStatistics): {
  rows: RecordsOrderedRow[];
  total: Pick<RecordsOrderedRow, 'units' | 'cancelled'>;
} {
  const rooms = new Map<number, RecordsOrderedRow>();
  for (const line of stats.rows) {
    let row = rooms.get(line.roomId);
    if (!row) {
      row = {
        roomId: line.roomId,
        roomName: line.roomName,
        units: Array(12).fill(0),
        cancelled: 0,
      };
      rooms.set(line.roomId, row);
    }
    row.units[line.month - 1]! += line.units;
    row.cancelled += line.cancelled;
  }
  const rows = [...rooms.values()];
  return {
    rows,
    total: {
      units: rows.length
        ? rows[0]!.units.map((_, i) => sum(rows.map((r) => r.units[i]!)))
        : Array(12).fill(0),
      cancelled: sum(rows.map((r) => r.cancelled)),
    },
  };
}

/** The units of a row's months together (cancelled visits not counted). */
export const unitsInYear = (row: Pick<RecordsOrderedRow, 'units'>): number => sum(row.units);
