import { LangLink } from "~/lib/i18n/lang-link";
import type { MenuImage } from "@shared/contract/menu-image.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { FileIcon } from "~/ui/icons";
import { LanguageTag } from "./image-group-card";

/** A PDF upload on the midday page: opens the PDF viewer at /pdf/{id}. */
export function PdfCard({ pdf }: { pdf: MenuImage }) {
  const { t } = useI18n();
  return (
    <article
      data-testid="pdf-card"
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-saffron-100 bg-white shadow-sm transition duration-300 hover:shadow-xl motion-safe:hover:-translate-y-2.5"
    >
      <div className="flex aspect-[4/5] items-center justify-center bg-gradient-to-br from-spice-700 to-ink-900 text-cream-50">
        <FileIcon width={64} height={64} strokeWidth={1.2} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-xl font-semibold text-ink-900">{pdf.title}</h2>
          <div className="flex shrink-0 gap-1.5">
            <span className="rounded-full bg-spice-700 px-2.5 py-0.5 text-xs font-bold tracking-wider text-white">
              {t("middayDiscount.pdfTag")}
            </span>
            <LanguageTag language={pdf.language} />
          </div>
        </div>
        <LangLink
          to={`/pdf/${pdf.id}`}
          className={`mt-auto ${buttonClasses({ variant: "dark", size: "small", fullWidth: true })}`}
        >
          {t("middayDiscount.openPdf")}
        </LangLink>
      </div>
    </article>
  );
}
