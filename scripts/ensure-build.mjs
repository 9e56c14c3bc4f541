// `npm start` and the tests that run the build (API smoke tests, end-to-end tests) build when no
// build exists or when a source changed after it was made (scripts/build-freshness.mjs).
import { execSync } from "node:child_process";
import { buildState } from "./build-freshness.mjs";

const state = buildState(process.env.BUILD_DIR ?? "build");
if (state.stale) {
  console.log(state.stale === "missing" ? "No build found: building (npm run build)…" : `${state.source} changed after the last build: building again (npm run build)…`);
  execSync("npm run build", { stdio: "inherit" });
}
