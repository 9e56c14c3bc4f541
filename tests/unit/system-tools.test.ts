import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  INSTALL_COMMAND,
  SYSTEM_TOOLS,
  debianPackages,
  installPlan,
} from "../../scripts/check-system-tools.mjs";

/** npm's own programs, there wherever `npm test` runs. */
const NODE_TOOLCHAIN = new Set(["node", "npm", "npx"]);
// Not a method call: `db.exec("CREATE …")` runs SQL, not a program.
const CHILD_PROCESS_CALL = /(?<![.\w])(?:execFileSync|execFile|execSync|exec|spawnSync|spawn)\(/
  .source;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The programs a file starts by name: the first word of a literal command, also through a promisified alias. */
function programsStartedBy(source: string): string[] {
  const aliases = [...source.matchAll(/\b(\w+)\s*=\s*promisify\((?:execFile|exec)\)/g)].map(
    (m) => `(?<![.\\w])${m[1]}\\(`,
  );
  const call = new RegExp(
    `(?:${[CHILD_PROCESS_CALL, ...aliases].join("|")})\\s*["'\`]([^"'\`\\s$]+)`,
    "g",
  );
  return [...source.matchAll(call)].map((m) => m[1] as string);
}

describe("the system tools list (scripts/check-system-tools.mjs)", () => {
  it("names every program outside npm that a test or its set-up starts", () => {
    const listed = new Set(
      SYSTEM_TOOLS.filter((tool) => !tool.library).map((tool) => path.basename(tool.command)),
    );
    const unlisted = sourceFiles("tests").flatMap((file) =>
      programsStartedBy(fs.readFileSync(file, "utf8"))
        .filter((program) => !NODE_TOOLCHAIN.has(program) && !listed.has(program))
        .map((program) => `${program} (${file})`),
    );
    expect(unlisted).toEqual([]);
  });

  it("finds the programs it looks for", () => {
    const sample =
      'const run = promisify(execFile);\nexecFileSync("qpdf", []);\nspawn("caddy", []);\nawait run("systemd-analyze", []);\nexecSync(`npx tsx x.ts`);\ndb.exec("CREATE TABLE t (x)");';
    expect(programsStartedBy(sample)).toEqual(["qpdf", "caddy", "systemd-analyze", "npx"]);
  });

  it("is the one .ci/run checks and installs from: it runs the script and keeps no list of its own", () => {
    const ciRun = fs.readFileSync(".ci/run", "utf8");
    expect(ciRun).toMatch(/^node scripts\/check-system-tools\.mjs$/m);
    const commands = ciRun.split("\n").filter((line) => !line.trimStart().startsWith("#"));
    expect(commands.filter((line) => /apt-get|\bchromium\b|poppler|zbar/.test(line))).toEqual([]);
  });

  it("is installed by the command the README gives", () => {
    expect(
      fs.readFileSync("README.md", "utf8").includes(INSTALL_COMMAND),
      `README.md gives ${INSTALL_COMMAND}`,
    ).toBe(true);
  });

  it("names every package in the README's install command, each once", () => {
    expect(debianPackages(SYSTEM_TOOLS)).toEqual([
      "chromium",
      "caddy",
      "systemd",
      "qpdf",
      "poppler-utils",
      "zbar-tools",
      "bsdutils",
      "restic",
      "varnish",
      "varnish-modules",
    ]);
  });
});

describe("installing the system tools", () => {
  it("installs the missing packages with apt-get when the user is root and has it", () => {
    expect(installPlan(["qpdf", "zbar-tools"], { root: true, aptGet: true })).toEqual([
      { command: "apt-get", args: ["update"] },
      {
        command: "apt-get",
        args: ["install", "-y", "--no-install-recommends", "qpdf", "zbar-tools"],
      },
    ]);
  });

  it("installs nothing for a user who is not root, on a system without apt-get, or when nothing is missing", () => {
    expect(installPlan(["qpdf"], { root: false, aptGet: true })).toEqual([]);
    expect(installPlan(["qpdf"], { root: true, aptGet: false })).toEqual([]);
    expect(installPlan([], { root: true, aptGet: true })).toEqual([]);
  });

  it("names what is missing, with the command that installs it, and stops when it may not install", () => {
    // An empty folder as PATH: no tool and no apt-get, as on a machine that is not Debian.
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), "no-tools-"));
    const run = spawnSync(process.execPath, ["scripts/check-system-tools.mjs"], {
      encoding: "utf8",
      env: { PATH: emptyDir, CHROMIUM_PATH: "/nonexistent/chromium" },
    });
    fs.rmSync(emptyDir, { recursive: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("/nonexistent/chromium (Debian package chromium)");
    expect(run.stderr).toContain("zbarimg (Debian package zbar-tools)");
    expect(run.stderr).toContain(
      "apt-get update && apt-get install -y --no-install-recommends chromium caddy systemd qpdf poppler-utils zbar-tools bsdutils",
    );
    expect(run.stdout).not.toContain("installing");
  });
});
