import { describe, expect, it } from "vitest";
import { createUndoRegistry } from "../../server/features/history/undo-registry.server.ts";

describe("the undo registry", () => {
  it("finds the undoer of an entity and action, and nothing for a kind nobody registered", async () => {
    const registry = createUndoRegistry();
    const undone: string[] = [];
    registry.register("dish", "import", async (target) => void undone.push(target.id));
    await registry.find("dish", "import")?.({ id: "h1", entity: "dish", entityId: null, action: "import", before: null, after: [] });
    expect(undone).toEqual(["h1"]);
    expect(registry.find("dish", "delete")).toBeUndefined();
    expect(registry.find("category", "import")).toBeUndefined();
  });

  it("refuses a second undoer for the same kind", () => {
    const registry = createUndoRegistry();
    registry.register("dish", "delete", async () => {});
    expect(() => registry.register("dish", "delete", async () => {})).toThrow("registered twice");
  });
});
