import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { keepTickShape, newTickEntry } from "../../server/http/tick-shape.server.ts";

// V8's own test hooks: full collections on demand, and whether two objects share a shape.
setFlagsFromString("--expose-gc");
setFlagsFromString("--allow-natives-syntax");
const gc = runInNewContext("gc") as () => void;
const haveSameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

describe("keepTickShape", () => {
  it("keeps a process.nextTick entry alive through full garbage collections, and later entries share its shape", async () => {
    const kept = new WeakRef(keepTickShape() as object);
    const other = new WeakRef(newTickEntry() as object);
    // A WeakRef holds its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 4; i++) gc();

    expect(other.deref(), "an entry nobody keeps is collected").toBeUndefined();
    const entry = kept.deref();
    expect(entry).toBeDefined();
    expect(Object.keys(entry as object)).toEqual(["callback", "args"]);
    expect(haveSameShape(entry as object, newTickEntry() as object)).toBe(true);
  });

  it("keeps the same entry when called again", () => {
    expect(keepTickShape()).toBe(keepTickShape());
  });
});
