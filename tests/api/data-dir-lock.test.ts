import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirBusyError,
  LOCK_FILE,
  lockDataDir,
} from "../../server/backup/data-dir-lock.server.ts";
import { tempDataDir } from "../support/server.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Another process that takes the lock and keeps it until it is killed. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const module = path.resolve("server/backup/data-dir-lock.server.ts");
  const script = `import { lockDataDir } from ${JSON.stringify(module)}; lockDataDir(${JSON.stringify(dataDir)}, "a running server"); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe("the data folder's lock", () => {
  it("is not stopped by a leftover lock file naming a live, unrelated process", () => {
    const dataDir = tempDataDir();
    // As a power cut leaves it, when after the reboot that id belongs to something else (here: pid 1).
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: 1, what: "a running server" }),
    );
    const lock = lockDataDir(dataDir, "a running server");
    lock.release();
  });

  it("refuses a second holder while the first lives, naming it, and is free the moment it is killed", async () => {
    const dataDir = tempDataDir();
    const holder = await holderProcess(dataDir);
    expect(() => lockDataDir(dataDir, "a running server or restore")).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dataDir, "a running server or restore")).toThrow(
      `${dataDir} is in use by a running server (process ${holder.pid}); stop it first.`,
    );

    // SIGKILL: no clean-up, like a crash; the kernel drops the lock with the process.
    const exited = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await exited;
    const lock = lockDataDir(dataDir, "a running server");
    expect(() => lockDataDir(dataDir, "a running server or restore")).toThrow(DataDirBusyError);
    lock.release();
    lockDataDir(dataDir, "a running server").release();
  }, 30_000);
});
