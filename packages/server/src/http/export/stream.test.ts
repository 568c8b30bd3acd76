import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { csvSections, parseCsv, readXlsx, readXlsxSheets } from './read-back';
import { sendExport, type ExportBook, type ExportTable } from './stream';

/** A reply that keeps what it was sent. */
function fakeReply() {
  const sent: { body?: Readable; headers: Record<string, string> } = { headers: {} };
  const reply = {
    type: (value: string) => ((sent.headers['content-type'] = value), reply),
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    send: (body: Readable) => ((sent.body = body), reply),
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('streamed exports', () => {
  it('pulls the next page only as the file is written, and stops when the client goes away', async () => {
    let pulled = 0;
    // the source's next page waits for `release` until the client has gone away
    let waiting = false;
    let release: () => void = () => undefined;
    let gone = false;
    let closed = false;
    const table: ExportTable = {
      fileName: 'x',
      sheetName: 'X',
      columns: [{ de: 'Nr', en: 'No' }],
      pages: (async function* () {
        try {
          for (;;) {
            pulled++;
            yield Array.from({ length: 100 }, (_, i) => [pulled * 100 + i]);
            if (!gone) {
              waiting = true;
              await new Promise<void>((resolve) => (release = resolve));
              waiting = false;
            } else await new Promise((resolve) => setImmediate(resolve));
          }
        } finally {
          closed = true;
        }
      })(),
    };
    const { reply, sent } = fakeReply();
    sendExport(reply, table, 'xlsx', 'de');
    expect(sent.headers['content-disposition']).toBe('attachment; filename="x.xlsx"');
    // the first page is written and the next one asked for
    await vi.waitFor(() => expect(waiting).toBe(true));
    sent.body!.destroy();
    gone = true;
    const seen = pulled;
    release();
    // the writer lets go of the source: no page is asked for any more
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(seen).toBeGreaterThan(0);
    expect(pulled).toBeLessThanOrEqual(seen + 1);
  });

  it('writes every page of a finite table to the workbook in order', async () => {
    const table: ExportTable = {
      fileName: 'y',
      sheetName: 'Y',
      columns: [{ de: 'Nr', en: 'No' }],
      pages: (async function* () {
        for (let p = 0; p < 3; p++) yield [[p * 2], [p * 2 + 1]];
      })(),
    };
    const { reply, sent } = fakeReply();
    sendExport(reply, table, 'xlsx', 'en');
    const { rows } = await readXlsx(await collect(sent.body!));
    expect(rows).toEqual([['No'], [0], [1], [2], [3], [4], [5]]);
  });

  it('writes a book of tables as sheets (XLSX) or as sections (CSV) that read back the same', async () => {
    const book = (): ExportBook => ({
      fileName: 'z',
      tables: [
        {
          sheetName: 'Eins',
          columns: [
            { de: 'A', en: 'A' },
            { de: 'B', en: 'B' },
          ],
          pages: pages([['x', 1.5]]),
        },
        {
          sheetName: 'Zwei',
          columns: [
            { de: 'C', en: 'C' },
            { de: 'D', en: 'D' },
          ],
          pages: pages([]),
        },
      ],
    });
    async function* pages(rows: Array<Array<string | number>>) {
      if (rows.length > 0) yield rows;
    }
    const xlsx = fakeReply();
    sendExport(xlsx.reply, book(), 'xlsx', 'de');
    expect(await readXlsxSheets(await collect(xlsx.sent.body!))).toEqual([
      {
        sheetName: 'Eins',
        rows: [
          ['A', 'B'],
          ['x', 1.5],
        ],
      },
      { sheetName: 'Zwei', rows: [['C', 'D']] },
    ]);
    const csv = fakeReply();
    sendExport(csv.reply, book(), 'csv', 'de');
    const text = (await collect(csv.sent.body!)).toString('utf8');
    expect(text).toBe('\uFEFFEins\r\nA;B\r\nx;1,5\r\n\r\nZwei\r\nC;D\r\n');
    expect(csvSections(parseCsv(text.slice(1), ';'))).toEqual([
      { name: 'Eins', header: ['A', 'B'], rows: [['x', '1,5']] },
      { name: 'Zwei', header: ['C', 'D'], rows: [] },
    ]);
  });
});
