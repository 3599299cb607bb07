// CSV files the back office writes and reads, through papaparse (decision 0037). Written for
// spreadsheets: UTF-8 with a byte-order mark (so accents survive Excel), CRLF lines, and every cell a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return at its start) written with a
// leading apostrophe, which the import takes off again, so a round trip gives back the same text.
import Papa from 'papaparse';

const BOM = '\uFEFF';
/** A cell a spreadsheet would read as a formula, or one that already starts with the apostrophe we add. */
const FORMULA_START = /^(?:[=+\-@\t\r]|'[=+\-@\t\r'])/;

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

/** Reads a whole file; blank rows are skipped but still counted, so line numbers match a spreadsheet's. */
export function readCsv(text: string): ReadCsv {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const rows: string[][] = [];
  const problems: ReadCsv['problems'] = [];
  Papa.parse<string[]>(source, {
    delimitersToGuess: [',', ';', '\t'],
    step: (result) => {
      rows.push(result.data);
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
