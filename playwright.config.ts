import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the built product in Debian's Chromium. Each worker starts its own
 * server on a free port with its own copy of the demo data (tests/support/e2e-server.ts), so
 * no test waits for or sees another worker's changes. Files named *.phone.spec.ts test what
 * exists on small screens only and run in the phone projects alone (as do the files in ANY_WIDTH). Files named *.nojs.spec.ts
 * walk the public site with JavaScript off, at 375 and 1366 px; *.first-tap.spec.ts taps a phone
 * slowed down four times right after the first paint.
 */
export const E2E_ADMIN = { email: "e2e-admin@masala-haus.example", password: "e2e-password-123" };

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};
const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 900 },
  ...chromium,
};
const phone = { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, ...chromium };
/** Public test files that run only in their own projects below. */
const OWN_PROJECTS = ["**/*.nojs.spec.ts", "**/*.first-tap.spec.ts"];
/**
 * Public test files about what a page says and does rather than how it is laid out: the same
 * markup and code at every width, so they run once, on the phone most guests use. Layout, the
 * home page, the menu, allergens, languages, the legal pages and accessibility run at both widths.
 */
const ANY_WIDTH = [
  "**/seo.spec.ts",
  "**/privacy.spec.ts",
  "**/special-days.spec.ts",
  "**/visit.spec.ts",
  "**/pdf.spec.ts",
  "**/menu-offer.spec.ts",
  "**/announcements.spec.ts",
];

/**
 * Admin test files that run at 1366 px too: sign-in and where the panel opens, the layout and
 * accessibility of every tab, "Today" beside its history, the dish table, dragging to sort and
 * the visits chart, and the restaurant's profile and pictures, which an owner edits at the desk as
 * much as on the phone. Every other admin file is about what a form does, the same at every width,
 * and runs once, on the 390 px phone the team uses.
 */
const ADMIN_BOTH_WIDTHS = [
  "admin/auth.spec.ts",
  "admin/toasts-and-layout.spec.ts",
  "admin/today.spec.ts",
  "admin/dishes.spec.ts",
  "admin/sort-order.spec.ts",
  "admin/visits.spec.ts",
  "admin/restaurant-profile.spec.ts",
  "admin/restaurant-pictures.spec.ts",
];

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
    {
      name: "public-desktop",
      testMatch: "public/**/*.spec.ts",
      testIgnore: ["**/*.phone.spec.ts", ...ANY_WIDTH, ...OWN_PROJECTS],
      use: desktop,
    },
    {
      name: "public-phone",
      testMatch: "public/**/*.spec.ts",
      testIgnore: OWN_PROJECTS,
      use: phone,
    },
    {
      name: "public-nojs-desktop",
      testMatch: "public/**/*.nojs.spec.ts",
      testIgnore: "**/*.phone.nojs.spec.ts",
      use: { ...desktop, javaScriptEnabled: false },
    },
    {
      name: "public-nojs-phone",
      testMatch: "public/**/*.nojs.spec.ts",
      use: { ...phone, javaScriptEnabled: false },
    },
    { name: "public-first-tap", testMatch: "public/**/*.first-tap.spec.ts", use: phone },
    { name: "admin-desktop", testMatch: ADMIN_BOTH_WIDTHS, use: desktop },
    { name: "admin-phone", testMatch: "admin/**/*.spec.ts", use: phone },
  ],
});
