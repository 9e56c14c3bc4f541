import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "../../server/backup/backup-folder.server.ts";

describe("the backup folder", () => {
  it("names backups by UTC time, so that names sort by age", () => {
    expect(backupFileName(new Date("2026-11-25T03:15:00.123Z"))).toBe(
      "restaurant-2026-11-25T03-15-00-123Z.backup",
    );
  });

  it("keeps the newest backups and touches nothing it did not name", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-backups-"));
    const days = Array.from({ length: 17 }, (_, i) =>
      backupFileName(new Date(Date.UTC(2026, 10, 1 + i, 3))),
    );
    // Written in shuffled order: the names decide, not the files' times.
    for (const name of [...days].reverse()) fs.writeFileSync(path.join(dir, name), "x");
    const others = ["my-copy.backup", `${days[0]}.partial`, "notes.txt"];
    for (const name of others) fs.writeFileSync(path.join(dir, name), "x");

    expect(pruneBackups(dir, 14)).toEqual(days.slice(0, 3));
    expect(fs.readdirSync(dir).sort()).toEqual([...days.slice(3), ...others].sort());
    expect(pruneBackups(dir, 14)).toEqual([]);
  });
});
