/**
 * `npm run backup [file or folder/] [--keep N]`: a consistent snapshot of the database and
 * uploads while the site keeps serving. Without a file name it writes
 * restaurant-<timestamp>.backup into the folder given (default: backups/ under the current
 * folder); --keep N then deletes all but the newest N such backups there. With RESTIC_REPOSITORY
 * set, the backup is also stored off the machine (server/backup/offsite.server.ts); a failure
 * there fails the command, so the nightly timer shows it, while the local backup stays.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupFileName, pruneBackups } from "../backup/backup-folder.server.ts";
import { createBackup, DEFAULT_BACKUPS_DIR } from "../backup/backup.server.ts";
import { OFFSITE_KEEP, OffsiteError, storeOffsite } from "../backup/offsite.server.ts";
import { loadEnv } from "../env.server.ts";

const { values, positionals } = parseArgs({
  options: { keep: { type: "string" } },
  allowPositionals: true,
});
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error("--keep takes a whole number of backups, at least 1.");
  process.exit(2);
}
const target = positionals[0] ?? `${DEFAULT_BACKUPS_DIR}/`;
const intoFolder =
  target.endsWith("/") || (fs.existsSync(target) && fs.statSync(target).isDirectory());
const out = intoFolder ? path.join(target, backupFileName(new Date())) : target;

const env = loadEnv();
fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: 0o700 });
const summary = await createBackup(env.DATA_DIR, out);
console.log(
  `Backup written: ${summary.file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.uploads} upload files)`,
);
if (summary.missing.length)
  console.warn(
    `Upload files deleted while the backup ran (not included): ${summary.missing.join(", ")}`,
  );
if (keep !== undefined) {
  const deleted = pruneBackups(path.dirname(summary.file), keep);
  if (deleted.length)
    console.log(
      `Deleted ${deleted.length} older backup(s), keeping the newest ${keep}: ${deleted.join(", ")}`,
    );
}
if (env.RESTIC_REPOSITORY !== undefined) {
  try {
    const offsite = await storeOffsite(summary.file);
    if (offsite.created) console.log(`Made a new restic repository at ${env.RESTIC_REPOSITORY}.`);
    console.log(
      `Stored off-site as snapshot ${offsite.snapshotId} in ${env.RESTIC_REPOSITORY}; ${offsite.kept} snapshot(s) kept (the newest of each of the last ${OFFSITE_KEEP.daily} days and ${OFFSITE_KEEP.weekly} weeks).`,
    );
  } catch (error) {
    const message = error instanceof OffsiteError ? error.message : String(error);
    console.error(`Not stored off-site (the local backup is written): ${message}`);
    process.exit(1);
  }
}
