import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sqliteDriver } from "../../server/db/sqlite.server.ts";

describe("the SQLite driver", () => {
  it("is the one built for this Node: better-sqlite3 12 on Node 20, 13 from Node 22 on", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(sqliteDriver).toBe(major >= 22 ? "better-sqlite3-13" : "better-sqlite3");
  });

  it("survives garbage collections of freed statements outside any JavaScript context", () => {
    // better-sqlite3 12 on Node 24 aborts here within about a second; 13 runs it through.
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "tests/support/statement-churn.ts", "3000"],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.stderr).not.toContain("Assertion failed");
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d+ rounds/);
  }, 40_000);
});
