import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server.ts";

/**
 * `npm run dev` as a developer starts it (tsx running server/main.ts in development), with its
 * data inside the project folder, where a default setup keeps it, and fetched as a neighbour on
 * the network would try.
 */
const root = process.cwd();
const name = `dev-test-${process.pid}-${Date.now()}`;
const dataDir = path.join(root, "data", name);
const backupFile = path.join(root, "backups", `${name}.backup`);
const envFile = path.join(root, ".env");
const ownEnvFile = !fs.existsSync(envFile);
const ownBackupsDir = !fs.existsSync(path.dirname(backupFile));
const ownDataParent = !fs.existsSync(path.dirname(dataDir));
let child: ChildProcess;
let url: string;
let output = "";

beforeAll(async () => {
  fs.mkdirSync(path.dirname(backupFile), { recursive: true });
  fs.writeFileSync(backupFile, "a backup");
  if (ownEnvFile) fs.writeFileSync(envFile, "ADMIN_PASSWORD=secret-from-dotenv\n");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "development",
    PORT: String(port),
    DATA_DIR: path.relative(root, dataDir),
    SEED_DEMO: "0",
    ADMIN_EMAIL: "dev@test.example",
    ADMIN_PASSWORD: "dev-password-123",
  };
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 110_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the development server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(ownBackupsDir ? path.dirname(backupFile) : backupFile, {
    recursive: true,
    force: true,
  });
  if (ownDataParent) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  if (ownEnvFile) fs.rmSync(envFile, { force: true });
});

/** The target exactly as written: fetch would resolve dot segments before sending. */
function get(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1", () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let raw = "";
    socket.on("data", (d) => (raw += d.toString("latin1")));
    socket.on("end", () =>
      resolve({ status: Number(raw.split(" ")[1]), body: raw.slice(raw.indexOf("\r\n\r\n") + 4) }),
    );
    socket.on("error", reject);
  });
}

describe("the development server", () => {
  it("listens on this machine only", async () => {
    expect(output).toContain(`listening on ${url}`);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal);
    if (outside) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(Number(new URL(url).port), outside.address, () => {
          socket.destroy();
          resolve(false);
        });
        socket.on("error", () => resolve(true));
      });
      expect(refused, `reachable on ${outside.address}`).toBe(true);
    }
  });

  it("serves the app's sources and assets", async () => {
    for (const target of [
      "/",
      "/web/root.tsx",
      "/web/app.css",
      "/@vite/client",
      "/favicon.svg",
      "/logo.svg",
    ]) {
      expect((await get(target)).status, target).toBe(200);
    }
  }, 60_000);

  it("never serves the database, backups, .env, the lockfile or package.json", async () => {
    const data = path.relative(root, dataDir);
    expect(fs.existsSync(path.join(dataDir, "restaurant.sqlite"))).toBe(true);
    const secrets = [
      `/${data}/restaurant.sqlite`,
      `/${data}/restaurant.sqlite-wal`,
      `/${data}/restaurant.sqlite?raw`,
      `/${data}/restaurant.sqlite?url`,
      `/@fs${dataDir}/restaurant.sqlite`,
      `/backups/${name}.backup`,
      `/@fs${backupFile}`,
      "/.env",
      "/.env?raw",
      `/@fs${envFile}`,
      "/package.json",
      "/package.json?import",
      "/package-lock.json",
      `/@fs${root}/package.json`,
      "/web/../package.json",
      "/web/%2e%2e/package.json",
      "/web/..%2fpackage.json",
      "/node_modules/../package-lock.json",
      "/server/env.server.ts",
      "/@fs/etc/passwd",
      "/@id/../package.json",
    ];
    for (const target of secrets) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.body, target).not.toContain("SQLite format");
      expect(res.body, target).not.toContain("secret-from-dotenv");
      expect(res.body, target).not.toContain('"devDependencies"');
      expect(res.body, target).not.toContain("a backup");
    }
  }, 60_000);
});
