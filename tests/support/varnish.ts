import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, listening } from "./server.ts";

export interface TestVarnish {
  /** Where Caddy would send the visitors. */
  url: string;
  /** The purge socket the app's PURGE_URL names. */
  purgeUrl: string;
  stop(): Promise<void>;
}

/** Free ports for Varnish, known before the app starts (the app needs PURGE_URL at start). */
export async function varnishPorts(): Promise<{ port: number; purgePort: number }> {
  return { port: await freePort(), purgePort: await freePort() };
}

/**
 * Debian's varnishd with deploy/varnish.vcl as written, but for the backend's port (the test
 * app's), in the foreground with a working folder of its own.
 */
export async function startVarnish(
  appPort: number,
  ports: { port: number; purgePort: number },
): Promise<TestVarnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-varnish-"));
  const vcl = path.join(dir, "site.vcl");
  const source = fs.readFileSync("deploy/varnish.vcl", "utf8");
  const withPort = source.replace('.port = "3000";', `.port = "${appPort}";`);
  if (withPort === source) throw new Error("deploy/varnish.vcl no longer names port 3000");
  fs.writeFileSync(vcl, withPort);
  const child: ChildProcess = spawn(
    process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd",
    [
      "-F",
      "-n",
      path.join(dir, "work"),
      "-j",
      "none",
      "-a",
      `127.0.0.1:${ports.port}`,
      "-a",
      `purge=127.0.0.1:${ports.purgePort}`,
      "-f",
      vcl,
      "-s",
      "malloc,64m",
      "-T",
      "none",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const deadline = Date.now() + 30_000;
  while (!(await listening(ports.port))) {
    if (child.exitCode !== null) throw new Error(`varnishd exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`varnishd did not listen:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${ports.port}`,
    purgeUrl: `http://127.0.0.1:${ports.purgePort}/`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
