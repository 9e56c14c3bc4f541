import { useEffect, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { useI18n } from "~/shared/i18n/i18n";
import { PageSizedLoading } from "./page-sized-loading";

// pdf.js parses in a worker; Vite turns this into a hashed asset fetched only on this page.
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

/** The width the pages are drawn at: the container's, so a phone gets a readable page. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** One page; until pdf.js has drawn it, it holds an A4 sheet's place so nothing below jumps. */
function PdfPageFigure({ pageNumber, pageCount, width }: { pageNumber: number; pageCount: number; width: number }) {
  const { t } = useI18n();
  const [drawn, setDrawn] = useState(false);
  return (
    <figure className="overflow-hidden rounded-lg bg-white shadow-xl" style={drawn ? undefined : { minHeight: (width * 297) / 210 }}>
      <Page pageNumber={pageNumber} width={width} renderAnnotationLayer={false} loading="" onRenderSuccess={() => setDrawn(true)} />
      <figcaption className="sr-only">{t("pdf.page", { page: pageNumber, total: pageCount })}</figcaption>
    </figure>
  );
}

/**
 * Draws every page of the PDF with pdf.js (loaded with this module, only on the PDF page).
 * Selectable text sits over each page, so the menu can be read aloud and searched.
 */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [ref, width] = useWidth<HTMLDivElement>();
  const [pageCount, setPageCount] = useState(0);

  return (
    <div ref={ref} data-testid="pdf-viewer" aria-label={`${t("pdf.viewer")}: ${title}`} role="region" className="w-full">
      {width === undefined ? (
        <PageSizedLoading />
      ) : (
        <Document
          file={url}
          onLoadSuccess={({ numPages }) => setPageCount(numPages)}
          loading={<PageSizedLoading />}
          error={<p role="alert" className="py-16 text-center text-lg text-spice-800">{t("pdf.notFound")}</p>}
          className="flex flex-col gap-6"
        >
          {pageCount === 0 ? (
            <PageSizedLoading />
          ) : (
            Array.from({ length: pageCount }, (_, i) => <PdfPageFigure key={i} pageNumber={i + 1} pageCount={pageCount} width={width} />)
          )}
        </Document>
      )}
    </div>
  );
}
