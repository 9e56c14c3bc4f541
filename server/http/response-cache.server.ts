import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { rememberedLanguage } from "@shared/language-rule.ts";
import {
  BROWSER_ONLY_PARAMS,
  PAGE_PARAM_VALUES,
  PAGE_PARAMS,
  REPEATABLE_PARAMS,
} from "@shared/page-query.ts";
import type { AnswerLifetime } from "../features/public/content-changes.server.ts";
import { ifNoneMatch, preferredEncoding } from "./representation.server.ts";
import { SegmentedLru } from "./segmented-lru.server.ts";
import { isHttpsRequest } from "./security-headers.server.ts";

/**
 * The one cache of the server: finished answers that are the same for every visitor (pages,
 * the data of client navigations, the public API, the printed menu), kept until the content
 * changes (fired by every admin write) or the restaurant's clock may change what they show (an
 * opening, a closing, midnight). A Hono middleware inside the request log
 * and outside everything else, so every header-setting middleware behind it is part of what it
 * keeps.
 *
 * An answer is keyed by everything about the request that may shape it: the address, the
 * encoding the server picks, the language cookie (pages) and HTTPS (the HSTS header). Only
 * answers that declare no other dependency are kept (at most Vary: Accept-Encoding, no
 * Set-Cookie, not no-store).
 *
 * Of the query, only the parameters an answer reads are part of its key, so a random parameter
 * can neither make the server render nor push the real pages out. A page address with another
 * parameter, or one repeated, is sent to the clean address (a page shows its address, in the
 * language switch for one, so its answer cannot stand for the clean one); values naming content
 * are checked on a miss, before the render (server/pages/page-query-check.server.ts). The public
 * API and the printed PDFs read `lang` alone and give the clean answer for any other. A token
 * the browser app reads is no part of a key. Concurrent misses of one key share one render.
 *
 * HEAD is answered like GET, from the same entries (Hono sends no body). What a flood of
 * addresses asked for once can push out is only what was itself asked for once: the pages
 * people read live in the protected segment of a segmented LRU (segmented-lru.server.ts).
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_KNOWN_ENCODINGS = 64;

/** Pages, client-navigation data (React Router's `.data`), public JSON and the printed PDFs. */
const SHAREABLE_TYPE = /^(text\/(html|x-script)|application\/(json|pdf))\b/;
/** Written afresh for every answer. */
const PER_REQUEST = new Set(["x-request-id", "date"]);
/** They describe a body, which a 304 has not. */
const BODY_HEADERS = new Set([
  "content-type",
  "content-encoding",
  "content-length",
  "content-disposition",
]);

/** The public API and the PDFs read only the language from the query. */
const LANG_ONLY = ["lang"];
const PDF_PATHS = new Set(["/menu.pdf", "/table-cards.pdf"]);

type Encoding = ReturnType<typeof preferredEncoding>;

interface Entry {
  status: number;
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  notModified: [string, string][];
  /** The instant (ms) from which the answer may be wrong: the clock's next change when it was made. */
  until: number;
}

export interface ResponseCacheOptions {
  lifetime: AnswerLifetime;
  trustProxy: boolean;
  /** At most this many answers (500 by default); of those asked for once, the least recently used goes first. */
  maxEntries?: number;
}

export function responseCache({
  lifetime,
  trustProxy,
  maxEntries = MAX_ENTRIES,
}: ResponseCacheOptions): MiddlewareHandler {
  const entries = new SegmentedLru<Entry>(maxEntries, MAX_BYTES, (entry) => entry.body.length);
  /** Counts content changes, so that an answer made while one happened is not kept. */
  let changes = 0;
  lifetime.onChange(() => {
    changes += 1;
    entries.clear();
  });

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
  const keyOf = (c: Context, target: string) => {
    const https = isHttpsRequest(
      c.req.url.startsWith("https:"),
      headerOf(c, "x-forwarded-proto"),
      trustProxy,
    );
    return `${encodingOf(headerOf(c, "accept-encoding"))}\n${https ? "s" : ""}\n${rememberedLanguage(headerOf(c, "cookie")) ?? ""}\n${target}`;
  };
  /** Misses being made now, by key: a second request for one waits for the first's answer. */
  const making = new Map<string, Promise<Entry | undefined>>();

  function lookUp(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry || Date.now() < entry.until) return entry;
    entries.delete(key);
    return undefined;
  }

  return async (c, next) => {
    const path = c.req.path;
    const api = path.startsWith("/api/");
    const method = c.req.method;
    if (
      (method !== "GET" && method !== "HEAD") ||
      headerOf(c, "authorization") !== undefined ||
      (api ? !path.startsWith("/api/public/") : path.startsWith("/uploads/"))
    ) {
      await next();
      replace(c, conditional(c.res, headerOf(c, "if-none-match")));
      return;
    }
    // The API and the PDFs judge their own values (an unknown language is a 400 there).
    const target =
      api || PDF_PATHS.has(path)
        ? cleanTarget(c.req.url, LANG_ONLY)
        : cleanTarget(c.req.url, PAGE_PARAMS, PAGE_PARAM_VALUES, BROWSER_ONLY_PARAMS[path]);
    if (target.dropped && !api && !PDF_PATHS.has(path)) return c.redirect(target.location, 301);
    const key = keyOf(c, target.clean);
    const pending = making.get(key);
    // No await unless another request is making this answer: the check and the claim below stay one step.
    const entry = lookUp(key) ?? (pending && (await pending));
    if (entry) return answer(entry, headerOf(c, "if-none-match"));

    let done: (made: Entry | undefined) => void = () => {};
    making.set(key, new Promise((resolve) => (done = resolve)));
    let made: Entry | undefined;
    try {
      const startedChanges = changes;
      // Read before the answer is made: an answer made at 11:29:59 says "closed" until 11:30.
      const until = await lifetime.changesAt();
      await next();

      const res = c.res;
      const encoding = encodingOf(headerOf(c, "accept-encoding"));
      // Made from content that changed meanwhile: keeping it would hide the change.
      if (shareable(res, api, encoding) && changes === startedChanges) {
        const body = new Uint8Array(await res.arrayBuffer());
        made = entryOf(res, body, until);
        entries.set(key, made);
        replace(c, answer(made, headerOf(c, "if-none-match")));
      } else {
        replace(c, conditional(c.res, headerOf(c, "if-none-match")));
      }
    } finally {
      making.delete(key);
      // Those waiting make their own answer when this one is not to be shared.
      done(made);
    }
  };
}

