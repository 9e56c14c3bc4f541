import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * Sends a text body with an ETag (304 when the client has it) and gzip or Brotli. Each
 * distinct body is hashed and compressed once; later requests reuse the stored bytes.
 */
type Encoding = "br" | "gzip" | "identity";

const MIN_COMPRESS_BYTES = 1024;
const MAX_ENTRIES = 500;
const compressed = new Map<string, Buffer>();

function remember(key: string, value: Buffer): Buffer {
  if (compressed.size >= MAX_ENTRIES) compressed.delete(compressed.keys().next().value as string);
  compressed.set(key, value);
  return value;
}

function encode(body: Buffer, etag: string, encoding: Exclude<Encoding, "identity">): Buffer {
  const key = `${etag}:${encoding}`;
  const hit = compressed.get(key);
  if (hit) {
    // Moved to the end: the first entry is always the least recently used, the one to drop.
    compressed.delete(key);
    compressed.set(key, hit);
    return hit;
  }
  const data =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 9 });
  return remember(key, data);
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

export const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}

export function sendRepresentation(
  c: Context,
  body: Buffer,
  init: { status?: number; contentType: string; cacheControl: string; etag?: string; headers?: Headers },
): Response {
  const etag = init.etag ?? etagOf(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", init.contentType);
  headers.set("Cache-Control", init.cacheControl);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  const status = init.status ?? 200;
  if (status === 200 && ifNoneMatch(c.req.header("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const encoding = body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(c.req.header("accept-encoding")) : "identity";
  const data = encoding === "identity" ? body : encode(body, etag, encoding);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(data.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(data), { status, headers });
}

/** Public JSON answers: serialised, hashed and compressed once per cached value. */
const serialised = new WeakMap<object, { body: Buffer; etag: string }>();

export function sendPublicJson(c: Context, value: object): Response {
  let entry = serialised.get(value);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(value));
    entry = { body, etag: etagOf(body) };
    serialised.set(value, entry);
  }
  // Browsers revalidate every time (cheap 304s), so staff changes show on the next request.
  return sendRepresentation(c, entry.body, { contentType: "application/json; charset=utf-8", cacheControl: "public, no-cache", etag: entry.etag });
}
