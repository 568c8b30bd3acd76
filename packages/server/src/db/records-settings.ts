/**
 * A room's record-ordering settings between the `rooms` columns and the domain
 * type: one mapping for the rooms module and for the readers of room rules elsewhere.
 */
import { z } from 'zod';
import {
  DEFAULT_RECORDS_SETTINGS,
  RECORDS_ORDERING,
  type RecordsOrdering,
  type RoomRecordsSettings,
} from '@lesesaal/domain/record-orders/schema';

/** The stored columns (drizzle names; raw SQL readers map their snake_case row onto these). */
export interface RecordsSettingsColumns {
  recordsOrdering: string;
  recordsMaxPerVisit: number;
  recordsMaxPerDay: number;
  recordsLeadWorkingDays: number;
  recordsDeadlineTime: string;
  recordsPullTimes: string;
}

function parseOrdering(value: string): RecordsOrdering {
  return (RECORDS_ORDERING as readonly string[]).includes(value)
    ? (value as RecordsOrdering)
    : 'OFF';
}

/** The settings of a stored room; unknown values fall back to the defaults. */
export function toRecordsSettings(row: RecordsSettingsColumns): RoomRecordsSettings {
  const pullTimes = row.recordsPullTimes
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^\d\d:\d\d$/.test(t))
    .sort();
  return {
    ordering: parseOrdering(row.recordsOrdering),
    maxUnitsPerVisit: Number(row.recordsMaxPerVisit),
    maxUnitsPerDay: Number(row.recordsMaxPerDay),
    leadWorkingDays: Number(row.recordsLeadWorkingDays),
    deadlineTime: row.recordsDeadlineTime.slice(0, 5),
    pullTimes: pullTimes.length > 0 ? pullTimes : DEFAULT_RECORDS_SETTINGS.pullTimes,
  };
}

/** The columns to store for `settings`. */
export function recordsSettingsValues(settings: RoomRecordsSettings): RecordsSettingsColumns {
  return {
    recordsOrdering: settings.ordering,
    recordsMaxPerVisit: settings.maxUnitsPerVisit,
    recordsMaxPerDay: settings.maxUnitsPerDay,
    recordsLeadWorkingDays: settings.leadWorkingDays,
    recordsDeadlineTime: settings.deadlineTime,
    recordsPullTimes: [...new Set(settings.pullTimes)].sort().join(','),
  };
}

/** The columns as raw SQL selects them (`r.records_…`), for readers outside the rooms module. */
export const RECORDS_SETTINGS_SQL_COLUMNS =
  'r.records_ordering, r.records_max_per_visit, r.records_max_per_day, r.records_lead_working_days, r.records_deadline_time, r.records_pull_times';

/** A raw SQL row of those columns, checked (numbers may arrive as text from some drivers). */
export const recordsSettingsSqlRow = z.object({
  records_ordering: z.string(),
  records_max_per_visit: z.coerce.number().int(),
  records_max_per_day: z.coerce.number().int(),
  records_lead_working_days: z.coerce.number().int(),
  records_deadline_time: z.string(),
  records_pull_times: z.string(),
});

/** A raw SQL row of those columns. */
export type RecordsSettingsSqlRow = z.infer<typeof recordsSettingsSqlRow>;

/** The settings of a raw SQL row. */
export function recordsSettingsOfSqlRow(row: RecordsSettingsSqlRow): RoomRecordsSettings {
  return toRecordsSettings({
    recordsOrdering: row.records_ordering,
    recordsMaxPerVisit: row.records_max_per_visit,
    recordsMaxPerDay: row.records_max_per_day,
    recordsLeadWorkingDays: row.records_lead_working_days,
    recordsDeadlineTime: row.records_deadline_time,
    recordsPullTimes: row.records_pull_times,
  });
}
