import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the committed demo files live in the repository. */
export const DEMO_ASSETS_SOURCE_DIR = fileURLToPath(new URL("./assets/", import.meta.url));

/**
 * The folder to read demo files from. Run from source (tsx), it sits beside this module. In
 * production the server is bundled into one file under build/, where that relative path
 * leads nowhere; the server always starts from the repository root, so the folder is then
 * found under the working directory.
 */
function assetsDir(): string {
  const candidates = [DEMO_ASSETS_SOURCE_DIR, path.join(process.cwd(), "server", "demo", "assets")];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`Demo assets not found; looked in ${candidates.join(" and ")}.`);
  return found;
}

export async function readDemoAsset(fileName: string): Promise<Buffer> {
  return fs.promises.readFile(path.join(assetsDir(), fileName));
}
