// Whether the build is current, by content: `npm run build` records one SHA-256 of every file it is
// made from, taken before it starts (so a file saved while it runs makes the next check stale),
// and the build is current only while the same files hash the same. File times cannot tell: a file
// restored from a backup or an older checkout may be older than a build it does not match.
// `npm run build` starts with `BUILD_INPUTS_HASH=$(node scripts/build-freshness.mjs begin)` and ends
// with `node scripts/build-freshness.mjs record`, which writes that hash into the build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** What `npm run build` reads besides node_modules (which package-lock.json stands for); missing entries are skipped. */
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
  "scripts/quiet-vite.mjs",
];

/** Where the build keeps the hash of what it was made from. */
export const recordOf = (buildDir) => path.join(buildDir, "build-inputs.sha256");

/** Every file under `entry`, as paths relative to `root` with forward slashes. */
function filesUnder(root, entry) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, entry), { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOTDIR") return [entry];
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries.flatMap((child) => filesUnder(root, `${entry}/${child.name}`));
}

/** One SHA-256 of the inputs' paths and contents, in a fixed order. */
export function inputsHash(root = ".", inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash.update(`${file}\0`);
    hash.update(
      createHash("sha256")
        .update(fs.readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  return hash.digest("hex");
}

/**
 * "missing" when there is no complete build, "changed" when the inputs differ from those it was
 * made from (or it records none), undefined when it is current.
 */
export function buildState(buildDir, root = ".", inputs = BUILD_INPUTS) {
  const parts = [
    path.join(buildDir, "server", "index.js"),
    path.join(buildDir, "node", "main.js"),
    path.join(buildDir, "demo", "seed.js"),
  ];
  if (!parts.every((file) => fs.existsSync(file))) return { stale: "missing" };
  let recorded;
  try {
    recorded = fs.readFileSync(recordOf(buildDir), "utf8").trim();
  } catch {
    return { stale: "changed" };
  }
  return { stale: recorded === inputsHash(root, inputs) ? undefined : "changed" };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const step = process.argv[2];
  if (step === "begin") {
    // A build that stops half way must not look current.
    fs.rmSync(recordOf(buildDir), { force: true });
    console.log(inputsHash());
  } else if (step === "record") {
    const hash = process.env.BUILD_INPUTS_HASH;
    if (!hash)
      throw new Error("BUILD_INPUTS_HASH is not set: `npm run build` sets it before it builds");
    fs.writeFileSync(recordOf(buildDir), `${hash}\n`);
  } else {
    throw new Error(`unknown step ${step}: begin or record`);
  }
}
