import fs from "node:fs";
import path from "node:path";

/**
 * Who is using DATA_DIR: the running server or a restore. A file holding the process id, made
 * exclusively; a file left by a process that has died (killed, power cut) is taken over.
 */
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
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, what } satisfies Holder);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder.pid)) throw new DataDirBusyError(`${dataDir} is in use by ${holder.what} (process ${holder.pid}); stop it first.`);
      fs.rmSync(file, { force: true });
    }
  }
  return {
    release() {
      if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** A container restarts its server under the same process id, so our own id counts as dead. */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
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
