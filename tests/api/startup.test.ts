import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server.ts";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe("start-up", () => {
  it("fills a new database with demo content once", async () => {
    const server = await startServer({ env: { SEED_DEMO: "1" } });
    servers.push(server);
    const menu = (await (await fetch(`${server.url}/api/public/menu?lang=de`)).json()) as { dishes: { imageUrl: string | null; titleI18n: { en: string; de: string } }[] }[];
    expect(menu.length).toBeGreaterThanOrEqual(6);
    const dishes = menu.flatMap((c) => c.dishes);
    expect(dishes.length).toBeGreaterThanOrEqual(30);
    expect(dishes.every((d) => d.titleI18n.en && d.titleI18n.de && d.imageUrl)).toBe(true);
    const hours = (await (await fetch(`${server.url}/api/public/opening-hours`)).json()) as { isClosed: boolean; intervals: { open: string; close: string }[] }[];
    expect(hours).toHaveLength(7);
    expect(hours.some((d) => d.isClosed)).toBe(true);
    expect(hours.some((d) => d.intervals.length > 1)).toBe(true);
    expect(hours.some((d) => d.intervals.some((i) => i.close <= i.open))).toBe(true);
    const images = (await (await fetch(`${server.url}/api/menu-images`)).json()) as { kind: string; language: string; _id: string }[];
    expect(new Set(images.filter((i) => i.kind === "image").map((i) => i.language))).toEqual(new Set(["en", "de"]));
    const pdf = images.find((i) => i.kind === "pdf");
    expect((await fetch(`${server.url}/api/public/pdfs/${pdf?._id}`)).status).toBe(200);

    await server.stop();
    const again = await startServer({ dataDir: server.dataDir, env: { SEED_DEMO: "1" } });
    servers.push(again);
    const menuAgain = (await (await fetch(`${again.url}/api/public/menu?lang=de`)).json()) as unknown[];
    expect(menuAgain).toHaveLength(menu.length);
  }, 60_000);

  it("starts empty with SEED_DEMO=0", async () => {
    const server = await startServer({ env: { SEED_DEMO: "0" } });
    servers.push(server);
    expect(await (await fetch(`${server.url}/api/public/menu`)).json()).toEqual([]);
  });

  it("refuses to start with an invalid environment and says why", async () => {
    await expect(startServer({ env: { PORT: "not-a-port" } })).rejects.toThrow(/PORT/);
  });
});
