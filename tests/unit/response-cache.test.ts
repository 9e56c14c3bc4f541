import { Hono } from "hono";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createContentChanges } from "../../server/features/public/content-changes.server.ts";
import { sendPublicJson, sendRepresentation } from "../../server/http/representation.server.ts";
import { responseCache } from "../../server/http/response-cache.server.ts";
import { SegmentedLru } from "../../server/http/segmented-lru.server.ts";
import { securityHeaders } from "../../server/http/security-headers.server.ts";

/**
 * The cache in front of a small app of real routes that count how often they run: a request
 * the cache answers never reaches them.
 */
const content = createContentChanges();
const runs = new Map<string, number>();
const counted = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);
const ran = (name: string) => runs.get(name) ?? 0;
/** When the clock-driven content next changes, as the menu clock would say. */
let clockChangesAt = Number.POSITIVE_INFINITY;

// Long enough to be compressed.
const menu = {
  dishes: Array.from({ length: 60 }, (_, i) => ({
    title: `Dish ${i}`,
    description: "Mild, with rice",
  })),
};

const cacheOf = (maxEntries?: number) =>
  responseCache({
    lifetime: { onChange: content.onChange, changesAt: async () => clockChangesAt },
    trustProxy: false,
    maxEntries,
  });

const app = new Hono()
  .use(cacheOf())
  .use(securityHeaders({ trustProxy: false, enforcePolicy: true }))
  .get("/api/public/menu", (c) => {
    counted("menu");
    return sendPublicJson(c, menu);
  })
  .get("/api/public/changing", (c) => {
    counted("changing");
    const answer = sendPublicJson(c, { run: ran("changing") });
    content.changed();
    return answer;
  })
  .get("/api/public/cookie", (c) => {
    counted("cookie");
    return sendRepresentation(c, Buffer.from("{}"), {
      contentType: "application/json",
      cacheControl: "public, no-cache",
      headers: new Headers({ "set-cookie": "a=1" }),
    });
  })
  .get("/api/public/private", (c) => {
    counted("private");
    return sendRepresentation(c, Buffer.from("{}"), {
      contentType: "application/json",
      cacheControl: "no-store",
    });
  })
  .get("/api/other", (c) => {
    counted("other");
    return sendPublicJson(c, { other: true });
  })
  // Like a pre-compressed static file: an encoding the server's own choice would not have made.
  .get("/static.html", (c) => {
    counted("static");
    return c.body(new Uint8Array(gzipSync("<p>hi</p>")), 200, {
      "content-type": "text/html",
      "content-encoding": "gzip",
      vary: "Accept-Encoding",
      etag: '"s"',
    });
  });

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(path, { method, headers });

afterEach(() => {
  vi.useRealTimers();
  clockChangesAt = Number.POSITIVE_INFINITY;
});

