import type { MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "@shared/contract/public-data.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** Hands a request to React Router with the load context its loaders read. */
export function reactRouterMiddleware(loadBuild: BuildLoader, mode: string, context: WebLoadContext): MiddlewareHandler {
  const handle = createRequestHandler(loadBuild, mode);
  return async (c) => handle(c.req.raw, context);
}

/** Production: the built server bundle plus the client files, hashed assets cached for a year. */
export async function productionWeb(buildDir: string, context: WebLoadContext): Promise<MiddlewareHandler[]> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
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
