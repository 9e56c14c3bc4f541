import { Hono } from "hono";
import fs from "node:fs";
import { Readable } from "node:stream";
import type { ApiError } from "@shared/contract/common.ts";
import { errorBody } from "../../http/errors.server.ts";
import { UPLOAD_FILE_PATTERN, type UploadStorage } from "./upload-storage.server.ts";

const CONTENT_TYPES = { webp: "image/webp", pdf: "application/pdf" } as const;

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
    if (ext === "pdf") c.header("Content-Disposition", `inline; filename="menu.pdf"`);
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, 200);
  });
}
