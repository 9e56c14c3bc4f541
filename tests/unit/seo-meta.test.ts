import { describe, expect, it } from "vitest";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PageSpecialDay } from "@shared/special-day-page.ts";
import { langOfSearch, withLang } from "~/lib/i18n/lang-url";
import { menuStructuredData, pageMeta, PUBLIC_LAYOUT_ID, SHARE_IMAGE } from "~/features/seo/meta";
import { de } from "~/lib/i18n/messages/de";
import { demoRestaurantProfile } from "../../demo/restaurant-profile.ts";

const DEMO_PROFILE = { ...demoRestaurantProfile, phone: null, legalIsDemo: true };
import { en } from "~/lib/i18n/messages/en";

const weekly: OpeningHours[] = [
  { weekday: 6, isClosed: false, intervals: [{ open: "17:00", close: "01:00" }] },
];
const specialDays: PageSpecialDay[] = [
  { id: "x", from: "2026-12-24", to: "2026-12-26", isClosed: true, intervals: [], note: "" },
];

const matches = (lang: "de" | "en", pathname: string, withLayout = true) => [
  {
    id: "root",
    pathname: "/",
    loaderData: { lang, siteUrl: "https://example.test/", profile: DEMO_PROFILE },
  },
  ...(withLayout
    ? [{ id: PUBLIC_LAYOUT_ID, pathname: "/", loaderData: { weekly, specialDays } }]
    : []),
  { id: "routes/page", pathname, loaderData: undefined },
];

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("links keep an explicit language", () => {
  it("reads only de and en from the query", () => {
    expect(langOfSearch("?lang=en")).toBe("en");
    expect(langOfSearch("?a=1&lang=de")).toBe("de");
    expect(langOfSearch("?lang=fr")).toBeNull();
    expect(langOfSearch("")).toBeNull();
  });

  it("adds ?lang= to a target, keeping its query and hash", () => {
    expect(withLang("/menu", "en")).toBe("/menu?lang=en");
    expect(withLang("/", "de")).toBe("/?lang=de");
    expect(withLang("/#visit", "en")).toBe("/?lang=en#visit");
    expect(withLang("/pdf/1?page=2#top", "en")).toBe("/pdf/1?page=2&lang=en#top");
    expect(withLang("/menu?lang=de", "en")).toBe("/menu?lang=en");
    expect(withLang("/menu", null)).toBe("/menu");
  });
});

