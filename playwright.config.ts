import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

/**
 * End-to-end tests drive the built product in Debian's Chromium. The public site and the
 * admin panel each get their own server and data directory, so admin tests that change
 * content never disturb what the public tests read. Files named *.phone.spec.ts test what
 * exists on small screens only and run in the phone projects alone. Files named *.nojs.spec.ts
 * walk the public site with JavaScript off, at 375 and 1366 px; *.first-tap.spec.ts taps a phone
 * slowed down four times right after the first paint.
 */
const PUBLIC_PORT = Number(process.env.E2E_PUBLIC_PORT ?? 3101);
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3102);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const runId = `${process.pid}-${Date.now()}`;
export const E2E_ADMIN = { email: "e2e-admin@masala-haus.example", password: "e2e-password-123" };

const server = (port: number, name: string) => ({
  command: `node ${BUILD_DIR}/node/main.js`,
  url: `http://127.0.0.1:${port}/api/public/opening-hours`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(os.tmpdir(), `restaurant-e2e-${name}-${runId}`),
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "silent",
  },
});

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, ...chromium };
const phone = { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, ...chromium };
/** Public test files that run only in their own projects below. */
const OWN_PROJECTS = ["**/*.nojs.spec.ts", "**/*.first-tap.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: { trace: "retain-on-failure", timezoneId: "Europe/Berlin", locale: "de-DE" },
  webServer: [server(PUBLIC_PORT, "public"), server(ADMIN_PORT, "admin")],
  projects: [
    { name: "public-desktop", testMatch: "public/**/*.spec.ts", testIgnore: ["**/*.phone.spec.ts", ...OWN_PROJECTS], use: { ...desktop, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` } },
    { name: "public-phone", testMatch: "public/**/*.spec.ts", testIgnore: OWN_PROJECTS, use: { ...phone, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` } },
    { name: "public-nojs-desktop", testMatch: "public/**/*.nojs.spec.ts", testIgnore: "**/*.phone.nojs.spec.ts", use: { ...desktop, javaScriptEnabled: false, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` } },
    { name: "public-nojs-phone", testMatch: "public/**/*.nojs.spec.ts", use: { ...phone, javaScriptEnabled: false, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` } },
    { name: "public-first-tap", testMatch: "public/**/*.first-tap.spec.ts", use: { ...phone, baseURL: `http://127.0.0.1:${PUBLIC_PORT}` } },
    { name: "admin-desktop", testMatch: "admin/**/*.spec.ts", testIgnore: "**/*.phone.spec.ts", use: { ...desktop, baseURL: `http://127.0.0.1:${ADMIN_PORT}` } },
    { name: "admin-phone", testMatch: "admin/**/*.spec.ts", use: { ...phone, baseURL: `http://127.0.0.1:${ADMIN_PORT}` } },
  ],
});
