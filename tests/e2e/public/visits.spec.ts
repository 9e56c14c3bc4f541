import { expect, test } from "./support";
import { ownBrowser, visitCounts } from "./visit-counts";

/**
 * Counting as Chromium meets it: pages, client navigations, reloads, prefetches and redirects as
 * the browser makes them. Each test reads the counts before and after, as the tests of a worker
 * share a server.
 */

test("a visitor who reads three pages and reloads one is one visitor with four views", async ({
  browser,
  request,
  baseURL,
}) => {
  // Four pages rendered for the first time on a shared machine, and the first login of the worker.
  test.slow();
  const before = await visitCounts(request, baseURL!);
  const context = await ownBrowser(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`${baseURL}/about`, { waitUntil: "domcontentloaded" });
  await page.goto(`${baseURL}/contact`, { waitUntil: "domcontentloaded" });
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();

  const after = await visitCounts(request, baseURL!);
  expect(after.visitors - before.visitors).toBe(1);
  expect(after.views - before.views).toBe(4);
  expect(after.page("/contact") - before.page("/contact")).toBe(2);
});

test("a page reached by a client navigation counts once, as that page", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await ownBrowser(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  // Hydrated: the link navigates in the browser and asks only for the next page's data.
  await page.waitForLoadState("networkidle");
  const before = await visitCounts(request, baseURL!);
  const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/menu.data");
  await page.getByRole("link", { name: "Speisekarte ansehen" }).click();
  await data;
  await expect(page).toHaveURL(/\/menu$/);
  await context.close();
  const after = await visitCounts(request, baseURL!);
  expect(after.views - before.views).toBe(1);
  expect(after.page("/menu") - before.page("/menu")).toBe(1);
  expect(after.visitors - before.visitors).toBe(0);
});

test("a second browser with another user agent is a second visitor", async ({
  browser,
  request,
  baseURL,
}) => {
  const before = await visitCounts(request, baseURL!);
  for (let i = 0; i < 2; i++) {
    const context = await ownBrowser(browser);
    await (await context.newPage()).goto(`${baseURL}/menu`);
    await context.close();
  }
  const after = await visitCounts(request, baseURL!);
  expect(after.visitors - before.visitors).toBe(2);
  expect(after.views - before.views).toBe(2);
});

test("a crawler and a prefetch count nothing", async ({ browser, request, baseURL }) => {
  const crawler = await ownBrowser(browser, {
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const before = await visitCounts(request, baseURL!);
  await (await crawler.newPage()).goto(`${baseURL}/about`);
  await crawler.close();

  const context = await ownBrowser(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact`);
  const prefetched = page.waitForResponse((r) => new URL(r.url()).pathname === "/our-story");
  await page.evaluate(() => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = "/our-story";
    document.head.append(link);
  });
  expect((await (await prefetched).request().headerValue("sec-purpose")) ?? "").toContain(
    "prefetch",
  );
  await context.close();

  const after = await visitCounts(request, baseURL!);
  // The visitor's own page alone.
  expect(after.views - before.views).toBe(1);
  expect(after.page("/about") - before.page("/about")).toBe(0);
  expect(after.page("/our-story") - before.page("/our-story")).toBe(0);
});

test("a scanned table-card address counts as a QR visit and loses its marker", async ({
  browser,
  request,
  baseURL,
}) => {
  const before = await visitCounts(request, baseURL!);
  const context = await ownBrowser(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/menu?lang=de&src=qr`);
  await expect(page).toHaveURL(/\/menu\?lang=de$/);
  await context.close();
  const after = await visitCounts(request, baseURL!);
  expect(after.source("qr") - before.source("qr")).toBe(1);
  expect(after.views - before.views).toBe(1);
  expect(after.visitors - before.visitors).toBe(1);
});

test("a click on the reservation link counts once and opens the provider in a new tab", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await ownBrowser(browser);
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact`);
  await page.waitForLoadState("networkidle");
  const before = await visitCounts(request, baseURL!);
  const footer = page.getByRole("contentinfo");
  const link = footer.getByRole("link", { name: /Reservierung/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const popup = context.waitForEvent("page");
  await link.click();
  const provider = await popup;
  await expect(provider).toHaveURL(/order\.example\.org\/.*reservierung/);
  await context.close();
  const after = await visitCounts(request, baseURL!);
  expect(after.outbound("reservation") - before.outbound("reservation")).toBe(1);
});