/**
 * The request target with only the `read` parameters, with values `values` accepts, each once
 * (the Host header is no part of a key), and whether any other was dropped; the `unkeyed` ones
 * are left out of it without counting as dropped, and kept in the address to send the request
 * to. The leading slashes are folded into one, so that address is always on this site.
 */
function cleanTarget(
  url: string,
  read: readonly string[],
  values: Readonly<Record<string, (value: string) => boolean>> = {},
  unkeyed: readonly string[] = [],
): { clean: string; dropped: boolean; location: string } {
  const pathEnd = url.indexOf("/", url.indexOf("//") + 2);
  const queryStart = url.indexOf("?", pathEnd);
  if (queryStart === -1)
    return { clean: url.slice(pathEnd), dropped: false, location: url.slice(pathEnd) };
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const kept = new URLSearchParams();
  const passed = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of params) {
    if (unkeyed.includes(name)) {
      passed.append(name, value);
      continue;
    }
    // A repeat would make another key for the same page, without end.
    const repeated = REPEATABLE_PARAMS.includes(name)
      ? kept.getAll(name).includes(value)
      : kept.has(name);
    if (read.includes(name) && !repeated && (values[name]?.(value) ?? true))
      kept.append(name, value);
    else dropped = true;
  }
  const pathname = url.slice(pathEnd, queryStart);
  const at = (query: URLSearchParams) =>
    `${dropped ? `/${pathname.replace(/^\/+/, "")}` : pathname}${query.size > 0 ? `?${query.toString()}` : ""}`;
  for (const [name, value] of kept) passed.append(name, value);
  return { clean: at(kept), dropped, location: at(passed) };
}

/** Answers If-None-Match the same way without keeping anything: in development, where Vite changes pages unannounced. */
export const notModified: MiddlewareHandler = async (c, next) => {
  await next();
  replace(c, conditional(c.res, headerOf(c, "if-none-match")));
};

/** Hono merges the headers of the answer before into an answer set on the context; this one stands alone. */
function replace(c: Context, res: Response) {
  if (res === c.res) return;
  c.res = undefined;
  c.res = res;
}

/**
 * A request header as Node parsed it, when Node is underneath: the first header asked of the
 * Request builds a whole Headers object, which would cost a kept answer about as much as the rest.
 */
export function headerOf(c: Context, name: string): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function shareable(res: Response, api: boolean, encoding: Encoding): boolean {
  const h = res.headers;
  const type = h.get("content-type") ?? "";
  const ok = res.status === 200 || (!api && res.status === 404);
  if (
    !ok ||
    !SHAREABLE_TYPE.test(type) ||
    !res.body ||
    !h.has("etag") ||
    h.has("set-cookie") ||
    /\bno-store\b/i.test(h.get("cache-control") ?? "")
  )
    return false;
  const vary = h.get("vary")?.toLowerCase();
  if (vary !== undefined && vary !== "accept-encoding") return false;
  // An unencoded body suits every client of the key; an encoded one must be the key's encoding.
  const contentEncoding = h.get("content-encoding");
  return contentEncoding === null || contentEncoding === encoding;
}

function entryOf(res: Response, body: Uint8Array<ArrayBuffer>, until: number): Entry {
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    if (!PER_REQUEST.has(name))
      headers.push([name, name === "content-length" ? String(body.length) : value]);
  });
  return {
    status: res.status,
    etag: res.headers.get("etag") ?? "",
    body,
    headers,
    notModified: withoutBodyHeaders(headers),
    until,
  };
}

const withoutBodyHeaders = (headers: [string, string][]) =>
  headers.filter(([name]) => !BODY_HEADERS.has(name));

/**
 * The one place that answers If-None-Match, kept or made afresh alike: a 304 carries the
 * headers of the 200 it stands for (the security headers too), less those describing a body.
 */
function answer(entry: Entry, ifNoneMatchHeader: string | undefined): Response {
  if (entry.status === 200 && ifNoneMatch(ifNoneMatchHeader, entry.etag))
    return new Response(null, { status: 304, headers: entry.notModified });
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

function conditional(res: Response, ifNoneMatchHeader: string | undefined): Response {
  const etag = res.headers.get("etag");
  if (res.status !== 200 || etag === null || !ifNoneMatch(ifNoneMatchHeader, etag)) return res;
  void res.body?.cancel();
  return new Response(null, { status: 304, headers: withoutBodyHeaders([...res.headers]) });
}
