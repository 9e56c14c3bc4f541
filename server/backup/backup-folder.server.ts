import fs from "node:fs";
import path from "node:path";

/** Backups the CLI names itself: restaurant-<UTC time>.backup, so that names sort by age. */
const BACKUP_NAME = /^restaurant-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup$/;

export function backupFileName(at: Date, label = "restaurant"): string {
  return `${label}-${at.toISOString().replace(/[:.]/g, "-")}.backup`;
}

/**
 * Deletes all but the newest `keep` backups in `dir`. Only files named like the CLI names them
 * are counted or touched; anything else in the folder (a copy made by hand, a partial file) stays.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}
