import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startE2eServer, TEMPLATE_ENV } from "./e2e-server.ts";

/**
 * Builds when the build is missing or stale, then fills one data directory with demo content
 * (demo pictures are made on first start, which takes a while); each worker copies it.
 * Returns the teardown that removes it.
 */
export default async function globalSetup() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-e2e-template-"));
  const server = await startE2eServer(template);
  await server.stop();
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
