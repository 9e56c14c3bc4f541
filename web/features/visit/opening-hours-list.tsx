import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import { groupRows, wallClock, type HoursRow } from "@shared/opening-hours/index.ts";
import { restaurant } from "@shared/restaurant.ts";
import { useI18n, type I18n } from "~/lib/i18n/i18n";

// The catalogue's names, not Intl's: a page's first Intl formatter starts up the browser's locale
// data, about 12 ms of main thread on a slow phone, in the middle of hydrating.
const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const dayName = (weekday: number, t: I18n["t"]) =>
  t(`visit.weekdays.${WEEKDAY_KEYS[weekday] ?? "sun"}`);

const covers = (row: HoursRow, weekday: number) => {
  const order = (d: number) => (d + 6) % 7; // Monday first
  return order(weekday) >= order(row.from) && order(weekday) <= order(row.to);
};

/**
 * The week from Monday, days with identical hours in one row; today's row is marked unless a
 * special day decides today's hours (`markToday` false).
 */
export function OpeningHoursList({
  hours,
  now,
  markToday = true,
}: {
  hours: readonly OpeningHours[];
  now: number;
  markToday?: boolean;
}) {
  const { t } = useI18n();
  const today = wallClock(new Date(now), restaurant.timeZone).day.weekday;
  return (
    <table className="w-full text-left" data-testid="opening-hours">
      <caption className="sr-only">{t("visit.hours")}</caption>
      <tbody>
        {groupRows(hours).map((row) => {
          const isToday = markToday && covers(row, today);
          return (
            <tr
              key={row.from}
              data-today={isToday}
              className={`border-b border-saffron-100 last:border-0 ${isToday ? "font-semibold text-spice-800" : ""}`}
            >
              <th scope="row" className="py-3 pr-4 align-top font-medium">
                {row.from === row.to
                  ? dayName(row.from, t)
                  : `${dayName(row.from, t)} – ${dayName(row.to, t)}`}
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
