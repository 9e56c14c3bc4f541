// Whether the build is current: it is stale when any source it is made from changed after the
// bundled server, the last file `npm run build` writes, was written. After `git pull` the
// changed files carry the time of the pull, so an upgrade is noticed.
import fs from "node:fs";
import path from "node:path";

/** What `npm run build` reads; missing entries are skipped. */
export const BUILD_INPUTS = [
  "web",
  "server",
  "shared",
  "demo",
  "package.json",
  "package-lock.json",
  // React Router is patched (patch-package): a changed patch changes the build.
  "patches",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/compress-assets.mjs",
];

/** The newest file under `entry` as [path, mtimeMs], or undefined when there is none. */
function newestFile(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return [entry, stat.mtimeMs];
  let newest;
  for (const child of fs.readdirSync(entry)) {
    const found = newestFile(path.join(entry, child));
    if (found && (!newest || found[1] > newest[1])) newest = found;
  }
  return newest;
}

/**
 * "missing" when there is no complete build, the path of a source newer than the build when it
 * is stale, or undefined when it is current.
 */
export function buildState(buildDir, root = ".", inputs = BUILD_INPUTS) {
  const stamps = [path.join(buildDir, "server", "index.js"), path.join(buildDir, "node", "main.js")];
  if (!stamps.every((file) => fs.existsSync(file))) return { stale: "missing" };
  const builtAt = fs.statSync(stamps[1]).mtimeMs;
  for (const input of inputs) {
    const newest = newestFile(path.join(root, input));
    if (newest && newest[1] > builtAt) return { stale: "changed", source: path.relative(root, newest[0]) };
  }
  return { stale: undefined };
}
