import { useState } from "react";
import { specialDayText } from "@shared/announcements/special-day-announcements.ts";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { CheckboxField, TextAreaField } from "../ui/fields";

/** Where guests also read the hours; each listing's own page for its owner. */
const LISTINGS = [
  { name: "Google Business Profile", url: "https://business.google.com/" },
  { name: "Apple Business Connect", url: "https://businessconnect.apple.com/" },
  { name: "Facebook", url: "https://www.facebook.com/" },
] as const;

/**
 * Under the add form after a special day is saved: the website shows it at once, the other
 * listings do not. A short checklist with the day written out, ready to copy, in German and in
 * English. Focus stays in the form for the next day; the checklist waits until staff close it.
 */
export function OtherListingsChecklist({ day, onDone }: { day: SpecialDay; onDone: () => void }) {
  const { t } = useAdminI18n();
  const [copied, setCopied] = useState<"de" | "en" | null>(null);

  const texts = { de: specialDayText(day, "de"), en: specialDayText(day, "en") };
  async function copy(lang: "de" | "en") {
    await navigator.clipboard.writeText(texts[lang]);
    setCopied(lang);
  }

  return (
    <Card
      aria-labelledby="other-listings-heading"
      data-testid="other-listings"
      className="border-saffron-300 bg-saffron-50"
    >
      <h4 id="other-listings-heading" className="text-base font-semibold">
        {t("specialDays.otherListings.heading")}
      </h4>
      <p className="mt-1 text-sm text-stone-700">{t("specialDays.otherListings.intro")}</p>
      <ul className="mt-3 flex flex-col">
        {LISTINGS.map((listing) => (
          <li key={listing.name} className="flex flex-wrap items-center justify-between gap-x-3">
            <CheckboxField label={listing.name} />
            <a
              href={listing.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-saffron-800 underline underline-offset-2"
            >
              {t("specialDays.otherListings.open")}
              <span className="sr-only"> {listing.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-3">
        {(["de", "en"] as const).map((lang) => (
          <div key={lang} className="flex flex-col gap-2">
            <TextAreaField
              label={t(
                lang === "de"
                  ? "specialDays.otherListings.textDe"
                  : "specialDays.otherListings.textEn",
              )}
              lang={lang}
              readOnly
              rows={2}
              value={texts[lang]}
            />
            <Button onClick={() => void copy(lang)} className="self-start max-sm:w-full">
              {copied === lang
                ? t("specialDays.otherListings.copied")
                : t(
                    lang === "de"
                      ? "specialDays.otherListings.copyDe"
                      : "specialDays.otherListings.copyEn",
                  )}
            </Button>
          </div>
        ))}
      </div>
      <Button variant="primary" onClick={onDone} className="mt-4 max-sm:w-full">
        {t("specialDays.otherListings.done")}
      </Button>
    </Card>
  );
}
