import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the built product in Debian's Chromium. Each worker starts its own
 * server on a free port with its own copy of the demo data (tests/support/e2e-server.ts), so
 * no test waits for or sees another worker's changes. Files named *.phone.spec.ts test what
 * exists on small screens only and run in the phone projects alone.
 */
export const E2E_ADMIN = { email: "e2e-admin@masala-haus.example", password: "e2e-password-123" };

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, ...chromium };
const phone = { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, ...chromium };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: { trace: "retain-on-failure", timezoneId: "Europe/Berlin", locale: "de-DE" },
  projects: [
    { name: "public-desktop", testMatch: "public/**/*.spec.ts", testIgnore: "**/*.phone.spec.ts", use: desktop },
    { name: "public-phone", testMatch: "public/**/*.spec.ts", use: phone },
    { name: "admin-desktop", testMatch: "admin/**/*.spec.ts", testIgnore: "**/*.phone.spec.ts", use: desktop },
    { name: "admin-phone", testMatch: "admin/**/*.spec.ts", use: phone },
  ],
});
