/**
 * `npm run bench`: starts the built product with demo content and prints one table of
 * figures: Lighthouse (mobile defaults, median of 3) on every public page and on /menu with a
 * restaurant's full menu of about 200 dishes with photos, Lighthouse with applied throttling
 * (`--throttling-method=devtools`: a real slowed trace, not a simulation) on / and /menu,
 * requests per second and
 * p99 of the public menu API against nginx serving the same bytes pre-compressed (in turns,
 * three rounds each), of the server-rendered pages, start-up time and memory. Figures are
 * printed, never asserted.
 *
 * The server runs on core 0 and the load generator (wrk) on core 1. Needs wrk, nginx and
 * Chromium from apt: `apt-get install -y wrk nginx-light chromium`; with `linux-perf` it also
 * counts the CPU instructions each server spends per answer, which a busy host hardly moves.
 *
 * `npm run bench -- --spike` runs the spike test instead (see spike()), `npm run bench -- --flood`
 * only the flood of addresses naming nothing (see floodRun()), `npm run bench -- --visits` only
 * the visit counting on and off (see visitsRun()), `npm run bench -- --staff` only the staff's
 * admin on a phone beside the public menu (see scripts/bench-staff-app.ts).
 * `npm run bench -- --pages /about,/pdf/{demo}` runs Lighthouse on those pages alone (see ONLY_PAGES).
 *
 * With BENCH_COMPARE_BUILD_DIR set to a second build (say, one made with a change left out), it
 * also runs Lighthouse on / and /menu of both builds in turns, so that a busy moment of the
 * shared host weighs on both alike: an A/B of the change. With `--pages` as well, the A/B runs on
 * those pages, simulated throttling only.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "../shared/site-pages.ts";
import { STAFF_APP_TARGETS, staffAppRuns } from "./bench-staff-app.ts";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 32;
/** Our API and nginx take turns this often; the table shows the medians. */
const API_ROUNDS = 3;
/** How long perf counts instructions during a load run. */
const COUNT_SECONDS = 5;

/** Every public page, and the PDF page with the demo's PDF. */
const PAGES = [...PUBLIC_PAGES, "/pdf/{demo}"];
/** The benchmark's admin, given to the server it starts. */
const BENCH_ADMIN = { email: "bench@example.org", password: "bench-password-123" };
/** An Indian restaurant's menu often lists 150–250 dishes: these 238 and the demo's make about 280. */
const BIG_MENU = { categories: 14, dishesEach: 17 };

const has = (cmd: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function startServer(
  port: number,
  dataDir: string,
  buildDir = BUILD_DIR,
  env: Record<string, string> = {},
): ChildProcess {
  const args = ["-c", "0", process.execPath, path.join(buildDir, "node", "main.js")];
  return spawn("taskset", args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    stdio: "ignore",
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null
      ? resolve()
      : (child.once("exit", () => resolve()), child.kill("SIGTERM")),
  );

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

interface LoadResult {
  rps: number;
  p99Ms: number;
}

const wrkArgs = (url: string, seconds: number, headers: Record<string, string>) => [
  "-c",
  "1",
  "wrk",
  "-t1",
  `-c${CONNECTIONS}`,
  `-d${seconds}s`,
  "--latency",
  ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
  url,
];

/** Each target gets a short unmeasured run first, so both servers are measured warm (JIT, caches). */
function wrk(url: string, headers: Record<string, string> = {}): LoadResult {
  const run = (seconds: number) =>
    execFileSync("taskset", wrkArgs(url, seconds, headers), { encoding: "utf8" });
  run(WARM_UP_SECONDS);
  const out = run(LOAD_SECONDS);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const factor = { us: 0.001, ms: 1, s: 1000 } as const;
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} failed responses`);
  return { rps, p99Ms: p99 ? Number(p99[1]) * factor[p99[2] as keyof typeof factor] : NaN };
}

/**
 * Instructions a server process spends per answer, counted by perf during a run of wrk. A busy
 * host moves requests per second by ±30 %; the instructions per answer hardly move. NaN where
 * perf is missing or the machine does not count instructions.
 */
async function instructionsPerAnswer(
  pid: number,
  url: string,
  headers: Record<string, string>,
): Promise<number> {
  if (!has("perf")) return NaN;
  const perf = spawn(
    "perf",
    [
      "stat",
      "-x",
      ",",
      "-e",
      "instructions",
      "-p",
      String(pid),
      "--",
      "sleep",
      String(COUNT_SECONDS),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let report = "";
  perf.stderr.on("data", (chunk: Buffer) => (report += chunk.toString()));
  const exited = new Promise((resolve) => perf.once("close", resolve));
  const out = execFileSync("taskset", wrkArgs(url, COUNT_SECONDS, headers), { encoding: "utf8" });
  await exited;
  const instructions = Number(/^(\d+),/m.exec(report)?.[1] ?? NaN);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  return instructions / requests;
}

function nginxBaseline(
  body: Buffer,
): { port: number; stop: () => void; url: string; workerPid: () => number } | null {
  if (!has("nginx")) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's worker may run as an unprivileged user: it must be able to read the files.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"));
  fs.writeFileSync(path.join(dir, "www", "menu.json"), body);
  fs.writeFileSync(path.join(dir, "www", "menu.json.gz"), gzipSync(body, { level: 9 }));
  const port = Number(process.env.BENCH_NGINX_PORT) || 39000 + Math.floor(Math.random() * 1000);
  const conf = `worker_processes 1;
worker_cpu_affinity 1;
daemon on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  gzip_static on;
  etag on;
  server { listen 127.0.0.1:${port}; root ${dir}/www; }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  execFileSync("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir]);
  const masterPid = () => fs.readFileSync(path.join(dir, "nginx.pid"), "utf8").trim();
  return {
    port,
    url: `http://127.0.0.1:${port}/menu.json`,
    stop: () =>
      execFileSync("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir, "-s", "stop"]),
    // The one worker answers; the master only watches it.
    workerPid: () =>
      Number(
        execFileSync("pgrep", ["-P", masterPid()], { encoding: "utf8" }).trim().split("\n")[0],
      ),
  };
}

/** The round with the median requests per second, with its own p99. */
function medianResult(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)] as LoadResult;
}

/** The median of the runs that produced the figure (a run may lack one, e.g. no LCP element). */
function median(xs: number[]): number {
  const known = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length ? (known[Math.floor(known.length / 2)] as number) : NaN;
}

interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  jsGzipKb: number;
  /** Lighthouse's measure of the machine's speed during the run: a busy host shows in a lower one. */
  benchmarkIndex: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The accessibility, best-practice and SEO audits the run failed, by id: what a score under 100 is made of. */
  failedAudits: string[];
}

