import SQLite, { type SqliteDatabase } from "../db/sqlite.server.ts";
import fs from "node:fs";
import path from "node:path";
import { databaseFile, migrate, openDatabase } from "../db/database.server.ts";
import { migrations } from "../db/migrations.server.ts";
import {
  createUploadStorage,
  UPLOAD_FILE_PATTERN,
} from "../features/uploads/upload-storage.server.ts";
import {
  createPictureFiles,
  PICTURE_FILE_PATTERN,
} from "../features/restaurant-pictures/picture-files.server.ts";
import { backupFileIn, createBackup, FILES_TABLE, PICTURES_PREFIX } from "./backup.server.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";

/** A reason to refuse a restore, in one sentence for the operator. */
export class RestoreError extends Error {}

export interface RestoreSummary {
  uploads: number;
  /** Where the state before the restore was saved; undefined when DATA_DIR held no database. */
  savedAs: string | undefined;
  /** The backup's schema version, and the version it was migrated to. */
  fromVersion: number;
  toVersion: number;
}

const LATEST_VERSION = Math.max(...migrations.map((m) => m.version));
const STAGING_DIR = ".restoring";

/**
 * Replaces DATA_DIR's database and uploads with a backup's, never while a server uses them:
 *
 * 1. the backup is checked whole (an SQLite file, intact, ours, of a schema this code knows);
 * 2. the current state is saved as a backup;
 * 3. the new database is built beside the live one: migrated, every session ended, the team kept
 *    as it is today: the admins' accounts and passwords (a password changed since the backup stays
 *    changed) and today's invites (a link revoked since the backup stays revoked; without a live
 *    database no invite is kept);
 * 4. the backup's upload files are added beside the current ones (names are content hashes, so
 *    none is overwritten by different bytes);
 * 5. one rename puts the new database in place, and only then do the old uploads go.
 *
 * A crash before step 5 leaves the old database with all its uploads, one after it the new one
 * with all of its own: either way a usable site.
 */
export async function restoreBackup(
  backupFile: string,
  dataDir: string,
  backupsDir: string,
): Promise<RestoreSummary> {
  const source = path.resolve(backupFile);
  const { files, version } = readBackup(source);
  const lock = lockDataDir(dataDir, "a running server or restore");
  try {
    const live = databaseFile(dataDir);
    const savedAs = fs.existsSync(live)
      ? (await createBackup(dataDir, backupFileIn(backupsDir, "before-restore"))).file
      : undefined;

    const staging = path.join(dataDir, STAGING_DIR);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    const next = databaseFile(staging);
    fs.copyFileSync(source, next);
    prepareDatabase(staging, fs.existsSync(live) ? currentTeam(live) : undefined);

    const storage = createUploadStorage(dataDir);
    await storage.init();
    const present = new Set(await storage.list());
    const pictureFiles = createPictureFiles(dataDir);
    for (const file of files) {
      if (file.name.startsWith(PICTURES_PREFIX)) {
        const name = file.name.slice(PICTURES_PREFIX.length);
        if (!pictureFiles.exists(name)) await pictureFiles.write(name, file.data);
      } else if (!present.has(file.name)) await storage.write(file.name, file.data);
    }

    if (fs.existsSync(live)) selfContained(live);
    fs.renameSync(next, live);
    syncDir(dataDir);
    fs.rmSync(staging, { recursive: true, force: true });

    const restored = new Set(files.map((f) => f.name));
    for (const name of await storage.list()) {
      if (UPLOAD_FILE_PATTERN.test(name) && !restored.has(name)) await storage.remove(name);
    }
    return { uploads: files.length, savedAs, fromVersion: version, toVersion: LATEST_VERSION };
  } finally {
    lock.release();
  }
}

/** An upload file, or a picture's own file under its prefix. */
const isBackedUpFile = (name: string) =>
  UPLOAD_FILE_PATTERN.test(name) ||
  (name.startsWith(PICTURES_PREFIX) &&
    PICTURE_FILE_PATTERN.test(name.slice(PICTURES_PREFIX.length)));

/** Reads and checks a backup; every way it can be wrong becomes a RestoreError. */
function readBackup(file: string): { files: { name: string; data: Buffer }[]; version: number } {
  if (!fs.existsSync(file)) throw new RestoreError(`There is no file at ${file}.`);
  let backup: SqliteDatabase | undefined;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = backup.pragma("integrity_check", { simple: true });
    if (check !== "ok")
      throw new RestoreError(`${file} is damaged: SQLite's integrity check fails.`);
    const tables = new Set(
      (
        backup.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((t) => t.name),
    );
    if (!tables.has(FILES_TABLE) || !tables.has("schema_migrations"))
      throw new RestoreError(
        `${file} is an SQLite database but not a backup made by npm run backup.`,
      );
    const version =
      (
        backup.prepare("SELECT max(version) AS v FROM schema_migrations").get() as {
          v: number | null;
        }
      ).v ?? 0;
    if (version > LATEST_VERSION) {
      throw new RestoreError(
        `${file} comes from a newer version of the site (schema ${version}, this one knows up to ${LATEST_VERSION}); update the site first.`,
      );
    }
    const unexpected = schemaDifference(backup, referenceSchema(version));
    if (unexpected)
      throw new RestoreError(`${file} ${unexpected}; it was not made by npm run backup.`);
    const files = backup.prepare(`SELECT name, data FROM ${FILES_TABLE}`).all() as {
      name: string;
      data: Buffer;
    }[];
    if (
      files.some(
        (f) => typeof f.name !== "string" || !isBackedUpFile(f.name) || !Buffer.isBuffer(f.data),
      )
    ) {
      throw new RestoreError(
        `${file} holds a file that is not an upload; it was not made by npm run backup.`,
      );
    }
    return { files, version };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (code === "SQLITE_NOTADB")
      throw new RestoreError(`${file} is not a backup: it is not an SQLite database.`);
    if (code.startsWith("SQLITE_CORRUPT"))
      throw new RestoreError(`${file} is damaged: SQLite cannot read it.`);
    if (code.startsWith("SQLITE_CANTOPEN") || code === "EACCES")
      throw new RestoreError(`${file} cannot be opened (check that it is a readable file).`);
    throw new RestoreError(
      `${file} cannot be read as a backup: ${error instanceof Error ? error.message : String(error)}.`,
    );
  } finally {
    backup?.close();
  }
}

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

