// Bundles the Hono server (TypeScript) into an ES module; npm packages stay external. Modules the
// server imports only when needed (the demo menu PDF) become chunks beside it.
// It lands beside the React Router build, so the server finds that build relative to itself.
import { build } from "esbuild";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";

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
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
