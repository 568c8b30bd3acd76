import { Placeholder, sql } from 'drizzle-orm';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import type { TimeRange } from '@lesesaal/domain/time-slots/rules';

/** A slot as the seat core reads it: `YYYY-MM-DD` date, `HH:MM` times. */
export interface SlotRow extends TimeRange {
  id: number;
  roomId: number;
  capacity: number;
}

/** A row that is not what its statement selects: a programming error, never the visitor's. */
export class RowShapeError extends Error {
  constructor(row: string, field: string, value: unknown) {
    super(`${row} row: ${field} is not as selected (${typeof value})`);
    this.name = 'RowShapeError';
  }
}

/** An integer column's value (a number, or the text of one, as drivers may give int8). */
export function intField(row: string, field: string, value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw new RowShapeError(row, field, value);
  return n;
}

/** A date column's value as `YYYY-MM-DD` (text from SQL, or a Date from a driver), checked. */
export function dateField(row: string, field: string, value: unknown): IsoDate {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  throw new RowShapeError(row, field, value);
}

function timeField(field: string, value: unknown): string {
  if (typeof value !== 'string') throw new RowShapeError('slot', field, value);
  return normalizeTime(value) ?? value;
}

/**
 * The one mapper of a slot row, checked: every read of a slot — drizzle's typed rows and the
 * raw statements' (which select {@link SLOT_COLUMNS}) — goes through it. Written out rather
 * than a zod schema: the month calendar maps every slot of a month per request, and zod's
 * parse (a copy per field, its issues machinery) was the largest share of that read's own
 * work in a CPU profile; the checks are the same (integers, a date, two times).
 */
export function parseSlotRow(row: unknown): SlotRow {
  if (typeof row !== 'object' || row === null) throw new RowShapeError('slot', 'row', row);
  const r = row as Record<string, unknown>;
  return {
    id: intField('slot', 'id', r.id),
    roomId: intField('slot', 'roomId', r.roomId),
    date: dateField('slot', 'date', r.date),
    startTime: timeField('startTime', r.startTime),
    endTime: timeField('endTime', r.endTime),
    capacity: intField('slot', 'capacity', r.capacity),
  };
}

/** The slot columns of `time_slots s` under the names {@link parseSlotRow} reads. */
export const SLOT_COLUMNS = sql`s.id, s.room_id AS "roomId", s.date::text AS date,
  s.start_time::text AS "startTime", s.end_time::text AS "endTime", s.capacity`;

/** An instant, or the placeholder a statement shape puts in its place. */
export type Instant = Date | Placeholder;

/** An instant as the statements pass it: ISO text (a placeholder stays one). */
export const isoOf = (at: Instant): string | Placeholder =>
  at instanceof Placeholder ? at : at.toISOString();
