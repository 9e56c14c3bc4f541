import { lazy, Suspense } from "react";
import { LangLink } from "~/lib/i18n/lang-link";
import type { Pdf } from "@shared/contract/menu-image.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { ArrowLeftIcon, DownloadIcon, ExternalIcon } from "~/ui/icons";
import { PageHeading } from "~/ui/page-heading";
import { useHydrated } from "~/ui/use-hydrated";
import { PageSizedLoading } from "./page-sized-loading";

// pdf.js is large and needs the browser: it is fetched only here, after hydration.
const PdfViewer = lazy(() => import("./pdf-viewer"));

function BackLink() {
  const { t } = useI18n();
  return (
    <LangLink
      to="/middaydiscount"
      className={buttonClasses({ variant: "secondary", size: "small" })}
    >
      <ArrowLeftIcon width={16} height={16} />
      {t("pdf.back")}
    </LangLink>
  );
}

/** A menu PDF: its title, the viewer, download and open links; or the not-found message. */
export function PdfPage({ pdf }: { pdf: Pdf | null }) {
  const { t } = useI18n();
  const hydrated = useHydrated();

  if (!pdf) {
    return (
      <>
        <PageHeading title={t("pdf.notFound")} />
        <div className="flex justify-center px-4 py-14">
          <BackLink />
        </div>
      </>
    );
  }

  const title = pdf.title.trim() || t("pdf.defaultTitle");
  return (
    <>
      <PageHeading title={title} />
      <div className="mx-auto max-w-4xl px-4 py-10 md:py-14 lg:px-8">
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-between">
          <BackLink />
          <div className="flex flex-wrap justify-center gap-3">
            <a
              href={pdf.url}
              download
              className={buttonClasses({ variant: "primary", size: "small" })}
            >
              <DownloadIcon width={16} height={16} />
              {t("pdf.download")}
            </a>
            <a
              href={pdf.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "dark", size: "small" })}
            >
              <ExternalIcon width={16} height={16} />
              {t("pdf.viewInBrowser")}
              <span className="sr-only"> {t("nav.newTab")}</span>
            </a>
          </div>
        </div>
        {/* The viewer needs script; without it the links above are the page. */}
        <div className="mt-8 rounded-3xl bg-cream-100 p-3 sm:p-6 [@media(scripting:none)]:hidden">
          {hydrated ? (
            <Suspense fallback={<PageSizedLoading />}>
              <PdfViewer url={pdf.url} title={title} />
            </Suspense>
          ) : (
            <PageSizedLoading />
          )}
        </div>
      </div>
    </>
  );
}
