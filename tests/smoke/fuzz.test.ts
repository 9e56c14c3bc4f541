import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, blob, formOf, login, pngImage, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/**
 * Throws malformed input at every endpoint, with and without a valid token, and checks that
 * nothing answers 5xx and no stored data changes. Deterministic: a seeded generator.
 */
let server: TestServer;
let api: ApiClient;
let categoryId: string;
let dishId: string;
let imageId: string;

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
/** Like encodeURIComponent, but a lone surrogate (which it refuses) travels as raw bytes. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

/**
 * Requests share a few keep-alive connections, as a browser's would: an answer the server sends
 * before it has read a body must leave the connection fit for the next request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
function send(
  request: Request,
  body: Buffer | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        agent,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const NASTY_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE dishes; --',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "{{7*7}}${7*7}",
  "\u0000\u0001\u0007\u001b[31m",
  "\ud800",
  "🍛".repeat(500),
  "x".repeat(5000),
  "__proto__",
  "constructor",
  "NaN",
  "-1e309",
  "",
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  [],
  [1, 2],
  {},
  { $gt: "" },
  ...NASTY_STRINGS,
];

function nastyObject(fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) body[f] = pick(WRONG_VALUES);
  // At least one field has a type no schema accepts, so the request is surely invalid.
  body[fields[0] as string] = pick([null, [], {}, { $gt: "" }, [1, 2]]);
  if (random() < 0.5)
    Object.assign(
      body,
      JSON.parse(
        '{"__proto__": {"isAdmin": true, "polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}',
      ),
    );
  return body;
}

function brokenJson(): string {
  return pick([
    "{",
    '{"name_en": ',
    "[1,2",
    "null",
    "42",
    '"str"',
    "{'single': 1}",
    "\u0000",
    '{"a":1}}',
    "x".repeat(200_000),
  ]);
}

/** A multipart body with a broken shape: wrong boundary, truncated part, no parts at all. */
function brokenMultipart(): { body: string; type: string } {
  return pick([
    {
      body: '--xyz\r\nContent-Disposition: form-data; name="title_en"\r\n\r\nA',
      type: "multipart/form-data; boundary=xyz",
    },
    { body: "garbage", type: "multipart/form-data; boundary=abc" },
    { body: "--abc--\r\n", type: "multipart/form-data" },
    {
      body: '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\r\n--abc--\r\n',
      type: "multipart/form-data; boundary=abc",
    },
    { body: "title=x&language=en", type: "text/plain" },
  ]);
}

const jsonEndpoints = () => [
  { method: "POST", path: "/api/auth/login", fields: ["email", "password"] },
  { method: "POST", path: "/api/categories", fields: ["name_en", "name_de", "position"] },
  {
    method: "PUT",
    path: `/api/categories/${categoryId}`,
    fields: ["name_en", "name_de", "position"],
  },
  { method: "POST", path: "/api/opening-hours", fields: ["weekday", "isClosed", "intervals"] },
  {
    method: "POST",
    path: "/api/special-days",
    fields: ["from", "to", "isClosed", "intervals", "note_en", "note_de"],
  },
  { method: "PUT", path: "/api/categories/order", fields: ["ids"] },
  { method: "PUT", path: "/api/dishes/order", fields: ["categoryId", "ids"] },
];
const multipartEndpoints = () => [
  {
    method: "POST",
    path: "/api/dishes",
    fields: [
      "categoryId",
      "title_en",
      "title_de",
      "description_en",
      "description_de",
      "priceCents",
      "position",
      "isVeg",
      "isSpicy",
    ],
  },
  {
    method: "PUT",
    path: `/api/dishes/${dishId}`,
    fields: [
      "allergens",
      "additives",
      "categoryId",
      "title_en",
      "priceCents",
      "position",
      "isVeg",
      "isSpicy",
    ],
  },
  { method: "POST", path: "/api/menu-images", fields: ["title", "language"] },
];
const idPaths = () => [
  ["PUT", "/api/categories/"],
  ["DELETE", "/api/categories/"],
  ["PUT", "/api/dishes/"],
  ["DELETE", "/api/dishes/"],
  ["DELETE", "/api/opening-hours/"],
  ["DELETE", "/api/menu-images/"],
  ["DELETE", "/api/special-days/"],
  ["GET", "/api/public/pdfs/"],
  ["GET", "/uploads/"],
];
const queryPaths = [
  "/api/public/special-days?lang=",
  "/api/public/menu?lang=",
  "/api/public/opening-hours?x=",
  "/api/menu-images?lang=",
  "/api/dishes?categoryId=",
  "/api/categories?x=",
  "/api/opening-hours?x=",
  "/api/special-days?x=",
];
/** The site's pages, their client-navigation data and the files beside them. */
const pagePaths = [
  "/",
  "/menu",
  "/about",
  "/contact",
  "/middaydiscount",
  "/our-story",
  "/impressum",
  "/datenschutz",
  "/admin",
  "/pdf/",
  "/menu.data",
  "/robots.txt",
  "/sitemap.xml",
  "/no-such-page/",
];

async function snapshot(): Promise<string> {
  const parts = await Promise.all(
    [
      "/api/categories",
      "/api/dishes",
      "/api/opening-hours",
      "/api/special-days",
      "/api/menu-images",
      "/api/public/menu?lang=de",
      "/api/public/menu?lang=en",
    ].map(async (p) => (await api.get(p)).text()),
  );
  return parts.join("\n");
}

