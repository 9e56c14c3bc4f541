import { parentPort } from "node:worker_threads";
import type { PdfJob, PdfReply, PdfRequest } from "./pdf-job.server.ts";

/**
 * The printed menu's own thread (pdf-thread.server.ts starts it): pdf-lib lays out and subsets
 * a whole document in one go, over a second at the menu's size, and here that second holds no
 * visitor's request. The drawing code loads on the first job, as it did on the main thread.
 */
async function render(job: PdfJob): Promise<Uint8Array> {
  if (job.kind === "menu") {
    const { renderMenuPdf } = await import("./menu-pdf.server.ts");
    return renderMenuPdf(job.menu, job.lang, job.today, job.identity);
  }
  const { renderTableCardsPdf } = await import("./table-cards-pdf.server.ts");
  return renderTableCardsPdf(job.lang, job.siteUrl, job.identity);
}

const port = parentPort;
if (!port) throw new Error("pdf-worker.server.ts runs as a worker thread only");
port.on("message", ({ id, job }: PdfRequest) => {
  render(job).then(
    (pdf) => port.postMessage({ id, pdf } satisfies PdfReply),
    (err: unknown) =>
      port.postMessage({
        id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies PdfReply),
  );
});
