import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/**
 * The built app with Cloudflare as its cache, Cloudflare's API played by a local HTTP server: what
 * a change in the admin sends, and that a cache that cannot be reached never fails the save.
 */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}
const ZONE = "0123456789abcdef0123456789abcdef";
const seen: Seen[] = [];
/** How many of the next purges the fake API refuses. */
let refuse = 0;
const api = http.createServer((req, res) => {
  let body = "";
  req.on("data", (d: Buffer) => (body += d.toString()));
  req.on("end", () => {
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      contentType: req.headers["content-type"],
      body: JSON.parse(body || "null"),
    });
    const ok = refuse === 0;
    if (!ok) refuse -= 1;
    res.writeHead(ok ? 200 : 500, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: ok, errors: [], messages: [], result: { id: ZONE } }));
  });
});

let app: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const port = (api.address() as AddressInfo).port;
  app = await startServer({
    env: {
      CLOUDFLARE_ZONE_ID: ZONE,
      CLOUDFLARE_API_TOKEN: "purge-token",
      CLOUDFLARE_API_URL: `http://127.0.0.1:${port}/client/v4`,
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => api.close(resolve));
});

/** The purges the fake API has received once there are `count` of them (within 10 s). */
async function purges(count: number): Promise<Seen[]> {
  const until = Date.now() + 10_000;
  while (seen.length < count && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return seen.slice(0, count);
}

describe("purging Cloudflare after a change", () => {
  it("a new category purges the menu's tag, with Cloudflare's request shape", async () => {
    const admin = adminClient(app, await login(app));
    const res = await admin.json("POST", "/api/categories", { name_de: "Suppen" });
    expect(res.status).toBe(201);
    expect(await purges(1)).toEqual([
      {
        method: "POST",
        url: `/client/v4/zones/${ZONE}/purge_cache`,
        authorization: "Bearer purge-token",
        contentType: "application/json",
        body: { tags: ["menu"] },
      },
    ]);
  });

  it("a cache that refuses does not fail the save, and the purge is tried again", async () => {
    seen.length = 0;
    refuse = 1;
    const admin = adminClient(app, await login(app));
    const started = Date.now();
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
    const res = await admin.json("POST", "/api/announcements", {
      text_de: "Heute Live-Musik",
      text_en: "Live music tonight",
      from: today,
      until: today,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [first, second] = await purges(2);
    expect(first?.body).toEqual({ tags: ["announcements"] });
    expect(second?.body).toEqual({ tags: ["announcements"] });
  });
});
