import { spawn } from "node:child_process";
import fs from "node:fs";

/**
 * Off-site copies of the backups, through restic: encrypted before they leave the machine, into
 * any repository restic supports (a path, SFTP, S3, B2…). restic reads its own variables
 * (RESTIC_REPOSITORY, RESTIC_PASSWORD or RESTIC_PASSWORD_FILE, a backend's credentials) from the
 * environment it inherits; the app only decides whether to call it.
 */

/** Every snapshot of ours carries this tag, so a repository shared with other data is left alone. */
export const OFFSITE_TAG = "restaurant-backup";
/** The name the backup has inside every snapshot: one path, so restic compares like with like. */
export const OFFSITE_FILE = "restaurant.backup";
/** What `forget` keeps: the newest snapshot of each of the last 14 days and of the last 8 weeks. */
export const OFFSITE_KEEP = { daily: 14, weekly: 8 } as const;

/** restic failed: its last words, for the operator. */
export class OffsiteError extends Error {}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function restic(args: string[], stdinFile?: string, stdoutFile?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("restic", args);
    let stdout = "";
    let stderr = "";
    // A dump is written to its file whole before the run counts as over.
    const written = stdoutFile
      ? new Promise<void>((done, fail) =>
          child.stdout
            .pipe(fs.createWriteStream(stdoutFile, { mode: 0o600 }))
            .on("finish", done)
            .on("error", fail),
        )
      : Promise.resolve();
    if (!stdoutFile) child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new OffsiteError(
          error.code === "ENOENT"
            ? "restic is not installed (Debian: apt-get install restic)."
            : error.message,
        ),
      ),
    );
    if (stdinFile) fs.createReadStream(stdinFile).pipe(child.stdin);
    else child.stdin.end();
    child.on("close", (code) => {
      written.then(() => resolve({ code, stdout, stderr }), reject);
    });
  });
}

const lastWords = (run: Run) =>
  run.stderr
    .trim()
    .split("\n")
    .filter((line) => line.trim())
    .slice(-2)
    .join(" ")
    .replace(/^Fatal: /, "");

async function must(args: string[], stdinFile?: string, stdoutFile?: string): Promise<Run> {
  const run = await restic(args, stdinFile, stdoutFile);
  if (run.code !== 0) throw new OffsiteError(`restic ${args[0]} failed: ${lastWords(run)}`);
  return run;
}

/** A first backup into an empty location makes the repository, so setting the variables is all it takes. */
async function ensureRepository(): Promise<boolean> {
  const probe = await restic(["cat", "config"]);
  if (probe.code === 0) return false;
  if (!/Is there a repository at the following location\?/.test(probe.stderr))
    throw new OffsiteError(`restic cannot open the repository: ${lastWords(probe)}`);
  await must(["init"]);
  return true;
}

export interface OffsiteSummary {
  snapshotId: string;
  created: boolean;
  kept: number;
}

/** Stores one backup file as a new snapshot, then forgets and prunes what the policy no longer keeps. */
export async function storeOffsite(backupFile: string): Promise<OffsiteSummary> {
  const created = await ensureRepository();
  const run = await must(
    ["backup", "--json", "--tag", OFFSITE_TAG, "--stdin", "--stdin-filename", OFFSITE_FILE],
    backupFile,
  );
  const summary = run.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { message_type?: string; snapshot_id?: string })
    .find((message) => message.message_type === "summary");
  if (!summary?.snapshot_id) throw new OffsiteError("restic backup gave no snapshot id.");
  const forget = await must([
    "forget",
    "--json",
    "--tag",
    OFFSITE_TAG,
    "--group-by",
    "tags",
    "--keep-daily",
    String(OFFSITE_KEEP.daily),
    "--keep-weekly",
    String(OFFSITE_KEEP.weekly),
    "--prune",
  ]);
  const groups = JSON.parse(forget.stdout.split("\n").find((l) => l.startsWith("[")) ?? "[]") as {
    keep?: unknown[];
  }[];
  const kept = groups.reduce((n, group) => n + (group.keep?.length ?? 0), 0);
  return { snapshotId: summary.snapshot_id.slice(0, 8), created, kept };
}

export interface OffsiteSnapshot {
  id: string;
  time: string;
}

/** Writes the newest snapshot's backup into `targetFile` (readable by its owner only). */
export async function fetchLatestOffsite(targetFile: string): Promise<OffsiteSnapshot> {
  const list = await must(["snapshots", "--json", "--tag", OFFSITE_TAG, "--latest", "1"]);
  const snapshots = JSON.parse(list.stdout || "[]") as { short_id: string; time: string }[];
  const latest = snapshots.at(-1);
  if (!latest) throw new OffsiteError("the repository holds no backup of this site yet.");
  await must(["dump", latest.short_id, `/${OFFSITE_FILE}`], undefined, targetFile);
  return { id: latest.short_id, time: latest.time };
}
