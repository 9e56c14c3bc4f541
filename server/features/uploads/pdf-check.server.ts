import { inflateSync } from "node:zlib";
import { DomainError } from "../../domain-error.server.ts";

export function looksLikePdf(input: Buffer): boolean {
  return input.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** A menu is a few pages; the check reads every page, so a file of thousands is refused first. */
export const MAX_PDF_PAGES = 100;

/** pdf.js's annotation type of a file attachment. */
const FILE_ATTACHMENT = 17;

/** Names that start scripts or carry files, as actions and dictionaries name them. */
const SCRIPT_NAMES = new Set(["JavaScript", "JS", "Launch", "XFA"]);
const FILE_NAMES = new Set(["EmbeddedFile", "EmbeddedFiles"]);
const PDF_NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g;
/** A stream's start, not the end of the one before. */
const STREAM = /(?<!end)stream\r?\n/g;
const END_STREAM = "endstream";
/** Inflating stops here, all streams together: what claims more is a bomb, not an object list. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** The scan of one upload stops here: a file that takes longer is refused. */
export const PDF_SCAN_MS = 5_000;

/**
 * pdf.js reports what its viewer would run, not all a desktop reader would (a link's
 * JavaScript, for one), so the names themselves are looked for as well: in the file and in
 * its compressed streams (which hold the objects of most PDFs written since 2005).
 */
function namesIn(input: Buffer): { scripted: boolean; attached: boolean } {
  const found = { scripted: false, attached: false };
  const scan = (text: string) => {
    for (const [, raw] of text.matchAll(PDF_NAME)) {
      const name = raw!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      if (SCRIPT_NAMES.has(name)) found.scripted = true;
      if (FILE_NAMES.has(name)) found.attached = true;
    }
  };
  const text = input.toString("latin1");
  scan(text);
  const deadline = Date.now() + PDF_SCAN_MS;
  let budget = MAX_INFLATED_BYTES;
  // One pass: a stream's data is never searched again, so "stream" repeated a million times
  // costs one scan, not a million.
  let scannedTo = 0;
  for (const match of text.matchAll(STREAM)) {
    if (match.index < scannedTo) continue;
    if (Date.now() > deadline) throw new DomainError("pdfUnreadable");
    const start = match.index + match[0].length;
    const end = text.indexOf(END_STREAM, start);
    if (end < 0 || budget <= 0) break;
    scannedTo = end + END_STREAM.length;
    try {
      const inflated = inflateSync(input.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      scan(inflated.toString("latin1"));
    } catch (error) {
      // Over the budget: the whole budget was spent inflating it.
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") budget = 0;
      // Otherwise not Flate (an image, a font in another filter) or cut short: nothing to read in it.
    }
  }
  return found;
}

const isPresent = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  (typeof value !== "object" || Object.keys(value).length > 0);

/**
 * A PDF is accepted when pdf.js (Mozilla's parser, maintained for Firefox) reads it into at
 * least one page and it is neither encrypted nor carries anything that runs or hides files:
 * document, page or form JavaScript, an XFA form, embedded files or file attachments. Visitors
 * open these files in their browsers, from the site's own address.
 */
export async function assertValidPdf(input: Buffer): Promise<void> {
  if (!input.subarray(-1024).toString("latin1").includes("%%EOF"))
    throw new DomainError("pdfUnreadable");
  // Loaded on the first PDF upload, not at start-up.
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: new Uint8Array(input),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (error) {
      throw new DomainError(
        (error as { name?: string }).name === "PasswordException"
          ? "pdfEncrypted"
          : "pdfUnreadable",
      );
    }
    const { info } = (await doc.getMetadata()) as {
      info: { EncryptFilterName?: string | null; IsXFAPresent?: boolean };
    };
    if (info.EncryptFilterName) throw new DomainError("pdfEncrypted");
    const names = namesIn(input);
    if (
      names.scripted ||
      info.IsXFAPresent ||
      isPresent(await doc.getJSActions()) ||
      (await doc.hasJSActions())
    )
      throw new DomainError("pdfScripted");
    if (names.attached || isPresent(await doc.getAttachments()))
      throw new DomainError("pdfAttached");
    if (doc.numPages < 1) throw new DomainError("pdfUnreadable");
    if (doc.numPages > MAX_PDF_PAGES)
      throw new DomainError("pdfTooManyPages", { params: { max: MAX_PDF_PAGES } });
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      if (isPresent(await page.getJSActions())) throw new DomainError("pdfScripted");
      for (const annotation of (await page.getAnnotations()) as {
        annotationType?: number;
        actions?: unknown;
        unsafeUrl?: string;
      }[]) {
        if (annotation.annotationType === FILE_ATTACHMENT) throw new DomainError("pdfAttached");
        if (isPresent(annotation.actions) || /^\s*javascript:/i.test(annotation.unsafeUrl ?? ""))
          throw new DomainError("pdfScripted");
      }
      page.cleanup();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("pdfUnreadable");
  } finally {
    await task.destroy();
  }
}
