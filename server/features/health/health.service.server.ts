import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/database.server.ts";

export interface HealthReport {
  status: "ok" | "unavailable";
  database: "ok" | "failed";
  dataDir: "ok" | "failed";
}

/**
 * How long a write probe's answer stands. /healthz is open to anyone: a write per request would
 * let any caller make the server write (and wear the disk) as fast as it can ask.
 */
export const WRITE_PROBE_MS = 60_000;

/** Whether the site can serve and save: the database answers a query and DATA_DIR takes a write (at most once a minute). */
export function createHealthCheck(db: Db, dataDir: string, now: () => number = Date.now) {
  async function databaseAnswers(): Promise<boolean> {
    try {
      await sql`SELECT count(*) FROM schema_migrations`.execute(db);
      return true;
    } catch {
      return false;
    }
  }

  // A real write, not access(W_OK): root passes that check on any folder, and a full disk passes it too.
  async function dataDirWritable(): Promise<boolean> {
    const probe = path.join(dataDir, `.healthz-${randomUUID()}`);
    try {
      await fs.writeFile(probe, "ok");
      await fs.rm(probe);
      return true;
    } catch {
      await fs.rm(probe, { force: true }).catch(() => {});
      return false;
    }
  }

  // Between probes, a look that writes nothing still notices a folder that went (an unmounted disk).
  async function dataDirPresent(): Promise<boolean> {
    try {
      return (await fs.stat(dataDir)).isDirectory();
    } catch {
      return false;
    }
  }

  let probe: { at: number; writable: Promise<boolean> } | undefined;
  async function dataDirWritableLately(): Promise<boolean> {
    if (!(await dataDirPresent())) return false;
    if (!probe || now() - probe.at >= WRITE_PROBE_MS)
      probe = { at: now(), writable: dataDirWritable() };
    return probe.writable;
  }

  return async function check(): Promise<HealthReport> {
    const [database, dataDirOk] = await Promise.all([databaseAnswers(), dataDirWritableLately()]);
    return {
      status: database && dataDirOk ? "ok" : "unavailable",
      database: database ? "ok" : "failed",
      dataDir: dataDirOk ? "ok" : "failed",
    };
  };
}
export type HealthCheck = ReturnType<typeof createHealthCheck>;