beforeAll(async () => {
  server = await startServer();
  api = adminClient(server, await login(server));
  categoryId = (
    (await (
      await api.json("POST", "/api/categories", { name_en: "Fuzz", name_de: "Fuzz" })
    ).json()) as { _id: string }
  )._id;
  dishId = (
    (await (
      await api.form(
        "POST",
        "/api/dishes",
        formOf({ categoryId, title_en: "Stable", priceCents: "100" }),
      )
    ).json()) as { _id: string }
  )._id;
  imageId = (
    (await (
      await api.form(
        "POST",
        "/api/menu-images",
        formOf({ title: "Flyer", language: "de" }, { file: [blob(await pngImage()), "f.png"] }),
      )
    ).json()) as { _id: string }
  )._id;
  await api.json("POST", "/api/opening-hours", {
    weekday: 3,
    isClosed: false,
    intervals: [{ open: "11:00", close: "22:00" }],
  });
});
afterAll(async () => {
  agent.destroy();
  await server.stop();
});

describe("fuzzing every endpoint", () => {
  it("never answers 5xx, never breaks a connection and never changes stored data", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    const check = async (label: string, url: string, init: RequestInit = {}) => {
      const request = new Request(url, init);
      const body = init.body === undefined ? undefined : Buffer.from(await request.arrayBuffer());
      try {
        const res = await send(request, body);
        if (res.status >= 500) failures.push(`${label} → ${res.status} ${res.text}`);
      } catch (error) {
        failures.push(`${label} → socket error ${String(error)}`);
      }
    };
    const headerSets: Record<string, string>[] = [
      { authorization: `Bearer ${api.token}` },
      {},
      { authorization: "Bearer not-a-token" },
    ];

    /** Every endpoint once per header set, with fresh bad input: requests to make, not yet made. */
    const round = () => {
      const requests: (() => Promise<void>)[] = [];
      const add = (label: string, url: string, init: RequestInit = {}) =>
        requests.push(() => check(label, url, init));
      for (const headers of headerSets) {
        for (const e of jsonEndpoints()) {
          const body = random() < 0.5 ? JSON.stringify(nastyObject(e.fields)) : brokenJson();
          add(`${e.method} ${e.path} ${body.slice(0, 80)}`, server.url + e.path, {
            method: e.method,
            headers: {
              ...headers,
              "content-type": pick([
                "application/json",
                "application/json",
                "text/plain",
                "application/x-www-form-urlencoded",
              ]),
            },
            body,
          });
        }
        for (const e of multipartEndpoints()) {
          if (random() < 0.5) {
            const form = new FormData();
            for (const f of e.fields) form.append(f, String(pick(WRONG_VALUES)));
            if (e.path.startsWith("/api/dishes") && random() < 0.5)
              form.set("categoryId", pick(NASTY_STRINGS));
            if (e.path === "/api/menu-images")
              form.set("language", pick(["fr", "", "EN", "de\u0000"]));
            form.append(
              e.path === "/api/menu-images" ? "file" : "image",
              blob(Buffer.from(pick(NASTY_STRINGS) || "x")),
              pick(["a.jpg", "../../x.png", "x.svg", "evil.pdf"]),
            );
            add(`${e.method} ${e.path} (nasty form)`, server.url + e.path, {
              method: e.method,
              headers,
              body: form,
            });
          } else {
            const broken = brokenMultipart();
            add(`${e.method} ${e.path} (broken multipart)`, server.url + e.path, {
              method: e.method,
              headers: { ...headers, "content-type": broken.type },
              body: broken.body,
            });
          }
        }
        for (const [method, prefix] of idPaths()) {
          const id = encode(pick(NASTY_STRINGS)) || "%2e%2e";
          add(`${method} ${prefix}${id}`, `${server.url}${prefix}${id}`, {
            method,
            headers: { ...headers, "content-type": "application/json" },
            body: method === "PUT" ? "{}" : undefined,
          });
        }
        for (const q of queryPaths)
          add(`GET ${q}`, `${server.url}${q}${encode(pick(NASTY_STRINGS))}&lang=xx&lang=de`, {
            headers,
          });
        for (const p of pagePaths) {
          const lang = pick(["de", "en", "xx", encode(pick(NASTY_STRINGS))]);
          add(
            `GET ${p}`,
            `${server.url}${p}${p.endsWith("/") ? encode(pick(NASTY_STRINGS)) : ""}?lang=${lang}`,
            {
              headers: {
                ...headers,
                cookie: `lang=${encode(pick(NASTY_STRINGS))}`,
                "accept-encoding": pick(["br", "gzip", "identity", "x;q=oops"]),
              },
            },
          );
        }
        // Logging out with this header set's token; never the valid one, which the checks use.
        if (!headers.authorization?.includes(api.token))
          add("POST /api/auth/logout", `${server.url}/api/auth/logout`, {
            method: "POST",
            headers,
          });
        add("unknown method", `${server.url}/api/categories`, {
          method: pick(["PATCH", "OPTIONS", "PROPFIND"]),
          headers,
        });
      }
      return requests;
    };

    let sequential = 0;
    for (let r = 0; r < 4; r++) {
      for (const request of round()) {
        await request();
        sequential += 1;
      }
    }
    // Then as many again, twelve at once.
    const bursts = [...round(), ...round(), ...round(), ...round()];
    for (let i = 0; i < bursts.length; i += 12)
      await Promise.all(bursts.slice(i, i + 12).map((request) => request()));
    const total = sequential + bursts.length;
    console.log(
      `fuzz: ${total} requests (${bursts.length} of them in bursts of 12 at once), ${failures.length} failures`,
    );
    expect(total).toBeGreaterThanOrEqual(500);

    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/api/public/opening-hours`)).status).toBe(200);
    expect(await snapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await fetch(`${server.url}/api/public/pdfs/${imageId}`)).status).toBe(404);
  }, 240_000);
});
