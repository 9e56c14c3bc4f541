/**
 * `npm run restore-drill`: proves the off-site backups can be restored, before a day needs them.
 * It fetches the newest snapshot from the restic repository (RESTIC_REPOSITORY) and restores it
 * into a scratch folder with the restore's own code and checks (never into DATA_DIR), then
 * deletes the scratch folder. Exit 0 and one line when it passes; exit 1 and the reason otherwise.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fetchLatestOffsite } from "../backup/offsite.server.ts";
import { restoreBackup } from "../backup/restore.server.ts";
import { loadEnv } from "../env.server.ts";

const env = loadEnv();
if (env.RESTIC_REPOSITORY === undefined) {
  console.error("Restore drill not run: RESTIC_REPOSITORY is not set (see the README, Backups).");
  process.exit(2);
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
try {
  const file = path.join(scratch, "restaurant.backup");
  const snapshot = await fetchLatestOffsite(file);
  const restored = await restoreBackup(
    file,
    path.join(scratch, "data"),
    path.join(scratch, "backups"),
  );
  console.log(
    `Restore drill passed: snapshot ${snapshot.id} of ${snapshot.time} restored into a scratch folder (schema ${restored.fromVersion} → ${restored.toVersion}, ${restored.uploads} upload files).`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Restore drill FAILED: ${message.replace(/\s*\n\s*/g, " ")}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
