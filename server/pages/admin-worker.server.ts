import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ADMIN_SCOPE, ADMIN_WORKER_PATH } from "@shared/admin-app.ts";
import { sendRepresentation } from "../http/representation.server.ts";
import type { CatalogueModules } from "./catalogue-modules.server.ts";

/** The page the worker keeps and answers from the phone: the panel decides in the browser what to show. */
const ADMIN_SHELL_PATH = ADMIN_SCOPE;
/** The caches of the admin's worker, one per build; an active worker removes the others. */
const ADMIN_CACHE_PREFIX = "admin-";

/**
 * The built files the admin page starts with: React Router's client manifest, the entry, the
 * root's and the admin route's modules, their imports and stylesheets. Hashed names, so a new
 * build names new files.
 */
export function adminShellFiles(build: ServerBuild): string[] {
  const { assets } = build;
  const routes = [assets.routes.root, assets.routes["routes/admin"]];
  return [
    ...new Set([
      assets.url,
      assets.entry.module,
      ...assets.entry.imports,
      ...routes.flatMap((route) =>
        route ? [route.module, ...(route.imports ?? []), ...(route.css ?? [])] : [],
      ),
    ]),
  ];
}

/** How Vite's preload helper names, in a module, the files it loads on demand: from the site's root. */
const ON_DEMAND_NAME = /["'`](assets\/[\w.-]+\.(?:js|css))["'`]/g;

/**
 * The files the admin loads on demand, its tabs and what they import: the admin route's module
 * names them for Vite's preload helper, and each of them names what it loads on demand in turn.
 * The files the page starts with are not followed: what the public pages' shared code loads on
 * demand (the PDF viewer, the lightbox) is not the admin's.
 */
export function adminOnDemandFiles(
  build: ServerBuild,
  startFiles: string[],
  clientDir: string,
): string[] {
  const adminModule = build.assets.routes["routes/admin"]?.module;
  const found = new Set<string>();
  const unread = adminModule ? [adminModule] : [];
  for (let file = unread.pop(); file !== undefined; file = unread.pop()) {
    const text = fs.readFileSync(path.join(clientDir, file), "utf8");
    for (const [, name] of text.matchAll(ON_DEMAND_NAME)) {
      const url = `/${name}`;
      if (startFiles.includes(url) || found.has(url)) continue;
      found.add(url);
      if (url.endsWith(".js")) unread.push(url);
    }
  }
  return [...found];
}

/**
 * Every file a page of this build may ask for: what it starts with, its texts in each language
 * (`catalogueModules`), then what it loads on demand.
 */
export function adminBuildFiles(
  build: ServerBuild,
  clientDir: string,
  catalogues: CatalogueModules,
): string[] {
  const start = adminShellFiles(build);
  return [
    ...new Set([
      ...start,
      // Without the texts the admin would not start from the phone when the server cannot be reached.
      ...Object.values(catalogues),
      ...adminOnDemandFiles(build, start, clientDir),
    ]),
  ];
}

/**
 * The build's id: a hash of the kept files' names and bytes. A deploy that changes any of them
 * changes the worker's script, which browsers compare on each visit and then install anew.
 */
export function adminBuildId(files: string[], clientDir: string): string {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(clientDir, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The worker's script. It keeps the shell and every built file of the admin in a cache of this
 * build and answers them from there; everything else (above all the API, whose answers hold the
 * team's and the account's data) it leaves to the network untouched. A new build's worker takes
 * over at once, so the next visit runs the new code (decision record 035); the older builds'
 * caches stay until no page that was open before it remains, since such a page still loads its
 * own build's tabs on demand (decision record 036).
 */
export function adminWorkerScript(buildId: string, files: string[]): string {
  return `// The admin's service worker, build ${buildId}: made by the server (server/pages/admin-worker.server.ts).
const CACHE = ${JSON.stringify(ADMIN_CACHE_PREFIX + buildId)};
const SHELL = ${JSON.stringify(ADMIN_SHELL_PATH)};
const FILES = ${JSON.stringify(files)};
/** Where this build's cache notes the admin pages open when it was installed: they run older builds. */
const OLDER_PAGES = ${JSON.stringify(`${ADMIN_WORKER_PATH}?older-pages`)};

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The admin pages open now run older builds, and may still load their tabs once this one
      // has taken over. Noted here: while this worker activates, a page's requests wait for it.
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const ids = pages.filter((page) => page.url.startsWith(self.registration.scope)).map((page) => page.id);
      await cache.put(OLDER_PAGES, new Response(JSON.stringify(ids)));
      // The shell past the browser's HTTP cache, so that it is this build's; the built files,
      // whose names change with their bytes, from it when the page has just loaded them.
      await cache.addAll([new Request(SHELL, { cache: "reload" }), ...FILES]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim().then(dropOlderBuilds));
});

let olderDropped = false;

/** The older builds' caches go once none of the pages that ran them is open. */
async function dropOlderBuilds() {
  if (olderDropped) return;
  const older = (await caches.keys()).filter(
    (name) => name.startsWith(${JSON.stringify(ADMIN_CACHE_PREFIX)}) && name !== CACHE,
  );
  if (older.length > 0) {
    const noted = await (await caches.open(CACHE)).match(OLDER_PAGES);
    const ids = noted ? await noted.json() : [];
    const open = await Promise.all(ids.map((id) => self.clients.get(id)));
    if (open.some(Boolean)) return;
    await Promise.all(older.map((name) => caches.delete(name)));
  }
  olderDropped = true;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Any request of a page is a moment to look whether the older builds' pages are gone.
  event.waitUntil(dropOlderBuilds().catch(() => undefined));
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // With a query (a language chosen in the address) the server renders the page: the network's.
  if (request.mode === "navigate" && url.pathname === SHELL && url.search === "")
    event.respondWith(shell(event));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(built(request));
});

/** The kept shell at once; a fresh one is kept for the next visit when every file it names is kept too. */
async function shell(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(SHELL);
  const fresh = fetch(SHELL).then(async (response) => {
    if (response.ok && (await namesKeptFiles(cache, response.clone()))) await cache.put(SHELL, response.clone());
    return response;
  });
  if (!kept) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return kept;
}

/** A shell of another build names files this worker does not keep; its own worker will bring them. */
async function namesKeptFiles(cache, response) {
  const names = (await response.text()).match(/\\/assets\\/[\\w.-]+\\.(?:js|css)/g) ?? [];
  const found = await Promise.all(names.map((name) => cache.match(name)));
  return found.every(Boolean);
}

/**
 * Built files never change under their hashed names: the kept one (an older build's for a page
 * that started with it), or the network's, kept for next time.
 */
async function built(request) {
  const cache = await caches.open(CACHE);
  const kept = (await cache.match(request)) ?? (await caches.match(request));
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
`;
}

/** Serves the worker's script of this build; browsers ask for it on every visit to see whether it changed. */
export function adminWorker(
  build: ServerBuild,
  clientDir: string,
  catalogues: CatalogueModules,
): MiddlewareHandler {
  let script: Buffer | undefined;
  return async (c, next) => {
    if (c.req.path !== ADMIN_WORKER_PATH || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return next();
    if (!script) {
      const files = adminBuildFiles(build, clientDir, catalogues);
      script = Buffer.from(adminWorkerScript(adminBuildId(files, clientDir), files));
    }
    return sendRepresentation(c, script, {
      contentType: "text/javascript; charset=utf-8",
      cacheControl: "no-cache",
    });
  };
}
