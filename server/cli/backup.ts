/**
 * `npm run backup [file]`: a consistent snapshot of the database and uploads while the site
 * keeps serving. Default file: backups/restaurant-<timestamp>.backup under the current folder.
 */
import fs from "node:fs";
import path from "node:path";
import { backupFileIn, createBackup, DEFAULT_BACKUPS_DIR } from "../backup/backup.server.ts";
import { loadEnv } from "../env.server.ts";

const env = loadEnv();
const requested = process.argv[2];
if (requested) fs.mkdirSync(path.dirname(path.resolve(requested)), { recursive: true, mode: 0o700 });
const out = requested ?? backupFileIn(DEFAULT_BACKUPS_DIR, "restaurant");
const summary = await createBackup(env.DATA_DIR, out);
console.log(`Backup written: ${summary.file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.uploads} upload files)`);
if (summary.missing.length) console.warn(`Upload files deleted while the backup ran (not included): ${summary.missing.join(", ")}`);
