import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/build-once.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts its own server; two at a time suit a two-core machine.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: { name: "deploy", include: ["tests/deploy/**/*.test.ts"], environment: "node", globalSetup: ["tests/support/build-once.ts"], testTimeout: 60_000, hookTimeout: 120_000 },
      },
    ],
  },
});
