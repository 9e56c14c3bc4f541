import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INSTALL_COMMAND, SYSTEM_TOOLS } from "../../scripts/check-system-tools.mjs";

/** npm's own programs, there wherever `npm test` runs. */
const NODE_TOOLCHAIN = new Set(["node", "npm", "npx"]);
// Not a method call: `db.exec("CREATE …")` runs SQL, not a program.
const CHILD_PROCESS_CALL = /(?<![.\w])(?:execFileSync|execFile|execSync|exec|spawnSync|spawn)\(/.source;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The programs a file starts by name: the first word of a literal command, also through a promisified alias. */
function programsStartedBy(source: string): string[] {
  const aliases = [...source.matchAll(/\b(\w+)\s*=\s*promisify\((?:execFile|exec)\)/g)].map((m) => `(?<![.\\w])${m[1]}\\(`);
  const call = new RegExp(`(?:${[CHILD_PROCESS_CALL, ...aliases].join("|")})\\s*["'\`]([^"'\`\\s$]+)`, "g");
  return [...source.matchAll(call)].map((m) => m[1] as string);
}

describe("the system tools list (scripts/check-system-tools.mjs)", () => {
  it("names every program outside npm that a test or its set-up starts", () => {
    const listed = new Set(SYSTEM_TOOLS.map((tool) => path.basename(tool.command)));
    const unlisted = sourceFiles("tests").flatMap((file) =>
      programsStartedBy(fs.readFileSync(file, "utf8"))
        .filter((program) => !NODE_TOOLCHAIN.has(program) && !listed.has(program))
        .map((program) => `${program} (${file})`),
    );
    expect(unlisted).toEqual([]);
  });

  it("finds the programs it looks for", () => {
    const sample = 'const run = promisify(execFile);\nexecFileSync("qpdf", []);\nspawn("caddy", []);\nawait run("systemd-analyze", []);\nexecSync(`npx tsx x.ts`);\ndb.exec("CREATE TABLE t (x)");';
    expect(programsStartedBy(sample)).toEqual(["qpdf", "caddy", "systemd-analyze", "npx"]);
  });

  it("is the list .ci/run installs, tool by tool", () => {
    const ciRun = fs.readFileSync(".ci/run", "utf8");
    const block = /^SYSTEM_TOOLS=\(\n([\s\S]*?)\n\)/m.exec(ciRun)?.[1] ?? "";
    const inCi = block.split("\n").map((line) => line.trim());
    expect(inCi).toEqual(SYSTEM_TOOLS.map((tool) => `${path.basename(tool.command) === "chromium" ? "/usr/bin/chromium" : tool.command}:${tool.debianPackage}`));
  });

  it("is installed by the command the README gives", () => {
    expect(fs.readFileSync("README.md", "utf8").includes(INSTALL_COMMAND), `README.md gives ${INSTALL_COMMAND}`).toBe(true);
  });
});
