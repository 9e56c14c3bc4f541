import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

// The built server draws its PDFs on a worker thread started from a file of the build: this is
// the one test that the file is there and works.
describe("the built server's printed menu and table cards", () => {
  for (const path of ["/menu.pdf", "/menu.pdf?lang=en", "/table-cards.pdf"]) {
    it(`answers ${path} with a PDF`, { timeout: 60_000 }, async () => {
      const res = await server.fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    });
  }
});
