import { PDFDocument } from "pdf-lib";
import { HttpError } from "../../http/errors.server.ts";

export function looksLikePdf(input: Buffer): boolean {
  return input.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** A PDF is accepted only when it starts like one and parses as one. */
export async function assertValidPdf(input: Buffer): Promise<void> {
  try {
    await PDFDocument.load(input, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new HttpError(415, "The PDF document could not be read.");
  }
}
