import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentVersion } from "../../server/features/public/content-version.server.ts";
import { sendPublicJson, sendRepresentation } from "../../server/http/representation.server.ts";
import { createResponseCache } from "../../server/http/response-cache.server.ts";
import { securityHeaders } from "../../server/http/security-headers.server.ts";
import { createLogger } from "../../server/logger.server.ts";

/**
 * The cache in front of a small app of real routes that count how often they run: a request
 * the cache answers never reaches them.
 */
const content = createContentVersion();
const runs = new Map<string, number>();
const counted = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);
const ran = (name: string) => runs.get(name) ?? 0;

// Long enough to be compressed.
const menu = { dishes: Array.from({ length: 60 }, (_, i) => ({ title: `Dish ${i}`, description: "Mild, with rice" })) };

const cache = createResponseCache({ contentVersion: content.get, trustProxy: false, logger: createLogger("silent") });
const app = new Hono()
  .use(cache.store)
  .use(securityHeaders({ trustProxy: false, enforcePolicy: true }))
  .get("/api/public/menu", (c) => {
    counted("menu");
    return sendPublicJson(c, menu);
  })
  .get("/api/public/changing", (c) => {
    counted("changing");
    const answer = sendPublicJson(c, { version: content.get() });
    content.bump();
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
    return sendRepresentation(c, Buffer.from("{}"), { contentType: "application/json", cacheControl: "no-store" });
  })
  .get("/api/other", (c) => {
    counted("other");
    return sendPublicJson(c, { other: true });
  })
  // Like a pre-compressed static file: an encoding the server's own choice would not have made.
  .get("/static.html", (c) => {
    counted("static");
    return c.body(new Uint8Array(gzipSync("<p>hi</p>")), 200, { "content-type": "text/html", "content-encoding": "gzip", vary: "Accept-Encoding", etag: '"s"' });
  });

const honoListener = getRequestListener(app.fetch);
const server = http.createServer((req, res) => {
  if (!cache.serve(req, res)) void honoListener(req, res);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.useRealTimers());

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(base + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("response cache", () => {
  it("answers repeats itself, per encoding, until the content changes", async () => {
    const before = ran("menu");
    const first = await get("/api/public/menu", { "accept-encoding": "gzip" });
    const second = await get("/api/public/menu", { "accept-encoding": "gzip" });
    expect(ran("menu")).toBe(before + 1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-encoding"]).toBe("gzip");

    await get("/api/public/menu", { "accept-encoding": "br" });
    await get("/api/public/menu", { "accept-encoding": "br" });
    expect(ran("menu")).toBe(before + 2);

    content.bump();
    await get("/api/public/menu", { "accept-encoding": "gzip" });
    expect(ran("menu")).toBe(before + 3);
  });

  it("answers a matching If-None-Match with a 304 of its own", async () => {
    const { headers } = await get("/api/public/menu");
    const before = ran("menu");
    const notModified = await get("/api/public/menu", { "if-none-match": String(headers.etag) });
    expect(ran("menu")).toBe(before);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(headers.etag);
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect(notModified.headers["content-length"]).toBeUndefined();
    expect(notModified.headers.vary).toBe("Accept-Encoding");
  });

  it("drops everything when the minute changes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T12:00:10Z") });
    await get("/api/public/menu");
    const before = ran("menu");
    await get("/api/public/menu");
    expect(ran("menu")).toBe(before);
    vi.setSystemTime(new Date("2026-03-02T12:01:00Z"));
    await get("/api/public/menu");
    expect(ran("menu")).toBe(before + 1);
  });

  it("does not keep an answer made while the content changed", async () => {
    await get("/api/public/changing");
    await get("/api/public/changing");
    expect(ran("changing")).toBe(2);
  });

  it("leaves signed-in requests, HEAD and unshareable answers to the app", async () => {
    await get("/api/public/menu");
    const before = ran("menu");
    await get("/api/public/menu", { authorization: "Bearer x" });
    await get("/api/public/menu", {}, "HEAD");
    expect(ran("menu")).toBe(before + 2);

    content.bump();
    await get("/api/public/menu", { authorization: "Bearer x" });
    await get("/api/public/menu");
    expect(ran("menu")).toBe(before + 4);

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
  const small = createResponseCache({ contentVersion: content.get, trustProxy: false, logger: createLogger("silent"), maxEntries: 3 });
  const itemApp = new Hono().use(small.store).get("/api/public/item/:n", (c) => {
    counted(`item ${c.req.param("n")}`);
    return sendPublicJson(c, { item: c.req.param("n") });
  });
  const itemListener = getRequestListener(itemApp.fetch);
  const itemServer = http.createServer((req, res) => {
    if (!small.serve(req, res)) void itemListener(req, res);
  });
  let itemBase = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => itemServer.listen(0, "127.0.0.1", resolve));
    itemBase = `http://127.0.0.1:${(itemServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => itemServer.close(() => resolve())));
  const item = (n: string) => fetch(`${itemBase}/api/public/item/${n}`).then((r) => r.text());

  it("evicts the least recently used answer, not the oldest", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-02T12:00:10Z") });
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
});
