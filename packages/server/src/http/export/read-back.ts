/**
 * Test helpers: read an export back as a spreadsheet program would — an RFC 4180 CSV parser
 * and exceljs' reader — to compare its rows with the JSON the screen shows.
 */
import ExcelJS from 'exceljs';

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

/** Every sheet of a workbook with its rows as cell values (empty cells null), via exceljs' reader. */
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
      for (let c = 1; c <= width; c++) {
        const v = row.getCell(c).value;
        cells.push(v === null || v === undefined ? null : (v as string | number));
      }
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
