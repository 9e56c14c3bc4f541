import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, formOf, login } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";
import { startVarnish, varnishPorts, type TestVarnish } from "../support/varnish.ts";

/**
 * The cache of deploy/varnish.vcl (Debian's Varnish with xkey) in front of the built app, as
 * Caddy would reach it: what it keeps, what it never keeps, a change in the admin purged at once,
 * and the site staying up while the app is down.
 */
let app: TestServer;
let varnish: TestVarnish;
beforeAll(async () => {
  const ports = await varnishPorts();
  app = await startServer({
    env: { TRUST_PROXY: "1", PURGE_URL: `http://127.0.0.1:${ports.purgePort}/` },
  });
  varnish = await startVarnish(Number(new URL(app.url).port), ports);
});
afterAll(async () => {
  await varnish?.stop();
  await app?.stop();
});

const viaVarnish = {
  get dataDir() {
    return app.dataDir;
  },
  fetch: (path: string, init?: RequestInit) => fetch(varnish.url + path, init),
};
const get = (path: string, headers: Record<string, string> = {}) =>
  viaVarnish.fetch(path, { headers });

describe("Varnish in front of the app", () => {
  it("keeps pages and the public API: the second request is a hit, with the app's tags gone", async () => {
    for (const path of ["/", "/menu", "/about", "/menu?lang=en", "/api/public/menu?lang=en"]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      await first.arrayBuffer();
      const second = await get(path);
      expect(second.status, path).toBe(200);
      expect(second.headers.get("x-cache"), path).toBe("HIT");
      expect(second.headers.get("cache-control"), path).toMatch(/s-maxage=60/);
      expect(second.headers.get("xkey"), path).toBeNull();
      await second.arrayBuffer();
    }
  });

  it("never keeps an answer asked for with a token, the admin, or a page that depends on the language cookie", async () => {
    const api = adminClient(viaVarnish, await login(viaVarnish));
    for (let i = 0; i < 2; i++) {
      const categories = await api.get("/api/categories");
      expect(categories.status).toBe(200);
      expect(categories.headers.get("x-cache")).toBe("MISS");
      expect(categories.headers.get("cache-control")).toBe("private, no-store");
      // The public menu asked for with a token is the admin's: private too.
      const menu = await api.get("/api/public/menu?lang=en");
      expect(menu.headers.get("x-cache")).toBe("MISS");
      expect(menu.headers.get("cache-control")).toBe("private, no-store");
      const admin = await get("/admin");
      expect(admin.headers.get("x-cache")).toBe("MISS");
      const chosen = await get("/menu", { cookie: "lang=en" });
      expect(chosen.headers.get("x-cache")).toBe("MISS");
      expect(await chosen.text()).toContain('lang="en"');
    }
  });

  it("refuses a purge from outside: on the public socket PURGE is not allowed", async () => {
    const res = await viaVarnish.fetch("/", { method: "PURGE", headers: { "xkey-purge": "menu" } });
    expect(res.status).toBe(405);
    expect((await get("/menu")).headers.get("x-cache")).toBe("HIT");
  });

  it("a price changed in the admin is on the cached menu within 3 seconds", async () => {
    const api = adminClient(viaVarnish, await login(viaVarnish));
    const category = (await (
      await api.json("POST", "/api/categories", { name_de: "Hauptgerichte" })
    ).json()) as { _id: string };
    const dish = (await (
      await api.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId: category._id, title_de: "Dal Makhani", priceCents: "1290" }),
      )
    ).json()) as { _id: string };
    let before = "";
    while (!before.includes("12,90")) before = await (await get("/menu")).text();
    expect((await get("/menu")).headers.get("x-cache")).toBe("HIT");

    const put = await api.form("PUT", `/api/dishes/${dish._id}`, formOf({ priceCents: "4321" }));
    expect(put.status).toBe(200);
    const changed = Date.now();
    let page = "";
    while (!page.includes("43,21") && Date.now() - changed < 3_000)
      page = await (await get("/menu")).text();
    expect(page).toContain("43,21");
    expect(Date.now() - changed).toBeLessThan(3_000);
  });

  it("keeps answering /, /menu and /about with 200 for a minute while the app is stopped", async () => {
    const pages = ["/", "/menu", "/about", "/menu?lang=en"];
    for (const path of pages) await (await get(path)).arrayBuffer();
    await app.stop();
    const stopped = Date.now();
    // Past the minute the pages were fresh for: from then on only grace keeps them.
    while (Date.now() - stopped < 65_000) {
      for (const path of pages) {
        const res = await get(path);
        expect(res.status, `${path} after ${Math.round((Date.now() - stopped) / 1000)} s`).toBe(
          200,
        );
        await res.arrayBuffer();
      }
      // A visitor who chose English gets the kept English page, not an error.
      const chosen = await get("/menu", { cookie: "lang=en" });
      expect(chosen.status).toBe(200);
      expect(await chosen.text()).toContain('lang="en"');
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }, 120_000);
});
