/**
 * Holiday rules: the set the date functions take, the year shown per page, the iCal file check.
 */
import { isoDate, type IsoDate } from '../dates';
import { ICAL_MAX_BYTES, ICAL_MIME_TYPES } from '../limits';
import type { FileInfo } from '../rooms/rules';
import { validationMessage } from '../validation-messages';

/** The dates of holidays as the set `isWorkingDay`, `openingWindow` and series take. */
export function holidayDateSet(holidays: readonly { date: IsoDate }[]): Set<IsoDate> {
  return new Set(holidays.map((h) => h.date));
}

/** January 1 to December 31 of a year: the holiday page's range. */
export function yearRange(year: number): { fromDate: IsoDate; untilDate: IsoDate } {
  return { fromDate: isoDate(year, 1, 1), untilDate: isoDate(year, 12, 31) };
}

/**
 * Checks an iCal file before import: required and non-empty, `text/calendar`
 * (or no declared type with a `.ics`/`.ical` name: some systems declare none), at most
 * 5 MB. Returns the first failing validation message, or null.
 */
export function checkIcalFile(
  file: (FileInfo & { name?: string }) | null | undefined,
): string | null {
  if (!file || file.size <= 0) return 'required';
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const namedIcs = /\.(ics|ical|ifb|icalendar)$/i.test(file.name ?? '');
  const typeOk =
    (ICAL_MIME_TYPES as readonly string[]).includes(type) ||
    ((type === '' || type === 'application/octet-stream') && namedIcs);
  if (!typeOk) return validationMessage('fileType', { types: 'iCal (.ics)' });
  return file.size > ICAL_MAX_BYTES
    ? validationMessage('fileTooLarge', { maxBytes: ICAL_MAX_BYTES })
    : null;
}
