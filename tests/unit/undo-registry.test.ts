import { describe, expect, it } from "vitest";
import { createUndoRegistry } from "../../server/features/history/undo-registry.server.ts";

describe("the undo registry", () => {
  it("finds the undoer of an entity and action, and nothing for a kind nobody registered", async () => {
    const registry = createUndoRegistry();
    const undone: string[] = [];
    registry.register("dish", "import", async (target) => void undone.push(target.id));
    await registry.find(
      "dish",
      "import",
    )?.({ id: "h1", entity: "dish", entityId: null, action: "import", before: null, after: [] });
    expect(undone).toEqual(["h1"]);
    expect(registry.find("dish", "delete")).toBeUndefined();
    expect(registry.find("category", "import")).toBeUndefined();
  });

  it("registers only the entities the history names: a near miss does not compile", () => {
    const registry = createUndoRegistry();
    // @ts-expect-error "categorie" is no HistoryEntity ("category" is a category, "categories" their order).
    registry.register("categorie", "update", async () => {});
    registry.register("categories", "reorder", async () => {});
    expect(registry.find("categories", "reorder")).toBeDefined();
  });

  it("refuses a second undoer for the same kind", () => {
    const registry = createUndoRegistry();
    registry.register("dish", "delete", async () => {});
    expect(() => registry.register("dish", "delete", async () => {})).toThrow("registered twice");
  });
});
