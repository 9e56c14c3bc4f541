import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { useAdminServer } from "../support/api.ts";

const ctx = useAdminServer({ env: { SEED_DEMO: "1", TRUST_PROXY: "1" } });

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch: it neither decodes the body nor adds headers of its own. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(ctx.server.url + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const PER_REQUEST = new Set(["x-request-id", "date"]);
const lasting = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

function decoded(res: Raw): string {
  const encoding = res.headers["content-encoding"];
  const body =
    encoding === "br"
      ? brotliDecompressSync(res.body)
      : encoding === "gzip"
        ? gunzipSync(res.body)
        : res.body;
  return body.toString("utf8");
}

const MENU = "/api/public/menu?lang=de";

/** Changes the content version without changing the menu: its answers keep their ETag. */
const touchOpeningHours = () =>
  ctx.api.json("POST", "/api/opening-hours", {
    weekday: 2,
    isClosed: false,
    intervals: [{ open: "11:30", close: "22:00" }],
  });

describe("response cache", () => {
  it("repeats the menu with the same bytes and headers, a fresh request id and its own log line", async () => {
    const first = await get(MENU, { "accept-encoding": "gzip" });
    const second = await get(MENU, { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(second.headers["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    // The log reaches the pipe a moment after the answer.
    const logged = await vi.waitFor(() => {
      const lines = ctx.server
        .output()
        .split("\n")
        .filter((line) => line.includes(String(second.headers["x-request-id"])));
      expect(lines).toHaveLength(1);
      return lines[0] as string;
    });
    expect(JSON.parse(logged)).toMatchObject({
      method: "GET",
      path: "/api/public/menu",
      status: 200,
    });
  });

  it("answers If-None-Match with the same 304 as the app", async () => {
    const { headers } = await get(MENU);
    const etag = String(headers.etag);
    await touchOpeningHours();
    const fromApp = await get(MENU, { "if-none-match": etag });
    await get(MENU);
    const fromCache = await get(MENU, { "if-none-match": etag });
    expect(fromApp.status).toBe(304);
    expect(fromCache.status).toBe(304);
    expect(fromCache.body.length).toBe(0);
    expect(fromCache.headers["content-type"]).toBeUndefined();
    expect(lasting(fromCache.headers)).toEqual(lasting(fromApp.headers));
    expect(fromCache.headers["x-request-id"]).not.toBe(fromApp.headers["x-request-id"]);
  });

  it("shows an admin change on the very next request", async () => {
    const url = "/api/public/menu?lang=en";
    await get(url);
    const [category] = JSON.parse(decoded(await get(url))) as { _id: string; position: number }[];
    await ctx.api.json("PUT", `/api/categories/${category?._id}`, {
      name_en: "Renamed just now",
      position: category?.position,
    });
    expect(JSON.parse(decoded(await get(url)))[0]).toMatchObject({
      _id: category?._id,
      name: "Renamed just now",
    });
  });

  it("keeps each encoding apart: Brotli, gzip and plain decode to the same menu", async () => {
    const plain = decoded(await get(MENU, { "accept-encoding": "identity" }));
    for (let round = 0; round < 2; round++) {
      for (const [accept, encoding] of [
        ["br", "br"],
        ["gzip, deflate", "gzip"],
        ["gzip;q=0, br;q=0", undefined],
        ["", undefined],
      ] as const) {
        const res = await get(MENU, { "accept-encoding": accept });
        expect(res.headers["content-encoding"], accept).toBe(encoding);
        expect(decoded(res), accept).toBe(plain);
      }
    }
  });

  it("keeps the languages of pages apart, by cookie and by address", async () => {
    const htmlLang = async (path: string, cookie?: string) =>
      /<html lang="(\w+)"/.exec(decoded(await get(path, cookie ? { cookie } : {})))?.[1];
    for (let round = 0; round < 3; round++) {
      expect(await htmlLang("/", "lang=en")).toBe("en");
      expect(await htmlLang("/", "lang=de")).toBe("de");
      expect(await htmlLang("/", "theme=dark; lang=en")).toBe("en");
      expect(await htmlLang("/")).toBe("de");
      expect(await htmlLang("/menu?lang=en", "lang=de")).toBe("en");
      expect(await htmlLang("/menu", "lang=de")).toBe("de");
    }
  });

  it("sends HSTS only to HTTPS requests, however often each asks", async () => {
    for (let round = 0; round < 2; round++) {
      expect(
        (await get(MENU, { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
      ).toContain("max-age=");
      expect((await get(MENU)).headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("repeats a 404 page as a 404", async () => {
    const first = await get("/no-such-page", { cookie: "lang=en" });
    const second = await get("/no-such-page", { cookie: "lang=en" });
    expect(second.status).toBe(404);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
  });
});

/**
 * What a visitor gets from the cache must be what the app would have sent: the same status and
 * the same headers, name for name and value for value, less the two written for each request.
 * A header-setting step that kept answers bypass (as when the cache answered in front of the
 * app) makes these fail. A content change that changes nothing shown makes the next request a
 * fresh one; the request after it is answered from the cache.
 */
describe("a kept answer carries exactly the headers of a fresh one", () => {
  const cases = [
    ["a page", "/menu?lang=en", 200],
    ["client-navigation data", "/menu.data?lang=en", 200],
    ["a public API answer", MENU, 200],
    ["the not-found page", "/no-such-page", 404],
  ] as const;
  const encodings = [
    ["with Accept-Encoding: br", { "accept-encoding": "br" }],
    ["without Accept-Encoding", {}],
  ] as const;

  for (const [what, path, status] of cases) {
    for (const [how, headers] of encodings) {
      it(`${what}, ${how}`, async () => {
        await touchOpeningHours();
        const fresh = await get(path, headers);
        const kept = await get(path, headers);
        expect(fresh.status).toBe(status);
        expect(kept.status).toBe(status);
        expect(lasting(kept.headers)).toEqual(lasting(fresh.headers));
        // A page is the same render, its nonce and all: the second answer was the kept one.
        expect(kept.body.equals(fresh.body)).toBe(true);
      });
    }
  }

  for (const [how, headers] of encodings) {
    it(`a 304, ${how}`, async () => {
      const etag = String((await get(MENU, headers)).headers.etag);
      await touchOpeningHours();
      const fresh = await get(MENU, { ...headers, "if-none-match": etag });
      await get(MENU, headers);
      const kept = await get(MENU, { ...headers, "if-none-match": etag });
      expect(fresh.status).toBe(304);
      expect(kept.status).toBe(304);
      expect(lasting(kept.headers)).toEqual(lasting(fresh.headers));
      expect(fresh.headers["x-content-type-options"]).toBe("nosniff");
    });

    it(`a page's 304 carries its 200's headers less those of a body, ${how}`, async () => {
      const page = await get("/menu?lang=en", headers);
      const notModified = await get("/menu?lang=en", {
        ...headers,
        "if-none-match": String(page.headers.etag),
      });
      expect(notModified.status).toBe(304);
      const {
        "content-type": _type,
        "content-encoding": _encoding,
        "content-length": _length,
        ...rest
      } = lasting(page.headers);
      expect(lasting(notModified.headers)).toEqual(rest);
    });
  }
});

describe("rendered pages", () => {
  it("are rendered once and still show an admin change on the very next request", async () => {
    const page = () =>
      ctx.server
        .fetch("/menu?lang=en")
        .then(async (r) => ({ etag: r.headers.get("etag"), html: await r.text() }));
    const first = await page();
    const second = await page();
    expect(second.etag).toBe(first.etag);
    const [category] = (await (await ctx.api.get("/api/categories")).json()) as {
      _id: string;
      position: number;
    }[];
    await ctx.api.json("PUT", `/api/categories/${category?._id}`, {
      name_en: "Freshly renamed",
      position: category?.position,
    });
    const third = await page();
    expect(third.etag).not.toBe(first.etag);
    expect(third.html).toContain("Freshly renamed");
  });
});

/**
 * A page's ETag is that of its render, whose nonce is its own: the same ETag is the same render,
 * the kept one.
 */
describe("what a visitor cannot make the server render", () => {
  const categoryIds = async () =>
    (JSON.parse(decoded(await get("/api/public/menu?lang=de"))) as { _id: string }[]).map(
      (category) => category._id,
    );
  const random = () => Math.random().toString(36).slice(2);

  it("sends values naming nothing to the address without them, and renders the real ones", async () => {
    const [category] = await categoryIds();
    expect((await get(`/menu?category=${category}`)).status).toBe(200);
    const moved = [
      ["/menu?category=no-such-category&veg=1", "/menu?veg=1"],
      ["/middaydiscount?group=No+such+group&image=1", "/middaydiscount"],
      [
        "/middaydiscount?group=Mittagsangebote+dieser+Woche&image=7",
        "/middaydiscount?group=Mittagsangebote+dieser+Woche",
      ],
      ["/menu.data?_routes=routes%2Fno-such-route", "/menu.data"],
      ["/menu.data?_routes=routes%2Fmenu%2Croot", "/menu.data"],
      ["/menu?version=no-such-build", "/menu"],
      ["/menu?paths=%2Fa%2C%2Fb", "/menu"],
    ];
    for (const [from, to] of moved) {
      const res = await get(from as string);
      expect(res.status, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await get("/menu?index=x")).headers.location).toBe("/menu");
    expect((await get("/middaydiscount?group=Mittagsangebote+dieser+Woche&image=1")).status).toBe(
      200,
    );
    expect((await get("/menu.data?_routes=root%2Croutes%2Fmenu")).status).toBe(200);
  });

  it("answers an unknown PDF with the one kept not-found page", async () => {
    const first = await get(`/pdf/${random()}`, { cookie: "lang=en" });
    const second = await get(`/pdf/${random()}`, { cookie: "lang=en" });
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("renders the setup and invite pages once for every token, with none in the page", async () => {
    for (const page of ["/admin/setup", "/admin/invite"]) {
      const token = random();
      const first = await get(`${page}?token=${token}`);
      const second = await get(`${page}?token=${random()}`);
      expect(first.status).toBe(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(decoded(first)).not.toContain(token);
      expect((await get(`${page}?token=${token}&utm_source=x`)).headers.location).toBe(
        `${page}?token=${token}`,
      );
    }
  });

  it("keeps the menu a cache hit through a flood of values naming nothing", async () => {
    await touchOpeningHours();
    const menu = async () => (await get("/menu?lang=en")).headers.etag;
    const kept = await menu();
    expect(await menu()).toBe(kept);
    const targets: [() => string, number][] = [
      [() => `/menu?category=${random()}`, 302],
      [() => `/middaydiscount?group=${random()}&image=${random()}`, 302],
      [() => `/menu.data?_routes=${random()}`, 302],
      [() => `/menu?version=${random()}&paths=${random()}`, 302],
      [() => `/menu?index=${random()}`, 301],
      [() => `/admin/invite?token=${random()}`, 200],
      [() => `/pdf/${random()}`, 404],
    ];
    // More than the cache holds (500): a cache that evicts by recency alone loses the menu.
    for (let i = 0; i < 600; i++) {
      const [target, status] = targets[i % targets.length] as [() => string, number];
      const path = target();
      expect((await get(path)).status, path).toBe(status);
    }
    expect(await menu()).toBe(kept);
  });
});

describe("HEAD and the encodings", () => {
  it("answers HEAD from the kept answer: the headers of GET, no body", async () => {
    for (const headers of [{ "accept-encoding": "br" }, {}] as Record<string, string>[]) {
      const page = await get("/menu?lang=en", headers);
      const head = await get("/menu?lang=en", headers, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(lasting(head.headers)).toEqual(lasting(page.headers));
    }
  });

  it("gives each encoding an ETag of its own, and If-None-Match is answered per encoding", async () => {
    const accepts = ["br", "gzip", "identity"];
    const etags = await Promise.all(
      accepts.map(async (accept) =>
        String((await get("/menu?lang=en", { "accept-encoding": accept })).headers.etag),
      ),
    );
    expect(new Set(etags).size).toBe(3);
    expect(etags[0]).toMatch(/-br"$/);
    expect(etags[1]).toMatch(/-gz"$/);
    expect(
      (
        await get("/menu?lang=en", {
          "accept-encoding": "gzip",
          "if-none-match": etags[0] as string,
        })
      ).status,
    ).toBe(200);
    expect(
      (await get("/menu?lang=en", { "accept-encoding": "br", "if-none-match": etags[0] as string }))
        .status,
    ).toBe(304);
    expect((await get("/menu?lang=en", { "if-none-match": etags[2] as string })).status).toBe(304);
    expect((await get("/menu?lang=en", { "accept-encoding": "br" })).headers.vary).toBe(
      "Accept-Encoding",
    );
  });
});
