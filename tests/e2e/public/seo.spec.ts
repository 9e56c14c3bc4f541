import type { Page } from "@playwright/test";
import type { Lang } from "../../../shared/contract/common.ts";
import type { OpeningHours } from "../../../shared/contract/opening-hours.ts";
import type { PublicMenuCategoryWire } from "../../../shared/contract/public-menu.ts";
import { demoPictures } from "../../../demo/seed-pictures.ts";
import { restaurant } from "../../support/demo-restaurant.ts";
import { E2E_SITE_URL } from "../../support/e2e-server.ts";
import { PUBLIC_PAGES } from "../../../shared/site-pages.ts";
import { expect, LANGS, messages, open, test } from "./support";

/** The server's PUBLIC_URL: canonical addresses and share images are absolute on it. */
const SITE = E2E_SITE_URL;
/** The demo restaurant's hero: its still, with the logo, is the share picture, its words the picture's. */
const HERO_ALT = demoPictures.find((p) => p.slot === "hero")!.alt;
const OWN_SHARE_IMAGE = new RegExp(`^${SITE}/pictures/[a-f0-9]{32}-share\\.jpg$`);
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type Json = Record<string, unknown>;

async function structuredData(page: Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Json);
}

const TITLES: Record<string, (t: (typeof messages)["de"]) => string> = {
  "/": (t) => t.meta.homeTitle.replace("{{name}}", restaurant.name),
  "/about": (t) => `${t.meta.about} | Masala Haus`,
  "/menu": (t) => `${t.meta.menu} | Masala Haus`,
  "/contact": (t) => `${t.meta.contact} | Masala Haus`,
  "/middaydiscount": (t) => `${t.meta.middayDiscount} | Masala Haus`,
  "/our-story": (t) => `${t.meta.story} | Masala Haus`,
  "/impressum": (t) => `${t.meta.impressum} | Masala Haus`,
  "/datenschutz": (t) => `${t.meta.privacy} | Masala Haus`,
};

