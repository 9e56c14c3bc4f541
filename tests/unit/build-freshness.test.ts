import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState, inputsHash, recordOf } from "../../scripts/build-freshness.mjs";

const FRESHNESS = path.resolve("scripts/build-freshness.mjs");
const ENSURE_BUILD = path.resolve("scripts/ensure-build.mjs");

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string, at?: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (at) fs.utimesSync(full, at, at);
}

const lastWeek = new Date(Date.now() - 7 * 86_400_000);

describe("buildState", () => {
  it("asks for a build when none is complete", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-freshness-"));
    const build = path.join(root, "build");
    expect(buildState(build, root, ["server"])).toEqual({ stale: "missing" });
    write("build/server/index.js", "");
    write("build/node/main.js", "");
    expect(buildState(build, root, ["server"])).toEqual({ stale: "missing" });
    write("build/demo/seed.js", "");
    // Complete, but it does not say what it was made from: a build from before the record, or one that stopped.
    expect(buildState(build, root, ["server"])).toEqual({ stale: "changed" });
  });

  it("goes by content: a file restored with an older time over a newer build is stale; a touched file with the same content is not", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-freshness-"));
    const build = path.join(root, "build");
    const inputs = ["server", "package.json", "not-there"];
    write("server/features/a.server.ts", "export const a = 2;");
    write("package.json", "{}");
    for (const part of ["server/index.js", "node/main.js", "demo/seed.js"])
      write(`build/${part}`, "");
    fs.writeFileSync(recordOf(build), inputsHash(root, inputs));
    expect(buildState(build, root, inputs)).toEqual({ stale: undefined });

    write("server/features/a.server.ts", "export const a = 2;", new Date());
    expect(buildState(build, root, inputs)).toEqual({ stale: undefined });

    write("server/features/a.server.ts", "export const a = 1;", lastWeek);
    expect(buildState(build, root, inputs)).toEqual({ stale: "changed" });
    write("server/features/a.server.ts", "export const a = 2;", lastWeek);
    expect(buildState(build, root, inputs)).toEqual({ stale: undefined });

    // A new file and a renamed one change what the build is made from too.
    write("server/features/deep/b.server.ts", "", lastWeek);
    expect(buildState(build, root, inputs)).toEqual({ stale: "changed" });
    fs.rmSync(path.join(root, "server/features/deep/b.server.ts"));
    fs.renameSync(
      path.join(root, "server/features/a.server.ts"),
      path.join(root, "server/features/c.server.ts"),
    );
    expect(buildState(build, root, inputs)).toEqual({ stale: "changed" });
  });
});

describe("scripts/ensure-build.mjs", () => {
  it("builds when there is no build, not again while the sources match it, and again when an older file is restored over it", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-freshness-"));
    // A project whose build records what it was made from as `npm run build` does, and counts its runs.
    const build = [
      `BUILD_INPUTS_HASH=$(node ${FRESHNESS} begin)`,
      "export BUILD_INPUTS_HASH",
      "mkdir -p build/server build/node build/demo",
      "echo run >> build/runs",
      "touch build/server/index.js build/node/main.js build/demo/seed.js",
      `node ${FRESHNESS} record`,
    ].join(" && ");
    write("package.json", JSON.stringify({ private: true, scripts: { build } }));
    write("server/main.ts", "console.log('new');");
    const ensureBuild = () =>
      execFileSync(process.execPath, [ENSURE_BUILD], {
        cwd: root,
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      });
    const runs = () =>
      fs.readFileSync(path.join(root, "build/runs"), "utf8").split("\n").filter(Boolean).length;

    expect(ensureBuild()).toContain("No build found");
    expect(runs()).toBe(1);
    expect(ensureBuild()).toBe("");
    expect(runs()).toBe(1);

    // As a checkout or a backup brings back an old version: older than the build, and different.
    write("server/main.ts", "console.log('old');", lastWeek);
    expect(ensureBuild()).toContain("differ from those of the last build");
    expect(runs()).toBe(2);
    expect(ensureBuild()).toBe("");
    expect(runs()).toBe(2);
  });
});
