import fs from "node:fs";
import path from "node:path";
import { databaseFile } from "../db/database.server.ts";
import SQLite from "../db/sqlite.server.ts";
import { UPLOAD_FILE_PATTERN } from "../features/uploads/upload-storage.server.ts";

/**
 * A backup is one SQLite file: SQLite's online backup of the live database (consistent while
 * the site keeps serving and writing) plus a `backup_files` table holding every upload file.
 */
const FILES_TABLE = "backup_files";

export interface BackupSummary {
  file: string;
  bytes: number;
  uploads: number;
  missing: string[];
}

export async function createBackup(dataDir: string, outFile: string): Promise<BackupSummary> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const target = path.resolve(outFile);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });

  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }

  const snapshot = new SQLite(partial);
  const missing: string[] = [];
  let uploads = 0;
  try {
    snapshot.exec(`CREATE TABLE ${FILES_TABLE} (name TEXT PRIMARY KEY, data BLOB NOT NULL)`);
    const insert = snapshot.prepare(`INSERT INTO ${FILES_TABLE} (name, data) VALUES (?, ?)`);
    // Upload files are immutable and named by content: copying the ones the snapshot knows is consistent.
    const rows = snapshot.prepare("SELECT key, kind, widths FROM uploads").all() as { key: string; kind: string; widths: string }[];
    const names = rows.flatMap((r) => (r.kind === "pdf" ? [`${r.key}.pdf`] : (JSON.parse(r.widths) as number[]).map((w) => `${r.key}-${w}.webp`)));
    snapshot.transaction(() => {
      for (const name of names) {
        const file = path.join(dataDir, "uploads", name);
        if (!fs.existsSync(file)) {
          missing.push(name);
          continue;
        }
        insert.run(name, fs.readFileSync(file));
        uploads += 1;
      }
    })();
    snapshot.pragma("journal_mode = DELETE");
  } finally {
    snapshot.close();
  }
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, uploads, missing };
}

/**
 * Replaces DATA_DIR's database and uploads with a backup's. Run it while the server is stopped.
 * The backup is checked first, so a broken file changes nothing.
 */
export function restoreBackup(backupFile: string, dataDir: string): { uploads: number } {
  const backup = new SQLite(path.resolve(backupFile), { readonly: true, fileMustExist: true });
  let files: { name: string; data: Buffer }[];
  try {
    const check = backup.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`The backup is damaged: ${String(check)}`);
    files = backup.prepare(`SELECT name, data FROM ${FILES_TABLE}`).all() as { name: string; data: Buffer }[];
  } finally {
    backup.close();
  }
  if (files.some((f) => !UPLOAD_FILE_PATTERN.test(f.name))) throw new Error("The backup holds an unexpected file name.");

  fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  const staging = `${databaseFile(dataDir)}.restoring`;
  fs.copyFileSync(backupFile, staging);
  const db = new SQLite(staging);
  db.exec(`DROP TABLE ${FILES_TABLE}; VACUUM;`);
  db.close();

  const uploadsDir = path.join(dataDir, "uploads");
  for (const name of fs.readdirSync(uploadsDir)) fs.rmSync(path.join(uploadsDir, name), { force: true });
  for (const f of files) fs.writeFileSync(path.join(uploadsDir, f.name), f.data);
  const live = databaseFile(dataDir);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(live + suffix, { force: true });
  fs.renameSync(staging, live);
  return { uploads: files.length };
}