/** The issue's budget counts gzipped JavaScript; browsers here are sent Brotli, which is smaller. */
function gzippedKb(scriptUrls: string[], buildDir: string): number {
  const bytes = scriptUrls.reduce(
    (sum, url) =>
      sum +
      gzipSync(fs.readFileSync(path.join(buildDir, "client", new URL(url).pathname)), { level: 9 })
        .length,
    0,
  );
  return bytes / 1024;
}

interface LighthouseRuns extends LighthouseFigures {
  runs: LighthouseFigures[];
  /** Lighthouse's own errors of the runs made again (NO_NAVSTART: the trace lacked the navigation). */
  failures: string[];
  /** The versions measured with: the same pages' TBT moved severalfold between browser builds and hosts. */
  tools: string;
}

/**
 * How Lighthouse slows the page: "simulate" (its default) loads it fast and computes the figures
 * a slow phone would see; "devtools" slows the browser's network and processor while it loads,
 * so the figures come from a real trace.
 */
type Throttling = "simulate" | "devtools";

/** The medians, and every run's figures: on a shared host single runs differ severalfold. */
async function lighthouseRuns(
  url: string,
  throttlingMethod: Throttling = "simulate",
  runs = RUNS,
  buildDir = BUILD_DIR,
): Promise<LighthouseRuns> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const figures: LighthouseFigures[] = [];
  const failures: string[] = [];
  let tools = "";
  for (let attempt = 0; figures.length < runs && attempt < 2 * runs; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        output: "json",
        logLevel: "error",
        throttlingMethod,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse gave no result");
      if (!tools) {
        // Asked after the run, not before it. The user agent gives the major version alone; the
        // DevTools endpoint names the build.
        const { Browser } = (await (
          await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
        ).json()) as { Browser: string };
        tools = `Lighthouse ${lhr.lighthouseVersion}, ${Browser.replace(/^(Headless)?Chrome\//, "Chromium ")}`;
      }
      if (lhr.runtimeError) {
        failures.push(lhr.runtimeError.code);
        continue;
      }
      const items =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      const requests =
        (
          lhr.audits["network-requests"]?.details as
            { items?: { url: string; resourceType?: string }[] } | undefined
        )?.items ?? [];
      figures.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        jsKb: (items.find((x) => x.resourceType === "script")?.transferSize ?? 0) / 1024,
        jsGzipKb: gzippedKb(
          requests.filter((r) => r.resourceType === "Script").map((r) => r.url),
          buildDir,
        ),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        failedAudits: ["accessibility", "best-practices", "seo"].flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 1)
            .map(({ id }) => id),
        ),
      });
    } finally {
      chrome.kill();
    }
  }
  return summary(figures, failures, tools);
}

function summary(figures: LighthouseFigures[], failures: string[], tools: string): LighthouseRuns {
  return {
    score: median(figures.map((f) => f.score)),
    fcpMs: median(figures.map((f) => f.fcpMs)),
    lcpMs: median(figures.map((f) => f.lcpMs)),
    cls: median(figures.map((f) => f.cls)),
    tbtMs: median(figures.map((f) => f.tbtMs)),
    jsKb: median(figures.map((f) => f.jsKb)),
    jsGzipKb: median(figures.map((f) => f.jsGzipKb)),
    benchmarkIndex: median(figures.map((f) => f.benchmarkIndex)),
    accessibility: median(figures.map((f) => f.accessibility)),
    bestPractices: median(figures.map((f) => f.bestPractices)),
    seo: median(figures.map((f) => f.seo)),
    failedAudits: [...new Set(figures.flatMap((f) => f.failedAudits))],
    runs: figures,
    failures,
    tools,
  };
}

