import { afterAll, describe, expect, it } from "vitest";
import { adminClient, login } from "../support/api.ts";
import { listening, startServer, type TestServer } from "../support/server.ts";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe("start-up", () => {
  it("fills a new database with demo content once", async () => {
    const server = await startServer({ env: { SEED_DEMO: "1" } });
    servers.push(server);
    const menu = (await (await fetch(`${server.url}/api/public/menu?lang=de`)).json()) as {
      dishes: { imageUrl: string | null; titleI18n: { en: string; de: string } }[];
    }[];
    expect(menu.length).toBeGreaterThanOrEqual(6);
    const dishes = menu.flatMap((c) => c.dishes);
    expect(dishes.length).toBeGreaterThanOrEqual(30);
    expect(dishes.every((d) => d.titleI18n.en && d.titleI18n.de && d.imageUrl)).toBe(true);
    const hours = (await (await fetch(`${server.url}/api/public/opening-hours`)).json()) as {
      isClosed: boolean;
      intervals: { open: string; close: string }[];
    }[];
    expect(hours).toHaveLength(7);
    expect(hours.some((d) => d.isClosed)).toBe(true);
    expect(hours.some((d) => d.intervals.length > 1)).toBe(true);
    expect(hours.some((d) => d.intervals.some((i) => i.close <= i.open))).toBe(true);
    const images = (await (await fetch(`${server.url}/api/menu-images`)).json()) as {
      kind: string;
      language: string;
      _id: string;
    }[];
    expect(new Set(images.filter((i) => i.kind === "image").map((i) => i.language))).toEqual(
      new Set(["en", "de"]),
    );
    const pdf = images.find((i) => i.kind === "pdf");
    expect((await fetch(`${server.url}/api/public/pdfs/${pdf?._id}`)).status).toBe(200);

    await server.stop();
    const again = await startServer({ dataDir: server.dataDir, env: { SEED_DEMO: "1" } });
    servers.push(again);
    const menuAgain = (await (
      await fetch(`${again.url}/api/public/menu?lang=de`)
    ).json()) as unknown[];
    expect(menuAgain).toHaveLength(menu.length);
  }, 60_000);

  it("lets staff remove all demo content in one action, keeping what they changed", async () => {
    const server = await startServer({ env: { SEED_DEMO: "1" } });
    servers.push(server);
    expect(server.output()).toContain("The site shows demo content");
    const admin = adminClient(server, await login(server));
    expect((await fetch(`${server.url}/api/demo-content`)).status).toBe(401);
    const before = (await (await admin.get("/api/demo-content")).json()) as {
      present: boolean;
      categories: number;
      menuImages: number;
    };
    expect(before).toMatchObject({ present: true, menuImages: 6 });
    expect(before.categories).toBeGreaterThanOrEqual(6);

    // Staff made Monday their own and added a category of their own.
    const monday = { weekday: 1, isClosed: false, intervals: [{ open: "12:00", close: "15:00" }] };
    expect((await admin.json("POST", "/api/opening-hours", monday)).status).toBeLessThan(300);
    expect(
      (
        await admin.json("POST", "/api/categories", {
          name_en: "Our own",
          name_de: "Unsere",
          position: 1,
        })
      ).status,
    ).toBe(201);

    const demoFiles = (
      (await (await fetch(`${server.url}/api/menu-images`)).json()) as { url: string }[]
    ).map((image) => image.url);
    expect((await admin.del("/api/demo-content")).status).toBe(204);
    const menu = (await (await fetch(`${server.url}/api/public/menu?lang=en`)).json()) as {
      name: string;
    }[];
    expect(menu.map((c) => c.name)).toEqual(["Our own"]);
    expect(await (await fetch(`${server.url}/api/menu-images`)).json()).toEqual([]);
    expect(await (await fetch(`${server.url}/api/public/opening-hours`)).json()).toEqual([monday]);
    expect(await (await admin.get("/api/demo-content")).json()).toEqual({
      present: false,
      categories: 0,
      menuImages: 0,
      pictures: [],
    });
    // Their files are no longer served; they stay on disk 30 days, for an undo (decision record 027).
    for (const url of demoFiles) expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);

    await server.stop();
    const again = await startServer({ dataDir: server.dataDir, env: { SEED_DEMO: "1" } });
    servers.push(again);
    expect(((await (await fetch(`${again.url}/api/public/menu`)).json()) as unknown[]).length).toBe(
      1,
    );
    expect(again.output()).not.toContain("The site shows demo content");
  }, 60_000);

  it("starts empty with SEED_DEMO=0", async () => {
    const server = await startServer({ env: { SEED_DEMO: "0" } });
    servers.push(server);
    expect(await (await fetch(`${server.url}/api/public/menu`)).json()).toEqual([]);
  });

  it("refuses to start with an invalid environment and says why", async () => {
    await expect(startServer({ env: { PORT: "not-a-port" } })).rejects.toThrow(/PORT/);
  });

  it("runs in production when NODE_ENV is not set, as a process manager starts it", async () => {
    const server = await startServer({ env: { NODE_ENV: "" } });
    servers.push(server);
    expect(server.output()).toMatch(
      /"level":"info","message":"Restaurant site listening on http:\/\/(localhost|127\.0\.0\.1):\d+ \(production, /,
    );
    expect((await server.fetch("/")).headers.get("content-security-policy")).toContain(
      "script-src",
    );
  });

  it("npm start hands SIGTERM to the server, which closes its port and exits", async () => {
    const server = await startServer({ via: "npm start" });
    expect(await listening(server.port)).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(await listening(server.port)).toBe(false);
  });
});
