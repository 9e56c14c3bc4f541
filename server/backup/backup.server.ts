import fs from "node:fs";
import path from "node:path";
import { databaseFile } from "../db/database.server.ts";
import SQLite from "../db/sqlite.server.ts";
import { PICTURE_FILE_PATTERN } from "../features/restaurant-pictures/picture-files.server.ts";
import { backupFileName } from "./backup-folder.server.ts";

/**
 * A backup is one SQLite file: SQLite's online backup of the live database (consistent while
 * the site keeps serving and writing) plus a `backup_files` table holding every upload file.
 */
export const FILES_TABLE = "backup_files";
/** Where `npm run backup` writes and a restore saves the state it replaces: backups/ under the current folder. */
export const DEFAULT_BACKUPS_DIR = "backups";
/** A picture's own files (a logo's icons, a hero's film) are kept under this prefix in a backup. */
export const PICTURES_PREFIX = "pictures/";

/** A new backup's path in `dir`, named by what it is and when it was made; the folder is made readable by its owner only. */
export function backupFileIn(dir: string, label: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return path.join(path.resolve(dir), backupFileName(new Date(), label));
}

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
  // The backup holds the admins' password hashes: readable by its owner only, from its first byte.
  fs.writeFileSync(partial, "", { mode: 0o600 });

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
    const rows = snapshot.prepare("SELECT key, kind, widths FROM uploads").all() as {
      key: string;
      kind: string;
      widths: string;
    }[];
    const names = rows.flatMap((r) =>
      r.kind === "pdf"
        ? [`${r.key}.pdf`]
        : (JSON.parse(r.widths) as number[]).map((w) => `${r.key}-${w}.webp`),
    );
    // The pictures' files are immutable and named by content too; any the folder holds is kept.
    const picturesDir = path.join(dataDir, "pictures");
    const pictures = fs.existsSync(picturesDir)
      ? fs.readdirSync(picturesDir).filter((name) => PICTURE_FILE_PATTERN.test(name))
      : [];
    snapshot.transaction(() => {
      for (const name of pictures) {
        insert.run(`${PICTURES_PREFIX}${name}`, fs.readFileSync(path.join(picturesDir, name)));
        uploads += 1;
      }
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
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size, uploads, missing };
}
