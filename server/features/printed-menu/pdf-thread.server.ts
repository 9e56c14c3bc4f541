import { Worker } from "node:worker_threads";
import type { PdfJob, PdfReply, PdfRequest } from "./pdf-job.server.ts";

/**
 * Where the worker's code is: beside the server's bundle once built (scripts/build-server.mjs
 * emits it as an entry of its own next to main.js, which bundles this file), and beside this file
 * in the sources, which tests and scripts run through tsx. Node 20 does not apply tsx's loader
 * given as `--import` to a worker's first module, so a worker from the sources registers it first.
 */
function workerOf(): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./pdf-worker.js", import.meta.url));
  const source = new URL("./pdf-worker.server.ts", import.meta.url).href;
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

// A started worker with pdf-lib and the faces loaded holds some 70 MB (the built server, 134 →
// 206 MB); PDFs are made once after each change, so it is not kept for long between them.
const IDLE_MS = 60_000;

/**
 * Renders PDFs on one worker thread, started on the first job and kept for the next (pdf-lib
 * and the faces stay loaded there) until a minute passes without one. Jobs queue in the worker,
 * one at a time, so a burst of first readers after a change costs one core, never the server's
 * own. A worker that dies fails the jobs it held; the next job starts a new one.
 */
export function createPdfThread() {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (pdf: Uint8Array) => void; reject: (err: Error) => void }
  >();

  function started(): Worker {
    if (worker) return worker;
    const fresh = workerOf();
    // An idle worker must not keep the process alive; one with jobs is referenced again below.
    fresh.unref();
    fresh.on("message", (reply: PdfReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) {
        fresh.unref();
        clearTimeout(idle);
        idle = setTimeout(() => {
          if (worker !== fresh) return;
          worker = undefined;
          // It holds no job; the next job's worker is another, whose jobs its end must not fail.
          fresh.removeAllListeners("exit");
          void fresh.terminate();
        }, IDLE_MS).unref();
      }
      if ("error" in reply) job.reject(new Error(`PDF rendering failed: ${reply.error}`));
      else job.resolve(reply.pdf);
    });
    const fail = (err: Error) => {
      if (worker === fresh) worker = undefined;
      for (const job of pending.values()) job.reject(err);
      pending.clear();
    };
    fresh.on("error", fail);
    fresh.on("exit", (code) => fail(new Error(`the PDF worker stopped (exit code ${code})`)));
    worker = fresh;
    return fresh;
  }

  return {
    render(job: PdfJob): Promise<Uint8Array> {
      clearTimeout(idle);
      const thread = started();
      const id = nextId++;
      thread.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, job } satisfies PdfRequest);
      });
    },
  };
}
export type PdfThread = ReturnType<typeof createPdfThread>;
