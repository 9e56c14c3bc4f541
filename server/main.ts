import { getRequestListener } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { openDatabase } from "./db/database.server.ts";
import { seedDemoContent } from "./demo/seed.server.ts";
import { loadEnv } from "./env.server.ts";
import { ensureInitialAdmin } from "./features/auth/initial-admin.server.ts";
import { createApp } from "./http/app.server.ts";
import { createResponseCache } from "./http/response-cache.server.ts";
import { keepTickShape } from "./http/tick-shape.server.ts";
import { createLogger } from "./logger.server.ts";
import { createServices } from "./services.server.ts";
import { productionWeb, reactRouterMiddleware } from "./web/react-router-handler.server.ts";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL === "silent" ? "silent" : env.NODE_ENV === "production" ? "json" : "pretty");
if (keepTickShape() === undefined) logger.info("Found no process.nextTick entry to keep: after garbage collections requests may cost more work (decision record 009).");
const database = openDatabase(env.DATA_DIR);
const services = createServices(database.db, env);
await services.storage.init();

if (env.SEED_DEMO) {
  const seeded = await seedDemoContent(database.db, services);
  if (seeded) logger.info("Filled the new database with demo content (SEED_DEMO=0 starts empty).");
}
await ensureInitialAdmin(services.auth, services.repos.admins, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, logger.info);
await services.auth.pruneSessions();
await services.uploads.sweepOrphans();

const context = { data: services.publicData, siteUrl: env.PUBLIC_URL };
// Vite's development server injects inline scripts of its own; production enforces the policy.
const enforcePolicy = env.NODE_ENV !== "development";
type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;
let listener: NodeListener;
const server = createServer();

if (env.NODE_ENV === "development") {
  // Vite serves the web app with hot reload; everything it does not handle falls through to Hono.
  // Its reload socket shares the site's port (and so PORT), so two checkouts never collide.
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" }));
  const web = [reactRouterMiddleware(() => vite.ssrLoadModule("virtual:react-router/server-build") as never, "development", context)];
  const hono = getRequestListener(createApp({ services, logger, trustProxy: env.TRUST_PROXY, enforcePolicy, siteUrl: env.PUBLIC_URL, web }).fetch);
  listener = (req, res) => vite.middlewares(req, res, () => hono(req, res));
} else {
  // The bundle runs from BUILD_DIR/node/main.js and carries React Router's server build
  // (scripts/build-server.mjs); the client files lie beside it.
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const web = productionWeb(env.BUILD_DIR ?? fileURLToPath(new URL("..", import.meta.url)), build, context);
  // Production only: in development Vite changes pages with every edit of the web app, which no
  // content version tracks, so a cache would show stale pages.
  const responseCache = createResponseCache({ contentVersion: services.content.get, trustProxy: env.TRUST_PROXY, logger });
  const hono = getRequestListener(createApp({ services, logger, trustProxy: env.TRUST_PROXY, enforcePolicy, siteUrl: env.PUBLIC_URL, web, responseCache }).fetch);
  listener = (req, res) => {
    if (!responseCache.serve(req, res)) void hono(req, res);
  };
}

server.on("request", listener);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(`Restaurant site listening on http://localhost:${port} (${env.NODE_ENV}, data in ${env.DATA_DIR})`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing open requests, then closing the database.`);
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
