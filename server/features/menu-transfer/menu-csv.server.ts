import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { IMPORT_FILE_UNREADABLE } from "@shared/contract/menu-transfer.ts";

/**
 * The CSV dialects of the menu file. We write what German Excel and LibreOffice open without an
 * import dialog (UTF-8 with a byte-order mark, semicolons, CRLF); we read that, and what other
 * programs save: commas or tabs, no byte-order mark, LF, and Excel's Windows-1252 "CSV".
 */

// A cell starting like a formula would run as one when a spreadsheet opens the file (CSV
// injection); a leading apostrophe makes it text there, and the import takes it off again.
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

const guard = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const unguard = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell);

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(guard)),
    { bom: true, delimiter: ";", record_delimiter: "\r\n" },
  );
}

export class CsvReadError extends Error {
  constructor(readonly line: number) {
    super(IMPORT_FILE_UNREADABLE);
  }
}

/** UTF-8 when the bytes are UTF-8 (the byte-order mark is dropped); otherwise what Excel's plain "CSV" writes in Germany. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator the header row uses most, outside quotes; the header names hold none of them. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = header.replace(/"[^"]*"/g, "");
  const counts = [";", "\t", ","].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
}

/**
 * Every row of the file, the header first, one entry per spreadsheet row: rows[i] is row i + 1
 * (blank rows stay, as empty arrays, so the numbers match what the spreadsheet shows).
 */
export function readCsv(bytes: Uint8Array): string[][] {
  const text = decode(bytes);
  try {
    const rows = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
    return rows.map((row) => (row.every((cell) => cell.trim() === "") ? [] : row.map(unguard)));
  } catch (err) {
    if (err instanceof CsvError) throw new CsvReadError(typeof err.lines === "number" ? err.lines : 1);
    throw err;
  }
}
