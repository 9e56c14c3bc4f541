import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * Sends a text body with an ETag and gzip or Brotli. The response cache keeps the result and
 * answers If-None-Match (server/http/response-cache.server.ts), so each body is compressed once
 * per content change.
 */
type Encoding = "br" | "gzip" | "identity";

const MIN_COMPRESS_BYTES = 1024;

const encode = (body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer =>
  encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });

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

export const etagOf = (body: Uint8Array) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}

export function sendRepresentation(
  c: Context,
  body: Buffer,
  init: { status?: number; contentType: string; cacheControl: string; headers?: Headers },
): Response {
  const etag = etagOf(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", init.contentType);
  headers.set("Cache-Control", init.cacheControl);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  const status = init.status ?? 200;
  const encoding = body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(c.req.header("accept-encoding")) : "identity";
  const data = encoding === "identity" ? body : encode(body, encoding);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(data.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(data), { status, headers });
}

/** Public JSON answers. Browsers revalidate every time (cheap 304s), so staff changes show on the next request. */
export const sendPublicJson = (c: Context, value: object): Response =>
  sendRepresentation(c, Buffer.from(JSON.stringify(value)), { contentType: "application/json; charset=utf-8", cacheControl: "public, no-cache" });
