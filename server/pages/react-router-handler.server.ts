import type { Context, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "@shared/contract/public-data.ts";
import { BROWSER_ONLY_PARAMS } from "@shared/page-query.ts";
import type { AnswerLifetime } from "../features/public/content-changes.server.ts";
import { sendRepresentation } from "../http/representation.server.ts";
import { pagePolicy } from "../http/security-headers.server.ts";
import {
  createNotFoundPages,
  type NotFoundPages,
  type Render,
  type RenderedPage,
} from "./not-found-pages.server.ts";
import { createPageQueryCheck, type PageQueryCheck } from "./page-query-check.server.ts";
import { adminWorker } from "./admin-worker.server.ts";
import { catalogueModules } from "./catalogue-modules.server.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** Server-rendered pages and client-navigation data: text worth an ETag and compression. */
const RENDERED = /^text\/(html|x-script)/;
/** A PDF's own page (not the data of a client navigation), whose id the page looks up. */
const PDF_PAGE = /^\/pdf\/([^/]+)$/;

/** What is looked up before a render, so that an address naming nothing costs no render. */
export interface PageChecks {
  notFound: NotFoundPages;
  query: PageQueryCheck;
}

/**
 * Hands a request to React Router with the load context its loaders read; each render gets a
 * document-only part of its own for its loaders to fill. In production each render gets a nonce of its own, which its inline scripts carry and its Content-Security-Policy
 * names; the rendered answer gets an ETag and compression (the response cache keeps it, the
 * render's nonce with it). Before a render, values naming no content are sent away and an
 * unknown PDF gets its kept "not found" page. Development leaves Vite's answers alone.
 */
export function reactRouterMiddleware(
  loadBuild: BuildLoader,
  mode: "development" | "production",
  context: WebLoadContext,
  checks?: PageChecks,
): MiddlewareHandler {
  const handle = createRequestHandler(loadBuild, mode);
  if (mode === "development")
    return (c: Context) => handle(c.req.raw, { ...context, documentOnly: {} });

  const render: Render = async (request) => {
    const nonce = randomBytes(18).toString("base64");
    const res = await handle(request, { ...context, nonce, documentOnly: {} });
    const contentType = res.headers.get("content-type") ?? "";
    if (!RENDERED.test(contentType) || !res.body) return res;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (contentType.startsWith("text/html")) {
      headers.set("Content-Security-Policy", pagePolicy(nonce));
    }
    // Pages depend on the language cookie and the hours; browsers revalidate (cheap 304s).
    return {
      status: res.status,
      contentType,
      cacheControl: res.headers.get("cache-control") ?? "private, no-cache",
      headers,
      body,
    };
  };

  return async (c: Context) => {
    const request = withoutBrowserOnlyParams(c.req.raw);
    const clean = await checks?.query(request);
    // Found, not moved for good: the content may name it tomorrow.
    if (clean !== undefined) return c.redirect(clean, 302);
    let page: RenderedPage | Response | undefined;
    if (checks?.notFound.isUnknown(request)) page = await checks.notFound.page(request, render);
    else if (checks && (await isUnknownPdf(request, context)))
      page = await checks.notFound.page(request, render, "/pdf/not-found");
    // Kept pages are rendered pages; anything else is this request's own to answer.
    if (page instanceof Response) page = undefined;
    page ??= await render(request);
    if (page instanceof Response) return page;
    return sendRepresentation(c, page.body, {
      status: page.status,
      contentType: page.contentType,
      cacheControl: page.cacheControl,
      headers: page.headers,
    });
  };
}

/**
 * Production: React Router's server build plus the client files, hashed assets cached for a
 * year, and the admin's service worker, which keeps the admin's files on the phone.
 */
export function productionWeb(
  buildDir: string,
  build: ServerBuild,
  context: WebLoadContext,
  lifetime: AnswerLifetime,
): MiddlewareHandler[] {
  const clientDir = path.join(buildDir, "client");
  // The admin's worker keeps them; the admin's page preloads its language's.
  const catalogues = catalogueModules(build, clientDir);
  return [
    adminWorker(build, clientDir, catalogues),
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (filePath, c) => {
        const immutable = filePath.startsWith(path.join(clientDir, "assets"));
        c.header(
          "Cache-Control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400",
        );
      },
    }),
    reactRouterMiddleware(
      async () => build,
      "production",
      { ...context, catalogueModules: catalogues },
      {
        notFound: createNotFoundPages(build, lifetime),
        query: createPageQueryCheck(build, context.data, lifetime),
      },
    ),
  ];
}

/** The page as the server renders it for any token: the browser app reads the token from its address. */
function withoutBrowserOnlyParams(request: Request): Request {
  const url = new URL(request.url);
  const params = BROWSER_ONLY_PARAMS[url.pathname];
  if (!params?.some((name) => url.searchParams.has(name))) return request;
  for (const name of params) url.searchParams.delete(name);
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
}

async function isUnknownPdf(request: Request, context: WebLoadContext): Promise<boolean> {
  const id = PDF_PAGE.exec(new URL(request.url).pathname)?.[1];
  if (id === undefined || (request.method !== "GET" && request.method !== "HEAD")) return false;
  try {
    return (await context.data.pdf(decodeURIComponent(id))) === null;
  } catch (error) {
    if (error instanceof URIError) return true;
    throw error;
  }
}
