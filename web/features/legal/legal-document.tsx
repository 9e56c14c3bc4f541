import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Lang } from "@shared/contract/common.ts";
import { PageHeading } from "~/shared/ui/page-heading";

/**
 * The frame of a legal page: its heading band, then the text in a readable column. German is
 * the binding version; the English one says it is a convenience translation and links the German.
 */
export function LegalDocument({ lang, kicker, title, intro, germanPath, children }: { lang: Lang; kicker: string; title: string; intro: string; germanPath: string; children: ReactNode }) {
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
        <p className="mt-0! rounded-2xl border border-saffron-100 bg-saffron-50 px-5 py-4 text-sm" data-testid="demo-notice">
          {lang === "de" ? (
            <>
              <strong>Hinweis:</strong> Masala Haus ist ein fiktives Demo-Restaurant. Alle mit „(Demo)“ gekennzeichneten Angaben sind Platzhalter, die vor dem
              Livebetrieb durch die echten Daten ersetzt werden müssen.
            </>
          ) : (
            <>
              <strong>Please note:</strong> this English version is a convenience translation; only the{" "}
              <Link to={`${germanPath}?lang=de`} hrefLang="de" lang="de">
                deutsche Fassung
              </Link>{" "}
              (German version) is legally binding. Masala Haus is a fictional demo restaurant: every detail marked “(Demo)” is a placeholder to be replaced
              with real data before going live.
            </>
          )}
        </p>
        <div className="mt-10">{children}</div>
      </article>
    </>
  );
}
