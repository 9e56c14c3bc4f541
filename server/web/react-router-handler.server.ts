import type { Context, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "@shared/contract/public-data.ts";
import type { AnswerLifetime } from "../features/public/content-changes.server.ts";
import { sendRepresentation } from "../http/representation.server.ts";
import { pagePolicy } from "../http/security-headers.server.ts";
import { createNotFoundPages, type NotFoundPages, type Render, type RenderedPage } from "./not-found-pages.server.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** Server-rendered pages and client-navigation data: text worth an ETag and compression. */
const RENDERED = /^text\/(html|x-script)/;

/**
 * Hands a request to React Router with the load context its loaders read. In production each
 * render gets a nonce of its own, which its inline scripts carry and its Content-Security-Policy
 * names; the rendered answer gets an ETag and compression (the response cache keeps it, the
 * render's nonce with it). Development leaves Vite's answers alone.
 */
export function reactRouterMiddleware(loadBuild: BuildLoader, mode: "development" | "production", context: WebLoadContext, notFound?: NotFoundPages): MiddlewareHandler {
  const handle = createRequestHandler(loadBuild, mode);
  if (mode === "development") return (c: Context) => handle(c.req.raw, context);

  const render: Render = async (request) => {
    const nonce = randomBytes(18).toString("base64");
    const res = await handle(request, { ...context, nonce });
    const contentType = res.headers.get("content-type") ?? "";
    if (!RENDERED.test(contentType) || !res.body) return res;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (contentType.startsWith("text/html")) {
      headers.set("Content-Security-Policy", pagePolicy(nonce));
    }
    // Pages depend on the language cookie and the hours; browsers revalidate (cheap 304s).
    return { status: res.status, contentType, cacheControl: res.headers.get("cache-control") ?? "private, no-cache", headers, body };
  };

  return async (c: Context) => {
    let page: RenderedPage | Response | undefined;
    if (notFound?.isUnknown(c.req.raw)) {
      page = await notFound.page(c.req.raw, render);
      // Kept pages are rendered pages; anything else is this request's own to answer.
      if (page instanceof Response) page = undefined;
    }
    page ??= await render(c.req.raw);
    if (page instanceof Response) return page;
    return sendRepresentation(c, page.body, { status: page.status, contentType: page.contentType, cacheControl: page.cacheControl, headers: page.headers });
  };
}

/** Production: React Router's server build plus the client files, hashed assets cached for a year. */
export function productionWeb(buildDir: string, build: ServerBuild, context: WebLoadContext, lifetime: AnswerLifetime): MiddlewareHandler[] {
  const clientDir = path.join(buildDir, "client");
  return [
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (filePath, c) => {
        const immutable = filePath.startsWith(path.join(clientDir, "assets"));
        c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400");
      },
    }),
    reactRouterMiddleware(async () => build, "production", context, createNotFoundPages(build, lifetime)),
  ];
}
