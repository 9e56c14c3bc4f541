import { useCallback, useEffect, useRef, useState } from "react";
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

/**
 * One page; until pdf.js has drawn it, it holds an A4 sheet's place so nothing below jumps. It is
 * drawn once the reader comes near it and no page before it is still being drawn: two pages drawn
 * at once put both pages' slices of canvas work and their text layers' layout into the same
 * frames, tasks long enough to hold a phone's main thread, where one page at a time keeps each
 * frame short.
 */
function PdfPageFigure({
  pageNumber,
  pageCount,
  width,
  earlierBusy,
  onNear,
  onDone,
}: {
  pageNumber: number;
  pageCount: number;
  width: number;
  /** Whether a page before this one is near the reader and not yet drawn. */
  earlierBusy: boolean;
  onNear: (pageNumber: number) => void;
  onDone: (pageNumber: number) => void;
}) {
  const { t } = useI18n();
  const [ref, near] = useNearViewport<HTMLElement>(pageNumber === 1);
  const [started, setStarted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [textLaidOut, setTextLaidOut] = useState(false);
  useEffect(() => {
    if (near) onNear(pageNumber);
  }, [near, onNear, pageNumber]);
  useEffect(() => {
    // Once begun, a page is drawn to the end, whatever the pages before it do.
    if (near && !earlierBusy) setStarted(true);
  }, [near, earlierBusy]);
  useEffect(() => {
    if (drawn && textLaidOut) onDone(pageNumber);
  }, [drawn, textLaidOut, onDone, pageNumber]);
  const done = () => {
    setDrawn(true);
    setTextLaidOut(true);
  };
  return (
    <figure
      ref={ref}
      className="overflow-hidden rounded-lg bg-white shadow-xl"
      style={drawn ? undefined : { minHeight: (width * 297) / 210 }}
    >
      {started && (
        <Page
          pageNumber={pageNumber}
          width={width}
          renderAnnotationLayer={false}
          loading=""
          onRenderSuccess={() => setDrawn(true)}
          onRenderTextLayerSuccess={() => setTextLaidOut(true)}
          // A page that cannot be drawn must not hold back the pages after it.
          onRenderError={done}
          onRenderTextLayerError={() => setTextLaidOut(true)}
        />
      )}
      <figcaption className="sr-only">
        {t("pdf.page", { page: pageNumber, total: pageCount })}
      </figcaption>
    </figure>
  );
}

/**
 * Which pages may be drawn now: those near the reader, one at a time in reading order. A page
 * that was near and is drawn, or was never near, holds back none after it.
 */
function useOnePageAtATime() {
  const [near, setNear] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const add = (set: ReadonlySet<number>, page: number) =>
    set.has(page) ? set : new Set(set).add(page);
  const onNear = useCallback((page: number) => setNear((set) => add(set, page)), []);
  const onDone = useCallback((page: number) => setDone((set) => add(set, page)), []);
  const earlierBusy = (page: number) => [...near].some((other) => other < page && !done.has(other));
  return { earlierBusy, onNear, onDone };
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
  const { earlierBusy, onNear, onDone } = useOnePageAtATime();

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
              <PdfPageFigure
                key={i}
                pageNumber={i + 1}
                pageCount={pageCount}
                width={width}
                earlierBusy={earlierBusy(i + 1)}
                onNear={onNear}
                onDone={onDone}
              />
            ))
          )}
        </Document>
      )}
    </div>
  );
}
