import { execSync } from "node:child_process";

/** The smoke tests run the built server, exactly as `npm start` does: built first when missing or stale. */
export default function setup() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
}
