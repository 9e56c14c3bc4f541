import type { Context, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "@shared/contract/public-data.ts";
import { sendRepresentation } from "../http/representation.server.ts";
import { pagePolicy } from "../http/security-headers.server.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** Server-rendered pages and client-navigation data: text worth an ETag and compression. */
const RENDERED = /^text\/(html|x-script)/;

/**
 * Hands a request to React Router with the load context its loaders read. In production the
 * rendered answer gets its Content-Security-Policy (hashes of its inline scripts), an ETag and
 * compression (repeats are answered by the response cache); development leaves Vite's answers alone.
 */
export function reactRouterMiddleware(loadBuild: BuildLoader, mode: "development" | "production", context: WebLoadContext): MiddlewareHandler {
  const handle = createRequestHandler(loadBuild, mode);
  return async (c: Context) => {
    const res = await handle(c.req.raw, context);
    const type = res.headers.get("content-type") ?? "";
    if (mode === "development" || !RENDERED.test(type) || !res.body) return res;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (type.startsWith("text/html")) headers.set("Content-Security-Policy", pagePolicy(body.toString("utf8")));
    return sendRepresentation(c, body, {
      status: res.status,
      contentType: type,
      // Pages depend on the language cookie and the hours; browsers revalidate (cheap 304s).
      cacheControl: res.headers.get("cache-control") ?? "private, no-cache",
      headers,
    });
  };
}

/** Production: React Router's server build plus the client files, hashed assets cached for a year. */
export function productionWeb(buildDir: string, build: ServerBuild, context: WebLoadContext): MiddlewareHandler[] {
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
    reactRouterMiddleware(async () => build, "production", context),
  ];
}
