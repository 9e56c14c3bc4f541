import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PageSpecialDay } from "@shared/special-day-page.ts";
import { rememberUtcOffset, todayIso } from "@shared/opening-hours/index.ts";
import { addressLines, restaurant } from "@shared/restaurant.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { ClockIcon, PinIcon } from "~/ui/icons";
import { SectionHeading } from "~/ui/section-heading";
import { MapEmbed } from "./map-embed";
import { OpenBadge } from "./open-badge";
import { OpeningHoursList } from "./opening-hours-list";
import { SpecialDaysList } from "./special-days-list";
import { useNow } from "./use-now";

/** Map, address and opening hours with the live open/closed badge and the special days ahead. */
export function VisitSection({
  hours,
  specialDays,
  serverNow,
  serverUtcOffset,
}: {
  hours: readonly OpeningHours[];
  specialDays: readonly PageSpecialDay[];
  serverNow: number;
  /** The restaurant's offset from UTC at `serverNow`, as the server's Intl gave it. */
  serverUtcOffset: number;
}) {
  const { t } = useI18n();
  const profile = useProfile();
  // Only fills a cache with what Intl would answer, so rendering stays pure in effect.
  rememberUtcOffset(restaurant.timeZone, serverNow, serverUtcOffset);
  const now = useNow(serverNow);
  // The server sends those ending today or later; a page left open past midnight lists the day
  // gone by no more, though the badge still asks it about its interval past midnight.
  const today = todayIso(new Date(now));
  const upcoming = specialDays.filter((day) => day.to >= today);
  const specialToday = upcoming.some((day) => day.from <= today);
  return (
    <section
      id="visit"
      aria-labelledby="visit-title"
      className="below-fold scroll-mt-16 bg-cream-50 py-20 md:scroll-mt-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <SectionHeading level={2} id="visit-title" kicker={t("visit.kicker")}>
          {t("visit.title")}
        </SectionHeading>
        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <MapEmbed />
          <div className="flex flex-col gap-6">
            <div className="rounded-3xl border border-saffron-100 bg-white p-6 shadow-sm md:p-8">
              <h3 className="flex items-center gap-2.5 font-display text-xl font-semibold text-spice-800">
                <PinIcon className="text-saffron-600" />
                {t("visit.address")}
              </h3>
              <address className="mt-3 text-lg not-italic">
                {[profile.identity.name, ...addressLines(profile.address)].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
            <div className="rounded-3xl border border-saffron-100 bg-white p-6 shadow-sm md:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="flex items-center gap-2.5 font-display text-xl font-semibold text-spice-800">
                  <ClockIcon className="text-saffron-600" />
                  {t("visit.hours")}
                </h3>
                <OpenBadge hours={hours} specialDays={specialDays} now={now} />
              </div>
              <div className="mt-4">
                <OpeningHoursList hours={hours} now={now} markToday={!specialToday} />
              </div>
              <SpecialDaysList days={upcoming} today={today} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
