import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
});
afterAll(async () => {
  await server.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`);
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";
const manifestLinks = (html: string) =>
  [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1]);
/** The built files a page names: module preloads, scripts, stylesheets. */
const builtFilesOf = (html: string) =>
  new Set([...html.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((m) => m[1] as string));
/** The files the worker's script keeps, from its list. */
const keptFilesOf = (script: string) =>
  JSON.parse(/const FILES = (\[[^\n]*\]);/.exec(script)?.[1] ?? "[]") as string[];

const moduleScriptOf = (html: string) =>
  /<script(?: nonce="[^"]*")? type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
/** The modules React Router's page script imports: the route manifest, the route modules and (dynamically) the entry. */
const pageImportsOf = (html: string) =>
  [...moduleScriptOf(html).matchAll(/import(?: \* as \w+ from )?\(?\s*"([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?"(\.\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
/** The given modules and every module they import statically, by address, with their code. */
async function withStaticImports(urls: readonly string[]) {
  const queue = [...urls];
  const modules = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (modules.has(url)) continue;
    const code = await (await get(url)).text();
    modules.set(url, code);
    for (const relative of staticImports(code))
      queue.push(new URL(relative, `http://x${url}`).pathname);
  }
  return modules;
}
/** In zod's own code (the class of its errors) and in nothing of ours. */
const ZOD_MARK = "ZodError";
const withZod = (modules: Map<string, string>) =>
  [...modules].filter(([, code]) => code.includes(ZOD_MARK)).map(([url]) => url);

/** The admin's tabs that come as chunks of their own, by their modules' names. */
const LAZY_TABS = [
  "categories-tab",
  "dishes-tab",
  "opening-hours-tab",
  "menu-images-tab",
  "restaurant-tab",
  "history-tab",
  "visits-tab",
  "team-tab",
];

describe("the admin as an app on the phone", () => {
  it("the admin page links its own manifest, and its policy lets the worker and the manifest load", async () => {
    const res = await get("/admin");
    const html = await res.text();
    expect(manifestLinks(html)).toEqual(["/admin.webmanifest"]);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(directive(policy, "worker-src")).toContain("'self'");
    expect(directive(policy, "manifest-src")).toContain("'self'");
  });

  it("the admin page fetches no display face for headings it does not show; public pages do", async () => {
    const face = /playfair-display-[\w-]+\.woff2/;
    expect(await (await get("/admin")).text()).not.toMatch(face);
    for (const page of ["/", "/menu"]) expect(await (await get(page)).text(), page).toMatch(face);
  });

  it("public pages link the site's manifest and name no worker", async () => {
    for (const page of ["/", "/menu"]) {
      const html = await (await get(page)).text();
      expect(manifestLinks(html), page).toEqual(["/manifest.webmanifest"]);
      expect(html, page).not.toContain("admin-sw.js");
    }
  });

  it("the worker's script is asked for afresh on every visit, carries no policy to bind it, and keeps every built file the admin starts with", async () => {
    const res = await get("/admin-sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    // Browsers ask again each time (a shared cache in front may keep it a minute, as it does pages).
    expect(res.headers.get("cache-control")).toMatch(/\b(no-cache|max-age=0)\b/);
    expect(res.headers.get("content-security-policy")).toBeNull();
    const script = await res.text();
    const kept = keptFilesOf(script);
    const named = builtFilesOf(await (await get("/admin")).text());
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((file) => !kept.includes(file))).toEqual([]);
    for (const file of kept) expect((await get(file)).status, file).toBe(200);
    // Nothing of the API is ever kept.
    expect(script).not.toContain("/api/");
    // The same build, the same script: browsers install a worker only when a deploy changed it.
    expect(await (await get("/admin-sw.js")).text()).toBe(script);
  });

  it("the admin starts without the code of its tabs but Heute, and the worker keeps that code too", async () => {
    const kept = keptFilesOf(await (await get("/admin-sw.js")).text());
    const named = builtFilesOf(await (await get("/admin")).text());
    expect([...named].some((file) => /^\/assets\/admin-[\w-]+\.js$/.test(file))).toBe(true);
    for (const tab of LAZY_TABS) {
      const chunk = kept.find((file) => new RegExp(`^/assets/${tab}-[\\w-]{8}\\.js$`).test(file));
      expect(chunk, tab).toBeDefined();
      expect(named.has(chunk as string), tab).toBe(false);
    }
  });

  it("the worker keeps the site's texts in both languages, without which the page does not start", async () => {
    const kept = keptFilesOf(await (await get("/admin-sw.js")).text());
    for (const [lang, title] of [
      ["de", "Indisches Restaurant"],
      ["en", "Indian Restaurant"],
    ]) {
      const catalogue = kept.filter((file) =>
        new RegExp(`^/assets/${lang}-[\\w-]{8}\\.js$`).test(file),
      );
      expect(catalogue, lang).toHaveLength(1);
      expect(await (await get(catalogue[0] as string)).text(), lang).toContain(title);
    }
    // What only the public pages load on demand stays out: the PDF viewer's code.
    expect(kept.some((file) => /pdf/i.test(file))).toBe(false);
  });

  it("the admin page fetches its language's texts with its modules, not after they have run; public pages preload nothing", async () => {
    for (const [lang, title] of [
      ["de", "Indisches Restaurant"],
      ["en", "Indian Restaurant"],
    ]) {
      const html = await (await get(`/admin?lang=${lang}`)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1] as string,
      );
      const catalogue = preloaded.filter((file) => /^\/assets\/(de|en)-[\w-]{8}\.js$/.test(file));
      expect(catalogue, lang).toEqual([expect.stringMatching(new RegExp(`^/assets/${lang}-`))]);
      expect(await (await get(catalogue[0] as string)).text(), lang).toContain(title);
    }
    // Decision record 022: a public page's modules come after its first paint, its texts too.
    expect(await (await get("/menu")).text()).not.toContain('rel="modulepreload"');
  });

  it("the admin starts without zod and the schemas; the forms and the tabs that check input load them", async () => {
    const start = await withStaticImports(pageImportsOf(await (await get("/admin")).text()));
    expect(start.size).toBeGreaterThan(3);
    expect(withZod(start)).toEqual([]);
    const kept = keptFilesOf(await (await get("/admin-sw.js")).text());
    for (const form of [
      "login-form",
      "change-password-form",
      "categories-tab",
      "dishes-tab",
      "opening-hours-tab",
      "team-tab",
    ]) {
      const chunk = kept.find((file) => new RegExp(`^/assets/${form}-[\\w-]{8}\\.js$`).test(file));
      expect(chunk, form).toBeDefined();
      const loaded = await withStaticImports([chunk as string]);
      expect(withZod(loaded), form).toHaveLength(1);
      expect(withZod(loaded)[0], form).toMatch(/^\/assets\/contract-[\w-]{8}\.js$/);
    }
  });
});
