import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VisitsReport } from "@shared/contract/visits.ts";
import { adminClient, login, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/** The counting as a visitor meets it: the built server, its response cache and its pages. */
const SITE = "https://restaurant.test";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 SmokeDesktop/7";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ADDRESS = "198.51.100.7";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1", PUBLIC_URL: SITE, TRUST_PROXY: "1" } });
  api = adminClient(server, await login(server));
});
afterAll(async () => {
  await server?.stop();
});

/** A request as a browser at `address` makes it; redirects are the test's to follow. */
function visit(
  target: string,
  { ua = PHONE, address = ADDRESS, headers = {}, method = "GET" } = {} as {
    ua?: string;
    address?: string;
    headers?: Record<string, string>;
    method?: string;
  },
) {
  return fetch(server.url + target, {
    method,
    redirect: "manual",
    headers: { "user-agent": ua, "x-forwarded-for": address, ...headers },
  });
}

async function report(days = "7"): Promise<VisitsReport> {
  const res = await api.get(`/api/visits?days=${days}`);
  expect(res.status).toBe(200);
  return (await res.json()) as VisitsReport;
}
const countOf = (list: VisitsReport["pages"], key: string) =>
  list.find((e) => e.key === key)?.count ?? 0;
const todayOf = (r: VisitsReport) => r.series.at(-1)!;

describe("counting on the built server", () => {
  it("counts a visitor's pages, reloads and client navigations, and nothing that is no page seen", async () => {
    const own = { referer: `${SITE}/` };
    const answers = [
      await visit("/"),
      await visit("/menu", { headers: own }),
      await visit("/about", { headers: own }),
      // A reload: the page again.
      await visit("/menu", { headers: own }),
      // A client navigation's data request counts as the page it loads.
      await visit("/contact.data", { headers: own }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Never counted: crawlers, prefetches, HEAD, assets, the API, the admin, /healthz, redirects.
    await visit("/menu", { ua: CRAWLER });
    await visit("/menu", { headers: { "sec-purpose": "prefetch" } });
    await visit("/about", { method: "HEAD" });
    await visit("/robots.txt");
    await visit("/favicon.ico");
    await visit("/api/public/menu");
    await visit("/admin");
    await visit("/healthz");
    expect((await visit("/menu?unknown=1")).status).toBe(301);

    const r = await report();
    expect(todayOf(r)).toMatchObject({ visitors: 1, views: 5 });
    expect(countOf(r.pages, "/menu")).toBe(2);
    expect(countOf(r.pages, "/contact")).toBe(1);
    expect(r.sources).toEqual([{ key: "direct", count: 1 }]);
    expect(r.devices).toEqual([{ key: "phone", count: 1 }]);
    expect(r.languages).toEqual([{ key: "de", count: 5 }]);
  });

  it("counts another browser at the same address as another visitor, with its source", async () => {
    await visit("/?lang=en", { ua: DESKTOP, headers: { referer: "https://l.instagram.com/" } });
    const r = await report();
    expect(todayOf(r).visitors).toBe(2);
    expect(countOf(r.sources, "instagram")).toBe(1);
    expect(countOf(r.devices, "desktop")).toBe(1);
    expect(countOf(r.languages, "en")).toBe(1);
  });

  it("counts a table card's address as a QR visit, once, and sends it to the address without the marker", async () => {
    const scan = await visit("/menu?lang=de&src=qr", { address: "203.0.113.9" });
    expect(scan.status).toBe(302);
    expect(scan.headers.get("location")).toBe("/menu?lang=de");
    const page = await visit("/menu?lang=de", { address: "203.0.113.9" });
    expect(page.status).toBe(200);
    const r = await report();
    expect(countOf(r.sources, "qr")).toBe(1);
    expect(countOf(r.sources, "direct")).toBe(1);
    expect(todayOf(r)).toMatchObject({ visitors: 3, views: 7 });
  });

  it("counts the menu categories opened by address", async () => {
    const menu = (await (await fetch(`${server.url}/api/public/menu`)).json()) as { _id: string }[];
    const id = menu[0]!._id;
    expect((await visit(`/menu?category=${encodeURIComponent(id)}`)).status).toBe(200);
    expect((await visit("/menu?category=no-such-category")).status).toBe(302);
    expect((await report()).categories).toEqual([{ key: id, count: 1 }]);
  });

  it("sets no cookie on any public answer, apart from the language a visitor chooses", async () => {
    for (const target of [
      "/",
      "/menu",
      "/menu.data",
      "/go/reservation",
      "/menu.pdf",
      "/datenschutz",
    ])
      expect((await visit(target)).headers.get("set-cookie"), target).toBeNull();
    expect((await visit("/?set-lang=en")).headers.get("set-cookie")).toMatch(/^lang=en/);
  });

  it("keeps no visitor's address or user agent in any file of the data folder", async () => {
    // Written at once: the report writes what waits in memory first.
    await report();
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const found = files(server.dataDir);
    expect(found.length).toBeGreaterThan(0);
    for (const file of found) {
      const bytes = readFileSync(file);
      for (const secret of [ADDRESS, "203.0.113.9", "Pixel 8", "SmokeDesktop/7"])
        expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });
});

describe("with VISIT_COUNTING=0", () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startServer({ env: { SEED_DEMO: "1", VISIT_COUNTING: "0" } });
  });
  afterAll(async () => {
    await off?.stop();
  });

  it("counts nothing, and the privacy policy says nothing about counting", async () => {
    await fetch(`${off.url}/menu`, { headers: { "user-agent": PHONE } });
    await fetch(`${off.url}/go/pickup`, { headers: { "user-agent": PHONE }, redirect: "manual" });
    const res = await adminClient(off, await login(off)).get("/api/visits");
    const r = (await res.json()) as VisitsReport;
    expect(r.counting).toBe(false);
    expect(r.totals).toEqual({ visitors: 0, views: 0 });
    expect(r.outbound).toEqual([]);
    const policy = await (await fetch(`${off.url}/datenschutz`)).text();
    expect(policy).toContain("Datenschutz");
    expect(policy).not.toMatch(/Zählung|zählt unser/);
    const on = await (await fetch(`${server.url}/datenschutz`)).text();
    expect(on).toContain("Zählung der Besuche, ohne Cookies");
  });
});
