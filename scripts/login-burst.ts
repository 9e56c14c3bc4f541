/**
 * Measures the login guards against a burst: `npx tsx scripts/login-burst.ts [port]` (build first).
 * Starts the built server (behind a "proxy", so X-Forwarded-For names the client), sends 200
 * concurrent wrong passwords for the admin from one address and, while they are answered, the
 * owner's right password from another address. Prints how many guesses were evaluated (answered
 * 401 after a password check) and how the owner's login fared.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.argv[2] ?? 0) || 4250;
const BURST = 200;
const admin = { email: "owner@masala-haus.example", password: "the-owners-long-password" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "login-burst-"));
const url = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["build/node/main.js"], {
  env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", TRUST_PROXY: "1", LOG_LEVEL: "silent", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  stdio: "inherit",
});

async function ready() {
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${url}/api/public/opening-hours`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function login(from: string, password: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email: admin.email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, done: performance.now() };
}

try {
  await ready();
  const burstStarted = performance.now();
  const burst = Promise.all(Array.from({ length: BURST }, (_, i) => login("203.0.113.7", `wrong-guess-${i}`)));
  const owner = await login("198.51.100.20", admin.password);
  const answers = await burst;
  const lastAnswer = Math.max(...answers.map((a) => a.done));
  const by = (status: number) => answers.filter((a) => a.status === status).length;
  const after = await login("192.0.2.44", admin.password);

  console.log(`Burst of ${BURST} concurrent wrong logins for ${admin.email} from 203.0.113.7 (${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}):`);
  console.log(`  guesses evaluated (401):      ${by(401)}`);
  console.log(`  refused before a check (429): ${by(429)}`);
  console.log(`  server busy (503):            ${by(503)}`);
  console.log(`  other:                        ${BURST - by(401) - by(429) - by(503)}`);
  console.log(`  burst answered within:        ${(lastAnswer - burstStarted).toFixed(0)} ms`);
  console.log(`Owner's login from 198.51.100.20 during the burst: ${owner.status} in ${owner.ms.toFixed(0)} ms (${owner.done < lastAnswer ? "before" : "after"} the burst's last answer)`);
  console.log(`Owner's login from 192.0.2.44 after the burst:     ${after.status} in ${after.ms.toFixed(0)} ms`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
