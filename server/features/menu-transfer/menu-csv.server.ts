import { isUtf8 } from "node:buffer";
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
// Enough for any header row (the column names, separated); a longer first line is no menu file.
const HEADER_BYTES_MAX = 16 * 1024;

/**
 * The file as UTF-8 slices: as it is when it is UTF-8 (the parser drops the byte-order mark),
 * otherwise read as what Excel's plain "CSV" writes in Germany, Windows-1252, one slice at a time.
 * Neither decodes the whole file first: a file refused at its 2,001st row is never read to its end.
 */
async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const windows1252 = isUtf8(bytes) ? null : new TextDecoder("windows-1252");
  const utf8 = new TextEncoder();
  for (let start = 0; start < bytes.byteLength; start += SLICE_BYTES) {
    if (start > 0) await nextTurn();
    const slice = bytes.subarray(start, start + SLICE_BYTES);
    // Windows-1252 has one byte a character, so a slice never splits one.
    yield windows1252 ? utf8.encode(windows1252.decode(slice)) : slice;
  }
}

/** The separator the header row uses most, outside quotes; the header names hold none of them. */
function delimiterOf(bytes: Uint8Array): string {
  const head = bytes.subarray(0, HEADER_BYTES_MAX);
  const end = head.indexOf(0x0a);
  // Separators and quotes are ASCII, the same byte in either encoding.
  const header = new TextDecoder("latin1").decode(end === -1 ? head : head.subarray(0, end));
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
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(bytes),
    relax_column_count: true,
    skip_empty_lines: false,
  });
  const rows: string[][] = [];
  try {
    for await (const row of Readable.from(slices(bytes)).pipe(parser) as AsyncIterable<string[]>) {
      if (rows.length > MENU_IMPORT_ROWS_MAX) {
        parser.destroy();
        throw new ImportRefusal(rows.length + 1, "importTooManyRows", {
          max: MENU_IMPORT_ROWS_MAX,
        });
      }
      rows.push(row.every((cell) => cell.trim() === "") ? [] : row.map(unguard));
    }
  } catch (err) {
    if (err instanceof CsvError)
      throw new ImportRefusal(
        typeof err.lines === "number" ? err.lines : 1,
        "importFileUnreadable",
      );
    throw err;
  }
  return rows;
}
