/**
 * The records step's rules, apart from the screen: which visits take records and
 * how many, the catalogue link's units placed on the first visit that takes them, the lines
 * checked with the domain's schema before booking, and the booking's refusals turned into
 * sentences with their reason.
 */
import type { TFunction } from 'i18next';
import {
  DEFAULT_RECORDS_SETTINGS,
  unitInputSchema,
  type BookingRecords,
  type RecordsOrdering,
  type SlotRecords,
} from '@lesesaal/domain/record-orders/schema';
import type { Ticket } from './api-types';
import { ApiError } from '../../api/client';
import type { RecordsDrafts, UnitDraft } from './storage';

/** A cart ticket with what its room and slot say about records. */
export interface RecordsVisit {
  ticket: Ticket;
  ordering: RecordsOrdering;
  /** the room's most units per visit */
  max: number;
  /** the calendar's word on the slot (null: not known, e.g. the slot list did not load) */
  slot: SlotRecords | null;
}

/** Whether records can be listed for the visit now (room takes them, deadline not passed). */
export const takesRecords = (visit: RecordsVisit): boolean =>
  visit.ordering !== 'OFF' && visit.slot?.orderable !== false;

/** Builds a visit from the ticket, its room's settings (if known) and its slot's records state. */
export function recordsVisit(
  ticket: Ticket,
  room: { records?: { ordering: RecordsOrdering; maxUnitsPerVisit: number } } | undefined,
  slot: { records?: SlotRecords } | undefined,
): RecordsVisit {
  const settings = room?.records;
  return {
    ticket,
    ordering: slot?.records?.ordering ?? settings?.ordering ?? 'OFF',
    max: settings?.maxUnitsPerVisit ?? DEFAULT_RECORDS_SETTINGS.maxUnitsPerVisit,
    slot: slot?.records ?? null,
  };
}

export const EMPTY_LINE: UnitDraft = { callNumber: '', title: '', note: '' };

const isBlank = (line: UnitDraft) =>
  line.callNumber.trim() === '' && line.title.trim() === '' && line.note.trim() === '';

/**
 * The catalogue link's units on the first visit that takes records, unless the visitor has
 * listed records already (then they stay as they are). Returns the drafts to show.
 */
export function placeCatalogueUnits(
  visits: readonly RecordsVisit[],
  drafts: RecordsDrafts,
  catalogue: readonly UnitDraft[],
): RecordsDrafts {
  if (catalogue.length === 0) return drafts;
  const listed = visits.some((v) => (drafts[v.ticket.id] ?? []).some((l) => !isBlank(l)));
  if (listed) return drafts;
  const target = visits.find(takesRecords);
  if (!target) return drafts;
  return { ...drafts, [target.ticket.id]: catalogue.slice(0, target.max).map((u) => ({ ...u })) };
}

/** A problem the visitor must fix: a text key of the records namespace and its values. */
export interface Problem {
  key: string;
  values?: Record<string, unknown>;
}

/** The problems of one visit's records: the whole visit's, and per line per field. */
export interface VisitProblems {
  visit?: Problem;
  lines: Record<number, Partial<Record<keyof UnitDraft, string>>>;
}

/**
 * Checks the lines before booking (blank lines left out): the fields with the domain's
 * schema, at most `max` per visit, at least one where the room requires records. Returns
 * the booking's `records` when all is well, else the problems per ticket id.
 */
export function checkRecords(
  visits: readonly RecordsVisit[],
  drafts: RecordsDrafts,
): { records: BookingRecords; problems: Record<number, VisitProblems> } {
  const records: BookingRecords = [];
  const problems: Record<number, VisitProblems> = {};
  for (const visit of visits) {
    if (!takesRecords(visit)) continue;
    const id = visit.ticket.id;
    const lines = (drafts[id] ?? []).filter((line) => !isBlank(line));
    const found: VisitProblems = { lines: {} };
    const units = lines.flatMap((line, index) => {
      const parsed = unitInputSchema.safeParse(line);
      if (parsed.success) return [parsed.data];
      const fields: Partial<Record<keyof UnitDraft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof UnitDraft;
        fields[field] ??= issue.message;
      }
      found.lines[index] = fields;
      return [];
    });
    if (visit.ordering === 'REQUIRED' && lines.length === 0)
      found.visit = { key: 'records.errors.required' };
    else if (lines.length > visit.max)
      found.visit = { key: 'records.errors.tooMany', values: { count: visit.max } };
    if (found.visit || Object.keys(found.lines).length > 0) problems[id] = found;
    else if (units.length > 0) records.push({ ticketId: id, units });
  }
  return { records, problems };
}

/** The drafts without blank lines, as they are sent (so line numbers match the problems). */
export function withoutBlankLines(drafts: RecordsDrafts): RecordsDrafts {
  return Object.fromEntries(
    Object.entries(drafts).map(([id, lines]) => [id, lines.filter((line) => !isBlank(line))]),
  );
}

/**
 * A refused booking as a sentence with its reason (the limits' numbers and dates from the
 * error's payload), and the ticket it concerns when the server names one; null for errors
 * that are not about records or the person's limits (the caller shows the plain message).
 */
export function bookingProblem(
  error: unknown,
  formatDate: (date: string) => string,
): { ticketId: number | null; problem: Problem } | null {
  if (!(error instanceof ApiError)) return null;
  const payload =
    typeof error.body === 'object' && error.body !== null && 'payload' in error.body
      ? ((error.body as { payload?: unknown }).payload as unknown[] | undefined)
      : undefined;
  const item = (i: number) => (Array.isArray(payload) ? String(payload[i] ?? '') : '');
  const ticketId = Number(item(0)) || null;
  const count = Number(item(1)) || 0;
  switch (error.code) {
    case 'records__required':
      return { ticketId, problem: { key: 'records.errors.required' } };
    case 'records__not_orderable':
      return { ticketId, problem: { key: 'records.errors.notOrderable' } };
    case 'records__deadline_passed':
      return {
        ticketId,
        problem: {
          key: 'records.errors.deadlinePassed',
          values: { date: item(1) ? formatDate(item(1)) : '', time: item(2) },
        },
      };
    case 'records__max_per_visit_reached':
      return { ticketId, problem: { key: 'records.errors.tooMany', values: { count } } };
    case 'records__max_per_day_reached':
      return { ticketId, problem: { key: 'records.errors.perDay', values: { count } } };
    case 'ticket__person_limit_reached': {
      const period = item(0) === 'month' ? 'month' : 'week';
      return {
        ticketId: null,
        problem: {
          key: `records.errors.personLimit_${period}`,
          values: { count, date: item(2) ? formatDate(item(2)) : '' },
        },
      };
    }
    default:
      return null;
  }
}

/** Translates a {@link Problem} of the booking namespace. */
export const problemText = (t: TFunction<'records'>, problem: Problem): string =>
  t(problem.key as never, problem.values as never) as unknown as string;
