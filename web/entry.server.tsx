import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.edge";
import type { WebLoadContext } from "@shared/contract/public-data.ts";
import { DocumentOnlyContext } from "./lib/document-only";
import { NonceContext } from "./lib/nonce";
import { loadMessages } from "./lib/i18n/catalogues";

// Both languages' texts before the first request: loaders and renders use them at once.
await Promise.all([loadMessages("de"), loadMessages("en")]);

export const streamTimeout = 5_000;

/**
 * React Router's default entry for web streams, changed where the comments below say: the
 * render's nonce and document-only part, the preload hints React derives from the page's first images in a Link header
 * (which the browser reads before the head), and Suspense boundaries written in place.
 *
 * React's edge build, not its Node build: the Node build keeps each render in an
 * AsyncLocalStorage, and once one exists Node 20 runs a hook for every promise and callback of
 * the process, about 12 % more instructions for every later request of any kind (decision
 * record 008).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  let shellRendered = false;
  const abort = new AbortController();
  const timeoutId = setTimeout(() => abort.abort(), streamTimeout + 1000);
  const stopTimer = () => clearTimeout(timeoutId);
  // The server's per-render nonce: every inline script of the page carries it (server/pages).
  const { nonce, documentOnly } = loadContext as WebLoadContext;
  // What the loaders left for the document alone (the menu's structured data): never route data.
  const app = (
    <NonceContext.Provider value={nonce}>
      <DocumentOnlyContext.Provider value={documentOnly}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentOnlyContext.Provider>
    </NonceContext.Provider>
  );
  const body = await renderToReadableStream(app, {
    signal: abort.signal,
    nonce,
    // Suspense boundaries (sections that hydrate on their own) are written in place. Left to
    // React, a large one is sent hidden and moved into place by an inline script: without
    // script, or before it runs, that part of the page would be missing.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onHeaders(hints) {
      const link = hints.get("Link");
      if (link) headers.append("Link", link);
    },
    onError(error: unknown) {
      status = 500;
      if (shellRendered) console.error(error);
    },
  }).catch((error: unknown) => {
    stopTimer();
    throw error;
  });
  shellRendered = true;
  void body.allReady.then(stopTimer, stopTimer);
  // Crawlers get the whole page at once, people the shell first.
  const userAgent = request.headers.get("user-agent");
  if (userAgent && isbot(userAgent)) await body.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
