import fs from "node:fs";
import path from "node:path";
import SQLite, { type SqliteDatabase } from "../db/sqlite.server.ts";

/**
 * Who is using DATA_DIR: the running server or a restore. The lock is SQLite's own write lock
 * (an fcntl lock the kernel holds) on a small database, taken with a transaction that stays
 * open while the process lives: it dies with the process, however that ends (killed, power
 * cut, a crash), so nothing left on disk can ever stop the next start.
 *
 * LOCK_DB is never deleted: a process that opened it just before a delete would lock a file no
 * one else sees. LOCK_FILE only says who holds the lock, for the refusal's message; a stale one
 * means nothing.
 */
export const LOCK_DB = "in-use.lock.sqlite";
export const LOCK_FILE = "in-use.lock";

export class DataDirBusyError extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  what: string;
}

export function lockDataDir(dataDir: string, what: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const holderFile = path.join(dataDir, LOCK_FILE);
  // timeout 0: a held lock is an answer at once, not a wait.
  const db: SqliteDatabase = new SQLite(path.join(dataDir, LOCK_DB), { timeout: 0 });
  try {
    // A write transaction: one process at a time, readers of it are not blocked.
    db.exec("BEGIN IMMEDIATE");
  } catch (error) {
    db.close();
    if (!String((error as { code?: string }).code).startsWith("SQLITE_BUSY")) throw error;
    const holder = readHolder(holderFile);
    throw new DataDirBusyError(
      `${dataDir} is in use by ${holder ? `${holder.what} (process ${holder.pid})` : "a running server or restore"}; stop it first.`,
    );
  }
  fs.writeFileSync(holderFile, JSON.stringify({ pid: process.pid, what } satisfies Holder), {
    mode: 0o600,
  });
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      if (readHolder(holderFile)?.pid === process.pid) fs.rmSync(holderFile, { force: true });
      db.close();
    },
  };
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
    return Number.isInteger(holder.pid) && typeof holder.what === "string" ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The server's lock: a second server on the same data stops with one line instead of starting. */
export function lockDataDirOrExit(dataDir: string, log: (message: string) => void): DataDirLock {
  try {
    return lockDataDir(dataDir, "a running server");
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    log(error.message);
    process.exit(1);
  }
}
