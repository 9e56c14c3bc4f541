import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.server.ts";
import { ifNoneMatch, preferredEncoding } from "./representation.server.ts";
import { langCookieOf } from "@shared/lang-cookie.ts";
import { isHttps, isHttpsRequest } from "./security-headers.server.ts";

/**
 * Finished answers that are the same for every visitor, kept while nothing they show can have
 * changed: the same content version (bumped by every admin write) and minute (the open-now
 * badge and the special-days list follow the clock by the minute). The Hono middleware stores
 * what the app sent; `serve` answers repeats straight from Node's request, before a Request, a
 * URL or a Hono context exist, which is what lets the site answer like a static one.
 *
 * An answer is keyed by everything about the request that may shape it: the address, the
 * encoding the server picks, the language cookie (pages) and HTTPS (the HSTS header). Only
 * answers that declare no other dependency are stored (Vary: Accept-Encoding alone, no
 * Set-Cookie, not no-store), and each store-side key part is read the way the app reads it.
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_KNOWN_ENCODINGS = 64;

const JSON_TYPE = /^application\/json\b/;
/** Pages and the data of client-side navigations (React Router's `.data` requests). */
const PAGE_TYPE = /^text\/(html|x-script)/;
/** Written afresh for every answer (Content-Length from the stored body). */
const PER_REQUEST = new Set(["x-request-id", "date", "content-length"]);
/** They describe a body, which a 304 has not. */
const BODY_HEADERS = new Set(["content-type", "content-encoding", "content-length"]);

type Encoding = ReturnType<typeof preferredEncoding>;

interface Entry {
  status: number;
  etag: string;
  body: Buffer;
  /** The path as the app logged it for this address. */
  path: string;
  /** writeHead's raw name/value lists, built once; the slot takes each request's id. */
  headers: HeaderList;
  notModified: HeaderList;
}

interface HeaderList {
  list: string[];
  idSlot: number;
}

export interface ResponseCacheOptions {
  contentVersion: () => number;
  trustProxy: boolean;
  logger: Logger;
  /** At most this many answers (500 by default); the least recently used goes first. */
  maxEntries?: number;
}

