import { Placeholder, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeTime, type IsoDate } from '@lesesaal/domain/dates';
import type { TimeRange } from '@lesesaal/domain/time-slots/rules';

/** A slot as the seat core reads it: `YYYY-MM-DD` date, `HH:MM` times. */
export interface SlotRow extends TimeRange {
  id: number;
  roomId: number;
  capacity: number;
}

/** A date column's value as `YYYY-MM-DD` (text from SQL, or a Date from a driver). */
export const isoDateValue = z
  .union([z.string(), z.date()])
  .transform((value): IsoDate =>
    typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10),
  );

const timeValue = z.string().transform((value) => normalizeTime(value) ?? value);

const slotRowSchema = z.object({
  id: z.coerce.number().int(),
  roomId: z.coerce.number().int(),
  date: isoDateValue,
  startTime: timeValue,
  endTime: timeValue,
  capacity: z.coerce.number().int(),
});

/**
 * The one mapper of a slot row, checked: every read of a slot — drizzle's typed rows and the
 * raw statements' (which select {@link SLOT_COLUMNS}) — goes through it.
 */
export function parseSlotRow(row: unknown): SlotRow {
  return slotRowSchema.parse(row);
}

/** The slot columns of `time_slots s` under the names {@link parseSlotRow} reads. */
export const SLOT_COLUMNS = sql`s.id, s.room_id AS "roomId", s.date::text AS date,
  s.start_time::text AS "startTime", s.end_time::text AS "endTime", s.capacity`;

/** An instant, or the placeholder a statement shape puts in its place. */
export type Instant = Date | Placeholder;

/** An instant as the statements pass it: ISO text (a placeholder stays one). */
export const isoOf = (at: Instant): string | Placeholder =>
  at instanceof Placeholder ? at : at.toISOString();
