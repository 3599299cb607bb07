// The back office's CSV files (docs/product.md#csv-exports): a cell a spreadsheet would run as a formula,
// in ASCII or in the full-width and small forms East Asian spreadsheets read the same way, is written
// with a leading apostrophe, and reading the file gives back the text as it was.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsv, toCsv } from './csv-file';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−'];

describe('CSV cells a spreadsheet would run', () => {
  it.each(FORMULA_STARTS)('escapes a cell starting with %j and reads it back unchanged', async (start) => {
    const cell = `${start}HYPERLINK("http://evil.example","Click")`;
    const csv = toCsv(['Name', 'Note'], [[cell, 'plain']]);
    const [, row] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(row).toEqual([`'${cell}`, 'plain']);
    expect((await readCsv(csv)).records[0]?.cells).toEqual([cell, 'plain']);
  });

  it('leaves other text alone, and keeps an apostrophe the text had', async () => {
    const csv = toCsv(['A', 'B', 'C'], [['a-b', "'=kept", 'Ｔabla']]);
    const [, row] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(row).toEqual(['a-b', "''=kept", 'Ｔabla']);
    expect((await readCsv(csv)).records[0]?.cells).toEqual(['a-b', "'=kept", 'Ｔabla']);
  });
});
