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

/**
 * The workbook written row by row by exceljs' streaming writer (rows are committed and
 * leave memory at once); after each page it waits while the response is still draining.
 */
function xlsxStream(
  tables: ReadonlyArray<Omit<ExportTable, 'fileName'>>,
  lang: ExportLanguage,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    for (const table of tables) {
      const sheet = workbook.addWorksheet(table.sheetName);
      sheet.addRow(table.columns.map((c) => c[lang])).commit();
      for await (const page of table.pages) {
        // the client went away: stop reading pages
        if (out.destroyed) return;
        for (const row of page) sheet.addRow([...row]).commit();
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