describe("response cache", () => {
  it("answers repeats itself, per encoding, until the content changes", async () => {
    const before = ran("menu");
    const first = await get("/api/public/menu", { "accept-encoding": "gzip" });
    const second = await get("/api/public/menu", { "accept-encoding": "gzip" });
    expect(ran("menu")).toBe(before + 1);
    expect(
      Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer())),
    ).toBe(true);
    expect(second.headers.get("content-encoding")).toBe("gzip");

    await get("/api/public/menu", { "accept-encoding": "br" });
    await get("/api/public/menu", { "accept-encoding": "br" });
    expect(ran("menu")).toBe(before + 2);

    content.changed();
    await get("/api/public/menu", { "accept-encoding": "gzip" });
    expect(ran("menu")).toBe(before + 3);
  });

  it("answers a matching If-None-Match with the same 304 whether it keeps the answer or not", async () => {
    content.changed();
    const { headers } = await get("/api/public/menu");
    content.changed();
    const before = ran("menu");
    const fromApp = await get("/api/public/menu", { "if-none-match": String(headers.get("etag")) });
    const fromCache = await get("/api/public/menu", {
      "if-none-match": String(headers.get("etag")),
    });
    expect(ran("menu")).toBe(before + 1);
    for (const notModified of [fromApp, fromCache]) {
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("etag")).toBe(headers.get("etag"));
      expect(notModified.headers.get("content-type")).toBeNull();
      expect(notModified.headers.get("content-length")).toBeNull();
      expect(notModified.headers.get("vary")).toBe("Accept-Encoding");
    }
    expect([...fromCache.headers]).toEqual([...fromApp.headers]);
  });

  it("keeps an answer until the clock may change what it shows, not a moment longer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T11:29:10Z") });
    clockChangesAt = Date.parse("2026-03-02T11:30:00Z");
    content.changed();
    await get("/api/public/menu");
    const before = ran("menu");
    vi.setSystemTime(new Date("2026-03-02T11:29:59Z"));
    await get("/api/public/menu");
    expect(ran("menu")).toBe(before);
    vi.setSystemTime(new Date("2026-03-02T11:30:00Z"));
    await get("/api/public/menu");
    expect(ran("menu")).toBe(before + 1);
  });

  it("does not keep an answer made while the content changed", async () => {
    await get("/api/public/changing");
    await get("/api/public/changing");
    expect(ran("changing")).toBe(2);
  });

  it("answers HEAD from the answer it keeps for GET: its headers, no body", async () => {
    content.changed();
    const page = await get("/api/public/menu", { "accept-encoding": "br" });
    const before = ran("menu");
    const head = await get("/api/public/menu", { "accept-encoding": "br" }, "HEAD");
    expect(ran("menu")).toBe(before);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const lasting = (headers: Headers) =>
      [...headers].filter(([name]) => name !== "x-request-id" && name !== "date");
    expect(lasting(head.headers)).toEqual(lasting(page.headers));
  });

  it("keeps the answer of a HEAD that comes first for the GETs after it", async () => {
    content.changed();
    await get("/api/public/menu", {}, "HEAD");
    const before = ran("menu");
    const page = await get("/api/public/menu");
    expect(ran("menu")).toBe(before);
    expect(await page.json()).toEqual(menu);
  });

  it("leaves signed-in requests and unshareable answers to the app", async () => {
    content.changed();
    await get("/api/public/menu");
    const before = ran("menu");
    await get("/api/public/menu", { authorization: "Bearer x" });
    expect(ran("menu")).toBe(before + 1);

    for (const [path, name] of [
      ["/api/public/cookie", "cookie"],
      ["/api/public/private", "private"],
      ["/api/other", "other"],
      ["/static.html", "static"],
    ]) {
      await get(path as string, { "accept-encoding": "br" });
      await get(path as string, { "accept-encoding": "br" });
      expect(ran(name as string), path).toBe(2);
    }
  });
});

describe("response cache limits", () => {
  const itemApp = new Hono().use(cacheOf(3)).get("/api/public/item/:n", (c) => {
    counted(`item ${c.req.param("n")}`);
    return sendPublicJson(c, { item: c.req.param("n") });
  });
  const item = async (n: string) => (await itemApp.request(`/api/public/item/${n}`)).text();

  it("evicts the least recently used answer, not the oldest", async () => {
    for (const n of ["a", "b", "c"]) await item(n);
    await item("a");
    expect(ran("item a")).toBe(1);
    // Full: the fourth answer pushes out b, which was used longest ago, and keeps a.
    await item("d");
    await item("a");
    expect(ran("item a")).toBe(1);
    await item("b");
    expect(ran("item b")).toBe(2);
  });

  it("keeps answers asked for again through a flood of addresses asked for once", async () => {
    const floodApp = new Hono().use(cacheOf(10)).get("/api/public/flood/:n", (c) => {
      counted(`flood ${c.req.param("n")}`);
      return sendPublicJson(c, { item: c.req.param("n") });
    });
    const flood = (n: string) => floodApp.request(`/api/public/flood/${n}`);
    for (const n of ["menu", "home"]) {
      await flood(n);
      await flood(n);
    }
    for (let i = 0; i < 100; i++) await flood(`random-${i}`);
    await flood("menu");
    await flood("home");
    expect(ran("flood menu")).toBe(1);
    expect(ran("flood home")).toBe(1);
    // The flood's own latest answers are still kept: new addresses push out only their like.
    await flood("random-99");
    expect(ran("flood random-99")).toBe(1);
  });

  it("moves the least recently used of the answers asked for again back among the others when they are too many", async () => {
    const lru = new SegmentedLru<string>(5, 1_000, () => 1);
    for (const key of ["a", "b", "c", "d", "e"]) {
      lru.set(key, key);
      lru.get(key);
    }
    // Four may be protected (80 % of five): "a", used longest ago, went back to probation, so the new key pushes it out.
    lru.set("f", "f");
    expect(lru.get("a")).toBeUndefined();
    expect(["b", "c", "d", "e"].map((key) => lru.get(key))).toEqual(["b", "c", "d", "e"]);
    expect(lru.size).toBe(5);
  });

  it("counts bytes as well as entries, and keeps no answer larger than the room probation has", () => {
    const lru = new SegmentedLru<number>(100, 100, (size) => size);
    lru.set("page", 70);
    lru.get("page");
    lru.set("big", 40);
    expect(lru.get("big")).toBeUndefined();
    expect(lru.get("page")).toBe(70);
    lru.set("small", 30);
    expect(lru.bytes).toBe(100);
  });
});

