import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const TEST_ADMIN = { email: "admin@test.example", password: "correct-horse-battery" };

export interface TestServer {
  url: string;
  dataDir: string;
  /** A request to this server: `path` starts with a slash. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
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

const tempDirs = new Set<string>();

/** A new empty folder in the temp directory, removed by removeTempDirs (after each test file). */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-api-"));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDirs() {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts the built server (BUILD_DIR/node/main.js) on a free port with its own data directory,
 * as an operator would: `node build/node/main.js`, or through `npm start`.
 */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    via?: "node" | "npm start";
    startTimeoutMs?: number;
    /** A port of its own; a restart on the same port keeps the browser's view of one site (its workers, its storage). */
    port?: number;
  } = {},
): Promise<TestServer & { port: number; pid: number }> {
  const dataDir = options.dataDir ?? tempDataDir();
  const port = options.port ?? (await freePort());
  const buildDir = process.env.BUILD_DIR ?? "build";
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  };
  if (options.via !== "npm start") {
    // As `npm start` does: the demo seed (a program of its own) runs before the server.
    try {
      execFileSync(process.execPath, [path.join(buildDir, "demo", "seed.js"), "--on-start"], {
        env,
        stdio: "pipe",
      });
    } catch (error) {
      throw new Error(
        `the demo seed failed:
${String((error as { stderr?: unknown }).stderr ?? error)}`,
        { cause: error },
      );
    }
  }
  const [command, args] =
    options.via === "npm start"
      ? ["npm", ["start", "--silent"]]
      : [process.execPath, [path.join(buildDir, "node", "main.js")]];
  const child: ChildProcess = spawn(command, args, {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  // Generous: two servers seeding demo content at once on a busy two-core machine take a while.
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
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
    port,
    pid: child.pid as number,
    dataDir,
    fetch: (p, init) => fetch(url + p, init),
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
