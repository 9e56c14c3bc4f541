import type { MiddlewareHandler } from "hono";
import type { HistoryEntity } from "../features/history/change.server.ts";
import { rememberedLanguage, languageOf } from "@shared/language-rule.ts";

/**
 * What a shared cache in front of the app (Varnish, a CDN) may do with an answer, and what it is
 * made of. Public answers stay fresh for a minute there, so what depends on the clock (the
 * open/closed badge, today's special day) is at most a minute old for a visitor without
 * JavaScript; within that minute and for a day after an error, the cache may serve what it
 * has while it asks again — the site stays up while the server is not. A change in the admin
 * purges the answers made of what changed (cache-purge.server.ts), so staff do not wait the
 * minute. The browser itself always revalidates (max-age=0: a cheap 304 with the ETag).
 */
export const SHARED_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400";
/** Anything asked for with a token, whatever the client sends: no cache may keep it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The contents an answer can be made of, and the language it is in: the tags a purge names. */
export type CacheTag =
  | "menu"
  | "hours"
  | "special-days"
  | "announcements"
  | "images"
  | "restaurant"
  | "lang-de"
  | "lang-en";

/** Every page shows the layout: the open/closed badge (hours, special days) and the announcements. */
const LAYOUT: CacheTag[] = ["hours", "special-days", "announcements", "restaurant"];
const PAGE_TAGS: Record<string, CacheTag[]> = {
  "/": [...LAYOUT, "menu"],
  "/menu": [...LAYOUT, "menu"],
  "/middaydiscount": [...LAYOUT, "images"],
};
const API_TAGS: Record<string, CacheTag[]> = {
  "/api/public/menu": ["menu"],
  "/api/public/opening-hours": ["hours"],
  "/api/public/special-days": ["special-days"],
  "/api/public/announcements": ["announcements"],
  "/api/menu-images": ["images"],
};
/** The printed menu and the table cards: the menu, the hours on them, the restaurant's name and address. */
const PRINTED: CacheTag[] = ["menu", "hours", "restaurant"];

/** What a public answer at `path` is made of (its language added by the caller). */
export function contentTagsOf(path: string): CacheTag[] {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
  if (API_TAGS[page]) return API_TAGS[page];
  if (page.startsWith("/api/public/pdfs/")) return ["images"];
  if (page === "/menu.pdf" || page === "/table-cards.pdf") return PRINTED;
  if (page.startsWith("/pdf/")) return [...LAYOUT, "images"];
  return PAGE_TAGS[page] ?? LAYOUT;
}

/**
 * What a change of each kind of record makes stale. Exhaustive on purpose: a new kind of record
 * does not compile until it says which answers it changes.
 */
const STALE_AFTER: Record<HistoryEntity, CacheTag[]> = {
  dish: ["menu"],
  category: ["menu"],
  categories: ["menu"],
  menu: ["menu"],
  "opening-hours": ["hours"],
  "special-day": ["special-days"],
  "menu-image": ["images"],
  // The logo is in every page's header and icons, the photos on the home, about and story pages.
  "restaurant-picture": ["restaurant"],
  // Name, address, links, legal data and texts: every page, the printed menu and the table cards.
  "restaurant-profile": ["restaurant"],
  announcement: ["announcements"],
  invite: [],
  "team-member": [],
  // A write that did not say what it changed: everything.
  unknown: ["menu", "hours", "special-days", "announcements", "images", "restaurant"],
};

/** The tags to purge after a write that changed these kinds of records. */
export function staleTags(entities: readonly HistoryEntity[]): CacheTag[] {
  return [...new Set(entities.flatMap((entity) => STALE_AFTER[entity]))];
}

/** What the routes send on answers anyone may have: always asked again, never stored elsewhere yet. */
const PUBLIC_NO_CACHE = /^((public|private), )?no-cache$/;

/** The API's public answers; the rest of the API (the admin's, the OpenAPI document) is left as it is. */
const isPublicApi = (path: string) =>
  API_TAGS[path] !== undefined || path.startsWith("/api/public/");

/**
 * Sets the shared-cache headers on public answers, below the response cache so kept answers carry
 * them too. An answer that depends on the language cookie (a page or the public API asked for
 * without `?lang=`, by a visitor who chose a language) stays private: a cache that keys by address
 * alone would hand it to the next visitor. Tags go in both headers CDNs read: `Surrogate-Key`
 * (Varnish with xkey, Fastly) space-separated, `Cache-Tag` (Cloudflare) comma-separated.
 */
export function sharedCacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.header("authorization") !== undefined) {
      c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      return;
    }
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return;
    const status = c.res.status;
    if (status !== 200 && status !== 404) return;
    const cacheControl = c.res.headers.get("cache-control") ?? "";
    if (!PUBLIC_NO_CACHE.test(cacheControl)) return;
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/") && !isPublicApi(url.pathname)) return;
    const cookie = c.req.header("cookie");
    if (!url.searchParams.has("lang") && rememberedLanguage(cookie) !== undefined) return;
    const tags = [...contentTagsOf(url.pathname), `lang-${languageOf(url, cookie)}`];
    c.res.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
    c.res.headers.set("Surrogate-Key", tags.join(" "));
    c.res.headers.set("Cache-Tag", tags.join(","));
  };
}