/**
 * Grows the demo menu to a restaurant's full one through the admin API, as staff would: more
 * categories of dishes with two-language texts, prices, tags and a photo each (the demo's photos
 * again, each uploaded anew, so the server makes its own sizes).
 */
async function fillBigMenu(base: string): Promise<number> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const demo = (await (await fetch(`${base}/api/public/menu?lang=de`)).json()) as {
    dishes: { imageUrl: string | null }[];
  }[];
  const photoUrls = demo
    .flatMap((c) => c.dishes.map((d) => d.imageUrl))
    .filter((url): url is string => url !== null);
  const photos = await Promise.all(
    photoUrls.map(
      async (url) =>
        new Blob([await (await fetch(base + url)).arrayBuffer()], { type: "image/webp" }),
    ),
  );
  let dishes = 0;
  for (let c = 1; c <= BIG_MENU.categories; c++) {
    const category = await fetch(`${base}/api/categories`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({
        name_de: `Spezialitäten ${c}`,
        name_en: `Specialities ${c}`,
        position: 100 + c,
      }),
    });
    if (!category.ok)
      throw new Error(`bench category: ${category.status} ${await category.text()}`);
    const { _id: categoryId } = (await category.json()) as { _id: string };
    for (let d = 1; d <= BIG_MENU.dishesEach; d++) {
      const n = (c - 1) * BIG_MENU.dishesEach + d;
      const form = new FormData();
      const fields: Record<string, string> = {
        categoryId,
        title_de: `Haus-Curry Nr. ${n}`,
        title_en: `House curry no. ${n}`,
        description_de:
          "Zartes Gemüse und Paneer in einer Soße aus Tomaten, Cashews und gerösteten Gewürzen, dazu Basmatireis.",
        description_en:
          "Tender vegetables and paneer in a sauce of tomatoes, cashews and roasted spices, served with basmati rice.",
        priceCents: String(890 + (n % 12) * 50),
        position: String(d),
        isVeg: String(n % 2 === 0),
        isSpicy: String(n % 3 === 0),
        allergens: n % 2 === 0 ? "G,H" : "A",
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const photo = photos[n % photos.length];
      if (photo) form.append("image", photo, `dish-${n}.webp`);
      const res = await fetch(`${base}/api/dishes`, { method: "POST", headers: auth, body: form });
      if (!res.ok) throw new Error(`bench dish: ${res.status} ${await res.text()}`);
      dishes++;
    }
  }
  const menu = (await (await fetch(`${base}/api/public/menu?lang=de`)).json()) as {
    dishes: unknown[];
  }[];
  return menu.reduce((sum, c) => sum + c.dishes.length, 0) || dishes;
}

/** One row of figures for a page, and its targets. */
function lighthouseRow(label: string, lh: LighthouseRuns, page: string) {
  const each = (figure: (f: LighthouseFigures) => number) =>
    lh.runs.map((f) => fmt(figure(f))).join(", ");
  const starts = page === "/" || page.startsWith("/menu");
  row(
    `Lighthouse ${label}`,
    `${fmt(lh.score)} (${each((f) => f.score)}) · FCP ${fmt(lh.fcpMs)} ms · LCP ${fmt(lh.lcpMs)} ms (${each((f) => f.lcpMs)}) · CLS ${fmt(lh.cls, 3)} · TBT ${fmt(lh.tbtMs)} ms (${each((f) => f.tbtMs)}) · JS ${fmt(lh.jsGzipKb, 1)} KB gz`,
    `100 (≥ 95) · LCP ≤ 1200 · CLS ≤ 0.01${starts ? " · TBT ≤ 100" : ""}${page === "/" ? " · JS ≤ 130 KB" : ""}`,
  );
  row(
    `  accessibility, best practices, SEO ${label}`,
    `${fmt(lh.accessibility)} (${each((f) => f.accessibility)}), ${fmt(lh.bestPractices)} (${each((f) => f.bestPractices)}), ${fmt(lh.seo)} (${each((f) => f.seo)})${lh.failedAudits.length ? ` · failed: ${lh.failedAudits.join(", ")}` : ""}`,
    "100, 100, 100",
  );
  if (lh.failures.length)
    row(
      `  Lighthouse runs failed and made again ${label}`,
      lh.failures.join(", "),
      "Lighthouse's own error, no figures",
    );
}

/** A server that has answered a page before (JIT, response cache), as visitors meet it. */
async function warmUp(base: string, page: string): Promise<void> {
  for (let i = 0; i < 20; i++)
    await (await fetch(base + page, { headers: { "Accept-Encoding": "br" } })).arrayBuffer();
}

/** Lighthouse on a page of a warm server. */
async function measurePage(
  base: string,
  page: string,
  throttlingMethod: Throttling = "simulate",
): Promise<LighthouseRuns> {
  await warmUp(base, page);
  return lighthouseRuns(base + page, throttlingMethod);
}

/**
 * `--pages /about,/pdf/{demo}`: Lighthouse alone on these pages (RUNS times each, BENCH_RUNS),
 * nothing else; `--big-menu` adds /menu with the full menu. For a change to one page.
 */
const ONLY_PAGES = (() => {
  const at = process.argv.indexOf("--pages");
  return at < 0 ? null : (process.argv[at + 1] ?? "").split(",").filter(Boolean);
})();
const BIG_MENU_ONLY = process.argv.includes("--big-menu");