export function createResponseCache({ contentVersion, trustProxy, logger, maxEntries = MAX_ENTRIES }: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let version = contentVersion();
  let minute = currentMinute();

  // Clients send few distinct Accept-Encoding values; parsing one per request would cost more than the rest of a hit.
  const encodings = new Map<string, Encoding>();
  function encodingOf(acceptEncoding: string | undefined): Encoding {
    if (acceptEncoding === undefined) return "identity";
    let encoding = encodings.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = preferredEncoding(acceptEncoding);
      if (encodings.size < MAX_KNOWN_ENCODINGS) encodings.set(acceptEncoding, encoding);
    }
    return encoding;
  }

  // Line breaks cannot occur in header values or request targets, so the parts cannot run together.
  const keyOf = (encoding: Encoding, https: boolean, cookie: string | undefined, url: string) =>
    `${encoding}\n${https ? "s" : ""}\n${langCookieOf(cookie) ?? ""}\n${url}`;

  function dropIfStale() {
    const nowVersion = contentVersion();
    const nowMinute = currentMinute();
    if (nowVersion === version && nowMinute === minute) return;
    entries.clear();
    bytes = 0;
    version = nowVersion;
    minute = nowMinute;
  }

  function put(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.body.length;
    }
    // A Map iterates in insertion order and a hit moves its entry to the end: the first is the least recently used.
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.body.length > MAX_BYTES)) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      entries.delete(oldestKey);
      bytes -= oldest.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  }

  /** Hono middleware, inside the request log and outside the security headers, so it stores the final headers. */
  const store: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    const api = path.startsWith("/api/");
    if (c.req.method !== "GET" || c.req.header("authorization") !== undefined || (api ? !path.startsWith("/api/public/") : path.startsWith("/uploads/"))) {
      return next();
    }
    const startedVersion = contentVersion();
    const startedMinute = currentMinute();
    await next();

    const res = c.res;
    const encoding = encodingOf(c.req.header("accept-encoding"));
    if (!shareable(res, api, encoding)) return;
    // Rendered from data that changed meanwhile: serving it on would hide the change.
    if (contentVersion() !== startedVersion || currentMinute() !== startedMinute) return;
    const body = Buffer.from(await res.arrayBuffer());
    c.res = new Response(body, res);
    if (body.length > MAX_BYTES) return;

    const url = c.req.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    dropIfStale();
    put(keyOf(encoding, isHttps(c, trustProxy), c.req.header("cookie"), target), entryOf(res, body, path));
  };

  /** Answers a repeated GET from the cache; false when the app has to answer it. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    const h = req.headers;
    // HEAD, absolute-form targets and signed-in requests take the app's path.
    if (req.method !== "GET" || url === undefined || url.charCodeAt(0) !== 47 || h.authorization !== undefined) return false;
    dropIfStale();
    if (entries.size === 0) return false;
    const started = performance.now();
    const key = keyOf(encodingOf(h["accept-encoding"]), requestIsHttps(req), h.cookie, url);
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    entries.set(key, entry);

    const id = randomUUID();
    let status = entry.status;
    if (status === 200 && ifNoneMatch(h["if-none-match"], entry.etag)) {
      status = 304;
      res.writeHead(304, withId(entry.notModified, id));
      res.end();
    } else {
      res.writeHead(status, withId(entry.headers, id));
      res.end(entry.body);
    }
    logger.request({ id, method: "GET", path: entry.path, status, ms: performance.now() - started });
    return true;
  }

  /** The security headers' test, on Node's request. */
  function requestIsHttps(req: IncomingMessage): boolean {
    const proto = req.headers["x-forwarded-proto"];
    return isHttpsRequest((req.socket as { encrypted?: boolean }).encrypted === true, typeof proto === "string" ? proto : undefined, trustProxy);
  }

  return { store, serve };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

const currentMinute = () => Math.floor(Date.now() / 60_000);

function shareable(res: Response, api: boolean, encoding: Encoding): boolean {
  const h = res.headers;
  const type = h.get("content-type") ?? "";
  const kind = api ? JSON_TYPE.test(type) && res.status === 200 : PAGE_TYPE.test(type) && (res.status === 200 || res.status === 404);
  if (!kind || !res.body || !h.has("etag") || h.has("set-cookie") || /\bno-store\b/i.test(h.get("cache-control") ?? "")) return false;
  if (h.get("vary")?.toLowerCase() !== "accept-encoding") return false;
  // An unencoded body suits every client of the key; an encoded one must be the key's encoding.
  const contentEncoding = h.get("content-encoding");
  return contentEncoding === null || contentEncoding === encoding;
}

function entryOf(res: Response, body: Buffer, path: string): Entry {
  const headers: [string, string][] = [
    ["x-request-id", ""],
    ["content-length", String(body.length)],
  ];
  res.headers.forEach((value, name) => {
    if (!PER_REQUEST.has(name)) headers.push([name, value]);
  });
  const notModified = headers.filter(([name]) => !BODY_HEADERS.has(name));
  return { status: res.status, etag: res.headers.get("etag") as string, body, path, headers: headerList(headers), notModified: headerList(notModified) };
}

/** In the order the app's answers list them (Headers sorts by name), so a repeat reads exactly like the first answer. */
function headerList(headers: [string, string][]): HeaderList {
  const list = headers.sort(([a], [b]) => (a < b ? -1 : 1)).flat();
  return { list, idSlot: list.indexOf("x-request-id") + 1 };
}

/** writeHead reads the list synchronously, so one list per entry serves every request. */
function withId(headers: HeaderList, id: string): string[] {
  headers.list[headers.idSlot] = id;
  return headers.list;
}
