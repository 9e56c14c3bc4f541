import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
});
afterAll(async () => {
  await server.stop();
});

const moduleScriptOf = (html: string) => /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("page scripts load after the first paint", () => {
  for (const page of ["/", "/menu", "/admin"]) {
    it(`${page}: no preload hints, no static imports, modules fetched after the first paint`, async () => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html).not.toContain('rel="modulepreload"');
      const script = moduleScriptOf(html);
      expect(script).not.toMatch(/^\s*import\s/m);
      expect(script).toContain('observe({ type: "paint", buffered: true })');
      const modules = [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1] as string);
      // The route modules of the page and React Router's entry, all of them real files.
      expect(modules.length).toBeGreaterThanOrEqual(3);
      expect(script.indexOf("PerformanceObserver")).toBeLessThan(script.indexOf(`import(`));
      for (const url of modules) {
        const res = await fetch(`${server.url}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/javascript/);
      }
    });
  }
});