/** The pages the issue names for applied throttling, and for the A/B. */
const TRACED_PAGES = ["/", "/menu"];

/** The host's load average over 1, 5 and 15 minutes: ~8 engineers share 2 cores, and lab figures move with it. */
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ");

/**
 * Lighthouse on the same pages of this build (A) and of BENCH_COMPARE_BUILD_DIR (B), one run of
 * each in turn, both ways of throttling. B runs on a server of its own, with the same demo content.
 */
async function compareBuilds(
  base: string,
  compareDir: string,
  pages: readonly string[],
  throttlings: readonly ("simulate" | "devtools")[],
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-b-"));
  const port = await freePort();
  const other = `http://127.0.0.1:${port}`;
  execFileSync(process.execPath, [path.join(compareDir, "demo", "seed.js")], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "inherit",
  });
  const server = startServer(port, dataDir, compareDir);
  try {
    await waitFor(`${other}/api/public/opening-hours`);
    row(
      `A/B: A = ${BUILD_DIR}, B = ${compareDir}, one run of each in turn`,
      `load average ${loadAverage()} at the start`,
    );
    for (const throttling of throttlings) {
      for (const page of pages) {
        await warmUp(base, page);
        await warmUp(other, page);
        const arms = {
          A: { url: base + page, dir: BUILD_DIR, runs: [] as LighthouseRuns[] },
          B: { url: other + page, dir: compareDir, runs: [] as LighthouseRuns[] },
        };
        for (let i = 0; i < RUNS; i++)
          for (const arm of Object.values(arms))
            arm.runs.push(await lighthouseRuns(arm.url, throttling, 1, arm.dir));
        for (const [name, arm] of Object.entries(arms)) {
          lighthouseRow(
            `${name} ${page} (${throttling})`,
            summary(
              arm.runs.flatMap((r) => r.runs),
              arm.runs.flatMap((r) => r.failures),
              arm.runs[0]?.tools ?? "",
            ),
            page,
          );
        }
      }
    }
    row("A/B: load average at the end", loadAverage());
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: [string, string, string][] = [];

/** Prints the rows gathered so far as one Markdown table, under a line naming what and the machine. */
function printRows(what?: string): void {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0), 6));
  const line = (r: string[]) =>
    `| ${r
      .slice(0, 3)
      .map((c, i) => c.padEnd(widths[i] as number))
      .join(" | ")} |`;
  if (what)
    console.log(
      `\n${what} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
    );
  console.log(line(["what", "measured", "target"]));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}
const row = (what: string, value: string, target = "") => rows.push([what, value, target]);
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/**
 * The spike: SPIKE.connections connections at once on / and on /menu for SPIKE.seconds each,
 * the server on core 0 alone and wrk on core 1; then the same with a random query string on
 * every request (which must cost no render: pages send such an address to the clean one). Reports
 * errors (socket errors and answers other than 2xx/3xx), p99 latency and the server's RSS. With
 * Caddy installed, all of it again through Caddy as deployed (startCaddy()).
 */
const SPIKE = { connections: 1000, seconds: 20, targets: { p99Ms: 500, rssMb: 250 } };

interface SpikeResult {
  requests: number;
  errors: number;
  /** Which: wrk's socket errors and the answers other than 2xx/3xx. */
  errorKinds: string;
  p99Ms: number;
  rps: number;
}

function spikeRun(url: string, randomQuery: boolean): SpikeResult {
  const script = path.join(os.tmpdir(), `bench-spike-${process.pid}.lua`);
  // math.random per request: every address is new to the server's cache.
  fs.writeFileSync(
    script,
    `local path = wrk.path\nrequest = function()\n  return wrk.format(nil, path .. "?utm_id=" .. math.random(1, 1000000000))\nend\n`,
  );
  try {
    const args = [
      "-c",
      "1",
      "wrk",
      "-t1",
      `-c${SPIKE.connections}`,
      `-d${SPIKE.seconds}s`,
      "--timeout",
      "10s",
      "--latency",
      "-H",
      "Accept-Encoding: gzip, deflate, br",
      ...(randomQuery ? ["-s", script] : []),
      url,
    ];
    const out = execFileSync("taskset", args, { encoding: "utf8" });
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
    const factor = { us: 0.001, ms: 1, s: 1000 } as const;
    return {
      requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
      errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      errorKinds: `connect ${socket?.[1] ?? 0}, read ${socket?.[2] ?? 0}, write ${socket?.[3] ?? 0}, timeout ${socket?.[4] ?? 0}, non-2xx/3xx ${non2xx}`,
      p99Ms: p99 ? Number(p99[1]) * factor[p99[2] as keyof typeof factor] : NaN,
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/**
 * Caddy as deployed (deploy/Caddyfile, over plain HTTP here) in front of the server, on the
 * server's core: visitors' connections end at Caddy, which passes them on over a few kept-alive
 * ones, so this is the spike a deployment meets.
 */
function startCaddy(appPort: number, caddyPort: number): { child: ChildProcess; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-caddy-"));
  const config = path.join(dir, "Caddyfile");
  fs.writeFileSync(config, `{\n\tadmin off\n}\nimport ${path.resolve("deploy/Caddyfile")}\n`);
  const env = {
    ...process.env,
    SITE_ADDRESS: `http://127.0.0.1:${caddyPort}`,
    APP_PORT: String(appPort),
    XDG_DATA_HOME: dir,
    XDG_CONFIG_HOME: dir,
  };
  const child = spawn(
    "taskset",
    ["-c", "0", "caddy", "run", "--config", config, "--adapter", "caddyfile"],
    { env, stdio: "ignore" },
  );
  return { child, dir };
}

