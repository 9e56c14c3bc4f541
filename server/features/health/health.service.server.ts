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

/** Whether the site can serve and save: the database answers a query and DATA_DIR takes a write. */
export function createHealthCheck(db: Db, dataDir: string) {
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

  return async function check(): Promise<HealthReport> {
    const [database, dataDirOk] = await Promise.all([databaseAnswers(), dataDirWritable()]);
    return {
      status: database && dataDirOk ? "ok" : "unavailable",
      database: database ? "ok" : "failed",
      dataDir: dataDirOk ? "ok" : "failed",
    };
  };
}
export type HealthCheck = ReturnType<typeof createHealthCheck>;
