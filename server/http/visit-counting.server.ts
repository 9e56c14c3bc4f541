import type { MiddlewareHandler } from "hono";
import { PUBLIC_PAGES } from "@shared/site-pages.ts";
import { languageOf } from "@shared/language-rule.ts";
import {
  OUTBOUND_LINKS,
  SOURCE_MARKER,
  SOURCE_MARKERS,
  type OutboundLink,
} from "@shared/contract/visits.ts";
import { isCrawler, isSpeculative } from "../features/visits/visit-rules.server.ts";
import type { VisitsService } from "../features/visits/visits.service.server.ts";
import { clientAddress } from "./client-address.server.ts";
import { headerOf } from "./response-cache.server.ts";

const PAGES: ReadonlySet<string> = new Set(PUBLIC_PAGES);

/**
 * The public page an address shows, counting a client navigation's data request (`/menu.data`,
 * `/_root.data` for "/") as the page it loads: the visitor sees that page, and its HTML is not
 * fetched again. Anything else (assets, uploads, the API, the admin, /healthz) is no page.
 */
function pageOf(pathname: string): string | undefined {
  if (PAGES.has(pathname)) return pathname;
  if (!pathname.endsWith(".data")) return undefined;
  const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
  return PAGES.has(page) ? page : undefined;
}

/**
 * Counts how the public site is used (server/features/visits/): outside the response cache, so
 * a kept page is counted like a rendered one, and after the answer, so only what was served is
 * counted: a page answered 200 (a redirect to a clean address counts at its target), a click
 * on an outbound link (its redirect), a download of the menu PDF. GET only; crawlers and
 * prefetches count nothing.
 *
 * A QR code's source marker (`?src=qr`) is counted here and dropped from the address by a
 * redirect, before the cache, which would send an unknown parameter away uncounted.
 */
export function visitCounting(
  visits: VisitsService,
  { trustProxy, siteUrl }: { trustProxy: boolean; siteUrl: string },
): MiddlewareHandler {
  const siteHost = new URL(siteUrl).host.toLowerCase();
  return async (c, next) => {
    if (!visits.enabled || c.req.method !== "GET") return next();
    const url = new URL(c.req.url);
    const page = pageOf(url.pathname);
    const link = url.pathname.startsWith("/go/") ? url.pathname.slice(4) : undefined;
    const download = url.pathname === "/menu.pdf";
    if (page === undefined && link === undefined && !download) return next();

    // Headers as Node parsed them: asking the Request would build a Headers object per request.
    const header = (name: string) => headerOf(c, name);
    const userAgent = header("user-agent") ?? "";
    const counted = !isCrawler(userAgent) && !isSpeculative(header);
    const visitor = () => ({ address: clientAddress(c, trustProxy), userAgent });

    if (page !== undefined && url.searchParams.has(SOURCE_MARKER)) {
      const source = SOURCE_MARKERS[url.searchParams.get(SOURCE_MARKER) ?? ""];
      if (counted && source && !url.pathname.endsWith(".data")) visits.marked(visitor(), source);
      url.searchParams.delete(SOURCE_MARKER);
      c.header("Cache-Control", "no-store");
      return c.redirect(`${url.pathname}${url.search}`, 302);
    }

    await next();
    if (!counted) return;
    const status = c.res.status;
    if (link !== undefined) {
      if (status === 302 && (OUTBOUND_LINKS as readonly string[]).includes(link))
        visits.outbound(link as OutboundLink);
    } else if (download) {
      if (status === 200) visits.download("menu");
    } else if (page !== undefined && status === 200) {
      const category = page === "/menu" ? url.searchParams.get("category") : null;
      visits.pageView(visitor(), {
        page,
        lang: languageOf(url, header("cookie")),
        ...(category ? { category } : {}),
        referrer: header("referer") ?? null,
        ownHosts: [siteHost, url.host.toLowerCase()],
      });
    }
  };
}
