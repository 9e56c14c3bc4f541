// Bundles the Hono server (TypeScript) into one ES module with React Router's server build and
// the pure-JavaScript packages both use (hono, zod, kysely, React, React Router, the admin's
// libraries): Node reads, resolves and links each file of a package on its own, and those are
// hundreds of files, most of a second of start-up on a slow host. One bundle also keeps one copy
// of React and React Router for the server and the build. Native packages, pdf-lib with fontkit,
// pdf.js and qrcode (loaded only when needed) stay external; the printed menu's font files are read
// from node_modules too. Modules the server imports only when needed (React Router's server build) become chunks beside it. It lands beside the client files, which the server finds relative to itself.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
// Chunk names carry hashes: without a clean folder, every build would leave the last one's behind.
rmSync(path.join(buildDir, "node"), { recursive: true, force: true });
rmSync(path.join(buildDir, "demo"), { recursive: true, force: true });

await build({
  // The printed menu's worker thread is an entry of its own: the server starts it from its file,
  // beside main.js (server/features/printed-menu/pdf-thread.server.ts).
  entryPoints: {
    main: "server/main.ts",
    "pdf-worker": "server/features/printed-menu/pdf-worker.server.ts",
  },
  outdir: path.join(buildDir, "node"),
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: [
    "better-sqlite3",
    "sharp",
    "@cantoo/pdf-lib",
    "@cantoo/fontkit",
    "pdfjs-dist",
    "qrcode",
    "vite",
  ],
  // The bundle only ever runs in production: React's development builds stay out of it.
  define: { "process.env.NODE_ENV": '"production"' },
  plugins: [
    {
      name: "react-router-server-build",
      setup(esbuild) {
        esbuild.onResolve({ filter: /^virtual:react-router\/server-build$/ }, () => ({
          path: path.resolve(buildDir, "server", "index.js"),
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});

// The demo seed is a program of its own (demo/cli.ts), never part of the server bundle. Its
// pictures go beside it, where it reads them relative to itself.
await build({
  entryPoints: { seed: "demo/cli.ts" },
  outdir: path.join(buildDir, "demo"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  logLevel: "warning",
});
cpSync("demo/assets", path.join(buildDir, "demo", "assets"), { recursive: true });
