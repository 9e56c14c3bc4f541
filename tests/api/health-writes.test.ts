import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.server.ts";
import {
  createHealthCheck,
  WRITE_PROBE_MS,
} from "../../server/features/health/health.service.server.ts";
import { tempDataDir } from "../support/server.ts";

describe("the health check's write probe", () => {
  it("writes to the data folder at most once a minute, however often it is asked", async () => {
    const dataDir = tempDataDir();
    const database = openDatabase(dataDir);
    let now = 1_000_000;
    const check = createHealthCheck(database.db, dataDir, () => now);
    // The kernel tells of every file made in the folder: each probe makes one.
    const probes = new Set<string>();
    const watcher = fs.watch(
      dataDir,
      (_, name) => name?.startsWith(".healthz-") && probes.add(name),
    );
    const settled = async () => {
      // A marker file written after the checks: once its event is in, the probes' events are too.
      const marker = `marker-${now}`;
      const seen = new Promise<void>((resolve) =>
        watcher.on("change", (_, name) => name === marker && resolve()),
      );
      fs.writeFileSync(path.join(dataDir, marker), "");
      await seen;
      return probes.size;
    };
    try {
      for (let i = 0; i < 100; i++)
        expect(await check()).toEqual({ status: "ok", database: "ok", dataDir: "ok" });
      expect(await settled()).toBe(1);
      now += WRITE_PROBE_MS - 1;
      await check();
      expect(await settled()).toBe(1);
      now += 1;
      await check();
      expect(await settled()).toBe(2);
    } finally {
      watcher.close();
      await database.close();
    }
  });
});
