import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * Sends a text body with an ETag and gzip or Brotli. The response cache keeps the result and
 * answers If-None-Match (server/http/response-cache.server.ts), so each body is compressed once
 * per content change. Each encoding has an ETag of its own: they are different bodies, and a
 * cache between the server and the browser may hold one and ask about it for a client of another.
 */
type Encoding = "br" | "gzip" | "identity";

const MIN_COMPRESS_BYTES = 1024;

const encode = (body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer =>
  encoding === "br"
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
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

const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };

export const etagOf = (body: Uint8Array, encoding: Encoding = "identity") =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}${ETAG_SUFFIX[encoding]}"`;

export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*");
}

/**
 * A body sent again as the same object (the kept not-found page, for every unknown address) is
 * compressed and hashed once: the response cache keeps answers per address, so it cannot spare
 * those passes. Weak: a body nobody holds takes its encodings with it.
 */
const encodedBodies = new WeakMap<Buffer, Map<Encoding, { data: Buffer; etag: string }>>();

function encoded(body: Buffer, encoding: Encoding): { data: Buffer; etag: string } {
  let encodings = encodedBodies.get(body);
  if (!encodings) encodedBodies.set(body, (encodings = new Map()));
  let made = encodings.get(encoding);
  if (!made)
    encodings.set(
      encoding,
      (made = {
        data: encoding === "identity" ? body : encode(body, encoding),
        etag: etagOf(body, encoding),
      }),
    );
  return made;
}

export function sendRepresentation(
  c: Context,
  body: Buffer,
  init: { status?: number; contentType: string; cacheControl: string; headers?: Headers },
): Response {
  const encoding =
    body.length >= MIN_COMPRESS_BYTES
      ? preferredEncoding(c.req.header("accept-encoding"))
      : "identity";
  const headers = new Headers(init.headers);
  headers.set("Content-Type", init.contentType);
  headers.set("Cache-Control", init.cacheControl);
  const { data, etag } = encoded(body, encoding);
  headers.set("ETag", etag);
  headers.set("Vary", "Accept-Encoding");
  const status = init.status ?? 200;
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(data.length));
  // Hono answers HEAD without the body; the response cache keeps the whole answer for GET as well.
  return new Response(new Uint8Array(data), { status, headers });
}

/** Public JSON answers. Browsers revalidate every time (cheap 304s), so staff changes show on the next request. */
export const sendPublicJson = (c: Context, value: object): Response =>
  sendRepresentation(c, Buffer.from(JSON.stringify(value)), {
    contentType: "application/json; charset=utf-8",
    cacheControl: "public, no-cache",
  });
