import { DomainError } from "../../domain-error.server.ts";

/**
 * The ISO media brands of MP4 films browsers play. HEIC and AVIF images, QuickTime and 3GP carry
 * an `ftyp` box as well, under brands of their own, and are refused.
 */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
]);
const EBML_MAGIC = 0x1a45dfa3;
/** The EBML header's DocType element; a WebM file names "webm" there, Matroska "matroska". */
const DOC_TYPE = Buffer.from([0x42, 0x82]);

/**
 * The container of a film, by its first bytes, whatever its name or declared type says: an MP4
 * opens with an `ftyp` box naming its brand, a WebM with an EBML header whose DocType is "webm".
 */
export function videoContainer(input: Buffer): "mp4" | "webm" {
  if (input.length >= 12 && input.toString("latin1", 4, 8) === "ftyp") {
    if (MP4_BRANDS.has(input.toString("latin1", 8, 12))) return "mp4";
  } else if (input.length >= 8 && input.readUInt32BE(0) === EBML_MAGIC) {
    const header = input.subarray(0, 64);
    // The element's size is one byte with its top bit set (0x84: four bytes follow).
    for (let at = header.indexOf(DOC_TYPE); at > 0; at = header.indexOf(DOC_TYPE, at + 1))
      if (header[at + 2] === 0x84 && header.toString("latin1", at + 3, at + 7) === "webm")
        return "webm";
  }
  throw new DomainError("videoFormat");
}
