// Bundles the Hono server (TypeScript) into one ES module; npm packages stay external.
// It lands beside the React Router build, so the server finds that build relative to itself.
import { build } from "esbuild";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/main.ts"],
  outfile: path.join(buildDir, "node", "main.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
