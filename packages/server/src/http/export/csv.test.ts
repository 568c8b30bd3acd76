import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvLine, neutralizeFormula, separatorOf } from './csv';
import { parseCsv } from './read-back';

describe('CSV of the exports', () => {
  it('separates German files by ; and English ones by ,', () => {
    expect(separatorOf('de')).toBe(';');
    expect(separatorOf('en')).toBe(',');
    expect(BOM).toBe('\uFEFF');
  });

  it("prefixes text that a spreadsheet would read as a formula with '", () => {
    for (const text of ['=1+2', '+49 30 123', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    for (const text of ['Müller', 'a=b', ' =x', '', "'quoted"])
      expect(neutralizeFormula(text)).toBe(text);
    // numbers are numbers, not text
    expect(csvField(-5, ';')).toBe('-5');
  });

  it('quotes fields holding the separator, quotes or line breaks, and reads back the same', () => {
    const row = ['Lesesaal; Ost', 'Er sagte "ja"', 'zwei\r\nZeilen', 'a,b', null, 3];
    expect(csvLine(row, ';')).toBe('"Lesesaal; Ost";"Er sagte ""ja""";"zwei\r\nZeilen";a,b;;3\r\n');
    expect(csvLine(row, ',')).toBe('Lesesaal; Ost,"Er sagte ""ja""","zwei\r\nZeilen","a,b",,3\r\n');
    expect(parseCsv(csvLine(row, ';') + csvLine(['x'], ';'), ';')).toEqual([
      ['Lesesaal; Ost', 'Er sagte "ja"', 'zwei\r\nZeilen', 'a,b', '', '3'],
      ['x'],
    ]);
  });

  it('writes a fraction with the decimal mark of the file: , in German (;) files, . in English', () => {
    expect(csvLine([33.3, -0.5, 12], ';')).toBe('33,3;-0,5;12\r\n');
    expect(csvLine([33.3, -0.5, 12], ',')).toBe('33.3,-0.5,12\r\n');
  });
});
