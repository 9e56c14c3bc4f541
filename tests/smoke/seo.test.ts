import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/** Structured data as the server renders it, stays true when staff change hours and special days. */
let server: TestServer;
let api: ApiClient;
const SITE = "https://restaurant.test";

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1", PUBLIC_URL: SITE } });
  api = adminClient(server, await login(server));
});
afterAll(async () => {
  await server.stop();
});

type Json = Record<string, unknown>;

async function restaurantOf(path: string): Promise<Json> {
  const html = await (await fetch(server.url + path)).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? "") as Json);
  const found = blocks.find((b) => b["@type"] === "Restaurant");
  if (!found) throw new Error(`no Restaurant on ${path}`);
  return found;
}

describe("structured data follows the stored data", () => {
  it("uses PUBLIC_URL for every absolute address", async () => {
    const html = await (await fetch(`${server.url}/menu?lang=en`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/menu?lang=en"/>`);
    // The demo restaurant has a logo and a hero of its own: the share picture is drawn from them.
    expect(html).toMatch(
      new RegExp(`property="og:image" content="${SITE}/pictures/[a-f0-9]{32}-share\\.jpg"`),
    );
    expect(await restaurantOf("/menu")).toMatchObject({ url: `${SITE}/`, hasMenu: `${SITE}/menu` });
  });

  it("a change of the weekly hours shows in the next page", async () => {
    const before = (await restaurantOf("/about")).openingHoursSpecification as {
      dayOfWeek: string[];
    }[];
    expect(before.some((s) => s.dayOfWeek.includes("https://schema.org/Monday"))).toBe(false);
    const res = await api.json("POST", "/api/opening-hours", {
      weekday: 1,
      isClosed: false,
      intervals: [{ open: "18:00", close: "02:00" }],
    });
    expect(res.status).toBeLessThan(300);
    const after = (await restaurantOf("/about")).openingHoursSpecification;
    expect(after).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Monday"],
      opens: "18:00",
      closes: "02:00",
    });
  });

  it("special days appear as specialOpeningHoursSpecification once they exist", async () => {
    expect(await restaurantOf("/")).not.toHaveProperty("specialOpeningHoursSpecification");
    const year = new Date().getFullYear() + 1;
    expect(
      (
        await api.json("POST", "/api/special-days", {
          from: `${year}-12-24`,
          to: `${year}-12-26`,
          isClosed: true,
          note_de: "Weihnachten",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.json("POST", "/api/special-days", {
          from: `${year}-12-31`,
          isClosed: false,
          intervals: [{ open: "18:00", close: "02:00" }],
        })
      ).status,
    ).toBe(201);
    for (const path of ["/", "/menu?lang=en", "/impressum"]) {
      expect((await restaurantOf(path)).specialOpeningHoursSpecification, path).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          validFrom: `${year}-12-24`,
          validThrough: `${year}-12-26`,
          opens: "00:00",
          closes: "00:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          validFrom: `${year}-12-31`,
          validThrough: `${year}-12-31`,
          opens: "18:00",
          closes: "02:00",
        },
      ]);
    }
  });

  it("a dish name cannot close the script element", async () => {
    const categories = (await (await api.get("/api/categories")).json()) as { _id: string }[];
    const form = new FormData();
    form.set("categoryId", categories[0]?._id ?? "");
    form.set("title_en", "</script><script>alert(1)</script>");
    form.set("priceCents", "990");
    expect((await api.form("POST", "/api/dishes", form)).status).toBe(201);
    const html = await (await fetch(`${server.url}/menu?lang=en`)).text();
    expect(html).not.toContain("<script>alert(1)");
    const menu = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "") as Json)
      .find((b) => b["@type"] === "Menu");
    const names = (menu?.hasMenuSection as { hasMenuItem: { name: string }[] }[]).flatMap((s) =>
      s.hasMenuItem.map((i) => i.name),
    );
    expect(names).toContain("</script><script>alert(1)</script>");
  });
});
