/**
 * `npm run backup [file]`: a consistent snapshot of the database and uploads while the site
 * keeps serving. Default file: backups/restaurant-<timestamp>.backup under the current folder.
 */
import fs from "node:fs";
import path from "node:path";
import { createBackup } from "../backup/backup.server.ts";
import { loadEnv } from "../env.server.ts";

const env = loadEnv();
const out = process.argv[2] ?? path.join("backups", `restaurant-${new Date().toISOString().replace(/[:.]/g, "-")}.backup`);
fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
const summary = await createBackup(env.DATA_DIR, out);
console.log(`Backup written: ${summary.file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.uploads} upload files)`);
if (summary.missing.length) console.warn(`Upload files deleted while the backup ran (not included): ${summary.missing.join(", ")}`);
