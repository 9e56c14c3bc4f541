import type { Lang } from "@shared/contract/common.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { restaurant } from "@shared/restaurant.ts";

/**
 * Calendar dates (YYYY-MM-DD) as staff read them, written out by hand so they look the same in
 * every browser, unlike Intl's formats: "Do., 24. Dez. 2026" and "Thu, 24 Dec 2026".
 */
const NAMES: Record<Lang, { weekdays: string[]; months: string[] }> = {
  de: {
    weekdays: ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."],
    months: [
      "Jan.",
      "Feb.",
      "März",
      "Apr.",
      "Mai",
      "Juni",
      "Juli",
      "Aug.",
      "Sept.",
      "Okt.",
      "Nov.",
      "Dez.",
    ],
  },
  en: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
};

function parts(iso: string, lang: Lang) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const { weekdays, months } = NAMES[lang];
  const dayAndMonth =
    lang === "de" ? `${day}. ${months[month - 1]}` : `${day} ${months[month - 1]}`;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return { year, dayAndMonth, withWeekday: `${weekday}, ${dayAndMonth}` };
}

/** "24. Dez. 2026" / "24 Dec 2026". */
export function formatShortDate(iso: string, lang: Lang): string {
  const { year, dayAndMonth } = parts(iso, lang);
  return `${dayAndMonth} ${year}`;
}

/** "Do., 24. Dez. 2026" / "Thu, 24 Dec 2026". */
export function formatDate(iso: string, lang: Lang): string {
  const { year, withWeekday } = parts(iso, lang);
  return `${withWeekday} ${year}`;
}

/** One date, or a range with the year once when it is the same: "Thu, 24 Dec – Sat, 26 Dec 2026". */
export function formatDateRange(from: string, to: string, lang: Lang): string {
  if (from === to) return formatDate(from, lang);
  const start = parts(from, lang);
  const end = parts(to, lang);
  return start.year === end.year
    ? `${start.withWeekday} – ${end.withWeekday} ${end.year}`
    : `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
}

const CLOCK = new Intl.DateTimeFormat("de-DE", {
  timeZone: restaurant.timeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment (an ISO timestamp) as the restaurant's calendar day (YYYY-MM-DD) and clock time ("14:05"), in its time zone. */
export function localMoment(at: string): { day: string; time: string } {
  const moment = new Date(at);
  return { day: todayIso(moment), time: CLOCK.format(moment) };
}