/** SQLite's own bookkeeping, which a schema of ours may have and which runs nothing. */
const isInternal = (o: SchemaObject) =>
  (o.type === "index" && o.sql === null && o.name.startsWith("sqlite_autoindex_")) ||
  (o.type === "table" && /^sqlite_(sequence|stat\d)$/.test(o.name));

function schemaOf(db: SqliteDatabase): SchemaObject[] {
  const rows = db.prepare("SELECT type, name, sql FROM sqlite_master").all() as SchemaObject[];
  return rows.filter((o) => !isInternal(o) && o.name !== FILES_TABLE);
}

/** The objects (tables, indexes, views, triggers) a database of ours has at `version`: the migrations up to it, run on an empty one. */
function referenceSchema(version: number): SchemaObject[] {
  const db = new SQLite(":memory:");
  try {
    migrate(db, version);
    return schemaOf(db);
  } finally {
    db.close();
  }
}

const sameSql = (a: string | null, b: string | null) =>
  (a ?? "").replace(/\s+/g, " ").trim() === (b ?? "").replace(/\s+/g, " ").trim();

/**
 * How `db`'s schema differs from the reference, in words ("holds a trigger \"x\" …"), or
 * undefined when it has exactly its objects. A trigger or view smuggled into a backup would
 * run on the live site (a trigger can add an admin on the next insert).
 */
function schemaDifference(db: SqliteDatabase, reference: SchemaObject[]): string | undefined {
  const expected = new Map(reference.map((o) => [`${o.type} ${o.name}`, o]));
  for (const object of schemaOf(db)) {
    const own = expected.get(`${object.type} ${object.name}`);
    if (!own) return `holds a ${object.type} "${object.name}" that the site's schema does not have`;
    if (!sameSql(own.sql, object.sql))
      return `holds a ${object.type} "${object.name}" that differs from the site's schema`;
    expected.delete(`${object.type} ${object.name}`);
  }
  const [missing] = expected.values();
  return missing ? `lacks the ${missing.type} "${missing.name}" of the site's schema` : undefined;
}

type Row = Record<string, unknown>;

/** Today's accounts and invites; a table the live database lacks (or cannot be read) is undefined. */
interface Team {
  admins: Row[] | undefined;
  invites: Row[] | undefined;
}

function currentTeam(live: string): Team {
  const db = new SQLite(live, { readonly: true, fileMustExist: true });
  const rows = (table: string) => {
    try {
      return db.prepare(`SELECT * FROM ${table}`).all() as Row[];
    } catch {
      return undefined;
    }
  };
  try {
    return { admins: rows("members"), invites: rows("invites") };
  } finally {
    db.close();
  }
}

/** Replaces the table's rows with `rows`, in the columns both have (a live database may be older). */
function replaceRows(db: SqliteDatabase, table: string, rows: Row[]) {
  const columns = new Set(
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name),
  );
  db.exec(`DELETE FROM ${table}`);
  const [first] = rows;
  if (!first) return;
  const shared = Object.keys(first).filter((c) => columns.has(c));
  const insert = db.prepare(
    `INSERT INTO ${table} (${shared.map((c) => `"${c}"`).join(", ")}) VALUES (${shared.map(() => "?").join(", ")})`,
  );
  for (const row of rows) insert.run(...shared.map((c) => row[c]));
}

/** The backup's database, made ready to serve in `dir`: files table gone, migrated, no sessions, today's team. */
function prepareDatabase(dir: string, today: Team | undefined) {
  const file = databaseFile(dir);
  const raw = new SQLite(file);
  raw.pragma("journal_mode = DELETE");
  raw.exec(`DROP TABLE ${FILES_TABLE}`);
  raw.close();

  const handle = openDatabase(dir);
  const db = handle.sqlite;
  const unexpected = schemaDifference(db, referenceSchema(LATEST_VERSION));
  if (unexpected) {
    db.close();
    throw new RestoreError(`The migrated backup ${unexpected}.`);
  }
  db.transaction(() => {
    db.exec("DELETE FROM sessions");
    // The invites first: they name today's admins as their inviters.
    db.exec("DELETE FROM invites");
    if (today?.admins && today.admins.length > 0) replaceRows(db, "members", today.admins);
    // A link is valid when today's site says so, never because the backup still held it: a link
    // revoked since would come back. Without a live database there is no today, so none is kept.
    if (today?.invites) replaceRows(db, "invites", today.invites);
  })();
  db.exec("VACUUM");
  // One file, no write-ahead log beside it, so the rename moves all of it.
  db.pragma("journal_mode = DELETE");
  db.close();
}

/** Folds the live database's write-ahead log into it, so no log of it is left for the new file to inherit. */
function selfContained(live: string) {
  const db = new SQLite(live, { fileMustExist: true });
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(live + suffix, { force: true });
}

function syncDir(dir: string) {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
