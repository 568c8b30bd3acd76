/**
 * Test helpers: read an export back as a spreadsheet program would — an RFC 4180 CSV parser
 * and exceljs' reader — to compare its rows with the JSON the screen shows.
 */
import ExcelJS from 'exceljs';
import type { Cell } from './csv';

/** An export row's cells as the screen shows them (a date or time cell as its text). */
export const screenCells = (cells: readonly Cell[]): Array<string | number | null> =>
  cells.map((cell) => (cell !== null && typeof cell === 'object' ? cell.value : cell));

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into records of text fields. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

type Row = Array<string | number | null>;

/**
 * A cell as the screen shows it: a date cell (exceljs reads it as the UTC instant of its
 * serial) as `YYYY-MM-DD`, a time cell as `HH:MM`; anything else as it is.
 */
function screenValue(cell: ExcelJS.Cell): string | number | null {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (v instanceof Date) {
    const iso = v.toISOString();
    return /h/.test(cell.numFmt ?? '') ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  return v as string | number;
}

/**
 * Every sheet of a workbook with its rows as cell values (empty cells null; dates and times
 * as the screen shows them, see `screenValue`), via exceljs' reader.
 */
export async function readXlsxSheets(
  body: Buffer,
): Promise<Array<{ sheetName: string; rows: Row[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const width = sheet.columnCount;
    const rows: Row[] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: Row = [];
      for (let c = 1; c <= width; c++) cells.push(screenValue(row.getCell(c)));
      rows.push(cells);
    });
    return { sheetName: sheet.name, rows };
  });
}

/** The first sheet's rows as cell values (empty cells null). */
export async function readXlsx(body: Buffer): Promise<{ sheetName: string; rows: Row[] }> {
  return (await readXlsxSheets(body))[0]!;
}

/**
 * The sections of a CSV of several tables (see `ExportBook`): records split at empty lines,
 * each section's first record its name.
 */
export function csvSections(
  records: string[][],
): Array<{ name: string; header: string[]; rows: string[][] }> {
  const sections: string[][][] = [[]];
  for (const record of records) {
    if (record.length === 1 && record[0] === '') sections.push([]);
    else sections[sections.length - 1]!.push(record);
  }
  return sections.map(([name, header, ...rows]) => ({
    name: name![0]!,
    header: header!,
    rows,
  }));
}
