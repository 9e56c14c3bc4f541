// `npm start` and the tests that run the build (smoke, deploy and end-to-end tests) build when no
// build exists or when the files it is made from differ from those of the last build, by content
// (scripts/build-freshness.mjs).
import { execSync } from "node:child_process";
import { buildState } from "./build-freshness.mjs";

const state = buildState(process.env.BUILD_DIR ?? "build");
if (state.stale) {
  console.log(
    state.stale === "missing"
      ? "No build found: building (npm run build)…"
      : "The sources differ from those of the last build: building again (npm run build)…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
