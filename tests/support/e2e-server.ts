import { test as base } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../../playwright.config";
import { startServer, type TestServer } from "./server.ts";

/** The public address the end-to-end server is given: canonical links and share images are absolute on it. */
export const E2E_SITE_URL = "https://restaurant.example";

/** The built server with demo content, as the end-to-end tests start it (no request log). */
export const startE2eServer = (dataDir: string) =>
  startServer({
    dataDir,
    env: {
      PUBLIC_URL: E2E_SITE_URL,
      SEED_DEMO: "1",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "silent",
    },
    // The first start makes the demo pictures: minutes on a two-core machine that is busy with other work.
    startTimeoutMs: 240_000,
  });

/** Where the global setup left a data directory filled with demo content (tests/support/e2e-global-setup.ts). */
export const TEMPLATE_ENV = "E2E_TEMPLATE_DATA_DIR";

/**
 * Every worker starts the built server on a free port with its own copy of the demo data: tests
 * of one worker run one after another, so what a test changes is seen only by the tests after
 * it in that worker, and never while it runs. `baseURL` points at it.
 */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // Playwright reads fixture dependencies from the destructuring pattern, so it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const template = process.env[TEMPLATE_ENV];
      if (!template)
        throw new Error(
          `${TEMPLATE_ENV} is not set: run the tests through playwright.config.ts, whose global setup makes it.`,
        );
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-e2e-"));
      fs.cpSync(template, dataDir, { recursive: true });
      const server = await startE2eServer(dataDir);
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
