// The programs outside npm that the tests run, and the Debian package of each: the one list that
// `npm test` checks first and `.ci/run` installs from (tests/unit/system-tools.test.ts checks that
// every program a test starts is on it and that the README gives the same install command).
//   node scripts/check-system-tools.mjs             names what is missing and the command that installs it all, exit 1
//   node scripts/check-system-tools.mjs --packages  the Debian packages of what is missing, one a line, exit 0
import fs from "node:fs";
import path from "node:path";

/** `command` is a name looked up on PATH, or an absolute path. */
export const SYSTEM_TOOLS = [
  { command: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", debianPackage: "chromium", usedBy: "the end-to-end tests (Playwright drives Debian's Chromium)" },
  { command: "caddy", debianPackage: "caddy", usedBy: "the deploy tests (the app behind Caddy)" },
  { command: "systemd-analyze", debianPackage: "systemd", usedBy: "the deploy tests (the systemd units)" },
  { command: "qpdf", debianPackage: "qpdf", usedBy: "the upload check's tests (an encrypted PDF)" },
  { command: "pdftotext", debianPackage: "poppler-utils", usedBy: "the printed menu's tests (its text)" },
  { command: "pdffonts", debianPackage: "poppler-utils", usedBy: "the printed menu's tests (its fonts)" },
  { command: "pdftoppm", debianPackage: "poppler-utils", usedBy: "the table cards' tests (the page as an image)" },
  { command: "zbarimg", debianPackage: "zbar-tools", usedBy: "the table cards' tests (their QR codes)" },
  { command: "script", debianPackage: "bsdutils", usedBy: "the password CLI's tests (a terminal)" },
];

const unique = (items) => [...new Set(items)];

/** The command that installs every tool, as the README gives it. */
export const INSTALL_COMMAND = `apt-get install -y ${unique(SYSTEM_TOOLS.map((tool) => tool.debianPackage)).join(" ")}`;

function found(command) {
  const candidates = path.isAbsolute(command) ? [command] : (process.env.PATH ?? "").split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, command));
  return candidates.some((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

export const missingTools = () => SYSTEM_TOOLS.filter((tool) => !found(tool.command));

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const missing = missingTools();
  const packages = unique(missing.map((tool) => tool.debianPackage));
  if (process.argv.includes("--packages")) {
    if (packages.length > 0) console.log(packages.join("\n"));
  } else if (missing.length > 0) {
    console.error(`Missing system tools the tests run:\n${missing.map((tool) => `  ${tool.command} (Debian package ${tool.debianPackage}): ${tool.usedBy}`).join("\n")}`);
    console.error(`Install them all, as root: apt-get update && apt-get install -y ${packages.join(" ")}`);
    process.exitCode = 1;
  }
}
