import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { E2E_ADMIN } from "../../../playwright.config";
import { E2E_SITE_URL, TEMPLATE_ENV } from "../../support/e2e-server.ts";
import { startServer, type TestServer } from "../../support/server.ts";
import { adminText, expect, onPhonesOf390px, test, toast } from "./fixtures";

onPhonesOf390px();

const de = adminText("de");
/** Heute's first "Ausverkauft" button: the panel has started and listed the dishes. */
const firstSoldOut = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${de("today.soldOut")}: `) }).first();
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? "", scope: registration.scope };
  });
const adminCaches = (page: Page) => page.evaluate(() => caches.keys());
/** No other worker is installing or waiting: the newest has taken over. */
const workerSettled = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration !== undefined &&
      registration.installing === null &&
      registration.waiting === null &&
      registration.active?.state === "activated"
    );
  });

/**
 * A site of the test's own: the built server on data and built files of its own, so that the
 * files can go missing and a deploy can change them without touching the other tests' server.
 * Restarted on the same port it stays the same site for the browser, as after a deploy.
 */
async function ownSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "staff-app-"));
  const build = process.env.BUILD_DIR ?? "build";
  const client = path.join(root, "build", "client");
  fs.mkdirSync(client, { recursive: true });
  for (const entry of fs.readdirSync(path.join(build, "client")))
    if (entry !== "assets")
      fs.symlinkSync(path.resolve(build, "client", entry), path.join(client, entry));
  fs.cpSync(path.join(build, "client", "assets"), path.join(client, "assets"), { recursive: true });
  const dataDir = path.join(root, "data");
  fs.cpSync(process.env[TEMPLATE_ENV] as string, dataDir, { recursive: true });
  const start = (port?: number) =>
    startServer({
      dataDir,
      port,
      env: {
        BUILD_DIR: path.join(root, "build"),
        PUBLIC_URL: E2E_SITE_URL,
        SEED_DEMO: "1",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: "silent",
      },
      startTimeoutMs: 60_000,
    });
  let server: TestServer & { port: number } = await start();
  return {
    url: server.url,
    assets: path.join(client, "assets"),
    fetch: (p: string) => server.fetch(p),
    async deploy() {
      await server.stop();
      server = await start(server.port);
    },
    async remove() {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

type OwnSite = Awaited<ReturnType<typeof ownSite>>;

/**
 * Runs a test on a site of its own, in a phone's browser that allows the admin's worker and
 * holds no language choice (the admin in German); both are removed afterwards.
 */
async function onOwnSite(
  browser: Browser,
  run: (site: OwnSite, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const site = await ownSite();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
    baseURL: site.url,
    serviceWorkers: "allow",
  });
  try {
    await run(site, context);
  } finally {
    await context.close();
    await site.remove();
  }
}

/** Staff's phone, signed in on that site: the token in local storage, as after a login. */
async function phoneOf(context: BrowserContext, site: OwnSite): Promise<Page> {
  const res = await fetch(`${site.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await res.json()) as { token: string };
  await context.addInitScript((t) => window.localStorage.setItem("token", t), token);
  return context.newPage();
}

