import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFSITE_FILE, OFFSITE_TAG } from "../../server/backup/offsite.server.ts";
import { startServer, tempDataDir, type TestServer } from "../support/server.ts";

/**
 * The off-site backups with real restic and a repository in a local folder (any backend restic
 * supports behaves the same to us): the backup unit's and the restore drill unit's commands run
 * as deploy/ writes them, with temporary folders.
 */
const run = promisify(execFile);

/** A unit's ExecStart and Environment= values (the EnvironmentFile is the test's). */
function unit(name: string): { args: string[]; env: Record<string, string> } {
  const text = fs.readFileSync(path.join("deploy", name), "utf8");
  const exec = /^ExecStart=(.*)$/m.exec(text)?.[1] ?? "";
  const [node, ...args] = exec.split(" ");
  expect(node).toBe("/usr/bin/node");
  const env = Object.fromEntries(
    [...text.matchAll(/^Environment=(.*)$/gm)]
      .flatMap((m) => (m[1] as string).split(/\s+/))
      .map((kv) => kv.split("=") as [string, string]),
  );
  return { args, env };
}

let server: TestServer;
let folder: string;
let repository: string;
const password = "correct horse battery staple";

beforeAll(async () => {
  server = await startServer();
  folder = tempDataDir();
  repository = path.join(folder, "restic-repo");
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs a unit's command as systemd would, with the Node of this test run. */
async function runUnit(name: string, extra: Record<string, string> = {}) {
  const { args, env } = unit(name);
  const withFolder = args.map((a) =>
    a === "/var/lib/masala-haus-backups/" ? `${path.join(folder, "local")}/` : a,
  );
  try {
    const { stdout, stderr } = await run(process.execPath, withFolder, {
      env: {
        PATH: process.env.PATH,
        ...env,
        XDG_CACHE_HOME: path.join(folder, "cache"),
        DATA_DIR: server.dataDir,
        RESTIC_REPOSITORY: repository,
        RESTIC_PASSWORD: password,
        ...extra,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const resticEnv = () => ({
  PATH: process.env.PATH,
  RESTIC_REPOSITORY: repository,
  RESTIC_PASSWORD: password,
});
const restic = async (...args: string[]) =>
  (await run("restic", args, { env: resticEnv() })).stdout;
/** A snapshot of `file` made straight with restic, as an earlier night (`time`) would have left it. */
function storeDirectly(file: string, time?: string) {
  const args = ["backup", "--quiet", "--tag", OFFSITE_TAG, "--stdin"];
  args.push("--stdin-filename", OFFSITE_FILE, ...(time ? ["--time", time] : []));
  const made = spawnSync("restic", args, { input: fs.readFileSync(file), env: resticEnv() });
  expect(made.status, made.stderr.toString()).toBe(0);
}
const snapshots = async () =>
  JSON.parse(await restic("snapshots", "--json", "--tag", OFFSITE_TAG)) as {
    short_id: string;
    time: string;
    paths: string[];
  }[];
/** The local date `daysAgo` days back, as restic prints a snapshot's time. */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString("sv-SE");

describe("off-site backups with restic", () => {
  it("the nightly backup makes the repository on first use and stores an encrypted snapshot", async () => {
    const result = await runUnit("masala-haus-backup.service");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Made a new restic repository/);
    expect(result.stdout).toMatch(/Stored off-site as snapshot [0-9a-f]{8}/);
    const [only] = await snapshots();
    expect(only?.paths).toEqual([`/${OFFSITE_FILE}`]);
    // Encrypted: no byte of the database's text is readable in the repository's files.
    const names = fs.readdirSync(repository, { recursive: true }) as string[];
    for (const name of names) {
      const file = path.join(repository, name);
      if (fs.statSync(file).isFile())
        expect(fs.readFileSync(file).includes("SQLite format 3"), name).toBe(false);
    }
  });

  it("keeps the newest of each of the last 14 days and 8 weeks, and nothing older", async () => {
    const empty = path.join(folder, "empty.txt");
    fs.writeFileSync(empty, "old");
    // Older snapshots, as earlier nights left them: daily for three weeks, then a few a month apart.
    const ages = [...Array.from({ length: 21 }, (_, i) => i + 1), 30, 40, 50, 60, 100, 200];
    for (const age of ages) storeDirectly(empty, `${day(age)} 03:30:00`);
    expect((await snapshots()).length).toBe(ages.length + 1);

    const result = await runUnit("masala-haus-backup.service");
    expect(result.code, result.stderr).toBe(0);
    const days = new Set((await snapshots()).map((s) => s.time.slice(0, 10)));
    for (const age of [0, 1, 13]) expect(days.has(day(age)), `${age} days ago`).toBe(true);
    for (const age of [100, 200]) expect(days.has(day(age)), `${age} days ago`).toBe(false);
    // Beyond 14 days only one a week: of the seven days 15 to 21 days ago, at most two stay.
    const week = [15, 16, 17, 18, 19, 20, 21].filter((age) => days.has(day(age)));
    expect(week.length).toBeGreaterThanOrEqual(1);
    expect(week.length).toBeLessThanOrEqual(2);
    expect(days.size).toBeLessThanOrEqual(14 + 8);
  });

  it("the weekly restore drill restores the newest snapshot into a scratch folder and passes", async () => {
    const result = await runUnit("masala-haus-restore-drill.service");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Restore drill passed: snapshot [0-9a-f]{8} of .* \(schema \d+ → \d+, \d+ upload files\)\.\n$/,
    );
  });

  it("the drill fails, saying why, when the newest snapshot is not a backup", async () => {
    const junk = path.join(folder, "junk.bin");
    fs.writeFileSync(junk, "not a database");
    storeDirectly(junk);
    const result = await runUnit("masala-haus-restore-drill.service");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Restore drill FAILED: .* is not a backup: it is not an SQLite database\.\n$/,
    );
  });

  it("a wrong password fails the backup loudly, and the local backup is still written", async () => {
    const before = fs.readdirSync(path.join(folder, "local")).length;
    const result = await runUnit("masala-haus-backup.service", { RESTIC_PASSWORD: "wrong" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Not stored off-site \(the local backup is written\): restic/);
    expect(fs.readdirSync(path.join(folder, "local")).length).toBe(before + 1);
  });

  it("a repository without a password is refused at start, before any backup", async () => {
    const result = await runUnit("masala-haus-backup.service", { RESTIC_PASSWORD: "" });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /RESTIC_REPOSITORY needs RESTIC_PASSWORD or RESTIC_PASSWORD_FILE/,
    );
  });
});
