import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { Lang } from "@shared/contract/common.ts";
import { groupRows, wallClock, type HoursRow } from "@shared/opening-hours/index.ts";
import { restaurant } from "@shared/restaurant.ts";
import { useI18n } from "~/shared/i18n/i18n";

// One formatter per language: each new one loads locale data, a few milliseconds on a slow phone.
const weekdayFormats = new Map<Lang, Intl.DateTimeFormat>();

// 7 January 2024 was a Sunday: day n of that week is weekday n.
function dayName(weekday: number, lang: Lang): string {
  let format = weekdayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { weekday: "long", timeZone: "UTC" });
    weekdayFormats.set(lang, format);
  }
  return format.format(Date.UTC(2024, 0, 7 + weekday));
}

const covers = (row: HoursRow, weekday: number) => {
  const order = (d: number) => (d + 6) % 7; // Monday first
  return order(weekday) >= order(row.from) && order(weekday) <= order(row.to);
};

/**
 * The week from Monday, days with identical hours in one row; today's row is marked unless a
 * special day decides today's hours (`markToday` false).
 */
export function OpeningHoursList({ hours, now, markToday = true }: { hours: readonly OpeningHours[]; now: number; markToday?: boolean }) {
  const { lang, t } = useI18n();
  const today = wallClock(new Date(now), restaurant.timeZone).day.weekday;
  return (
    <table className="w-full text-left" data-testid="opening-hours">
      <caption className="sr-only">{t("visit.hours")}</caption>
      <tbody>
        {groupRows(hours).map((row) => {
          const isToday = markToday && covers(row, today);
          return (
            <tr key={row.from} data-today={isToday} className={`border-b border-saffron-100 last:border-0 ${isToday ? "font-semibold text-spice-800" : ""}`}>
              <th scope="row" className="py-3 pr-4 align-top font-medium">
                {row.from === row.to ? dayName(row.from, lang) : `${dayName(row.from, lang)} – ${dayName(row.to, lang)}`}
              </th>
              <td className="py-3 text-right align-top tabular-nums">
                {row.isClosed
                  ? t("visit.closedDay")
                  : row.intervals.map((interval) => (
                      <span key={interval.open} className="block">
                        {t("visit.timeRange", { open: interval.open, close: interval.close })}
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
