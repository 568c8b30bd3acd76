/**
 * CSV as spreadsheets read it (RFC 4180): UTF-8 with a BOM, `;` for German spreadsheets
 * (the comma is their decimal mark), `,` for English ones.
 */
import type { ExportLanguage } from './format';

/** Byte order mark: tells Excel the file is UTF-8. */
export const BOM = '\uFEFF';

/** The field separator of the staff member's language. */
export const separatorOf = (lang: ExportLanguage): ';' | ',' => (lang === 'de' ? ';' : ',');

/** A date of the archive's calendar (`YYYY-MM-DD`, wall-clock in its zone). */
export interface DateCell {
  kind: 'date';
  value: string;
}

/** A wall-clock time of the archive (`HH:MM`). */
export interface TimeCell {
  kind: 'time';
  value: string;
}

/**
 * A cell value as the exports write it: text, a number, a date or a time, or empty. A date
 * or time is a real date or time cell in XLSX (`stream.ts`) and its text in CSV.
 */
export type Cell = string | number | null | DateCell | TimeCell;

/** A date cell of `value` (`YYYY-MM-DD`). */
export const dateCell = (value: string): DateCell => ({ kind: 'date', value });

/** A time cell of `value` (`HH:MM`). */
export const timeCell = (value: string): TimeCell => ({ kind: 'time', value });

/**
 * CSV injection (formula injection): a text cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return would be read as a formula by a spreadsheet; it gets a leading `'`.
 * Numbers are written as they are.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * One field: neutralised, quoted when it holds the separator, a quote or a line break. A
 * number with a fraction gets the decimal mark of the file's spreadsheets: `,` in a
 * `;`-separated (German) file, `.` in a `,`-separated (English) one.
 */
export function csvField(value: Cell, separator: string): string {
  if (value === null) return '';
  // a date (ISO) or time (HH:MM) as before: spreadsheets read both as such
  if (typeof value === 'object') return value.value;
  if (typeof value === 'number')
    return separator === ';' ? String(value).replace('.', ',') : String(value);
  const text = neutralizeFormula(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvLine(values: readonly Cell[], separator: string): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}
