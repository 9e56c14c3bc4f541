import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOG_RETENTION_DAYS } from "../../shared/log-retention.ts";
import { backupFileName } from "../../server/backup/backup-folder.server.ts";
import { startServer, tempDataDir, type TestServer } from "../support/server.ts";

const run = promisify(execFile);
const UNITS = [
  "masala-haus.service",
  "masala-haus-backup.service",
  "masala-haus-backup.timer",
  "masala-haus-restore-drill.service",
  "masala-haus-restore-drill.timer",
].map((name) => path.join("deploy", name));

/** The settings of a unit file: every value of each key, in order (comments and sections left out). */
function settings(file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match)
      map.set(match[1] as string, [...(map.get(match[1] as string) ?? []), match[2] as string]);
  }
  return map;
}
const one = (unit: Map<string, string[]>, key: string) => unit.get(key)?.at(-1);
const environment = (unit: Map<string, string[]>) =>
  Object.fromEntries(
    (unit.get("Environment") ?? [])
      .flatMap((v) => v.split(/\s+/))
      .map((kv) => kv.split("=") as [string, string]),
  );

describe("the systemd units in deploy/", () => {
  it("pass systemd-analyze verify", async () => {
    const { stdout, stderr } = await run("systemd-analyze", ["verify", ...UNITS]);
    expect(stdout + stderr).toBe("");
  });

  it("run the app restarted on failure, hardened, writing only to DATA_DIR, on the address Caddy proxies to", () => {
    const app = settings("deploy/masala-haus.service");
    const env = environment(app);
    expect(one(app, "Restart")).toBe("on-failure");
    expect(one(app, "User")).toMatch(/^(?!root$)[a-z][a-z-]*$/);
    expect(one(app, "NoNewPrivileges")).toBe("yes");
    expect(one(app, "ProtectSystem")).toBe("strict");
    expect(one(app, "ReadWritePaths")).toBe(env.DATA_DIR);
    expect(one(app, "EnvironmentFile")).toBe("/etc/masala-haus/env");
    expect(env).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", TRUST_PROXY: "1" });
    expect(fs.readFileSync("deploy/Caddyfile", "utf8")).toContain(
      `reverse_proxy 127.0.0.1:{$APP_PORT:${env.PORT}}`,
    );
    for (const key of Object.keys(env))
      expect(fs.readFileSync("deploy/env.example", "utf8")).not.toMatch(
        new RegExp(`^${key}=`, "m"),
      );
  });

  it("back up daily, keeping the last 14", () => {
    expect(one(settings("deploy/masala-haus-backup.timer"), "OnCalendar")).toMatch(
      /^\*-\*-\* \d\d:\d\d:\d\d$/,
    );
    expect(one(settings("deploy/masala-haus-backup.timer"), "Persistent")).toBe("true");
    expect(one(settings("deploy/masala-haus-backup.service"), "ExecStart")).toMatch(/ --keep 14$/);
  });
});

describe("the journald drop-in in deploy/", () => {
  it("deletes logs after the days the privacy policy states, a day's file at a time", () => {
    const journal = settings("deploy/journald-retention.conf");
    expect(fs.readFileSync("deploy/journald-retention.conf", "utf8")).toMatch(/^\[Journal\]$/m);
    expect(one(journal, "MaxRetentionSec")).toBe(`${LOG_RETENTION_DAYS}day`);
    expect(one(journal, "MaxFileSec")).toBe("1day");
  });
});

describe("the backup unit's command, run as written with temporary folders", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("writes a backup of the live site and leaves the newest 14", async () => {
    const unit = settings("deploy/masala-haus-backup.service");
    const [node, ...args] = (one(unit, "ExecStart") as string).split(" ");
    expect(node).toBe("/usr/bin/node");
    const folder = tempDataDir();
    const older = Array.from({ length: 14 }, (_, i) =>
      backupFileName(new Date(Date.UTC(2026, 0, 1 + i))),
    );
    for (const name of older) fs.writeFileSync(path.join(folder, name), "old");
    const withFolder = args.map((a) => (a === "/var/lib/masala-haus-backups/" ? `${folder}/` : a));
    expect(withFolder).toContain(`${folder}/`);

    // The Node of this test run, not /usr/bin/node: the test runs on each supported Node.
    const { stdout } = await run(process.execPath, withFolder, {
      env: { PATH: process.env.PATH, ...environment(unit), DATA_DIR: server.dataDir },
    });
    expect(stdout).toMatch(/Backup written: .*restaurant-.*\.backup/);
    const left = fs.readdirSync(folder).sort();
    expect(left).toHaveLength(14);
    expect(left).toEqual([...older.slice(1), left.at(-1)]);
    expect(
      fs
        .readFileSync(path.join(folder, left.at(-1) as string))
        .subarray(0, 15)
        .toString(),
    ).toBe("SQLite format 3");
  });
});
