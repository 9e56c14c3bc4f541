import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const TEST_ADMIN = { email: "admin@test.example", password: "correct-horse-battery" };

export interface TestServer {
  url: string;
  dataDir: string;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to clean up, like a power cut of the process. */
  kill(): Promise<void>;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-api-"));
}

/** Starts the built server (build/node/main.js) on a free port with its own data directory. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  };
  // As under `npm start`: the demo seed (a program of its own) runs before the server.
  try {
    execFileSync(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "demo", "seed.js"), "--on-start"], { env, stdio: "pipe" });
  } catch (error) {
    throw new Error(`the demo seed failed:\n${String((error as { stderr?: unknown }).stderr ?? error)}`, { cause: error });
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "node", "main.js")], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  // Generous: two servers seeding demo content at once on a busy two-core machine take a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/public/opening-hours`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
