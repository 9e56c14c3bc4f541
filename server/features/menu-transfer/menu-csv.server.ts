import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import { stringify } from "csv-stringify/sync";
import { MENU_IMPORT_ROWS_MAX } from "@shared/contract/menu-transfer.ts";
import { ImportRefusal } from "./import-refusal.server.ts";

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

// The parser takes some 20 ms for a slice this size on a busy machine (measured: 64 KB held the
// event loop for over 300 ms), so other visitors' requests run between the slices.
const SLICE_BYTES = 8 * 1024;

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.byteLength; start += SLICE_BYTES) {
    if (start > 0) await nextTurn();
    yield bytes.subarray(start, start + SLICE_BYTES);
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
 * Read slice by slice, and refused at the first row past the limit (blank ones count: each is
 * work too), so a file of a hundred thousand rows costs no more than one of the limit.
 */
export async function readCsv(bytes: Uint8Array): Promise<string[][]> {
  const text = decode(bytes);
  const parser = parse({ bom: true, delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false });
  const rows: string[][] = [];
  try {
    for await (const row of Readable.from(slices(new TextEncoder().encode(text))).pipe(parser) as AsyncIterable<string[]>) {
      if (rows.length > MENU_IMPORT_ROWS_MAX) {
        parser.destroy();
        throw new ImportRefusal(rows.length + 1, "importTooManyRows", { max: MENU_IMPORT_ROWS_MAX });
      }
      rows.push(row.every((cell) => cell.trim() === "") ? [] : row.map(unguard));
    }
  } catch (err) {
    if (err instanceof CsvError) throw new ImportRefusal(typeof err.lines === "number" ? err.lines : 1, "importFileUnreadable");
    throw err;
  }
  return rows;
}
