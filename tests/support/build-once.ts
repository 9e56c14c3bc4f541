import { execSync } from "node:child_process";

/** The API tests run the built server, exactly as `npm start` does. */
export default function setup() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
}
