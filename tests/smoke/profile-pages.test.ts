import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestaurantProfile } from "../../shared/contract/restaurant-profile.ts";
import { PUBLIC_PAGES } from "../../shared/site-pages.ts";
import { adminClient, login, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/**
 * A restaurant that is not the demo: once its owner has saved its name and town, every public
 * page names it in what search engines and link previews read, and nothing names the demo's.
 */
let server: TestServer;
let api: ApiClient;
const NAME = "Zur Linde";
const CITY = "Lippstadt";

beforeAll(async () => {
  server = await startServer();
  api = adminClient(server, await login(server));
  const { identity, address } = (await (
    await api.get("/api/restaurant-profile")
  ).json()) as RestaurantProfile;
  for (const [group, values] of [
    ["identity", { ...identity, name: NAME }],
    ["address", { ...address, street: "Lange Straße 1", postalCode: "59555", city: CITY }],
  ] as const) {
    const res = await api.json("PUT", `/api/restaurant-profile/${group}`, values);
    expect(res.status, await res.text()).toBe(200);
  }
});
afterAll(async () => {
  await server.stop();
});

type Json = Record<string, unknown>;

/** The attribute of the first tag that has `key="value"`, attributes in any order. */
function metaContent(html: string, key: string, value: string): string {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`${key}="${value}"`));
  return /content="([^"]*)"/.exec(tag ?? "")?.[1] ?? "";
}

describe("a profile with another name and town", () => {
  for (const lang of ["de", "en"] as const)
    it(`names them on every public page and not the demo's (${lang})`, async () => {
      for (const path of [...PUBLIC_PAGES, "/no-such-page"]) {
        const html = await (await fetch(`${server.url}${path}?lang=${lang}`)).text();
        const where = `${path} (${lang})`;
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], where).toContain(NAME);
        for (const [key, value] of [
          ["name", "description"],
          ["property", "og:description"],
          ["name", "twitter:description"],
        ] as const)
          expect(metaContent(html, key, value), `${where} ${value}`).toContain(
            `${NAME} in ${CITY}`,
          );
        for (const value of ["og:title", "og:site_name", "twitter:title"])
          expect(
            metaContent(html, "property", value) || metaContent(html, "name", value),
            `${where} ${value}`,
          ).toContain(NAME);
        if (path !== "/no-such-page") {
          const restaurant = [
            ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
          ]
            .map((m) => JSON.parse(m[1] ?? "") as Json)
            .find((b) => b["@type"] === "Restaurant");
          expect(restaurant, where).toMatchObject({
            name: NAME,
            address: { addressLocality: CITY },
          });
        }
        expect(html, where).not.toMatch(/Masala Haus|Soest/);
      }
    });
});
