// The programs outside npm that the tests run, and the Debian package of each: the one list that
// `npm test` and `.ci/run` check first (tests/unit/system-tools.test.ts checks that every program
// a test starts is on it). On a fresh Debian machine `npm test` should be the one command, so
// when a program is missing and this runs as root with apt-get (CI, a new server), it installs the
// packages itself; anyone else is told what is missing and how to install it, and it stops there.
//   node scripts/check-system-tools.mjs   exit 0 when every program is there (after installing), 1 otherwise
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** `command` is a name looked up on PATH, or an absolute path. */
export const SYSTEM_TOOLS = [
  {
    command: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    debianPackage: "chromium",
    usedBy: "the end-to-end tests (Playwright drives Debian's Chromium)",
  },
  { command: "caddy", debianPackage: "caddy", usedBy: "the deploy tests (the app behind Caddy)" },
  {
    command: "systemd-analyze",
    debianPackage: "systemd",
    usedBy: "the deploy tests (the systemd units)",
  },
  { command: "qpdf", debianPackage: "qpdf", usedBy: "the upload check's tests (an encrypted PDF)" },
  {
    command: "pdftotext",
    debianPackage: "poppler-utils",
    usedBy: "the printed menu's tests (its text)",
  },
  {
    command: "pdffonts",
    debianPackage: "poppler-utils",
    usedBy: "the printed menu's tests (its fonts)",
  },
  {
    command: "pdftoppm",
    debianPackage: "poppler-utils",
    usedBy: "the table cards' tests (the page as an image)",
  },
  {
    command: "zbarimg",
    debianPackage: "zbar-tools",
    usedBy: "the table cards' tests (their QR codes)",
  },
  { command: "script", debianPackage: "bsdutils", usedBy: "the password CLI's tests (a terminal)" },
  { command: "restic", debianPackage: "restic", usedBy: "the off-site backup tests" },
  {
    command: "/usr/sbin/varnishd",
    debianPackage: "varnish",
    usedBy: "the deploy tests (the cache in front of the app)",
  },
  {
    command: "varnishd's xkey module",
    // Not a program: a library in the architecture's folder, /usr/lib/<triplet>/varnish/vmods/.
    library: "varnish/vmods/libvmod_xkey.so",
    debianPackage: "varnish-modules",
    usedBy: "the deploy tests (purging the cache by tag)",
  },
];

/** The Debian packages of some tools, each once. */
export const debianPackages = (tools) => [...new Set(tools.map((tool) => tool.debianPackage))];

// Recommended packages would add hundreds of megabytes (desktop bits for Chromium) that no test uses.
const installArgs = (packages) => ["install", "-y", "--no-install-recommends", ...packages];

/** The command that installs every tool, as the README gives it. */
export const INSTALL_COMMAND = `apt-get update && apt-get ${installArgs(debianPackages(SYSTEM_TOOLS)).join(" ")}`;

/**
 * What to run to install `packages`: apt-get's update and install, when the user is root and has
 * apt-get; nothing otherwise (another system, or a user who must not be made to type a password).
 */
export function installPlan(packages, { root, aptGet }) {
  if (packages.length === 0 || !root || !aptGet) return [];
  return [
    { command: "apt-get", args: ["update"] },
    { command: "apt-get", args: installArgs(packages) },
  ];
}

function found(command) {
  const candidates = path.isAbsolute(command)
    ? [command]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  return candidates.some((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

function libraryFound(library) {
  try {
    return fs
      .readdirSync("/usr/lib")
      .some((triplet) => fs.existsSync(path.join("/usr/lib", triplet, library)));
  } catch {
    return false;
  }
}

export const missingTools = () =>
  SYSTEM_TOOLS.filter((tool) => !(tool.library ? libraryFound(tool.library) : found(tool.command)));

const listed = (tools) =>
  tools
    .map((tool) => `  ${tool.command} (Debian package ${tool.debianPackage}): ${tool.usedBy}`)
    .join("\n");

/** Installs what it may; true when every tool is there afterwards. */
function ensureSystemTools() {
  let missing = missingTools();
  if (missing.length === 0) return true;
  const plan = installPlan(debianPackages(missing), {
    root: process.getuid?.() === 0,
    aptGet: found("apt-get"),
  });
  if (plan.length > 0) {
    console.log(
      `The tests run programs that are not installed; installing their Debian packages (${debianPackages(missing).join(", ")}):\n${listed(missing)}`,
    );
    for (const step of plan) {
      console.log(`$ ${step.command} ${step.args.join(" ")}`);
      const run = spawnSync(step.command, step.args, {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (run.status !== 0) {
        console.error(
          `${step.command} ${step.args[0]} failed (${run.error?.message ?? `exit ${run.status ?? run.signal}`}).`,
        );
        break;
      }
    }
    missing = missingTools();
    if (missing.length === 0) return true;
  }
  console.error(`Missing system tools the tests run:\n${listed(missing)}`);
  console.error(
    `Install them all, as root: apt-get update && apt-get ${installArgs(debianPackages(missing)).join(" ")}`,
  );
  return false;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  if (!ensureSystemTools()) process.exitCode = 1;
}
