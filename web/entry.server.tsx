import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, with two changes for the browser's Preact, which hydrates
 * the server's HTML element by element (decision record 007): the preload hints React derives
 * from the page's first images go into a Link header instead of the head, so the head holds only
 * what the app renders (and the browser sees them earlier); Suspense boundaries are written in
 * place.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, people the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions = userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Sections that hydrate in turn (web/shared/ui/hydrate-in-turn.tsx) are Suspense boundaries,
      // not to be moved into place later by an inline script, whatever their size.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onHeaders(hints) {
        if (hints.Link) headers.append("Link", hints.Link);
      },
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
