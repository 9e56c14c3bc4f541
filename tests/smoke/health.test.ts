import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("GET /healthz", () => {
  it("answers 200 with a small JSON report, never to be cached, and leaves no probe file behind", async () => {
    const before = fs.readdirSync(server.dataDir).sort();
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: "ok", database: "ok", dataDir: "ok" });
    expect(fs.readdirSync(server.dataDir).sort()).toEqual(before);
  });

  it("answers 503 as soon as DATA_DIR takes no writes, though it answered 200 a moment before", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Root may write into any folder whatever its mode, so the folder goes: like a disk that was unmounted.
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", database: "ok", dataDir: "failed" });
    fs.mkdirSync(server.dataDir);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
