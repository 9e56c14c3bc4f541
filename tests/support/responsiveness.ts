import { setImmediate as nextTurn } from "node:timers/promises";
import type { TestTarget } from "./app.ts";

/**
 * Runs `work` while a visitor keeps reading the public menu, one request after another: the
 * longest the visitor waited for an answer, and how many answers came meanwhile. A request that
 * holds the event loop keeps every other visitor waiting, and shows here.
 */
export async function whileAVisitorReads<T>(server: TestTarget, work: () => Promise<T>): Promise<{ result: T; longestWaitMs: number; answered: number }> {
  let done = false;
  let longestWaitMs = 0;
  let answered = 0;
  const visitor = (async () => {
    while (!done) {
      const asked = performance.now();
      const res = await server.fetch("/api/public/menu");
      await res.arrayBuffer();
      if (res.status === 200) answered++;
      longestWaitMs = Math.max(longestWaitMs, performance.now() - asked);
      // A cached answer may come back without the event loop turning; a visitor's next request
      // arrives on a socket, after other work had its turn.
      await nextTurn();
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
    // The visitor's last request counts too: on a held event loop it is the one that waited.
    await visitor;
  }
  return { result, longestWaitMs, answered };
}

/** A form as the bytes a browser sends, encoded before the measured request, so only the server's work is measured. */
export async function encodedForm(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}