test("the admin keeps itself on the phone: a repeat visit starts without the server's files, and a deploy's code comes on the next visit", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await onOwnSite(browser, async (site, context) => {
    const page = await phoneOf(context, site);
    await page.goto("/admin");
    await expect(firstSoldOut(page)).toBeVisible();
    expect(await activeWorker(page)).toEqual({
      script: `${site.url}/admin-sw.js`,
      scope: `${site.url}/admin`,
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [firstBuild] = await adminCaches(page);
    expect(firstBuild).toMatch(/^admin-/);

    // The server's built files are gone, and the browser could not reach them either; the API answers.
    fs.renameSync(site.assets, `${site.assets}-away`);
    const adminModule = (await adminModuleOf(site)) as string;
    expect((await site.fetch(adminModule)).status).toBe(404);
    await context.route("**/assets/**", (route) => route.abort());
    await page.reload();
    await expect(firstSoldOut(page)).toBeVisible();
    await context.unroute("**/assets/**");
    fs.renameSync(`${site.assets}-away`, site.assets);

    // A deploy changes the admin's code (a mark on the page when it runs), and the server restarts.
    const file = path.join(site.assets, path.basename(adminModule));
    fs.appendFileSync(file, '\n;document.documentElement.dataset.build = "next";\n');
    for (const compressed of [".br", ".gz"]) fs.rmSync(`${file}${compressed}`, { force: true });
    await site.deploy();
    // A real deploy's files have new names, which no browser holds yet; this one kept its name,
    // so the browser's HTTP cache, which keeps built files for a year, forgets it.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");

    // The next visit starts as before, still on the old build, and the browser finds the new worker.
    await page.goto("/admin");
    await expect(firstSoldOut(page)).toBeVisible();
    const anotherBuild = new RegExp(`^admin-(?!${firstBuild?.slice("admin-".length)}$)`);
    await expect
      .poll(() => adminCaches(page))
      .toEqual([firstBuild, expect.stringMatching(anotherBuild)]);
    await expect.poll(() => workerSettled(page)).toBe(true);
    // The navigation after it runs the new code; no page runs the old build, whose files go.
    await page.goto("/admin");
    await expect(firstSoldOut(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-build", "next");
    await expect.poll(() => adminCaches(page)).toEqual([expect.stringMatching(anotherBuild)]);
  });
});

test("a page open across a deploy opens its tabs from its own build: the new worker keeps the old build's files until no page runs it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await onOwnSite(browser, async (site, context) => {
    const first = await phoneOf(context, site);
    await first.goto("/admin");
    await expect(firstSoldOut(first)).toBeVisible();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [firstBuild] = await adminCaches(first);
    await first.close();

    // A page of this build whose "Heute" still waits for its dishes, so it has loaded no other tab.
    let answerDishes = () => {};
    const dishesHeld = new Promise<void>((resolve) => (answerDishes = resolve));
    let asked = false;
    await context.route("**/api/dishes", async (route) => {
      asked = true;
      await dishesHeld;
      await route.continue();
    });
    const older = await context.newPage();
    await older.goto("/admin");
    const categoriesTab = older.getByRole("tab", { name: de("panel.tabs.categories") });
    await expect(categoriesTab).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    await older.evaluate(() =>
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        document.documentElement.dataset.newWorker = "";
      }),
    );

    // A deploy: the categories' code has a new name, and the old file is gone from the server.
    const oldChunk = renameChunk(site.assets, /^categories-tab-[\w-]+\.js$/);
    await site.deploy();
    await (await context.newCDPSession(older)).send("Network.clearBrowserCache");
    expect((await site.fetch(`/assets/${oldChunk}`)).status).toBe(404);

    // Another visit finds the new worker, which takes over the older page too.
    const next = await context.newPage();
    await next.goto("/admin");
    await expect(older.locator("html")).toHaveAttribute("data-new-worker");
    const anotherBuild = new RegExp(`^admin-(?!${firstBuild?.slice("admin-".length)}$)`);
    expect(await adminCaches(next)).toEqual([firstBuild, expect.stringMatching(anotherBuild)]);

    // The older page draws "Heute" and opens a tab of its own build.
    answerDishes();
    await expect(firstSoldOut(older)).toBeVisible();
    await categoriesTab.click();
    await expect(older.getByRole("heading", { name: de("categories.listHeading") })).toBeVisible();

    // Once no page runs the old build, its files go.
    await older.close();
    await next.goto("/admin");
    await expect.poll(() => adminCaches(next)).toEqual([expect.stringMatching(anotherBuild)]);
  });
});

/**
 * A new build of one chunk: its file under a new name, which the modules that load it now say,
 * and the old file gone. Those modules keep their names, as the test's deploy of the admin does.
 */
