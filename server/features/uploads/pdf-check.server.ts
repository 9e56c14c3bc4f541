import { HttpError } from "../../http/errors.server.ts";

export function looksLikePdf(input: Buffer): boolean {
  return input.subarray(0, 5).toString("latin1") === "%PDF-";
}

const UNREADABLE = "The PDF document could not be read.";

/** A PDF is accepted only when it starts and ends like one and parses into at least one page. */
export async function assertValidPdf(input: Buffer): Promise<void> {
  if (!input.subarray(-1024).toString("latin1").includes("%%EOF")) throw new HttpError(415, UNREADABLE);
  let pages: number;
  try {
    // Loaded on the first PDF upload, not at start-up (a tenth of a second there).
    const { PDFDocument } = await import("pdf-lib");
    pages = (await PDFDocument.load(input, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    throw new HttpError(415, UNREADABLE);
  }
  if (pages < 1) throw new HttpError(415, UNREADABLE);
}