describe("page meta", () => {
  it("title, description, canonical address and language alternates", () => {
    const tags = pageMeta(matches("en", "/menu"), {
      title: "meta.menu",
      description: "meta.descriptions.menu",
    }) as Tag[];
    expect(tags[0]).toEqual({ title: `${en.meta.menu} | Masala Haus` });
    expect(find(tags, "name", "description")?.content).toBe(
      en.meta.descriptions.menu.replace("{{restaurant}}", "Masala Haus in Soest"),
    );
    expect(find(tags, "rel", "canonical")?.href).toBe("https://example.test/menu?lang=en");
    const alternates = tags.filter((t) => t.rel === "alternate").map((t) => [t.hrefLang, t.href]);
    expect(alternates).toEqual([
      ["de", "https://example.test/menu?lang=de"],
      ["en", "https://example.test/menu?lang=en"],
      ["x-default", "https://example.test/menu?lang=de"],
    ]);
  });

  it("the description names the profile's restaurant and town, or the name alone without a town", () => {
    const withProfile = (address: Partial<(typeof DEMO_PROFILE)["address"]>) => {
      const profile = {
        ...DEMO_PROFILE,
        identity: { ...DEMO_PROFILE.identity, name: "Zur Linde" },
        address: { ...DEMO_PROFILE.address, ...address },
      };
      const [root, ...rest] = matches("de", "/contact");
      return pageMeta([{ ...root!, loaderData: { ...root!.loaderData, profile } }, ...rest], {
        title: "meta.contact",
        description: "meta.descriptions.contact",
      }) as Tag[];
    };
    const description = (tags: Tag[]) => String(find(tags, "name", "description")?.content);
    const inTown = withProfile({ city: "Lippstadt" });
    expect(description(inTown)).toMatch(/^Zur Linde in Lippstadt: /);
    expect(find(inTown, "property", "og:description")?.content).toBe(description(inTown));
    expect(description(withProfile({ city: "" }))).toMatch(/^Zur Linde: /);
  });

  it("a trailing slash names the same canonical address", () => {
    const tags = pageMeta(matches("de", "/menu/"), {
      title: "meta.menu",
      description: "meta.descriptions.menu",
    }) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe("https://example.test/menu?lang=de");
    expect(
      find(
        pageMeta(matches("de", "/"), { description: "meta.descriptions.home" }) as Tag[],
        "rel",
        "canonical",
      )?.href,
    ).toBe("https://example.test/?lang=de");
  });

  it("Open Graph and Twitter card with the absolute share image, in the page's locale", () => {
    const tags = pageMeta(matches("de", "/"), { description: "meta.descriptions.home" }) as Tag[];
    const og = (p: string) => find(tags, "property", p)?.content;
    const homeTitle = de.meta.homeTitle.replace("{{name}}", "Masala Haus");
    expect(tags[0]).toEqual({ title: homeTitle });
    expect(og("og:title")).toBe(homeTitle);
    expect(og("og:url")).toBe("https://example.test/?lang=de");
    expect(og("og:locale")).toBe("de_DE");
    expect(og("og:locale:alternate")).toBe("en_GB");
    expect(og("og:image")).toBe(`https://example.test${SHARE_IMAGE.path}`);
    expect([og("og:image:width"), og("og:image:height")]).toEqual(["1200", "630"]);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      `https://example.test${SHARE_IMAGE.path}`,
    );
  });

  it("the Restaurant from the layout's hours and special days", () => {
    const tags = pageMeta(matches("de", "/menu"), {
      title: "meta.menu",
      description: "meta.descriptions.menu",
    }) as Tag[];
    const data = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);
    expect(data.map((d) => d["@type"])).toEqual(["Restaurant"]);
    expect(data[0]).toMatchObject({
      url: "https://example.test/",
      image: `https://example.test${SHARE_IMAGE.path}`,
      openingHoursSpecification: [
        { dayOfWeek: ["https://schema.org/Saturday"], opens: "17:00", closes: "01:00" },
      ],
      specialOpeningHoursSpecification: [
        { validFrom: "2026-12-24", validThrough: "2026-12-26", opens: "00:00", closes: "00:00" },
      ],
    });
  });

  it("a page that must not be indexed names no canonical address", () => {
    const tags = pageMeta(matches("de", "/nope", false), {
      title: "meta.notFound",
      description: "meta.descriptions.notFound",
      noindex: true,
    }) as Tag[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(tags.some((t) => t.rel === "canonical" || t.rel === "alternate")).toBe(false);
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });

  it("the menu's structured data is named and written in the page's language", () => {
    const menu = menuStructuredData(matches("en", "/menu"), []);
    expect(menu).toMatchObject({
      "@type": "Menu",
      name: `Masala Haus – ${en.meta.menu}`,
      inLanguage: "en",
      url: "https://example.test/menu",
    });
  });
});

describe("catalogues", () => {
  it("every page has a description of a useful length in both languages", () => {
    for (const catalogue of [de, en]) {
      for (const [page, template] of Object.entries(catalogue.meta.descriptions)) {
        // Measured as the demo restaurant fills it in: a name and a town of common length.
        const text = template.replace("{{restaurant}}", "Masala Haus in Soest");
        expect(text.length, page).toBeGreaterThanOrEqual(60);
        expect(text.length, page).toBeLessThanOrEqual(160);
      }
    }
  });
});
