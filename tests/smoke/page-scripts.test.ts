import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;
/** `/` as a server just started sends it, before any page has loaded the code of its parts. */
let firstHome: string;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  firstHome = await (await fetch(`${server.url}/`)).text();
});
afterAll(async () => {
  await server.stop();
});

const moduleScriptOf = (html: string) =>
  /<script(?: nonce="[^"]*")? type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
/** The modules React Router's page script imports: the route manifest, the route modules and (dynamically) the entry. */
const importsOf = (html: string) =>
  [...moduleScriptOf(html).matchAll(/import(?: \* as \w+ from )?\(?\s*"([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
/** The modules the page asks the browser to fetch at once, so it does not find them one level of imports at a time. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1] as string);
/** The route manifest is data: no functions to compile. */
const isManifest = (url: string) => /^\/assets\/manifest-[^/]+\.js$/.test(url);

const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?"(\.\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );

/** The modules a page runs as it starts (the page script's imports and theirs, the manifest aside), by address. */
async function startUpModules(page: string) {
  const html = await (await fetch(`${server.url}${page}`)).text();
  const queue = importsOf(html).filter((url) => !isManifest(url));
  const modules = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (modules.has(url)) continue;
    const code = await (await fetch(`${server.url}${url}`)).text();
    modules.set(url, code);
    for (const relative of staticImports(code))
      queue.push(new URL(relative, `http://x${url}`).pathname);
  }
  return { html, modules };
}

describe("page scripts are React Router's own", () => {
  for (const page of ["/", "/menu", "/admin"]) {
    it(`${page}: the page script imports its modules, each served`, async () => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const modules = importsOf(html);
      // The manifest, React Router's entry and the route modules of the page, all of them real files.
      expect(modules.length).toBeGreaterThanOrEqual(4);
      for (const url of modules) {
        const res = await fetch(`${server.url}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/javascript/);
      }
    });
  }
});

describe("public pages paint before their modules compete for the network (docs/decisions/022)", () => {
  for (const page of [
    "/",
    "/menu",
    "/about",
    "/contact",
    "/middaydiscount",
    "/impressum",
    "/no-such-page",
  ]) {
    it(`${page}: no module preload in the page, and the page script still loads the entry`, async () => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      // Any modulepreload, whatever its attributes: browsers fetch them at high priority.
      expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(importsOf(html).length).toBeGreaterThanOrEqual(4);
    });
  }

  it("/admin: every module the panel starts with is preloaded, so none waits for the one importing it", async () => {
    const { html, modules } = await startUpModules("/admin");
    expect(modules.size).toBeGreaterThanOrEqual(4);
    const preloaded = preloadsOf(html);
    for (const url of modules.keys()) expect(preloaded, url).toContain(url);
  });
});

describe("links need nothing fetched before they navigate", () => {
  it("every page loads the whole route manifest with its modules: no request for it after hydration", async () => {
    const html = await (await fetch(`${server.url}/menu`)).text();
    expect(html).toContain('"routeDiscovery":{"mode":"initial"}');
    const url = importsOf(html).find(isManifest);
    expect(url).toBeDefined();
    const code = await (await fetch(`${server.url}${url}`)).text();
    for (const id of [
      "routes/home",
      "routes/about",
      "routes/contact",
      "routes/middaydiscount",
      "routes/our-story",
      "routes/pdf",
      "routes/impressum",
      "routes/datenschutz",
      "routes/admin",
    ]) {
      expect(code).toContain(`"id":"${id}"`);
    }
  });
});

describe("the browser compiles a page's start-up modules while they download", () => {
  const HINT = "//# allFunctionsCalledOnLoad";

  for (const page of ["/", "/menu"]) {
    it(`${page}: every module the page runs as it starts, imports included, carries V8's compile hint`, async () => {
      const { modules } = await startUpModules(page);
      for (const [url, code] of modules) expect(code.startsWith(`${HINT}\n`), url).toBe(true);
      // The entry (with React's DOM client), the route modules and the shared chunk (React, React Router, the site's common code).
      expect(modules.size).toBeGreaterThanOrEqual(5);
      expect(
        modules.size,
        "the page starts with a handful of files, not one per module",
      ).toBeLessThanOrEqual(8);
    });
  }

  it("modules imported on demand (lightbox, PDF viewer) are compiled only when called", () => {
    const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
    const onDemand = fs
      .readdirSync(assets)
      .filter((name) => /^(image-lightbox|pdf-viewer)-.*\.js$/.test(name));
    expect(onDemand).toHaveLength(2);
    for (const name of onDemand)
      expect(fs.readFileSync(path.join(assets, name), "utf8")).not.toContain(HINT);
  });
});

describe("public pages carry only what visitors need", () => {
  for (const page of ["/", "/menu"]) {
    it(`${page}: React's production build, whoever started the build (vitest sets NODE_ENV=test)`, async () => {
      const { modules } = await startUpModules(page);
      expect(modules.size).toBeGreaterThanOrEqual(5);
      // Only React's development build explains hydration mismatches with this link.
      for (const [url, code] of modules)
        expect(code, url).not.toContain("react.dev/link/hydration-mismatch");
    });

    it(`${page}: no validation code: zod and the API's schemas are the admin's alone`, async () => {
      const { modules } = await startUpModules(page);
      // zod names its error class with this string, which minifying keeps.
      for (const [url, code] of modules) expect(/["`]ZodError["`]/.test(code), url).toBe(false);
    });
  }
});

/** The modules a page's start-up modules import on demand, by address. */
const dynamicImports = (modules: Map<string, string>) =>
  new Set(
    [...modules].flatMap(([url, code]) =>
      [...code.matchAll(/import\(\s*["`](\.\/[^"`]+\.js)["`]\s*\)/g)].map(
        (m) => new URL(m[1] as string, `http://x${url}`).pathname,
      ),
    ),
  );
/** The catalogue of a language among them: the page fetches its own before it hydrates. */
const catalogueOf = (modules: Map<string, string>, lang: "de" | "en") =>
  [...dynamicImports(modules)].find((url) => new RegExp(`^/assets/${lang}-[^/]+\\.js$`).test(url));

describe("`/` starts with its first screen and its own language", () => {
  it("/: a server just started sends the page whole and in order, the sections from chunks of their own included", () => {
    const main = firstHome.slice(firstHome.indexOf("<main"), firstHome.indexOf("</main>"));
    for (const id of ["about", "menu", "visit"]) expect(main).toContain(`id="${id}"`);
    expect(firstHome).toContain("<footer");
    // React's way of sending a boundary after the page: a hidden part that a script moves in.
    expect(firstHome).not.toMatch(/<div hidden id="S:/);
  });

  it("/: neither language's texts are among the modules the page starts with; each is a chunk of its own", async () => {
    const { modules } = await startUpModules("/");
    const code = [...modules.values()].join("\n");
    // A text of each catalogue, as the minified chunk keeps it.
    expect(code).not.toContain("Zum Inhalt springen");
    expect(code).not.toContain("Skip to content");
    const de = catalogueOf(modules, "de");
    const en = catalogueOf(modules, "en");
    expect(de).toBeDefined();
    expect(en).toBeDefined();
    expect(await (await fetch(`${server.url}${de as string}`)).text()).toContain(
      "Zum Inhalt springen",
    );
    expect(await (await fetch(`${server.url}${en as string}`)).text()).toContain("Skip to content");
  });

  it("/: the sections below the first screen, the legal text, the PDF page and the API client come later or never", async () => {
    const { modules } = await startUpModules("/");
    const code = [...modules.values()].join("\n");
    // Strings each of these modules renders or sends, as the minified code keeps them.
    for (const [what, text] of [
      ["about section", "about-title"],
      ["menu section", "menu-title"],
      ["visit section", "visit-title"],
      ["legal text", "border-saffron-100 bg-saffron-50"],
      ["PDF page's placeholder", "aspect-[210/297]"],
      ["API client", "Bearer "],
    ])
      expect(code, what).not.toContain(text);
    // The hero and its way to the menu are part of the first screen.
    expect(code).toContain("hero-title");
  });
});

/**
 * What `/` downloads before it is interactive, Brotli as the server sends it (quality 11, as
 * scripts/compress-assets.mjs packs the assets): the route manifest, the modules the page starts
 * with and the German catalogue it fetches before it hydrates: 111.3 KB on 2026-11-28. React's
 * DOM client (about 54 KB), React Router (about 34 KB) and React with its small helpers come to
 * about 96 KB of it, so 100 KB would leave the first screen, the head's data and one language's
 * texts 4 KB; the budget keeps the site's own share from growing.
 */
const HOME_SCRIPT_BUDGET_KB = 112;

describe("the JavaScript `/` starts with stays within its budget", () => {
  it(`/: the route manifest, every module the page runs as it starts and its catalogue, at most ${HOME_SCRIPT_BUDGET_KB} KB with Brotli`, async () => {
    const { html, modules } = await startUpModules("/");
    const manifest = importsOf(html).find(isManifest);
    expect(manifest).toBeDefined();
    const catalogue = catalogueOf(modules, "de");
    expect(catalogue).toBeDefined();
    const files = [
      ...modules.values(),
      await (await fetch(`${server.url}${manifest as string}`)).text(),
      await (await fetch(`${server.url}${catalogue as string}`)).text(),
    ];
    const bytes = files.reduce(
      (sum, code) =>
        sum + brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    expect(modules.size).toBeGreaterThanOrEqual(5);
    expect(bytes / 1024).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_KB);
  });
});
