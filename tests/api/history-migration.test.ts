import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate } from "../../server/db/database.server.ts";
import Database from "../../server/db/sqlite.server.ts";
import { tempDataDir } from "../support/server.ts";

describe("the history of a database from before entries knew their permission and the records they touched", () => {
  it("keeps the team's entries private and lets undo see each entry's own record", () => {
    const sqlite = new Database(path.join(tempDataDir(), "older.sqlite"));
    try {
      migrate(sqlite, 6);
      const insert = sqlite.prepare(
        "INSERT INTO history (id, at, actor_email, actor_name, action, entity, entity_id, summary_en, summary_de) VALUES (?, '2026-11-01T10:00:00.000Z', 'o@test.example', 'O', ?, ?, ?, '', '')",
      );
      const entries = [
        ["e1", "invite", "invite", "i1"],
        ["e2", "update", "team-member", "m1"],
        ["e3", "update", "dish", "d1"],
        ["e4", "sold-out", "dish", "d1"],
        ["e5", "undo", "dish", "d1"],
        ["e6", "reorder", "categories", null],
      ] as const;
      for (const entry of entries) insert.run(...entry);
      migrate(sqlite);

      expect(sqlite.prepare("SELECT id, permission FROM history ORDER BY seq").all()).toEqual([
        { id: "e1", permission: "team" },
        { id: "e2", permission: "team" },
        { id: "e3", permission: "content" },
        { id: "e4", permission: "soldOut" },
        { id: "e5", permission: "history" },
        { id: "e6", permission: "content" },
      ]);
      expect(
        sqlite
          .prepare("SELECT history_id, entity, entity_id FROM history_touches ORDER BY history_id")
          .all(),
      ).toEqual([
        { history_id: "e1", entity: "invite", entity_id: "i1" },
        { history_id: "e2", entity: "team-member", entity_id: "m1" },
        { history_id: "e3", entity: "dish", entity_id: "d1" },
        { history_id: "e4", entity: "dish", entity_id: "d1" },
        { history_id: "e5", entity: "dish", entity_id: "d1" },
      ]);
    } finally {
      sqlite.close();
    }
  });
});
