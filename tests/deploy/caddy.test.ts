import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, startCaddy, type TestCaddy } from "../support/caddy.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

// The deployment of deploy/: the built app on 127.0.0.1 with TRUST_PROXY=1, behind a real Caddy over HTTPS.
let app: TestServer;
let caddy: TestCaddy;
beforeAll(async () => {
  app = await startServer({ env: { TRUST_PROXY: "1" } });
  caddy = await startCaddy(Number(new URL(app.url).port));
});
afterAll(async () => {
  await caddy?.stop();
  await app?.stop();
});

const viaCaddy = (
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
) => request({ port: caddy.httpsPort, rootCa: caddy.rootCa, path, ...options });

const login = (
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
) =>
  viaCaddy("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
    from,
  });

describe("behind Caddy", () => {
  it("serves the home page over HTTPS with a certificate for the site, compressed once, with HSTS", async () => {
    const res = await viaCaddy("/", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    // The app compresses; Caddy passes that on and does not compress again.
    expect(res.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(res.body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain("Speisekarte ansehen");
  });

  it("redirects plain HTTP to HTTPS, keeping the path and query", async () => {
    const res = await request({ port: caddy.httpPort, path: "/menu?lang=en" });
    expect(res.status).toBe(308);
    expect(res.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/menu\?lang=en$/);
  });

  it("serves the admin panel and signs the admin in", async () => {
    const page = await viaCaddy("/admin");
    expect(page.status).toBe(200);
    // A new restaurant without demo content: the profile's name is still the empty default.
    expect(page.body.toString("utf8")).toContain("<title>Verwaltung · Restaurant</title>");
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, "127.0.0.4");
    expect(res.status).toBe(200);
    const { token } = JSON.parse(res.body.toString("utf8")) as { token: string };
    const categories = await viaCaddy("/api/categories", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(categories.status).toBe(200);
  });

  it("throttles logins by the client's own address, not Caddy's, whatever X-Forwarded-For the client sends", async () => {
    // A new account name each time: only the address adds up the failures.
    let refused: number | undefined;
    for (let attempt = 1; attempt <= 12 && refused === undefined; attempt += 1) {
      const res = await login(`nobody-${attempt}@test.example`, "wrong-password-1", "127.0.0.2");
      if (res.status === 429) refused = attempt;
      else expect(res.status).toBe(401);
    }
    expect(refused).toBeGreaterThan(1);
    // A forged header does not make that client someone else: Caddy's entry stays the last one.
    const forged = await login("nobody-forged@test.example", "wrong-password-1", "127.0.0.2", {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(forged.status).toBe(429);
    // Another client, through the same Caddy, is not held back.
    expect((await login("nobody-else@test.example", "wrong-password-1", "127.0.0.3")).status).toBe(
      401,
    );
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, "127.0.0.3")).status).toBe(200);
  });

  it("answers /healthz through the proxy, never from a cache", async () => {
    const res = await viaCaddy("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({
      status: "ok",
      database: "ok",
      dataDir: "ok",
    });
  });
});
