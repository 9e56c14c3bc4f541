import type { ServerBuild } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { languageOfRequest } from "@shared/language-rule.ts";
import type { AnswerLifetime } from "../features/public/content-changes.server.ts";
import { routesOf, routeTree } from "./route-tree.server.ts";

/** A page as the server sends it: rendered, its scripts' nonce in its policy header. */
export interface RenderedPage {
  status: number;
  contentType: string;
  cacheControl: string;
  headers: Headers;
  body: Buffer;
}
export type Render = (request: Request) => Promise<RenderedPage | Response>;

/**
 * Every unknown address gets the same "not found" page: rendered once per language and kept
 * until the response cache would drop it too (a content change, the clock's next change),
 * instead of a render and compression for each address a scanner tries; the response cache
 * keeps answers by address, so it cannot share one among them. The page is rendered for one
 * fixed address, so no asked-for address is echoed into it. An unknown PDF gets the PDF page's
 * own "not found", kept the same way.
 */
export function createNotFoundPages(build: ServerBuild, lifetime: AnswerLifetime) {
  const routes = routeTree(build.routes);
  const pages = new Map<
    string,
    { until: Promise<number>; page: Promise<RenderedPage | Response> }
  >();
  lifetime.onChange(() => pages.clear());

  /** A page request (not the data of a client navigation) that only the catch-all route matches. */
  function isUnknown(request: Request): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(".data")) return false;
    const matches = routesOf(routes, pathname);
    return matches.length === 0 || matches.at(-1)?.path === "*";
  }

  /**
   * `address`: the fixed address rendered, one whose page says "not found". Its links name the
   * language only when the asked-for address did, as they would on that address: a tap on one
   * before the page runs leads where it leads once it runs.
   */
  async function page(
    request: Request,
    render: Render,
    address: "/not-found" | "/pdf/not-found" = "/not-found",
  ): Promise<RenderedPage | Response> {
    const url = new URL(request.url);
    const lang: Lang = languageOfRequest(request);
    const inAddress = url.searchParams.has("lang");
    const key = `${address} ${lang} ${inAddress}`;
    const kept = pages.get(key);
    if (kept && Date.now() < (await kept.until)) return kept.page;
    const accept = request.headers.get("accept") ?? "text/html";
    const fixed = new Request(new URL(inAddress ? `${address}?lang=${lang}` : address, url), {
      headers: inAddress ? { accept } : { accept, cookie: `lang=${lang}` },
    });
    // Read before the render, as the response cache does.
    const until = lifetime.changesAt();
    const rendered = until.then(() => render(fixed));
    const entry = { until, page: rendered };
    pages.set(key, entry);
    // A failed render is not kept.
    const drop = () => pages.get(key) === entry && pages.delete(key);
    rendered.then((p) => (p instanceof Response || p.status !== 404) && drop(), drop);
    return rendered;
  }

  return { isUnknown, page };
}
export type NotFoundPages = ReturnType<typeof createNotFoundPages>;