/**
 * Varnish with deploy/varnish.vcl (its backend's port made the bench server's), on the server's
 * core too: Caddy → Varnish → Node, the deployment with a cache in front.
 */
function startVarnish(appPort: number, port: number): { child: ChildProcess; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-varnish-"));
  const vcl = path.join(dir, "site.vcl");
  fs.writeFileSync(
    vcl,
    fs
      .readFileSync("deploy/varnish.vcl", "utf8")
      .replace('.port = "3000";', `.port = "${appPort}";`),
  );
  const args = ["-F", "-n", path.join(dir, "work"), "-j", "none", "-T", "none"];
  args.push("-a", `127.0.0.1:${port}`, "-f", vcl, "-s", "malloc,256m");
  const child = spawn("taskset", ["-c", "0", "/usr/sbin/varnishd", ...args], { stdio: "ignore" });
  return { child, dir };
}

async function spike() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const missing = ["wrk", "taskset"].filter((c) => !has(c));
  if (missing.length)
    throw new Error(
      `The spike test needs ${missing.join(" and ")}: apt-get install -y wrk util-linux`,
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  execFileSync(process.execPath, [path.join(BUILD_DIR, "demo", "seed.js")], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "inherit",
  });
  const server = startServer(port, dataDir);
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ");
  let caddy: { child: ChildProcess; dir: string } | undefined;
  let cached:
    | { caddy: { child: ChildProcess; dir: string }; varnish: { child: ChildProcess; dir: string } }
    | undefined;
  try {
    await waitFor(`${base}/api/public/opening-hours`);
    const pid = server.pid as number;
    const loadBefore = load();
    const runAll = (origin: string, via: string) => {
      for (const randomQuery of [false, true]) {
        for (const page of ["/", "/menu"]) {
          const r = spikeRun(`${origin}${page}`, randomQuery);
          const memory = memoryOf(pid);
          const what = `${page}${randomQuery ? "?utm_id=<random>" : ""}${via}, ${SPIKE.connections} connections, ${SPIKE.seconds} s`;
          row(
            what,
            `${r.errors} errors of ${r.requests}${r.errors ? ` (${r.errorKinds})` : ""}, p99 ${fmt(r.p99Ms)} ms, ${fmt(r.rps)} req/s, RSS ${fmt(memory.rssMb)} MB (peak ${fmt(memory.peakMb)})`,
            `0 errors, p99 < ${SPIKE.targets.p99Ms} ms, RSS < ${SPIKE.targets.rssMb} MB`,
          );
        }
      }
    };
    runAll(base, "");
    if (has("caddy")) {
      const caddyPort = await freePort();
      caddy = startCaddy(port, caddyPort);
      await waitFor(`http://127.0.0.1:${caddyPort}/api/public/opening-hours`);
      runAll(`http://127.0.0.1:${caddyPort}`, " via Caddy (deploy/Caddyfile)");
    } else {
      row("through Caddy as deployed", "not run: apt-get install -y caddy", "");
    }
    if (has("caddy") && fs.existsSync("/usr/sbin/varnishd")) {
      const [varnishPort, caddyPort] = [await freePort(), await freePort()];
      cached = {
        varnish: startVarnish(port, varnishPort),
        caddy: startCaddy(varnishPort, caddyPort),
      };
      await waitFor(`http://127.0.0.1:${caddyPort}/api/public/opening-hours`);
      runAll(`http://127.0.0.1:${caddyPort}`, " via Caddy → Varnish (deploy/varnish.vcl)");
    } else {
      row(
        "through Caddy → Varnish",
        "not run: apt-get install -y caddy varnish varnish-modules",
        "",
      );
    }
    row(
      "load average (1 / 5 / 15 min) before / after",
      `${loadBefore}; ${load()}`,
      `${os.cpus().length} cores, shared`,
    );
  } finally {
    for (const child of [caddy, cached?.caddy, cached?.varnish]) {
      if (!child) continue;
      await stop(child.child);
      fs.rmSync(child.dir, { recursive: true, force: true });
    }
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printRows("Spike test");
}

/**
 * The flood: FLOOD.requests requests, FLOOD.concurrency at a time, for addresses whose values name
 * nothing that exists (a category, an image group, React Router's route ids and version, a
 * token, a PDF), while one visitor keeps asking for the kept /menu; beside it, the same visitor
 * without the flood. Localhost only, each request bounded by FLOOD.timeoutMs and the whole by
 * FLOOD.deadlineMs.
 */
const FLOOD = {
  requests: 400,
  concurrency: 8,
  quietRequests: 200,
  timeoutMs: 10_000,
  deadlineMs: 120_000,
};

