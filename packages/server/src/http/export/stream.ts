import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { BOM, csvLine, separatorOf, type Cell } from './csv';
import type { ExportColumn, ExportFormat, ExportLanguage } from './format';

/** An export: its columns and its rows, read page by page (never all at once). */
export interface ExportTable {
  /** file name without extension, ASCII (e.g. `reservierungen_2030-03-05`) */
  fileName: string;
  /** the XLSX sheet's name (≤ 31 characters) */
  sheetName: string;
  columns: readonly ExportColumn[];
  /** pages of rows; the next page is read only when the previous one is written */
  pages: AsyncIterable<readonly (readonly Cell[])[]>;
}

/**
 * An export of several tables (e.g. the statistics: one per chart): in XLSX one sheet each,
 * in CSV one section each — a line with the sheet's name, the column titles, the rows and an
 * empty line before the next section.
 */
export interface ExportBook {
  /** file name without extension, ASCII */
  fileName: string;
  tables: ReadonlyArray<Omit<ExportTable, 'fileName'>>;
}

const isBook = (e: ExportTable | ExportBook): e is ExportBook => 'tables' in e;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* csvChunks(
  tables: ReadonlyArray<Omit<ExportTable, 'fileName'>>,
  sections: boolean,
  lang: ExportLanguage,
): AsyncGenerator<string> {
  const separator = separatorOf(lang);
  yield BOM;
  for (const [index, table] of tables.entries()) {
    if (sections) yield (index > 0 ? '\r\n' : '') + csvLine([table.sheetName], separator);
    yield csvLine(
      table.columns.map((c) => c[lang]),
      separator,
    );
    for await (const page of table.pages) {
      yield page.map((row) => csvLine(row, separator)).join('');
    }
  }
}

/** The number formats of date and time cells (Excel's codes; LibreOffice reads them too). */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy';
export const XLSX_TIME_FORMAT = 'hh:mm';

/** Days from Excel's day 0 (1899-12-30, the 1900 leap-year bug included) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET_DAYS = 25_569;

/**
 * A date of the archive's calendar as Excel's serial day number. Built from the date's own
 * digits, never through a JS Date in the server's zone: exceljs writes a JS Date as its UTC
 * instant, so midnight in Vienna (22:00 or 23:00 UTC the day before) would show the day before.
 */
export function excelDateSerial(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000 + EXCEL_EPOCH_OFFSET_DAYS;
}

/** A wall-clock time `HH:MM` as Excel's fraction of a day. */
export function excelTimeSerial(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return (hours * 60 + minutes) / 1440;
}

/** Adds a row: dates and times as numbers with their number format, the rest as it is. */
function addXlsxRow(sheet: ExcelJS.Worksheet, cells: readonly Cell[]): void {
  const row = sheet.addRow(
    cells.map((cell) =>
      cell === null || typeof cell !== 'object'
        ? cell
        : cell.kind === 'date'
          ? excelDateSerial(cell.value)
          : excelTimeSerial(cell.value),
    ),
  );
  cells.forEach((cell, i) => {
    if (cell !== null && typeof cell === 'object')
      row.getCell(i + 1).numFmt = cell.kind === 'date' ? XLSX_DATE_FORMAT : XLSX_TIME_FORMAT;
  });
  row.commit();
}

/**
 * The workbook written row by row by exceljs' streaming writer (rows are committed and
 * leave memory at once); after each page it waits while the response is still draining.
 * Dates and times are real date and time cells (a number with a number format), so a
 * spreadsheet sorts, filters and calculates with them.
 */
function xlsxStream(
  tables: ReadonlyArray<Omit<ExportTable, 'fileName'>>,
  lang: ExportLanguage,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      // the number formats of the date and time cells
      useStyles: true,
      useSharedStrings: false,
    });
    for (const table of tables) {
      const sheet = workbook.addWorksheet(table.sheetName);
      sheet.addRow(table.columns.map((c) => c[lang])).commit();
      for await (const page of table.pages) {
        // the client went away: stop reading pages
        if (out.destroyed) return;
        for (const row of page) addXlsxRow(sheet, row);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * Sends the export (one table, or a book of several) as an attachment, streamed: CSV (UTF-8
 * with BOM, `;` in German, `,` in English) or XLSX. An error after the first byte ends the download broken (the status was
 * sent); errors found before (unknown room, bad filter) are thrown before calling this.
 */
export function sendExport(
  reply: FastifyReply,
  exported: ExportTable | ExportBook,
  format: ExportFormat,
  lang: ExportLanguage,
): FastifyReply {
  const tables = isBook(exported) ? exported.tables : [exported];
  const body =
    format === 'csv'
      ? Readable.from(csvChunks(tables, isBook(exported), lang), { objectMode: false })
      : xlsxStream(tables, lang);
  return reply
    .type(CONTENT_TYPES[format])
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${exported.fileName}.${format}"`)
    .send(body);
}

/** Pages of rows from a paged reader: asks for `size` rows at `offset` until a short page. */
export async function* pagesOf<T>(
  read: (offset: number, size: number) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const page = await read(offset, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
  }
}

/** Maps every row of every page. */
export async function* mapPages<T, U>(
  pages: AsyncIterable<T[]>,
  map: (row: T) => U,
): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map);
}
