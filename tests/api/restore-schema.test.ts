import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBackup } from "../../server/backup/backup.server.ts";
import { restoreBackup } from "../../server/backup/restore.server.ts";
import { databaseFile, openDatabase } from "../../server/db/database.server.ts";
import Database from "../../server/db/sqlite.server.ts";
import { tempDataDir } from "../support/server.ts";

/** A data folder with a database of today's schema, and a backup of it made the way `npm run backup` makes one. */
async function backupOfFreshSite(): Promise<{ dataDir: string; backup: string }> {
  const dataDir = tempDataDir();
  // The driver's own handle: Kysely closes it only once a query has run.
  openDatabase(dataDir).sqlite.close();
  const backup = path.join(tempDataDir(), "site.backup");
  await createBackup(dataDir, backup);
  return { dataDir, backup };
}

const withBackup = (file: string, sql: string) => {
  const db = new Database(file);
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
};

describe("restoring a backup with objects the site's schema does not have", () => {
  const smuggled: [string, string, RegExp][] = [
    [
      "a trigger",
      "CREATE TRIGGER add_admin AFTER INSERT ON categories BEGIN INSERT INTO members (id, email, password_hash, created_at, password_changed_at) VALUES ('x', 'evil@example.com', 'scrypt$x', '', ''); END",
      /holds a trigger "add_admin" that the site's schema does not have/,
    ],
    [
      "a view",
      "CREATE VIEW everything AS SELECT * FROM members",
      /holds a view "everything" that the site's schema does not have/,
    ],
    [
      "an index",
      "CREATE INDEX extra ON categories (position)",
      /holds a index "extra" that the site's schema does not have/,
    ],
    [
      "a table",
      "CREATE TABLE notes (x)",
      /holds a table "notes" that the site's schema does not have/,
    ],
  ];

  for (const [what, sql, message] of smuggled) {
    it(`refuses ${what}, names it, and changes nothing`, async () => {
      const { dataDir, backup } = await backupOfFreshSite();
      withBackup(backup, sql);
      const before = fs.readFileSync(databaseFile(dataDir));
      await expect(restoreBackup(backup, dataDir, tempDataDir())).rejects.toThrow(message);
      expect(fs.readFileSync(databaseFile(dataDir)).equals(before)).toBe(true);
    });
  }

  it("refuses a table whose definition was changed", async () => {
    const { dataDir, backup } = await backupOfFreshSite();
    withBackup(
      backup,
      "DROP TABLE app_meta; CREATE TABLE app_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL DEFAULT (randomblob(8))) STRICT",
    );
    await expect(restoreBackup(backup, dataDir, tempDataDir())).rejects.toThrow(
      /holds a table "app_meta" that differs from the site's schema/,
    );
  });

  it("restores a backup with exactly the site's objects", async () => {
    const { dataDir, backup } = await backupOfFreshSite();
    const summary = await restoreBackup(backup, dataDir, tempDataDir());
    expect(summary.uploads).toBe(0);
  });
});
