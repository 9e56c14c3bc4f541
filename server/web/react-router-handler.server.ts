import type { Context, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "@shared/contract/public-data.ts";
import { sendRepresentation } from "../http/representation.server.ts";
import { pagePolicy } from "../http/security-headers.server.ts";
import { createNotFoundPages, type NotFoundPages } from "./not-found-pages.server.ts";

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

  return async (c: Context) => {
    const address = notFound?.addressOf(c.req.raw);
    const request = address === undefined ? c.req.raw : new Request(new URL(address, c.req.url), { method: c.req.method, headers: { accept: c.req.header("accept") ?? "text/html" } });
    const nonce = randomBytes(18).toString("base64");
    const res = await handle(request, { ...context, nonce });
    const contentType = res.headers.get("content-type") ?? "";
    if (!RENDERED.test(contentType) || !res.body) return res;
    const headers = new Headers(res.headers);
    if (contentType.startsWith("text/html")) headers.set("Content-Security-Policy", pagePolicy(nonce));
    // Pages depend on the language cookie and the hours; browsers revalidate (cheap 304s).
    const cacheControl = res.headers.get("cache-control") ?? "private, no-cache";
    return sendRepresentation(c, Buffer.from(await res.arrayBuffer()), { status: res.status, contentType, cacheControl, headers });
  };
}

/** Production: React Router's server build plus the client files, hashed assets cached for a year. */
export function productionWeb(buildDir: string, build: ServerBuild, context: WebLoadContext) {
  const clientDir = path.join(buildDir, "client");
  const notFound = createNotFoundPages(build);
  const web: MiddlewareHandler[] = [
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (filePath, c) => {
        const immutable = filePath.startsWith(path.join(clientDir, "assets"));
        c.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400");
      },
    }),
    reactRouterMiddleware(async () => build, "production", context, notFound),
  ];
  return { web, notFoundAddressOf: notFound.addressOf };
}
