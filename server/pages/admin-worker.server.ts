import type { MiddlewareHandler } from "hono";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ADMIN_SCOPE, ADMIN_WORKER_PATH } from "@shared/admin-app.ts";
import { sendRepresentation } from "../http/representation.server.ts";

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
 * The worker's script. It keeps the shell and the built files in a cache of this build and
 * answers them from there; everything else (above all the API, whose answers hold the team's
 * and the account's data) it leaves to the network untouched. A new build's worker takes over
 * at once and removes the old caches: the next visit runs the new code (decision record 035).
 */
export function adminWorkerScript(buildId: string, files: string[]): string {
  return `// The admin's service worker, build ${buildId}: made by the server (server/pages/admin-worker.server.ts).
const CACHE = ${JSON.stringify(ADMIN_CACHE_PREFIX + buildId)};
const SHELL = ${JSON.stringify(ADMIN_SHELL_PATH)};
const FILES = ${JSON.stringify(files)};

self.addEventListener("install", (event) => {
  // The shell past the browser's HTTP cache, so that it is this build's; the built files, whose
  // names change with their bytes, from it when the page has just loaded them.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([new Request(SHELL, { cache: "reload" }), ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(${JSON.stringify(ADMIN_CACHE_PREFIX)}) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
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

/** Built files never change under their hashed names: the kept one, or the network's, kept for next time. */
async function built(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
`;
}

/** Serves the worker's script of this build; browsers ask for it on every visit to see whether it changed. */
export function adminWorker(build: ServerBuild, clientDir: string): MiddlewareHandler {
  let script: Buffer | undefined;
  return async (c, next) => {
    if (c.req.path !== ADMIN_WORKER_PATH || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return next();
    if (!script) {
      const files = adminShellFiles(build);
      script = Buffer.from(adminWorkerScript(adminBuildId(files, clientDir), files));
    }
    return sendRepresentation(c, script, {
      contentType: "text/javascript; charset=utf-8",
      cacheControl: "no-cache",
    });
  };
}
