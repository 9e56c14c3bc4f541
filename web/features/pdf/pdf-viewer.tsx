import { useEffect, useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import "./pdf-viewer.css";
import { useI18n } from "~/lib/i18n/i18n";
import { PageSizedLoading } from "./page-sized-loading";

// pdf.js parses in a worker; Vite turns this into a hashed asset fetched only on this page.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  "pdfjs-dist/build/pdf.worker.min.mjs",
  import.meta.url,
).toString();

/** The width the pages are drawn at: the container's, so a phone gets a readable page. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Whether the element is within half a screen of the viewport, and stays so once it was:
 * drawing a page costs a cheap phone's main thread a few hundred milliseconds, so a page is
 * drawn when the reader comes near it, not all of them while the first one is being read.
 */
function useNearViewport<T extends HTMLElement>(initially: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: "50% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** One page; until pdf.js has drawn it, it holds an A4 sheet's place so nothing below jumps. */
function PdfPageFigure({
  pageNumber,
  pageCount,
  width,
}: {
  pageNumber: number;
  pageCount: number;
  width: number;
}) {
  const { t } = useI18n();
  const [ref, near] = useNearViewport<HTMLElement>(pageNumber === 1);
  const [drawn, setDrawn] = useState(false);
  return (
    <figure
      ref={ref}
      className="overflow-hidden rounded-lg bg-white shadow-xl"
      style={drawn ? undefined : { minHeight: (width * 297) / 210 }}
    >
      {near && (
        <Page
          pageNumber={pageNumber}
          width={width}
          renderAnnotationLayer={false}
          loading=""
          onRenderSuccess={() => setDrawn(true)}
        />
      )}
      <figcaption className="sr-only">
        {t("pdf.page", { page: pageNumber, total: pageCount })}
      </figcaption>
    </figure>
  );
}

/**
 * Draws the PDF's pages with pdf.js (loaded with this module, only on the PDF page), each as the
 * reader nears it. Selectable text sits over each drawn page, so the menu can be read aloud and
 * searched.
 */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [ref, width] = useWidth<HTMLDivElement>();
  const [pageCount, setPageCount] = useState(0);

  return (
    <div
      ref={ref}
      data-testid="pdf-viewer"
      aria-label={`${t("pdf.viewer")}: ${title}`}
      role="region"
      className="w-full"
    >
      {width === undefined ? (
        <PageSizedLoading />
      ) : (
        <Document
          file={url}
          onLoadSuccess={({ numPages }) => setPageCount(numPages)}
          loading={<PageSizedLoading />}
          error={
            <p role="alert" className="py-16 text-center text-lg text-spice-800">
              {t("pdf.notFound")}
            </p>
          }
          className="flex flex-col gap-6"
        >
          {pageCount === 0 ? (
            <PageSizedLoading />
          ) : (
            Array.from({ length: pageCount }, (_, i) => (
              <PdfPageFigure key={i} pageNumber={i + 1} pageCount={pageCount} width={width} />
            ))
          )}
        </Document>
      )}
    </div>
  );
}