async function floodRun(base: string, label: string): Promise<void> {
  const random = () => Math.random().toString(36).slice(2);
  const targets = [
    () => `/menu?category=${random()}`,
    () => `/middaydiscount?group=${random()}&image=${random()}`,
    () => `/menu.data?_routes=${random()}`,
    () => `/menu?version=${random()}&paths=${random()}`,
    () => `/menu?index=${random()}`,
    () => `/admin/invite?token=${random()}`,
    () => `/admin/setup?token=${random()}`,
    () => `/pdf/${random()}`,
  ];
  const deadline = Date.now() + FLOOD.deadlineMs;
  const timed = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path, {
      redirect: "manual",
      headers: { "Accept-Encoding": "gzip, deflate, br", Cookie: "lang=de" },
      signal: AbortSignal.timeout(FLOOD.timeoutMs),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const percentile = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ??
    NaN;
  const figures = (xs: number[]) =>
    `median ${fmt(percentile(xs, 50), 1)} ms, p99 ${fmt(percentile(xs, 99), 1)} ms, max ${fmt(Math.max(...xs), 1)} ms (${xs.length} requests)`;

  await timed("/menu");
  await timed("/menu");
  const quiet: number[] = [];
  for (let i = 0; i < FLOOD.quietRequests && Date.now() < deadline; i++)
    quiet.push((await timed("/menu")).ms);

  const flood: number[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const worker = async () => {
    while (sent < FLOOD.requests && Date.now() < deadline) {
      const target = targets[sent++ % targets.length] as () => string;
      const { ms, status } = await timed(target());
      flood.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const during: number[] = [];
  let flooding = true;
  const visitor = (async () => {
    while (flooding && Date.now() < deadline) during.push((await timed("/menu")).ms);
  })();
  await Promise.all(Array.from({ length: FLOOD.concurrency }, worker));
  flooding = false;
  await visitor;

  row(`${label}cached /menu alone`, figures(quiet));
  row(
    `${label}cached /menu during ${FLOOD.requests} random-value requests (${FLOOD.concurrency} at a time)`,
    figures(during),
    "about as alone",
  );
  row(
    `${label}  the random-value requests`,
    `${figures(flood)}; status ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(", ")}`,
    "no render: 30x, or a kept 200/404",
  );
}

/** The server's CPU time (user and system, from /proc) per answer during a 5 s run of wrk. */
function cpuMicrosecondsPerAnswer(
  pid: number,
  url: string,
  headers: Record<string, string>,
): number {
  // utime and stime, in clock ticks of 10 ms: fields 14 and 15, counted after the command's ")".
  const ticks = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = ticks();
  const out = execFileSync("taskset", wrkArgs(url, COUNT_SECONDS, headers), { encoding: "utf8" });
  const spent = ticks() - before;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  return (spent * 10_000) / requests;
}

/** A browser's user agent: wrk sends none, and a request without one is no visitor and is not counted. */
const BROWSER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/**
 * Requests per second and p99 of the cached `/` with the visit counting on (VISIT_COUNTING=1, the
 * default) and off, on two servers with the same data measured in turns, so that a busy moment
 * of the shared host weighs on both alike. Every request is a browser's page view, so each one is
 * counted: a hash, a few map updates, and a write of the totals once a minute.
 */
async function visitsRun(dataDir: string): Promise<void> {
  const setups = [
    { label: "on", env: { VISIT_COUNTING: "1" } },
    { label: "off", env: { VISIT_COUNTING: "0" } },
  ];
  const servers = await Promise.all(
    setups.map(async (setup) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-visits-"));
      fs.cpSync(dataDir, dir, { recursive: true });
      const port = await freePort();
      return { ...setup, dir, base: `http://127.0.0.1:${port}`, port };
    }),
  );
  const headers = { "Accept-Encoding": "gzip", Cookie: "lang=de", "User-Agent": BROWSER_AGENT };
  const results = new Map<string, LoadResult[]>(servers.map((s) => [s.label, []]));
  // Requests per second move several-fold on a shared host; the CPU time per answer much less.
  const instructions = new Map<string, number[]>(servers.map((s) => [s.label, []]));
  try {
    for (let round = 0; round < API_ROUNDS; round++)
      // Each round in the other order, so that neither always runs after the other.
      for (const s of round % 2 === 0 ? servers : [...servers].reverse()) {
        // One server at a time on core 0: the other is stopped, not idle beside it.
        const child = startServer(s.port, s.dir, BUILD_DIR, s.env);
        try {
          await waitFor(`${s.base}/api/public/opening-hours`);
          results.get(s.label)!.push(wrk(`${s.base}/`, headers));
          instructions
            .get(s.label)!
            .push(cpuMicrosecondsPerAnswer(child.pid as number, `${s.base}/`, headers));
        } finally {
          await stop(child);
        }
      }
  } finally {
    for (const s of servers) fs.rmSync(s.dir, { recursive: true, force: true });
  }
  for (const s of servers) {
    const all = results.get(s.label)!;
    const r = medianResult(all);
    row(
      `server-rendered / with visit counting ${s.label} (req/s, p99; median of ${API_ROUNDS})`,
      `${fmt(r.rps)} req/s, p99 ${fmt(r.p99Ms, 2)} ms`,
      `rounds: ${all.map((x) => fmt(x.rps)).join(", ")} req/s`,
    );
    const counted = instructions.get(s.label)!;
    row(
      `  server CPU time per answer (µs, /proc), counting ${s.label}`,
      fmt(median(counted)),
      `rounds: ${counted.map((x) => fmt(x)).join(", ")}`,
    );
  }
}

/** `--visits`: the visit counting on and off alone. */
async function visits() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  execFileSync(process.execPath, [path.join(BUILD_DIR, "demo", "seed.js")], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "inherit",
  });
  try {
    row("load average before (1 / 5 / 15 min)", loadAverage());
    await visitsRun(dataDir);
    row("load average after (1 / 5 / 15 min)", loadAverage(), `${os.cpus().length} cores, shared`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printRows("Visit counting");
}

/** The staff's admin on a phone beside the public menu (scripts/bench-staff-app.ts): medians, ratios, the runs in brackets. */
async function staffAppRun(base: string): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const runs = await staffAppRuns(CHROMIUM, base, token, RUNS);
  const ms = (xs: number[]) => `${fmt(median(xs))} ms (${xs.map((x) => fmt(x)).join(", ")})`;
  const of = (key: "menuFirstMs" | "menuRepeatMs" | "adminFirstMs" | "adminRepeatMs") =>
    runs.map((r) => r[key]);
  const menuFirst = median(of("menuFirstMs"));
  row("staff app: public /menu, first dish (first visit)", ms(of("menuFirstMs")), "the yardstick");
  row("staff app: public /menu, first dish (repeat visit)", ms(of("menuRepeatMs")));
  row(
    "staff app: admin first visit, first „Ausverkauft“",
    ms(of("adminFirstMs")),
    `≤ ${STAFF_APP_TARGETS.firstVisit}× menu: ${fmt(median(of("adminFirstMs")) / menuFirst, 2)}×`,
  );
  row(
    "staff app: admin repeat visit, first „Ausverkauft“",
    ms(of("adminRepeatMs")),
    `≤ ${STAFF_APP_TARGETS.repeatVisit}× menu: ${fmt(median(of("adminRepeatMs")) / menuFirst, 2)}×`,
  );
  row(
    "staff app: tap until its confirmation is drawn",
    ms(runs.flatMap((r) => r.tapMs)),
    `≤ ${STAFF_APP_TARGETS.tapMs} ms`,
  );
}

/** `--staff`: the staff's admin on a phone beside the public menu, alone. */
async function staff() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  execFileSync(process.execPath, [path.join(BUILD_DIR, "demo", "seed.js")], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "inherit",
  });
  const server = startServer(port, dataDir);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/public/opening-hours`);
    row("load average before (1 / 5 / 15 min)", loadAverage());
    await staffAppRun(`http://127.0.0.1:${port}`);
    row("load average after (1 / 5 / 15 min)", loadAverage(), `${os.cpus().length} cores, shared`);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printRows("Staff app");
}

