import type { PageSpecialDay } from "@shared/special-day-page.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { formatDateRange, spokenDateRange } from "./date-range";

/**
 * Holidays, vacations and events ahead, under the weekly hours: the date or date range, closed
 * or its hours, and the restaurant's note. Nothing at all when there are none.
 */
export function SpecialDaysList({
  days,
  today,
  heading: Heading = "h4",
  className = "mt-6 border-t-2 border-saffron-100 pt-5",
}: {
  days: readonly PageSpecialDay[];
  today: string;
  heading?: "h2" | "h4";
  className?: string;
}) {
  const { lang, t } = useI18n();
  if (days.length === 0) return null;
  return (
    <div className={className} data-testid="special-days">
      <Heading className="font-display text-lg font-semibold text-spice-800">
        {t("visit.specialHours")}
      </Heading>
      <ul className="mt-2">
        {days.map((day) => {
          const isToday = day.from <= today && today <= day.to;
          return (
            <li
              key={day.id}
              data-testid="special-day"
              data-today={isToday}
              className={`border-b border-saffron-100 py-3 last:border-0 ${isToday ? "text-spice-800" : ""}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className={isToday ? "font-semibold" : "font-medium"}>
                  <span aria-hidden="true" data-testid="special-day-date" className="tabular-nums">
                    {formatDateRange(day.from, day.to, lang)}
                  </span>
                  <span className="sr-only">
                    {spokenDateRange(day.from, day.to, lang, t("visit.until"))}
                  </span>
                  {isToday && (
                    <span className="ml-2 rounded-full bg-saffron-100 px-2 py-0.5 text-xs font-semibold text-spice-800">
                      {t("visit.today")}
                    </span>
                  )}
                </p>
                <p
                  className={`text-right tabular-nums ${isToday ? "font-semibold" : ""}`}
                  data-testid="special-day-hours"
                >
                  {day.isClosed
                    ? t("visit.closed")
                    : day.intervals.map((interval) => (
                        <span key={interval.open} className="block">
                          {t("visit.timeRange", { open: interval.open, close: interval.close })}
                        </span>
                      ))}
                </p>
              </div>
              {day.note && <p className="mt-1 text-sm text-ink-900/75">{day.note}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