/** What a crawler reads in a page's head, in one round trip to the browser. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const meta = (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, "content");
    const link = (rel: string, hreflang?: string) =>
      attr(`link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ""}`, "href");
    return {
      title: document.title,
      description: meta("description") ?? "",
      canonical: link("canonical"),
      alternates: {
        de: link("alternate", "de"),
        en: link("alternate", "en"),
        xDefault: link("alternate", "x-default"),
      },
      share: Object.fromEntries(
        [
          "og:title",
          "og:description",
          "og:url",
          "og:type",
          "og:locale",
          "og:image",
          "og:image:alt",
          "twitter:card",
          "twitter:image",
        ].map((key) => [key, meta(key)]),
      ),
      restaurants: [...document.querySelectorAll('script[type="application/ld+json"]')].filter(
        (script) =>
          (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"] ===
          "Restaurant",
      ).length,
    };
  });
}

for (const lang of LANGS) {
  test(`every public page has its title, description, canonical address, alternates, share tags and the Restaurant (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      // The head is in the server's HTML: read it once the document is parsed, without waiting for pictures and film.
      await page.goto(`${path}?lang=${lang}`, { waitUntil: "domcontentloaded" });
      const tags = await headTags(page);
      const title = TITLES[path]?.(t);
      expect(title, `a title is expected for ${path}`).toBeDefined();
      expect(tags.description.length, path).toBeGreaterThan(50);
      const canonical = `${SITE}${path}?lang=${lang}`;
      expect(tags, path).toEqual({
        title,
        description: tags.description,
        canonical,
        alternates: {
          de: `${SITE}${path}?lang=de`,
          en: `${SITE}${path}?lang=en`,
          xDefault: `${SITE}${path}?lang=de`,
        },
        share: {
          "og:title": title,
          "og:description": tags.description,
          "og:url": canonical,
          "og:type": "website",
          "og:locale": lang === "de" ? "de_DE" : "en_GB",
          "og:image": expect.stringMatching(OWN_SHARE_IMAGE),
          "og:image:alt": HERO_ALT[lang],
          "twitter:card": "summary_large_image",
          "twitter:image": tags.share["og:image"],
        },
        restaurants: 1,
      });
      titles.add(tags.title);
      descriptions.add(tags.description);
    }
    // Each page its own title and description.
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });
}

test("the Restaurant's structured data is the stored identity and the stored weekly hours, past midnight included", async ({
  page,
  request,
}) => {
  const weekly = (await (await request.get("/api/public/opening-hours")).json()) as OpeningHours[];
  await open(page, "/contact");
  const data = (await structuredData(page)).find((d) => d["@type"] === "Restaurant") as Json;
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    name: restaurant.name,
    url: `${SITE}/`,
    telephone: restaurant.phone.href.replace("tel:", ""),
    email: restaurant.email,
    servesCuisine: [...restaurant.cuisine],
    priceRange: restaurant.priceRange,
    acceptsReservations: restaurant.links.reservation,
    address: {
      "@type": "PostalAddress",
      streetAddress: restaurant.address.street,
      postalCode: restaurant.address.postalCode,
      addressLocality: restaurant.address.city,
      addressCountry: restaurant.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: restaurant.geo.latitude,
      longitude: restaurant.geo.longitude,
    },
    sameAs: [restaurant.social.instagram, restaurant.social.facebook],
  });

  // Every stored (weekday, interval) appears exactly once, and nothing else does.
  const expected = weekly
    .filter((d) => !d.isClosed)
    .flatMap((d) => d.intervals.map((i) => `${DAYS[d.weekday]} ${i.open}-${i.close}`))
    .sort();
  const specs = data.openingHoursSpecification as {
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[];
  const actual = specs
    .flatMap((s) =>
      s.dayOfWeek.map((day) => `${day.replace("https://schema.org/", "")} ${s.opens}-${s.closes}`),
    )
    .sort();
  expect(actual).toEqual(expected);
  // The demo's Saturday runs past midnight: schema.org keeps the earlier close time.
  expect(actual).toContain("Saturday 17:00-01:00");
  expect(actual.some((a) => a.startsWith("Monday"))).toBe(false);
});

for (const lang of LANGS) {
  test(`the menu's structured data lists every stored dish with its price in EUR and the vegetarian ones (${lang})`, async ({
    page,
    request,
  }) => {
    const menu = (await (
      await request.get(`/api/public/menu?lang=${lang}`)
    ).json()) as PublicMenuCategoryWire[];
    await open(page, `/menu?lang=${lang}`);
    const data = (await structuredData(page)).find((d) => d["@type"] === "Menu") as Json;
    expect(data).toMatchObject({ "@context": "https://schema.org", inLanguage: lang });
    type Offer = { "@type": string; name?: string; price: string; priceCurrency: string };
    type Item = {
      "@type": string;
      name: string;
      offers: Offer | Offer[];
      suitableForDiet?: string;
    };
    const sections = data.hasMenuSection as {
      "@type": string;
      name: string;
      hasMenuItem: Item[];
    }[];
    const stocked = menu.filter((c) => c.dishes.length > 0);
    expect(sections.map((s) => s.name)).toEqual(stocked.map((c) => c.name));
    for (const [i, category] of stocked.entries()) {
      const items = sections[i]?.hasMenuItem ?? [];
      expect(items.map((item) => item.name)).toEqual(category.dishes.map((d) => d.title));
      for (const [j, dish] of category.dishes.entries()) {
        const item = items[j] as Item;
        expect(item["@type"]).toBe("MenuItem");
        const euros = (cents: number) => (cents / 100).toFixed(2);
        if (dish.variants.length === 0)
          expect(item.offers).toEqual({
            "@type": "Offer",
            price: euros(dish.priceCents),
            priceCurrency: "EUR",
          });
        // A dish in several sizes offers each size at its own price, named by its label.
        else
          expect(item.offers).toEqual(
            dish.variants.map((v) => ({
              "@type": "Offer",
              name: expect.stringContaining(v.label),
              price: euros(v.priceCents),
              priceCurrency: "EUR",
            })),
          );
        expect(item.suitableForDiet).toBe(
          dish.isVeg ? "https://schema.org/VegetarianDiet" : undefined,
        );
      }
    }
    expect(sections.flatMap((s) => s.hasMenuItem).some((item) => item.suitableForDiet)).toBe(true);
  });
}

test("the 404 page is not indexed and names no canonical address", async ({ page }) => {
  await page.goto("/does-not-exist");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});

test("an address with ?lang= keeps its language on every internal link, for crawlers without a cookie", async ({
  page,
  request,
  phone,
}) => {
  const html = await (await request.get("/?lang=en")).text();
  for (const path of ["/menu", "/about", "/contact", "/our-story", "/impressum", "/datenschutz"])
    expect(html, path).toContain(`href="${path}?lang=en"`);
  const plain = await (await request.get("/")).text();
  expect(plain).toContain('href="/menu"');
  expect(plain).not.toMatch(/href="\/[^"]*\?lang=/);

  // A visitor following the links in the browser stays in English, the head following along.
  await open(page, "/?lang=en");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: messages.en.footer.impressum })
    .click();
  await expect(page).toHaveURL(/\/impressum\?lang=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.en.meta.impressum);
  await expect(page).toHaveTitle(`${messages.en.meta.impressum} | Masala Haus`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE}/impressum?lang=en`,
  );
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    messages.en.meta.descriptions.impressum.replace(
      "{{restaurant}}",
      `${restaurant.name} in ${restaurant.address.city}`,
    ),
  );

  const nav = phone
    ? page.getByRole("contentinfo").getByRole("navigation", { name: messages.en.footer.quickLinks })
    : page.getByRole("navigation", { name: messages.en.nav.main });
  await nav.getByRole("link", { name: messages.en.nav.menu, exact: true }).click();
  await expect(page).toHaveURL(/\/menu\?lang=en$/);
  await expect(page.getByTestId("dish").first()).toContainText("Vegetable samosas");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${SITE}/menu?lang=en`,
  );
  // The Menu's structured data is the document's alone (docs/decisions/037): crawlers load documents.
  expect((await structuredData(page)).map((d) => d["@type"])).toEqual(["Restaurant"]);
  expect(await page.context().cookies()).toEqual([]);
});

test("home screen: manifest with name, start URL, browser display (no install offer), theme colour and icons; favicons and share image", async ({
  page,
  request,
}) => {
  await open(page, "/");
  const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const theme = await page.locator('head meta[name="theme-color"]').getAttribute("content");

  const res = await request.get(href as string);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: restaurant.name,
    start_url: "/",
    display: "browser",
    theme_color: theme,
  });
  expect(manifest.name).toContain(restaurant.name);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);

  // The demo's logo is an uploaded picture: the tab's and the home screen's icons are made from it.
  const linked = (rel: string) =>
    page
      .locator(`head link[rel="${rel}"]`)
      .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  const [favicons, touchIcons] = [await linked("icon"), await linked("apple-touch-icon")];
  expect(favicons.length).toBeGreaterThan(0);
  expect(touchIcons).toHaveLength(1);
  // Each icon is a PNG of the size it claims (read from the PNG header).
  const icons = [
    ...manifest.icons.map((i) => ({ src: i.src, size: Number(i.sizes.split("x")[0]) })),
    { src: touchIcons[0] as string, size: 180 },
  ];
  for (const { src, size } of icons) {
    const icon = await request.get(src);
    expect(icon.headers()["content-type"], src).toBe("image/png");
    const body = await icon.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], src).toEqual([size, size]);
  }
  for (const file of favicons) expect((await request.get(file)).status(), file).toBe(200);
  // Browsers ask for /favicon.ico on their own: the built-in one answers.
  const ico = await (await request.get("/favicon.ico")).body();
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);

  // The share image: a 1200 x 630 JPEG (size from the JPEG's start-of-frame marker).
  const share = await request.get("/og-image.jpg");
  expect(share.headers()["content-type"]).toBe("image/jpeg");
  const jpeg = await share.body();
  let at = 2;
  while (
    at < jpeg.length &&
    !(jpeg[at] === 0xff && (jpeg[at + 1] ?? 0) >= 0xc0 && (jpeg[at + 1] ?? 0) <= 0xc2)
  )
    at += 2 + jpeg.readUInt16BE(at + 2);
  expect([jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)]).toEqual([1200, 630]);
});

test("sitemap and robots name every public page in both languages and keep crawlers out of the admin and the API", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of PUBLIC_PAGES) {
    for (const lang of ["de", "en"] as Lang[])
      expect(sitemap, `${path} ${lang}`).toContain(`<loc>${SITE}${path}?lang=${lang}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${SITE}/impressum?lang=de</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/datenschutz?lang=en</loc>`);
});

test("the admin panel stays out of search results", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
