import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { useProfile } from "~/lib/profile/use-profile";
import { PageHeading } from "~/ui/page-heading";

const NOTICE = "mt-0! mb-4 rounded-2xl border border-saffron-100 bg-saffron-50 px-5 py-4 text-sm";

/**
 * The frame of a legal page: its heading band, then the text in a readable column. German is
 * the binding version; the English one says it is a convenience translation and links the German.
 * While any legal value is still the demo restaurant's, a notice says so above the text.
 */
export function LegalDocument({
  lang,
  kicker,
  title,
  intro,
  germanPath,
  children,
}: {
  lang: Lang;
  kicker: string;
  title: string;
  intro: string;
  germanPath: string;
  children: ReactNode;
}) {
  const { legalIsDemo } = useProfile();
  const { t } = useI18n();
  return (
    <>
      <PageHeading kicker={kicker} title={title}>
        {intro}
      </PageHeading>
      <article
        className={[
          "mx-auto max-w-3xl px-4 py-12 text-base leading-relaxed break-words text-ink-900/90 md:py-16",
          "[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-spice-800 [&_h2:first-child]:mt-0",
          "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900",
          "[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_address]:mt-3 [&_address]:not-italic",
          "[&_a]:font-medium [&_a]:text-spice-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-spice-800",
          "[&_code]:rounded [&_code]:bg-cream-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm",
        ].join(" ")}
      >
        {lang === "en" && (
          <p className={NOTICE} data-testid="translation-notice">
            <strong>Please note:</strong> this English version is a convenience translation; only
            the{" "}
            <Link to={`${germanPath}?lang=de`} hrefLang="de" lang="de">
              deutsche Fassung
            </Link>{" "}
            (German version) is legally binding.
          </p>
        )}
        {legalIsDemo && (
          <p className={NOTICE} data-testid="demo-notice">
            <strong>{lang === "de" ? "Hinweis:" : "Please note:"}</strong>{" "}
            {t("unfinishedLegalNotice")}
          </p>
        )}
        <div className="mt-10">{children}</div>
      </article>
    </>
  );
}
