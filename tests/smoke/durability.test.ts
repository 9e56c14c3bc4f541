import Database from "../../server/db/sqlite.server.ts";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { adminClient, blob, formOf, login, pngImage } from "../support/api.ts";
import { startServer, tempDataDir, type TestServer } from "../support/server.ts";

const run = promisify(execFile);
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
});

describe("durability", () => {
  it("keeps every acknowledged write through a SIGKILL during concurrent writes", async () => {
    const server = await startServer();
    servers.push(server);
    const api = adminClient(server, await login(server));
    // Dishes, not categories: 150 new categories would pass the menu's cap on categories.
    const category = (await (
      await api.json("POST", "/api/categories", { name_en: "Written" })
    ).json()) as { _id: string };
    const acknowledged: string[] = [];
    let refused: string | undefined;
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await api.form(
            "POST",
            "/api/dishes",
            formOf({ categoryId: category._id, title_en: `w${n}-${i}`, priceCents: "100" }),
          );
          if (res.status !== 201) {
            refused = `${res.status} ${await res.text()}`;
            return;
          }
          acknowledged.push(((await res.json()) as { _id: string })._id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    while (acknowledged.length < 150 && refused === undefined)
      await new Promise((r) => setTimeout(r, 5));
    expect(refused).toBeUndefined();
    await server.kill();
    stop = true;
    await Promise.all(writers);

    const db = new Database(path.join(server.dataDir, "restaurant.sqlite"));
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();

    const again = await startServer({ dataDir: server.dataDir });
    servers.push(again);
    const after = adminClient(again, await login(again));
    const ids = new Set(
      ((await (await after.get("/api/dishes")).json()) as { _id: string }[]).map((c) => c._id),
    );
    const lost = acknowledged.filter((id) => !ids.has(id));
    expect(lost).toEqual([]);
  }, 60_000);
});

describe("backup and restore", () => {
  it("snapshots a serving site and brings it back", async () => {
    const server = await startServer();
    servers.push(server);
    const api = adminClient(server, await login(server));
    const category = (await (
      await api.json("POST", "/api/categories", { name_en: "Backed up", name_de: "Gesichert" })
    ).json()) as { _id: string };
    const dish = (await (
      await api.form(
        "POST",
        "/api/dishes",
        formOf(
          { categoryId: category._id, title_en: "Samosa", priceCents: "590" },
          { image: [blob(await pngImage(640, 480)), "s.png"] },
        ),
      )
    ).json()) as { imageUrl: string };

    const backupFile = path.join(tempDataDir(), "site.backup");
    const env = { ...process.env, DATA_DIR: server.dataDir };
    const writes = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.json("POST", "/api/categories", { name_en: `during-${i}` }),
      ),
    );
    const { stdout } = await run("npx", ["tsx", "server/cli/backup.ts", backupFile], { env });
    expect(stdout).toContain("Backup written");
    await writes;
    const menuBefore = await (await fetch(`${server.url}/api/public/menu?lang=en`)).json();
    await server.stop();

    const restoredDir = tempDataDir();
    await run("npx", ["tsx", "server/cli/restore.ts", backupFile], {
      env: { ...process.env, DATA_DIR: restoredDir },
    });
    const restored = await startServer({ dataDir: restoredDir });
    servers.push(restored);
    const menu = (await (await fetch(`${restored.url}/api/public/menu?lang=en`)).json()) as {
      name: string;
      dishes: { imageUrl: string }[];
    }[];
    const backedUp = menu.find((c) => c.name === "Backed up");
    expect(backedUp?.dishes[0]?.imageUrl).toBe(dish.imageUrl);
    expect((await fetch(restored.url + dish.imageUrl)).status).toBe(200);
    // Writes that raced the snapshot are either in it or not, never half there.
    const names = new Set(menu.map((c) => c.name));
    expect(
      (menuBefore as { name: string }[])
        .filter((c) => !c.name.startsWith("during-"))
        .every((c) => names.has(c.name)),
    ).toBe(true);
  }, 60_000);
});
