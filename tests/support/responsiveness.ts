import { setImmediate as nextTurn } from "node:timers/promises";
import type { TestTarget } from "./app.ts";

/**
 * Runs `work` while a visitor keeps reading the public menu (or `path`), one request after
 * another: the longest the visitor waited for an answer, and how many answers came meanwhile. A
 * request that holds the event loop keeps every other visitor waiting, and shows here. A work
 * that changes the menu makes the visitor's next menu a new rendering, at its size; the opening
 * hours are small whatever the menu is, so they show the work's holds alone.
 */
export async function whileAVisitorReads<T>(
  server: TestTarget,
  work: () => Promise<T>,
  path = "/api/public/menu",
): Promise<{ result: T; longestWaitMs: number; answered: number }> {
  // Once before: the first answer of a kind costs the test's own answer check its compiling,
  // work of the test, not of the server.
  await (await server.fetch(path)).arrayBuffer();
  let done = false;
  let longestWaitMs = 0;
  let answered = 0;
  const visitor = (async () => {
    while (!done) {
      // A visitor's request arrives on a socket, and is read when the event loop next turns: its
      // wait starts before that turn. (In this process the request itself is a chain of promises,
      // which runs between the steps of other work however long that holds the loop.)
      const asked = performance.now();
      await nextTurn();
      const res = await server.fetch(path);
      await res.arrayBuffer();
      if (res.status === 200) answered++;
      longestWaitMs = Math.max(longestWaitMs, performance.now() - asked);
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
export async function encodedForm(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}
