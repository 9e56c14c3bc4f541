import { getRequestListener } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { lockDataDirOrExit } from "./backup/data-dir-lock.server.ts";
import { openDatabase } from "./db/database.server.ts";
import { loadEnv } from "./env.server.ts";
import { ensureInitialAdmin, setupLinkMessage } from "./features/auth/initial-admin.server.ts";
import { createApp } from "./http/app.server.ts";
import { finishUnreadBodies, type NodeListener } from "./http/unread-body.server.ts";
import { createLogger } from "./logger.server.ts";
import { createServices } from "./services.server.ts";
import {
  createCachePurger,
  purgeTargets,
  purgeWhenTheClockTurns,
} from "./http/cache-purge.server.ts";
import { staleTags } from "./http/shared-cache.server.ts";
import { createDevelopmentVite, developmentListener } from "./pages/development-server.server.ts";
import { productionWeb, reactRouterMiddleware } from "./pages/react-router-handler.server.ts";

const env = loadEnv();
const logger = createLogger(
  env.LOG_LEVEL === "silent" ? "silent" : env.NODE_ENV === "production" ? "json" : "pretty",
);
// Held while the server runs: `npm run restore` refuses to replace the data under it.
const dataDirLock = lockDataDirOrExit(env.DATA_DIR, logger.error);
const database = openDatabase(env.DATA_DIR);
const services = createServices(database.db, env);
await services.storage.init();

// The demo content is seeded before the server starts, by demo/ (npm run seed:demo).
if ((await services.demoContent.status()).present)
  logger.info("The site shows demo content: staff can remove all of it in the admin panel.");
const setupLink = await ensureInitialAdmin(
  services.auth,
  services.repos.members,
  { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
  logger.info,
);
await services.auth.pruneSessions();
await services.uploads.sweepOrphans();
// Files of deleted records are kept 30 days for an undo; once a day, those past it are removed.
const sweepDaily = setInterval(
  () =>
    void services.uploads
      .sweepOrphans()
      .catch((err: unknown) => logger.error(`sweeping uploads failed: ${String(err)}`)),
  24 * 3600_000,
);
sweepDaily.unref();
services.visits.start(logger.error);

// A shared cache in front (PURGE_URL, Cloudflare) drops what a change made stale, and what the clock did.
const purger = createCachePurger(purgeTargets(env), logger);
services.content.onChange((entities) => purger.purge(staleTags(entities)));
const clockPurges = purgeTargets(env).length
  ? purgeWhenTheClockTurns(purger, services.answerLifetime.changesAt, logger)
  : undefined;

const context = {
  data: services.publicData,
  siteUrl: env.PUBLIC_URL,
  visitCounting: env.VISIT_COUNTING,
};
const urls = { siteUrl: env.PUBLIC_URL, linkUrl: env.LINK_URL };
// Vite's development server injects inline scripts of its own; production enforces the policy.
const enforcePolicy = env.NODE_ENV !== "development";
// Bodies an early answer left unread are handled by finishUnreadBodies, which keeps the connection usable.
const honoListener = (app: { fetch: Parameters<typeof getRequestListener>[0] }) =>
  getRequestListener(app.fetch, { autoCleanupIncoming: false });
/** Longer than the idle time of the proxies in front (deploy/Caddyfile, deploy/varnish.vcl). */
const KEEP_ALIVE_MS = 130_000;
let listener: NodeListener;
const server = createServer();
// Caddy keeps an idle connection to the app for up to 2 minutes, Varnish for 60 s. Node closes
// one after 5 s by default, so now and then a proxy sent a request into a connection the app
// had just closed, and the visitor got a 502. The app keeps them longer than either proxy.
server.keepAliveTimeout = KEEP_ALIVE_MS;

if (env.NODE_ENV === "development") {
  // Vite serves the web app's own files with hot reload; everything else goes to Hono.
  const files = {
    root: fileURLToPath(new URL("..", import.meta.url)),
    private: [env.DATA_DIR, path.resolve("backups")],
  };
  const vite = await createDevelopmentVite(server, files);
  const web = [
    reactRouterMiddleware(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
      "development",
      context,
    ),
  ];
  const hono = honoListener(
    createApp({
      services,
      logger,
      trustProxy: env.TRUST_PROXY,
      enforcePolicy,
      ...urls,
      web,
      cache: false,
    }),
  );
  listener = developmentListener(vite, files, hono);
} else {
  // The bundle runs from BUILD_DIR/node/main.js and carries React Router's server build
  // (scripts/build-server.mjs); the client files lie beside it.
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const web = productionWeb(
    env.BUILD_DIR ?? fileURLToPath(new URL("..", import.meta.url)),
    build,
    context,
    services.answerLifetime,
  );
  listener = honoListener(
    createApp({
      services,
      logger,
      trustProxy: env.TRUST_PROXY,
      enforcePolicy,
      ...urls,
      web,
      cache: true,
    }),
  );
}

server.on("request", finishUnreadBodies(listener));
// A spike opens many connections at once. Node's default backlog of 511 lets the kernel drop the
// rest's handshakes, and each returns only after TCP's retries (1, 3, 7 s…); the kernel still caps
// the queue at net.core.somaxconn.
server.listen({ port: env.PORT, host: env.HOST, backlog: 4096 }, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  // The wildcard address is reached as localhost on this machine; any other is named as it is.
  const origin = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
  logger.info(`Restaurant site listening on ${origin} (${env.NODE_ENV}, data in ${env.DATA_DIR})`);
  if (setupLink) logger.info(setupLinkMessage(env.LINK_URL, setupLink));
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing open requests, then closing the database.`);
  clockPurges?.stop();
  server.close(async () => {
    // The counts of the last minute are written before the database closes.
    await services.visits
      .stop()
      .catch((err: unknown) => logger.error(`writing visit counts failed: ${String(err)}`));
    await database.close();
    dataDirLock.release();
    process.exit(0);
  });
  server.closeIdleConnections();
  // A connection whose request is still running goes idle once answered: close it then, not
  // after the long wait kept for the proxies.
  server.keepAliveTimeout = 1;
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
