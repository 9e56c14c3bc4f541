import { Hono } from "hono";
import fs from "node:fs";
import { pipeline, Readable } from "node:stream";
import { constants as zlib, createBrotliCompress, createGzip } from "node:zlib";
import type { ApiError } from "@shared/contract/common.ts";
import { errorBody } from "../../http/errors.server.ts";
import { preferredEncoding } from "../../http/representation.server.ts";
import { UPLOAD_FILE_PATTERN, type UploadStorage } from "./upload-storage.server.ts";

const CONTENT_TYPES = { webp: "image/webp", pdf: "application/pdf" } as const;

/**
 * A PDF's text and drawing are often stored unpacked, so a PDF is compressed on its way out
 * (a WebP never gains). In a stream, on zlib's threads: a large file holds no visitor up, and
 * Brotli's quality 5 packs about as well as gzip's best at a fraction of the work of its best.
 */
function compressor(encoding: "br" | "gzip") {
  return encoding === "br"
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip();
}

/**
 * Serves uploaded files by validated name only; names are content hashes, so they never change.
 * The files of a deleted record stay on disk for an undo, but are not served meanwhile.
 */
export function uploadsRoutes(storage: UploadStorage, isServed: (key: string) => Promise<boolean>) {
  return new Hono().get("/:file", async (c) => {
    const name = c.req.param("file");
    const match = UPLOAD_FILE_PATTERN.exec(name);
    if (!match?.[1] || !(await isServed(match[1])))
      return c.json<ApiError>(errorBody("fileNotFound"), 404);
    const file = storage.resolve(name);
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      return c.json<ApiError>(errorBody("fileNotFound"), 404);
    }
    const ext = match[3] as keyof typeof CONTENT_TYPES;
    c.header("Content-Type", CONTENT_TYPES[ext]);
    c.header("Content-Length", String(size));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    const encoding =
      ext === "pdf" ? preferredEncoding(c.req.header("accept-encoding")) : "identity";
    if (ext === "pdf") {
      c.header("Content-Disposition", `inline; filename="menu.pdf"`);
      c.header("Vary", "Accept-Encoding");
    }
    if (encoding !== "identity") {
      // The packed size is known only once sent.
      c.header("Content-Length", undefined);
      c.header("Content-Encoding", encoding);
    }
    if (c.req.method === "HEAD") return c.body(null, 200);
    const read = fs.createReadStream(file);
    if (encoding === "identity") return c.body(Readable.toWeb(read) as ReadableStream, 200);
    const packed = compressor(encoding);
    // A file that fails to read ends the answer rather than leaving it open.
    pipeline(read, packed, () => undefined);
    return c.body(Readable.toWeb(packed) as ReadableStream, 200);
  });
}