function renameChunk(assets: string, name: RegExp): string {
  const old = fs.readdirSync(assets).find((file) => name.test(file)) as string;
  const renamed = `next-${old}`;
  fs.renameSync(path.join(assets, old), path.join(assets, renamed));
  for (const file of fs.readdirSync(assets)) {
    const full = path.join(assets, file);
    if (file.startsWith(old)) fs.rmSync(full);
    else if (file.endsWith(".js") && fs.readFileSync(full, "utf8").includes(old)) {
      fs.writeFileSync(full, fs.readFileSync(full, "utf8").replaceAll(old, renamed));
      for (const compressed of [".br", ".gz"]) fs.rmSync(`${full}${compressed}`, { force: true });
    }
  }
  return old;
}

/** The admin route's own module, as the worker's script lists it. */
async function adminModuleOf(site: { fetch: (p: string) => Promise<Response> }) {
  const script = await (await site.fetch("/admin-sw.js")).text();
  const files = JSON.parse(/const FILES = (\[[^\n]*\]);/.exec(script)?.[1] ?? "[]") as string[];
  return files.find((file) => /^\/assets\/admin-[\w-]+\.js$/.test(file));
}

test.describe("in German, the kitchen's language", () => {
  test.use({ chosenLang: null });

  test.describe("without the worker, as on a first visit", () => {
    test.use({ serviceWorkers: "block" });

    test("Heute asks for the dishes before it knows who is signed in", async ({ page }) => {
      let dishesAsked = () => {};
      const asked = new Promise<void>((resolve) => (dishesAsked = resolve));
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/dishes") dishesAsked();
      });
      // "Who am I" answers only once the dishes were asked for: one after the other, nothing would show.
      await page.route("**/api/auth/me", async (route) => {
        await asked;
        await route.continue();
      });
      await page.goto("/admin");
      await expect(firstSoldOut(page)).toBeVisible();
    });

    test("a tab whose code cannot be loaded says so, and a reload brings it", async ({ page }) => {
      const categoriesCode = "**/assets/categories-tab-*.js";
      await page.route(categoriesCode, (route) => route.abort());
      await page.goto("/admin");
      await expect(firstSoldOut(page)).toBeVisible();
      const categoriesTab = page.getByRole("tab", { name: de("panel.tabs.categories") });
      await categoriesTab.click();
      const failed = page.getByRole("alert").filter({ hasText: de("panel.tabLoadFailed") });
      await expect(failed).toBeVisible();

      await page.unroute(categoriesCode);
      await Promise.all([
        page.waitForEvent("load"),
        failed.getByRole("button", { name: de("panel.reload") }).click(),
      ]);
      await expect(firstSoldOut(page)).toBeVisible();
      await categoriesTab.click();
      await expect(page.getByRole("heading", { name: de("categories.listHeading") })).toBeVisible();
    });
  });

  test("public pages have no worker, and a sold-out tap without a network is refused and changes nothing", async ({
    page,
    context,
    api,
    newCategory,
    unique,
  }) => {
    const category = await newCategory(unique("Tandoori"));
    const title = unique("Paneer Tikka");
    const dish = await api.form<DishWire>("POST", "/api/dishes", {
      categoryId: category._id,
      title_en: `${title} EN`,
      title_de: title,
      priceCents: "1390",
    });

    await page.goto("/admin");
    const button = page.getByRole("button", { name: `${de("today.soldOut")}: ${title}` });
    await expect(button).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The admin's worker is installed on this site, and still no public page is under it.
    for (const publicPage of ["/", "/menu"]) {
      await page.goto(publicPage);
      expect(
        await page.evaluate(async () => ({
          registration: await navigator.serviceWorker.getRegistration(),
          controlled: navigator.serviceWorker.controller !== null,
        })),
        publicPage,
      ).toEqual({ registration: undefined, controlled: false });
    }

    await page.goto("/admin");
    await expect(button).toBeVisible();
    await context.setOffline(true);
    await button.click();
    await expect(toast(page, de("today.offline", { name: title }))).toBeVisible();
    await context.setOffline(false);
    await expect(button).toBeVisible();
    const stored = await api.get<DishWire[]>(`/api/dishes?categoryId=${category._id}`);
    expect(stored.map((d) => [d._id, d.soldOut])).toEqual([[dish._id, false]]);
  });
});
