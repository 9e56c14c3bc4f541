import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestaurantProfile } from "../../shared/contract/restaurant-profile.ts";
import { PUBLIC_PAGES, type PublicPage } from "../../shared/site-pages.ts";
import { adminClient, login, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/**
 * Each page carries only the profile's texts it shows, in its own language, and only the legal
 * pages carry the legal data: in the HTML and in the route data React reads from it. The root's
 * data once held every text in both languages and all legal data on every page (about 4 KB more
 * of every page's compressed HTML).
 */
let server: TestServer;
let api: ApiClient;

const marker = (name: string, lang: string) => `Marker${name}${lang.toUpperCase()}`;
const TEXTS = ["hero", "about", "storyKicker", "story", "storyQuote", "storyQuoteBy"] as const;
type TextName = (typeof TEXTS)[number];
const SHOWN: Partial<Record<PublicPage, readonly TextName[]>> = {
  "/": ["hero", "about"],
  "/about": ["about"],
  "/our-story": ["storyKicker", "story", "storyQuote", "storyQuoteBy"],
};
const LEGAL_PAGES: readonly PublicPage[] = ["/impressum", "/datenschutz"];
const VAT_ID = "DE813572468";
const HOSTING = "MarkerHostingGmbH";

beforeAll(async () => {
  server = await startServer();
  api = adminClient(server, await login(server));
  const { legal } = (await (await api.get("/api/restaurant-profile")).json()) as RestaurantProfile;
  const texts = Object.fromEntries(
    TEXTS.map((name) => [name, { de: marker(name, "de"), en: marker(name, "en") }]),
  );
  for (const [group, values] of [
    ["texts", texts],
    ["legal", { ...legal, vatId: VAT_ID, hostingName: HOSTING, hostingAddress: "Weg 1" }],
  ] as const) {
    const res = await api.json("PUT", `/api/restaurant-profile/${group}`, values);
    expect(res.status, await res.text()).toBe(200);
  }
});
afterAll(async () => {
  await server.stop();
});

describe("the profile's data on the public pages", () => {
  for (const lang of ["de", "en"] as const)
    it(`each page carries the texts it shows in its language and no other (${lang})`, async () => {
      const other = lang === "de" ? "en" : "de";
      for (const page of PUBLIC_PAGES) {
        const html = await (await fetch(`${server.url}${page}?lang=${lang}`)).text();
        const where = `${page} (${lang})`;
        const shown = SHOWN[page] ?? [];
        for (const name of TEXTS) {
          expect(html.includes(marker(name, lang)), `${where} ${name}`).toBe(shown.includes(name));
          expect(html, `${where} ${name} (${other})`).not.toContain(marker(name, other));
        }
        const legal = LEGAL_PAGES.includes(page);
        expect(html.includes(VAT_ID) || html.includes(HOSTING), `${where} legal data`).toBe(legal);
      }
    });
});