/** `--flood`: the flood alone, on this build and, with BENCH_COMPARE_BUILD_DIR, on that one after it. */
async function flood() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const builds = [
    BUILD_DIR,
    ...(process.env.BENCH_COMPARE_BUILD_DIR ? [process.env.BENCH_COMPARE_BUILD_DIR] : []),
  ];
  row("load average before (1 / 5 / 15 min)", loadAverage());
  for (const buildDir of builds) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
    const port = await freePort();
    execFileSync(process.execPath, [path.join(buildDir, "demo", "seed.js")], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: "inherit",
    });
    const server = startServer(port, dataDir, buildDir);
    try {
      await waitFor(`http://127.0.0.1:${port}/api/public/opening-hours`);
      await floodRun(`http://127.0.0.1:${port}`, builds.length > 1 ? `${buildDir}: ` : "");
    } finally {
      await stop(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  row("load average after (1 / 5 / 15 min)", loadAverage(), `${os.cpus().length} cores, shared`);
  printRows("Flood");
}

async function main() {
  if (process.argv.includes("--spike")) return spike();
  if (process.argv.includes("--flood")) return flood();
  if (process.argv.includes("--visits")) return visits();
  if (process.argv.includes("--staff")) return staff();
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const missing = ["wrk", "nginx", "taskset"].filter((c) => !has(c));
  if (!fs.existsSync(CHROMIUM)) missing.push("chromium");
  if (missing.length)
    console.log(
      `Missing: ${missing.join(", ")}. Install with: apt-get install -y wrk nginx-light chromium util-linux (those parts are skipped).`,
    );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  // BENCH_PORT and BENCH_NGINX_PORT keep a run to ports of its own on a shared host.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;

  execFileSync(process.execPath, [path.join(BUILD_DIR, "demo", "seed.js")], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: "inherit",
  });
  // The measured start is a restart on existing data, as after an upgrade.
  let server = startServer(port, dataDir);
  await waitFor(`${base}/api/public/opening-hours`);
  await stop(server);
  const started = performance.now();
  server = startServer(port, dataDir);
  await waitFor(`${base}/api/public/opening-hours`);
  row(
    "start-up of the built server until it answers",
    `${fmt(performance.now() - started)} ms`,
    "< 1000 ms",
  );
  // taskset replaces itself with node, so the child's pid is the server's.
  const pid = server.pid as number;

  let tools = "";
  try {
    if (fs.existsSync(CHROMIUM)) {
      row(
        "load average before Lighthouse (1 / 5 / 15 min)",
        loadAverage(),
        "lab figures move with it",
      );
      const pdf = (
        (await (await fetch(`${base}/api/menu-images`)).json()) as { _id: string; kind: string }[]
      ).find((i) => i.kind === "pdf");
      for (const template of ONLY_PAGES ?? PAGES) {
        const page = template.replace("{demo}", pdf?._id ?? "none");
        const lh = await measurePage(base, page);
        tools = lh.tools;
        lighthouseRow(page, lh, page);
        if (page === "/")
          row(
            "  Lighthouse benchmark index",
            `${fmt(lh.benchmarkIndex)} (${lh.runs.map((f) => fmt(f.benchmarkIndex)).join(", ")})`,
            "machine speed during the runs",
          );
      }
      for (const page of ONLY_PAGES ? [] : TRACED_PAGES)
        lighthouseRow(
          `${page} (devtools throttling)`,
          await measurePage(base, page, "devtools"),
          page,
        );
      row("load average after Lighthouse (1 / 5 / 15 min)", loadAverage());
      if (!ONLY_PAGES) {
        try {
          await staffAppRun(base);
        } catch (error) {
          row("staff app", `not measured: ${(error as Error).message}`);
        }
      }
      const compareDir = process.env.BENCH_COMPARE_BUILD_DIR;
      if (compareDir) {
        try {
          await (ONLY_PAGES
            ? compareBuilds(base, compareDir, ONLY_PAGES, ["simulate"])
            : compareBuilds(base, compareDir, TRACED_PAGES, ["simulate", "devtools"]));
        } catch (error) {
          row("A/B", `not measured: ${(error as Error).message}`);
        }
      }
    }

    if (!ONLY_PAGES && has("wrk") && has("taskset")) {
      const gzip = { "Accept-Encoding": "gzip" };
      const menuBody = Buffer.from(
        await (await fetch(`${base}/api/public/menu?lang=de`)).arrayBuffer(),
      );
      const nginx = nginxBaseline(menuBody);
      if (nginx) {
        try {
          // Taken in turns, so that a busy moment of the host weighs on both servers alike.
          const rounds = Array.from({ length: API_ROUNDS }, () => ({
            ours: wrk(`${base}/api/public/menu?lang=de`, gzip),
            theirs: wrk(nginx.url, gzip),
          }));
          const ours = medianResult(rounds.map((r) => r.ours));
          const theirs = medianResult(rounds.map((r) => r.theirs));
          const share = median(rounds.map((r) => (100 * r.ours.rps) / r.theirs.rps));
          row(
            `nginx gzip_static, same menu bytes (req/s, p99; median of ${API_ROUNDS})`,
            `${fmt(theirs.rps)} req/s, p99 ${fmt(theirs.p99Ms, 2)} ms`,
          );
          row(
            `public menu API (req/s, p99; median of ${API_ROUNDS})`,
            `${fmt(ours.rps)} req/s, p99 ${fmt(ours.p99Ms, 2)} ms`,
            `≥ 50 % of nginx: ${fmt(share)} % (rounds: ${rounds.map((r) => fmt((100 * r.ours.rps) / r.theirs.rps)).join(", ")})`,
          );
          const ourInstructions = await instructionsPerAnswer(
            pid,
            `${base}/api/public/menu?lang=de`,
            gzip,
          );
          const theirInstructions = await instructionsPerAnswer(nginx.workerPid(), nginx.url, gzip);
          if (Number.isFinite(ourInstructions) && Number.isFinite(theirInstructions)) {
            row(
              "  CPU instructions per answer (perf): API / nginx",
              `${fmt(ourInstructions)} / ${fmt(theirInstructions)}`,
              `nginx needs ${fmt((100 * theirInstructions) / ourInstructions)} % of ours`,
            );
          }
        } finally {
          nginx.stop();
        }
      } else {
        const ours = wrk(`${base}/api/public/menu?lang=de`, gzip);
        row("public menu API (req/s, p99)", `${fmt(ours.rps)} req/s, p99 ${fmt(ours.p99Ms, 2)} ms`);
      }
      for (const page of ["/", "/menu"]) {
        const r = wrk(`${base}${page}`, { ...gzip, Cookie: "lang=de" });
        row(
          `server-rendered ${page} (req/s, p99)`,
          `${fmt(r.rps)} req/s, p99 ${fmt(r.p99Ms, 2)} ms`,
        );
      }
      const memory = memoryOf(pid);
      await visitsRun(dataDir);
      row(
        "server memory after the load (RSS / peak)",
        `${fmt(memory.rssMb)} MB / ${fmt(memory.peakMb)} MB`,
      );
    }

    if (!ONLY_PAGES) await floodRun(base, "");

    // Last, since it changes the content: the menu a restaurant with a full card would have.
    if (fs.existsSync(CHROMIUM) && (!ONLY_PAGES || BIG_MENU_ONLY)) {
      try {
        const dishes = await fillBigMenu(base);
        lighthouseRow(`/menu, ${dishes} dishes`, await measurePage(base, "/menu"), "/menu");
      } catch (error) {
        row("Lighthouse /menu, full menu", `not measured: ${(error as Error).message}`);
      }
    }
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `\nBenchmark on ${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${tools ? `, ${tools}` : ""}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  printRows();
}

await main();
