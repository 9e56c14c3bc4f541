import { matchRoutes, type ServerBuild } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { langCookieOf } from "@shared/lang-cookie.ts";
import { toLang } from "@shared/localize.ts";

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/**
 * Every unknown address gets the same "not found" page: the one rendered for a fixed address
 * in the visitor's language, so the response cache keeps one page per language for all of them
 * (instead of a render and compression for each address a scanner tries), and no asked-for
 * address is echoed into it.
 */
export function createNotFoundPages(build: ServerBuild) {
  const routes = routeTree(build.routes, undefined);

  /** A page request (not the data of a client navigation) that only the catch-all route matches. */
  function isUnknown(request: Request): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(".data")) return false;
    const matches = matchRoutes(routes as never, pathname) as { route: RouteNode }[] | null;
    return !matches || matches.at(-1)?.route.path === "*";
  }

  /** The address whose page this request gets, when it asks for an unknown one. */
  function addressOf(request: Request): string | undefined {
    if (!isUnknown(request)) return undefined;
    const queried = new URL(request.url).searchParams.get("lang");
    const cookie = langCookieOf(request.headers.get("cookie"));
    const lang: Lang = queried === "de" || queried === "en" ? queried : cookie ? toLang(cookie) : "de";
    return `/not-found?lang=${lang}`;
  }

  return { addressOf };
}
export type NotFoundPages = ReturnType<typeof createNotFoundPages>;

function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): RouteNode[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => ({ id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, children: routeTree(manifest, route!.id) }));
}
