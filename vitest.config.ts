import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/site-messages.ts"],
        },
      },
      {
        // The API routes in this process on a temporary SQLite file (tests/support/app.ts): no build.
        // A build directory that never exists keeps it so: a test here that starts the built
        // server fails at once, on a fresh clone and beside a build alike, instead of testing
        // whatever build is there. Such a test belongs in smoke.
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          env: { BUILD_DIR: "api-tests-run-without-a-build" },
          setupFiles: ["tests/support/cleanup.ts"],
          // A printed menu with its embedded faces takes a second of CPU; on a busy two-core machine, several.
          testTimeout: 20_000,
        },
      },
      {
        // The built server as an operator starts it (tests/support/server.ts), and what needs a real
        // socket or process: login throttling by address, connections, the CLI, restore, the dev
        // server. Built first when stale.
        resolve: { alias },
        test: {
          name: "smoke",
          include: ["tests/smoke/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/build-once.ts"],
          setupFiles: ["tests/support/cleanup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts its own server; two at a time suit a two-core machine.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/build-once.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
