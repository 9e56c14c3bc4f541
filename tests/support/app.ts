import { openDatabase, type Db } from "../../server/db/database.server.ts";
import { ensureInitialAdmin } from "../../server/features/auth/initial-admin.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createLogger } from "../../server/logger.server.ts";
import { createServices } from "../../server/services.server.ts";
import { checkAnswer } from "./answer-check.ts";
import { TEST_ADMIN, tempDataDir } from "./server.ts";

/** What a test talks to: the app in this process, or a started server. */
export interface TestTarget {
  dataDir: string;
  /** A request to the app: `path` starts with a slash. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** The public address the app is given, as PUBLIC_URL gives it to the server: canonical links, QR codes. */
export const TEST_SITE_URL = "https://restaurant.test";

export interface TestApp extends TestTarget {
  /** What main.ts wired, for setting up what the API cannot make yet. */
  services: ReturnType<typeof createServices>;
  /** The database itself, for rows the API cannot make (data an older version stored). */
  db: Db;
  /** Every route Hono knows, with its handlers: tests find routes that skip the write path. */
  routes: ReturnType<typeof createApp>["routes"];
  /** Closes the database. */
  stop(): Promise<void>;
}

/**
 * The API as main.ts wires it (services, first admin, Hono app) on a new SQLite file (or the
 * one in `dataDir`, as after a restart), in this process and without a build: requests go
 * straight to Hono's `app.request()`. The site's pages need the build and are tested against
 * it (tests/smoke).
 */
export async function startApp(
  options: { trustProxy?: boolean; dataDir?: string } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDataDir();
  const database = openDatabase(dataDir);
  const services = createServices(database.db, {
    DATA_DIR: dataDir,
    SESSION_IDLE_HOURS: 12,
    SESSION_MAX_HOURS: 24 * 7,
  });
  await services.storage.init();
  await ensureInitialAdmin(services.auth, services.repos.members, TEST_ADMIN, () => {});
  const app = createApp({
    services,
    logger: createLogger("silent"),
    trustProxy: options.trustProxy ?? false,
    enforcePolicy: true,
    siteUrl: TEST_SITE_URL,
    linkUrl: TEST_SITE_URL,
    web: [],
    cache: true,
  });
  return {
    dataDir,
    services,
    db: database.db,
    routes: app.routes,
    // Every answer a test gets is checked against the API's document first.
    fetch: async (path, init) => {
      const response = await app.request(path, init);
      await checkAnswer(init?.method ?? "GET", path, response.clone());
      return response;
    },
    stop: () => database.close(),
  };
}
