// Bundles the Hono server (TypeScript) into an ES module, with its pure-JavaScript packages: Node
// reads, resolves and links each file of an ES module package on its own, and hono, zod and
// kysely are hundreds of files, about 180 ms of start-up on a slow host. Native packages and
// pdf-lib (loaded only when needed) stay external, and so does the React family: the React
// Router build in build/server imports those, and both sides must share one copy. Modules the
// server imports only when needed (the demo menu PDF) become chunks beside it.
// It lands beside the React Router build, so the server finds that build relative to itself.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
// Chunk names carry hashes: without a clean folder, every build would leave the last one's behind.
rmSync(path.join(buildDir, "node"), { recursive: true, force: true });

await build({
  entryPoints: ["server/main.ts"],
  outdir: path.join(buildDir, "node"),
  entryNames: "main",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: ["better-sqlite3", "sharp", "pdf-lib", "react", "react-dom", "react-router", "@react-router/*", "vite"],
  sourcemap: true,
  logLevel: "warning",
});
