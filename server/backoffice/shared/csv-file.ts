// CSV files the back office writes and reads, through papaparse (decision 0037). Written for
// spreadsheets: UTF-8 with a byte-order mark (so accents survive Excel), CRLF lines, and every cell a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return at its start, and their
// full-width and small forms ＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫ and the minus sign −, which spreadsheets in East Asian
// locales read as the same) written with a leading apostrophe, which the import takes off again, so a
// round trip gives back the same text (docs/decisions/0070).
import { Readable } from 'node:stream';
import Papa from 'papaparse';

const BOM = '\uFEFF';
/** A cell a spreadsheet would read as a formula, or one that already starts with the apostrophe we add. */
const FORMULA_START =
  /^(?:[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]|'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212'])/;

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    BOM +
    Papa.unparse(
      { fields: [...header], data: rows.map((r) => [...r]) },
      { escapeFormulae: FORMULA_START, newline: '\r\n' },
    ) +
    '\r\n'
  );
}

/** Takes off the apostrophe toCsv put before a formula-like cell. */
export function unescapeCell(cell: string): string {
  return FORMULA_START.test(cell) && cell.startsWith("'") ? cell.slice(1) : cell;
}

export interface CsvRecord {
  /** The row's number as a spreadsheet shows it: the header is line 1. */
  line: number;
  cells: string[];
}

export interface ReadCsv {
  header: string[];
  records: CsvRecord[];
  /** Problems of the file's shape (an unclosed quote …), each with its line. */
  problems: { line: number; message: string }[];
}

/** What a CSV the back office reads may hold (docs/product.md#products-csv, decision 0037). */
export const CSV_MAX_COLUMNS = 100;
export const CSV_MAX_LINE_CHARACTERS = 64 * 1024;
/** The text is handed to the parser in slices of this size, the event loop running between them. */
const SLICE_CHARACTERS = 128 * 1024;

export interface CsvLimits {
  /** Rows below the header; reading stops one past it, and the caller says the file is too long. */
  maxRows: number;
}

/**
 * The file's shape refused before it is parsed, in one pass at memory speed: a header of more columns
 * than any of the shop's files has, or a line longer than any row of them. Null when it fits.
 */
export function csvShapeProblem(text: string): string | null {
  const firstEnd = text.indexOf('\n');
  const header = firstEnd < 0 ? text : text.slice(0, firstEnd);
  const columns = Math.max(...[',', ';', '\t'].map((d) => header.split(d, CSV_MAX_COLUMNS + 1).length)) || 1;
  if (columns > CSV_MAX_COLUMNS)
    return `The header has more than ${CSV_MAX_COLUMNS} columns; the shop's files have at most ${CSV_MAX_COLUMNS}. Is it the right file?`;
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > CSV_MAX_LINE_CHARACTERS)
      return `Line ${line} is longer than ${CSV_MAX_LINE_CHARACTERS.toLocaleString('en-US')} characters; no row of the shop's files is. Is it the right file?`;
    if (end < 0) break;
    start = end + 1;
    line++;
  }
  return null;
}

const slices = function* (text: string) {
  for (let i = 0; i < text.length; i += SLICE_CHARACTERS) yield text.slice(i, i + SLICE_CHARACTERS);
};

/**
 * Reads a file in slices, giving the event loop back between them so other requests keep their
 * usual pace; blank rows are skipped but still counted, so line numbers match a spreadsheet's.
 * Stops one row past `maxRows`.
 */
export async function readCsv(
  text: string,
  limits: CsvLimits = { maxRows: Number.POSITIVE_INFINITY },
): Promise<ReadCsv> {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const rows: string[][] = [];
  const problems: ReadCsv['problems'] = [];
  let counted = 0;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(Readable.from(slices(source)) as unknown as File, {
      delimitersToGuess: [',', ';', '\t'],
      step: (result, parser) => {
        rows.push(result.data);
        if (rows.length > 1 && !result.data.every((c) => c.trim() === '')) counted++;
        if (counted > limits.maxRows) parser.abort();
        for (const e of result.errors)
          problems.push({
            line: rows.length,
            message:
              e.code === 'MissingQuotes'
                ? 'A quoted cell is not closed (a " is missing).'
                : e.code === 'InvalidQuotes'
                  ? 'A quote (") in a cell is not doubled ("").'
                  : e.code === 'TooManyFields' || e.code === 'TooFewFields' || e.code === 'UndetectableDelimiter'
                    ? ''
                    : e.message,
          });
      },
      complete: () => resolve(),
      error: (err: Error) => reject(err),
    });
  });
  const [header = [], ...rest] = rows;
  const records: CsvRecord[] = [];
  for (const [i, cells] of rest.entries()) {
    if (cells.every((c) => c.trim() === '')) continue;
    records.push({ line: i + 2, cells: cells.map(unescapeCell) });
  }
  return {
    header: header.map((h) => h.trim()),
    records,
    problems: problems.filter((p) => p.message !== ''),
  };
}