describe("response cache keys", () => {
  const pageApp = new Hono()
    .use(cacheOf())
    .get("/api/public/menu", (c) => {
      counted("keyed menu");
      return sendPublicJson(c, menu);
    })
    .get("/menu.pdf", (c) => {
      counted("pdf");
      return c.body(new Uint8Array(Buffer.from("%PDF-1.7 …")), 200, {
        "content-type": "application/pdf",
        etag: '"p"',
      });
    })
    .get("/slow", async (c) => {
      counted("slow");
      await new Promise((resolve) => setTimeout(resolve, 20));
      return c.body("<p>slow</p>", 200, { "content-type": "text/html", etag: '"slow"' });
    })
    .get("/admin/setup", (c) => {
      counted("setup");
      return c.body("<p>setup</p>", 200, { "content-type": "text/html", etag: '"setup"' });
    })
    .get("/page", (c) => {
      counted("page");
      return c.body(`<a href="${c.req.url}">here</a>`, 200, {
        "content-type": "text/html",
        etag: `"${c.req.url}"`,
      });
    });
  const fetchPage = (path: string) => pageApp.request(path);

  it("gives the public API and the PDFs the clean answer for any parameter they do not read", async () => {
    for (let i = 0; i < 20; i++)
      expect((await fetchPage(`/api/public/menu?x=${i}&lang=de`)).status).toBe(200);
    expect(ran("keyed menu")).toBe(1);
    await fetchPage("/api/public/menu?lang=en");
    expect(ran("keyed menu")).toBe(2);
    for (let i = 0; i < 20; i++) expect((await fetchPage(`/menu.pdf?x=${i}`)).status).toBe(200);
    expect(ran("pdf")).toBe(1);
  });

  it("sends a page address with a parameter no page reads to the clean address, on this site", async () => {
    const res = await fetchPage("/page?category=starters&utm_source=x&lang=en");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/page?category=starters&lang=en");
    expect(ran("page")).toBe(0);
    expect((await fetchPage("//evil.example/page?x=1")).headers.get("location")).toBe(
      "/evil.example/page",
    );
    // React Router's own and the pages' own parameters are kept.
    expect(
      (await fetchPage("/page.data?_routes=routes%2Fmenu&veg=1&group=lunch&image=2")).status,
    ).not.toBe(301);
    expect((await fetchPage("/admin/setup?token=abc")).status).not.toBe(301);
    expect((await fetchPage("/admin/invite?token=abc")).status).not.toBe(301);
    expect((await fetchPage("/page?token=abc")).status).toBe(301);
    // A token stays in the address it is sent to.
    expect((await fetchPage("/admin/setup?utm_source=x&token=abc")).headers.get("location")).toBe(
      "/admin/setup?token=abc",
    );
    // A repeat would be another key for the same page.
    expect(
      (await fetchPage("/page?veg=1&veg=1&hide=G&hide=G&hide=N")).headers.get("location"),
    ).toBe("/page?veg=1&hide=G&hide=N");
    expect((await fetchPage("/page?index=x")).headers.get("location")).toBe("/page");
    // Where a page knows its few values, another is dropped too.
    expect(
      (await fetchPage("/page?lang=xx&veg=yes&hide=G&hide=nope&map=1")).headers.get("location"),
    ).toBe("/page?hide=G&map=1");
  });

  it("keys the setup and invite pages without the token the browser app reads", async () => {
    for (let i = 0; i < 5; i++)
      expect((await fetchPage(`/admin/setup?token=t${i}`)).status).toBe(200);
    expect(ran("setup")).toBe(1);
  });

  it("makes one answer for concurrent requests of one key", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetchPage("/slow")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(Array(10).fill("<p>slow</p>"));
    expect(ran("slow")).toBe(1);
  });
});
