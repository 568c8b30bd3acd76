/**
 * The catalogue link: an online finding aid links to
 * `/?order=<call number>&order=<call number>&title=<title>&title=<title>` — the `title` values
 * pair with the `order` values by position (an empty `title=` for none). The units are kept
 * for the flow (sessionStorage) and pre-fill the records of the first visit that takes them.
 */
import { CALL_NUMBER_MAX, UNIT_TITLE_MAX, UNITS_PER_VISIT } from '@lesesaal/domain/limits';
import type { UnitDraft } from './storage';

/** The query parameters of a catalogue link. */
export const CATALOGUE_ORDER_PARAM = 'order';
export const CATALOGUE_TITLE_PARAM = 'title';

/**
 * The units a catalogue link asks for: trimmed, empty call numbers left out, duplicates
 * (same call number) once, at most the most a visit can take; over-long values cut (the
 * visitor sees and may correct them; the server checks again).
 */
export function catalogueUnits(search: URLSearchParams): UnitDraft[] {
  const titles = search.getAll(CATALOGUE_TITLE_PARAM);
  const seen = new Set<string>();
  const units: UnitDraft[] = [];
  search.getAll(CATALOGUE_ORDER_PARAM).forEach((raw, index) => {
    const callNumber = raw.trim().slice(0, CALL_NUMBER_MAX);
    if (callNumber === '' || seen.has(callNumber)) return;
    seen.add(callNumber);
    units.push({
      callNumber,
      title: (titles[index] ?? '').trim().slice(0, UNIT_TITLE_MAX),
      note: '',
    });
  });
  return units.slice(0, UNITS_PER_VISIT.max);
}
