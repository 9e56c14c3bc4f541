import type { Page } from "@playwright/test";
import type { MenuImageWire } from "../../../shared/contract/menu-image-wire.ts";
import { PUBLIC_PAGES } from "../../../shared/site-pages.ts";
import { expect, LANGS, messages, open, settled, test } from "./support";

/** Scrolls down the whole page in viewport steps, so lazy pictures, the film and late sections load. */
async function scrollThrough(page: Page) {
  for (let y = 0; ; y += 600) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y > height) break;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settled(page);
  }
  await page.waitForLoadState("networkidle");
}

/** React Router keeps scroll positions for the back button in session storage: never sent, gone with the tab, named in the privacy policy. */
const SCROLL_POSITIONS = "react-router-scroll-positions";

/** Everything the browser stored for the site: cookies of the context, local and session storage (but the scroll positions). */
async function stored(page: Page) {
  return {
    cookies: await page.context().cookies(),
    documentCookie: await page.evaluate(() => document.cookie),
    localStorage: await page.evaluate(() => Object.keys(localStorage)),
    sessionStorage: (await page.evaluate(() => Object.keys(sessionStorage))).filter(
      (key) => key !== SCROLL_POSITIONS,
    ),
  };
}

const nothingStored = { cookies: [], documentCookie: "", localStorage: [], sessionStorage: [] };

for (const lang of LANGS) {
  test(`loading and scrolling every public page requests only the site's own origin and stores nothing (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL as string).origin;
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));

    const pdf = ((await (await request.get("/api/menu-images")).json()) as MenuImageWire[]).find(
      (i) => i.kind === "pdf",
    );
    const paths = [...PUBLIC_PAGES, ...(pdf ? [`/pdf/${pdf._id}`] : []), "/does-not-exist"];
    // German without ?lang= (the default a first visitor sees), English by its own address.
    for (const path of paths) {
      await page.goto(lang === "de" ? path : `${path}?lang=${lang}`);
      // Every script the page loads has run and asked for what it asks for.
      await page.waitForLoadState("networkidle");
      // The PDF viewer draws with pdf.js, whose worker must come from here too.
      if (path.startsWith("/pdf/"))
        await expect(page.getByTestId("pdf-viewer").locator("canvas").first()).toBeVisible({
          timeout: 15_000,
        });
      await scrollThrough(page);
      expect(await stored(page), path).toEqual(nothingStored);
    }

    const foreign = requested.filter(
      (url) =>
        !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin,
    );
    expect(foreign).toEqual([]);
    // Fonts, pictures and scripts did come, from here.
    expect(requested.some((url) => /\.woff2$/.test(url))).toBe(true);
    expect(requested.some((url) => /\/assets\/.+\.js$/.test(url))).toBe(true);
    expect(requested.some((url) => /\/uploads\/.+\.webp$/.test(url))).toBe(true);
  });
}

test("the map is loaded from OpenStreetMap only after the click on a button that says so; a plain link opens the address", async ({
  page,
}) => {
  const t = messages.de.visit;
  const osm: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("openstreetmap.org")) osm.push(r.url());
  });
  // Nothing leaves the test machine: OpenStreetMap is answered locally.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }),
  );
  await open(page, "/");
  const visit = page.locator("section#visit");
  await visit.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(visit.locator("iframe")).toHaveCount(0);
  expect(osm).toEqual([]);

  // What will be loaded from whom, before anything is.
  await expect(visit).toContainText(t.mapNotice);
  expect(t.mapNotice).toContain("OpenStreetMap Foundation");
  expect(t.mapNotice).toContain("IP-Adresse");
  expect(t.mapNotice).toContain("Fastly (USA)");
  await expect(visit.getByRole("link", { name: t.mapPrivacy })).toHaveAttribute(
    "href",
    "/datenschutz",
  );
  const link = visit.getByRole("link", { name: new RegExp(t.openInMaps) });
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(link).toHaveAttribute("target", "_blank");

  await visit.getByRole("link", { name: t.loadMap }).click();
  await expect(visit.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
  await expect.poll(() => osm.length).toBeGreaterThan(0);
  expect(await page.context().cookies()).toEqual([]);
});

test("a cookie and local storage hold the language only once the visitor has chosen one", async ({
  page,
  phone,
}) => {
  await open(page, "/?lang=en");
  expect(await stored(page)).toEqual(nothingStored);
  if (phone) await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  await page
    .getByRole("group", { name: messages.en.language.label })
    .filter({ visible: true })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => [c.name, c.value])).toEqual([["lang", "de"]]);
  // One year, as the privacy policy says.
  const days = ((cookies[0]?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // A switch made before React ran was remembered by the server alone; once React runs, local storage keeps it too.
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(
    Object.entries(storage).filter(([key, value]) => !(key === "lang" && value === "de")),
  ).toEqual([]);
});

test("the server sets no cookie on any public page", async ({ request }) => {
  for (const path of [
    ...PUBLIC_PAGES,
    "/does-not-exist",
    "/sitemap.xml",
    "/robots.txt",
    "/manifest.webmanifest",
  ]) {
    const res = await request.get(path);
    expect(res.headers()["set-cookie"], path).toBeUndefined();
  }
});
