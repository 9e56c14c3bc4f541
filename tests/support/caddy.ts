import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

export interface TestCaddy {
  httpPort: number;
  httpsPort: number;
  /** The root certificate of Caddy's internal CA, which signed the site's certificate. */
  rootCa: Buffer;
  stop(): Promise<void>;
  output(): string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Runs Caddy with deploy/Caddyfile as production does, in front of the app at `appPort`. Only
 * what a test machine needs differs, in global options around it: ports of its own, an internal
 * CA instead of a public one, no admin endpoint, storage in a temporary folder.
 */
export async function startCaddy(appPort: number): Promise<TestCaddy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "restaurant-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const config = path.join(dir, "Caddyfile");
  fs.writeFileSync(
    config,
    `{
	http_port ${httpPort}
	https_port ${httpsPort}
	default_bind 127.0.0.1
	admin off
	local_certs
	skip_install_trust
	storage file_system ${path.join(dir, "storage")}
}
import ${path.resolve("deploy/Caddyfile")}
`,
  );
  const child: ChildProcess = spawn(
    "caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        SITE_ADDRESS: "localhost",
        APP_PORT: String(appPort),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));

  const rootFile = path.join(dir, "storage", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited early:\n${output}`);
    if (fs.existsSync(rootFile)) {
      try {
        await request({
          port: httpsPort,
          rootCa: fs.readFileSync(rootFile),
          path: "/api/public/opening-hours",
        });
        break;
      } catch {
        // no certificate for the site yet
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`caddy did not serve HTTPS:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    httpPort,
    httpsPort,
    rootCa: fs.readFileSync(rootFile),
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One request to https://localhost (or http:// without a CA), from a loopback address of the
 * caller's choice: every 127.x.y.z is this machine, so each stands for a different client.
 * The certificate is checked against Caddy's CA and the name localhost.
 */
export function request(options: {
  port: number;
  rootCa?: Buffer;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  from?: string;
}): Promise<Answer> {
  const transport = options.rootCa ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      {
        host: "localhost",
        family: 4,
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        ca: options.rootCa,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
