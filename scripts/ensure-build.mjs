// `npm start` and the end-to-end tests build only when no build exists yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const built = existsSync(path.join(buildDir, "server", "index.js")) && existsSync(path.join(buildDir, "node", "main.js"));
if (!built) {
  console.log("No build found: building once (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}
