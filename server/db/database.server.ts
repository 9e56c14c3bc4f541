import { Kysely, SqliteDialect } from "kysely";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrations } from "./migrations.server.ts";
import type { Database } from "./schema.server.ts";
import SQLite, { type SqliteDatabase } from "./sqlite.server.ts";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  sqlite: SqliteDatabase;
  close(): Promise<void>;
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, "restaurant.sqlite");
}

/** Opens (and creates) the database under DATA_DIR, with WAL and foreign keys, and migrates it. */
export function openDatabase(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(databaseFile(dataDir));
  sqlite.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit, so an acknowledged write survives a power cut, not only a crash.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  migrate(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}

/** Applies every migration (up to `upTo`) the database has not had yet, each in a transaction of its own. */
export function migrate(sqlite: SqliteDatabase, upTo = Number.POSITIVE_INFINITY): void {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set(
    sqlite
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((r) => (r as { version: number }).version),
  );
  for (const m of migrations) {
    if (applied.has(m.version) || m.version > upTo) continue;
    sqlite.transaction(() => {
      sqlite.exec(m.sql);
      sqlite
        .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")
        .run(m.version, m.name, nowIso());
    })();
  }
}

/** Opaque, URL-safe record ids. */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}

export function nowIso(): string {
  return new Date().toISOString();
}
