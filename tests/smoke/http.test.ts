import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { RawConnection } from "../support/raw-http.ts";
import { startServer, TEST_ADMIN, type TestServer } from "../support/server.ts";

let server: TestServer;
const currentMinute = () => Math.floor(Date.now() / 60_000);
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1", TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server.stop();
});

describe("security headers", () => {
  it("a page's policy allows the scripts that carry its render's nonce and nothing derived from the page", async () => {
    const startedMinute = currentMinute();
    const res = await fetch(`${server.url}/menu`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    const scriptSrc =
      policy
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    const nonce = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22,}={0,2})'$/.exec(scriptSrc)?.[1];
    expect(nonce, scriptSrc).toBeDefined();
    expect(policy).not.toContain("sha256-");
    expect(policy).toContain("frame-ancestors 'none'");
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
    ].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(2);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    // A repeat is the same render, its nonce with it; another render has a nonce of its own.
    const again = await fetch(`${server.url}/menu`);
    const againHtml = await again.text();
    // Kept until the clock's next change (an opening, a closing, midnight), always on a whole minute.
    if (currentMinute() === startedMinute) {
      expect(again.headers.get("content-security-policy")).toBe(policy);
      expect(againHtml).toBe(html);
    }
    const other = await fetch(`${server.url}/about`);
    const otherNonce = /'nonce-([^']+)'/.exec(
      other.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(otherNonce).toBeDefined();
    expect(otherNonce).not.toBe(nonce);
    expect(await other.text()).toContain(`nonce="${otherNonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS only over HTTPS (here: behind a trusted proxy)", async () => {
    const res = await fetch(`${server.url}/api/public/opening-hours`, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("API answers allow nothing to run or frame them, and leave the page-only headers to pages", async () => {
    const res = await fetch(`${server.url}/api/public/menu`);
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    for (const pageOnly of [
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(res.headers.get(pageOnly), pageOnly).toBeNull();
    }
  });
});

describe("caching and compression", () => {
  it("pages and public API answers have ETags and answer 304", async () => {
    for (const path of [
      "/",
      "/menu?lang=en",
      "/api/public/menu?lang=de",
      "/api/public/opening-hours",
      "/api/menu-images?lang=de",
    ]) {
      const first = await fetch(server.url + path);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await fetch(server.url + path, {
        headers: { "if-none-match": etag as string },
      });
      expect(again.status, path).toBe(304);
    }
  });

  it("compresses with Brotli or gzip as the client accepts", async () => {
    const plain = await (
      await fetch(`${server.url}/api/public/menu?lang=de`, {
        headers: { "accept-encoding": "identity" },
      })
    ).text();
    const res = await fetch(`${server.url}/api/public/menu?lang=de`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe(plain);
    const raw = await import("node:http").then(
      (http) =>
        new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
          for (const encoding of ["br", "gzip"]) {
            http
              .get(
                `${server.url}/api/public/menu?lang=de`,
                { headers: { "accept-encoding": encoding } },
                (r) => {
                  const chunks: Buffer[] = [];
                  r.on("data", (c: Buffer) => chunks.push(c));
                  r.on("end", () => {
                    const body = Buffer.concat(chunks);
                    const decoded =
                      encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
                    if (decoded.toString() !== plain) reject(new Error(`${encoding} body differs`));
                    if (encoding === "gzip")
                      resolve({ encoding: r.headers["content-encoding"], body });
                  });
                },
              )
              .on("error", reject);
          }
        }),
    );
    expect(raw.encoding).toBe("gzip");
    expect(raw.body.length).toBeLessThan(plain.length / 3);
  });

  it("the admin's answers come compressed too, and read the same", async () => {
    const token = await login(server);
    const dishes = (encoding: string) =>
      fetch(`${server.url}/api/dishes`, {
        headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding },
      });
    const plain = await (await dishes("identity")).text();
    expect(plain.length).toBeGreaterThan(10_000);
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        void import("node:http").then((http) =>
          http
            .get(
              `${server.url}/api/dishes`,
              { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } },
              (r) => {
                const chunks: Buffer[] = [];
                r.on("data", (c: Buffer) => chunks.push(c));
                r.on("end", () =>
                  resolve({ encoding: r.headers["content-encoding"], body: Buffer.concat(chunks) }),
                );
              },
            )
            .on("error", reject),
        );
      },
    );
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(plain);
    expect(raw.body.length).toBeLessThan(plain.length / 4);
    // Never kept by a cache between: each member's own.
    expect((await dishes("gzip")).headers.get("cache-control")).toMatch(/\bno-store\b/);
  });

  it("hashed assets are cached for a year", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(server.url + asset, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Compressed once at build time, not per request.
    expect(res.headers.get("content-encoding")).toBe("br");
  });

  it("an unknown page answers 404 with the one not-found page of its language", async () => {
    const pageFor = async (path: string, lang: string) => {
      const res = await fetch(server.url + path, {
        headers: { cookie: `lang=${lang}`, "accept-encoding": "br" },
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).not.toContain("scanner-probe");
      return { etag: res.headers.get("etag"), html };
    };
    // Every render has a nonce of its own, so one ETag for six addresses means one render (two
    // when the minute, which the page's opening hours follow, turned meanwhile).
    const german = await Promise.all(
      [
        "/no-such-page",
        "/wp-admin/scanner-probe.php",
        "/assets/scanner-probe.js",
        "/a/b/c/scanner-probe?x=1",
        "/x.scanner-probe",
        "/menu/scanner-probe",
      ].map((p) => pageFor(p, "de")),
    );
    expect(new Set(german.map((p) => p.etag)).size).toBeLessThanOrEqual(2);
    expect(german[0]?.html).toContain('lang="de"');
    const english = await Promise.all(
      ["/no-such-page", "/.env.scanner-probe", "/en/scanner-probe"].map((p) => pageFor(p, "en")),
    );
    expect(new Set(english.map((p) => p.etag)).size).toBeLessThanOrEqual(2);
    expect(english[0]?.etag).not.toBe(german[0]?.etag);
    expect(english[0]?.html).toContain('lang="en"');
    // Its links name the language only when the address did, as on any page: a tap before the
    // page runs leads where it leads once it runs.
    const homeLinks = (html: string) => html.match(/href="\/(\?lang=\w+)?"/g);
    expect(homeLinks(english[0]?.html ?? "")).toContain('href="/"');
    expect(homeLinks(english[0]?.html ?? "")).not.toContain('href="/?lang=en"');
    const inAddress = await (await fetch(`${server.url}/no-such-page?lang=en`)).text();
    expect(homeLinks(inAddress)).toContain('href="/?lang=en"');
    expect(homeLinks(inAddress)).not.toContain('href="/"');
  });
});

describe("logs", () => {
  it("one line per request with a request id, never a password or token", async () => {
    const token = await login(server);
    const api = adminClient(server, token);
    await api.get("/api/categories");
    await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...TEST_ADMIN, password: "wrong-secret-987" }),
    });
    const res = await api.get("/api/dishes?token=abc");
    const id = res.headers.get("x-request-id");
    const out = server.output();
    expect(out).toContain(id);
    expect(out).not.toContain(token);
    expect(out).not.toContain(TEST_ADMIN.password);
    expect(out).not.toContain("wrong-secret-987");
    expect(out).not.toContain("token=abc");
    const line = out.split("\n").find((l) => l.includes(id as string)) ?? "";
    expect(JSON.parse(line)).toMatchObject({ method: "GET", path: "/api/dishes", status: 200, id });
  });
});

describe("search engines", () => {
  it("robots.txt keeps crawlers out of the admin and the API and names the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("the sitemap lists every public page in both languages with alternates", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL((m[1] ?? "").replace(/&amp;/g, "&")),
    );
    for (const path of [
      "/",
      "/about",
      "/menu",
      "/contact",
      "/middaydiscount",
      "/our-story",
      "/impressum",
      "/datenschutz",
    ]) {
      for (const lang of ["de", "en"])
        expect(
          locs.some((u) => u.pathname === path && u.searchParams.get("lang") === lang),
          `${path} ${lang}`,
        ).toBe(true);
    }
    expect(xml).toContain('hreflang="de"');
    expect(xml).toContain('hreflang="en"');
    // An alternate must be an address that is its own canonical one, which the sitemap lists:
    // the bare address names the German one as canonical, so it is no alternate (x-default included).
    const alternates = [...xml.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.length).toBe(locs.length * 3);
    const listed = new Set(xml.match(/<loc>[^<]+<\/loc>/g)?.map((l) => l.slice(5, -6)));
    expect(alternates.filter((href) => !listed.has(href ?? ""))).toEqual([]);
  });
});

describe("connections", () => {
  it("keeps an idle connection longer than a proxy in front keeps it (Caddy 2 minutes, Varnish 60 s)", async () => {
    const header = await new Promise<string>((resolve, reject) => {
      void import("node:http").then((http) => {
        const agent = new http.Agent({ keepAlive: true });
        http
          .get(`${server.url}/healthz`, { agent }, (r) => {
            r.resume();
            r.on("end", () => {
              agent.destroy();
              resolve(String(r.headers["keep-alive"] ?? ""));
            });
          })
          .on("error", reject);
      });
    });
    const seconds = Number(/timeout=(\d+)/.exec(header ?? "")?.[1]);
    expect(seconds).toBeGreaterThan(120);
  });

  const normal = async (connection: RawConnection) => {
    const res = await connection.request("GET", "/api/public/opening-hours");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toBeInstanceOf(Array);
  };

  it("an answer sent before the body was read leaves the keep-alive connection usable", async () => {
    const token = await login(server);
    const connection = await RawConnection.open(server.url);
    try {
      const json = { "content-type": "application/json" };
      const early = [
        // Declared larger than the JSON limit: refused before a byte of it is read.
        {
          status: 413,
          send: () => connection.request("POST", "/api/auth/login", json, "x".repeat(300 * 1024)),
        },
        {
          status: 401,
          send: () =>
            connection.request(
              "PUT",
              "/api/categories/anything",
              json,
              JSON.stringify({ name_en: "x".repeat(50_000) }),
            ),
        },
        {
          status: 400,
          send: () =>
            connection.request(
              "POST",
              "/api/dishes",
              { authorization: `Bearer ${token}`, "content-type": "text/plain" },
              "y".repeat(80_000),
            ),
        },
        // Larger than any upload may be: still read to its end, the connection kept.
        {
          status: 413,
          send: () =>
            connection.request(
              "POST",
              "/api/dishes",
              {
                authorization: `Bearer ${token}`,
                "content-type": "multipart/form-data; boundary=x",
              },
              Buffer.alloc(17 * 1024 * 1024, 120),
            ),
        },
        {
          status: 401,
          send: () =>
            connection.request(
              "POST",
              "/api/dishes",
              { "content-type": "multipart/form-data; boundary=x" },
              Buffer.alloc(3 * 1024 * 1024, 120),
            ),
        },
        {
          status: 413,
          send: () =>
            connection.request(
              "POST",
              "/api/auth/login",
              { "content-type": "application/json", "transfer-encoding": "chunked" },
              `${(200 * 1024).toString(16)}\r\n${"z".repeat(200 * 1024)}\r\n0\r\n\r\n`,
            ),
        },
      ];
      for (const { status, send } of early) {
        const res = await send();
        expect(res.status).toBe(status);
        expect(res.headers.connection).toBe("keep-alive");
        await normal(connection);
      }
    } finally {
      connection.close();
    }
  });

  it("a body declared too large to wait for is answered with Connection: close, and the next connection works", async () => {
    const connection = await RawConnection.open(server.url);
    try {
      // Only the start of it is sent: the answer comes first, then the server closes.
      const res = await connection.request(
        "POST",
        "/api/dishes",
        {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(200 * 1024 * 1024),
        },
        Buffer.alloc(64 * 1024, 120),
      );
      expect(res.status).toBe(401);
      expect(res.headers.connection).toBe("close");
      expect(await connection.closedByServer()).toBe(true);
    } finally {
      connection.close();
    }
    const next = await RawConnection.open(server.url);
    await normal(next);
    next.close();
  });
});
