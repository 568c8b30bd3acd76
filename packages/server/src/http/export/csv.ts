/**
 * CSV as spreadsheets read it (RFC 4180): UTF-8 with a BOM, `;` for German spreadsheets
 * (the comma is their decimal mark), `,` for English ones.
 */
import type { ExportLanguage } from './format';

/** Byte order mark: tells Excel the file is UTF-8. */
export const BOM = '\uFEFF';

/** The field separator of the staff member's language. */
export const separatorOf = (lang: ExportLanguage): ';' | ',' => (lang === 'de' ? ';' : ',');

/** A cell value as the exports write it: text, a number, or empty. */
export type Cell = string | number | null;

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
  if (typeof value === 'number')
    return separator === ';' ? String(value).replace('.', ',') : String(value);
  const text = neutralizeFormula(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvLine(values: readonly Cell[], separator: string): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}
