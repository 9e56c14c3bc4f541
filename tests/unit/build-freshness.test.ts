import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState } from "../../scripts/build-freshness.mjs";

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, at: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "");
  fs.utimesSync(full, at, at);
}

describe("buildState", () => {
  const before = new Date("2026-01-01T10:00:00Z");
  const built = new Date("2026-01-01T11:00:00Z");
  const after = new Date("2026-01-01T12:00:00Z");

  it("asks for a build when none is complete", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-freshness-"));
    expect(buildState(path.join(root, "build"), root, ["server"])).toEqual({ stale: "missing" });
    write("build/server/index.js", built);
    expect(buildState(path.join(root, "build"), root, ["server"])).toEqual({ stale: "missing" });
  });

  it("is current when every source is older than the bundled server, and names a newer source", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-freshness-"));
    write("build/server/index.js", built);
    write("build/node/main.js", built);
    write("server/features/a.server.ts", before);
    write("package.json", before);
    const inputs = ["server", "package.json", "not-there"];
    expect(buildState(path.join(root, "build"), root, inputs)).toEqual({ stale: undefined });

    write("server/features/deep/b.server.ts", after);
    expect(buildState(path.join(root, "build"), root, inputs)).toEqual({ stale: "changed", source: path.join("server", "features", "deep", "b.server.ts") });
  });
});
