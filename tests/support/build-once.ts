import { execSync } from "node:child_process";

/** The smoke and deploy tests run the built server, exactly as `npm start` does: built first when missing or made from other sources. */
export default function setup() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
}
