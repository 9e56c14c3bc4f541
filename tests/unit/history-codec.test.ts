import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/contract/history.ts";
import { HistoryEntryWireSchema, TodayEntryWireSchema } from "@shared/contract/history-wire.ts";
import { toHistoryEntryWire, toTodayEntryWire } from "@shared/contract/history-wire-codec.ts";
import { fromHistoryEntryWire, fromTodayEntryWire } from "@shared/contract/history-wire-codec.ts";

const entry: HistoryEntry = {
  id: "h1",
  at: "2026-11-28T10:00:00.000Z",
  actor: { id: "m1", email: "ravi@test.example", name: "Ravi" },
  action: "update",
  entity: "dish",
  entityId: "d1",
  summary: { de: "Gericht geändert: Dal", en: "Dish changed: Dal" },
  before: { price_cents: 990 },
  after: { price_cents: 1090 },
  undoable: true,
};

describe("the history's edge adapter", () => {
  it("answers an entry with `_id` and `summaryI18n`, the answer's fields in their order, and reads it back", () => {
    const wire = toHistoryEntryWire(entry);
    expect(Object.keys(wire)).toEqual([
      "_id",
      "at",
      "actor",
      "action",
      "entity",
      "entityId",
      "summaryI18n",
      "before",
      "after",
      "undoable",
    ]);
    expect(wire.actor).toEqual({ _id: "m1", email: "ravi@test.example", name: "Ravi" });
    expect(Object.keys(wire.summaryI18n)).toEqual(["en", "de"]);
    expect(HistoryEntryWireSchema.strict().parse(wire)).toEqual(wire);
    expect(fromHistoryEntryWire(wire)).toEqual(entry);
  });

  it("answers today's entry without the values, and an actor who is gone with a null id", () => {
    const { before: _before, after: _after, undoable: _undoable, ...today } = entry;
    const gone = { ...today, actor: { ...today.actor, id: null } };
    const wire = toTodayEntryWire(gone);
    expect(Object.keys(wire)).toEqual([
      "_id",
      "at",
      "actor",
      "action",
      "entity",
      "entityId",
      "summaryI18n",
    ]);
    expect(wire.actor._id).toBeNull();
    expect(TodayEntryWireSchema.strict().parse(wire)).toEqual(wire);
    expect(fromTodayEntryWire(wire)).toEqual(gone);
  });
});
