/** `npm run restore <file>`: brings a backup back into DATA_DIR while no server uses it. */
import { DEFAULT_BACKUPS_DIR } from "../backup/backup.server.ts";
import { DataDirBusyError } from "../backup/data-dir-lock.server.ts";
import { restoreBackup, RestoreError } from "../backup/restore.server.ts";
import { loadEnv } from "../env.server.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- <backup file>   (stop the server first)");
  process.exit(2);
}
try {
  const env = loadEnv();
  const { uploads, savedAs, fromVersion, toVersion } = await restoreBackup(
    file,
    env.DATA_DIR,
    DEFAULT_BACKUPS_DIR,
  );
  if (savedAs) console.log(`Saved the data it replaces as ${savedAs}.`);
  if (fromVersion < toVersion)
    console.log(`Brought the backup's database from schema ${fromVersion} to ${toVersion}.`);
  console.log(
    `Restored ${file} into ${env.DATA_DIR} (${uploads} upload files). Every session has ended; admin accounts and passwords are those of before the restore. Start the server again.`,
  );
} catch (error) {
  // The operator reads one sentence, never a stack trace.
  const message =
    error instanceof RestoreError || error instanceof DataDirBusyError || error instanceof Error
      ? error.message
      : String(error);
  console.error(`Not restored: ${message.replace(/\s*\n\s*/g, " ")}`);
  process.exit(1);
}
