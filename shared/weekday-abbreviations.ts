import type { Lang } from "./contract/common.ts";

/**
 * Weekdays as a menu card or a notice abbreviates them, 0 = Sunday as in the API. Spelled out
 * rather than asked of Intl: the server's and the browser's ICU data differ in such details.
 */
export const WEEKDAY_ABBREVIATIONS = {
  de: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
} as const satisfies Record<Lang, readonly string[]>;

const MONTH_ABBREVIATIONS_EN = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

/** A date (YYYY-MM-DD) with its weekday and without the year, as a notice writes it: "Do., 24.12." / "Thu 24 Dec". */
export function shortDayWithWeekday(iso: string, lang: Lang): string {
  const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (lang === "de") return `${WEEKDAY_ABBREVIATIONS.de[weekday]}., ${pad(d)}.${pad(m)}.`;
  return `${WEEKDAY_ABBREVIATIONS.en[weekday]} ${d} ${MONTH_ABBREVIATIONS_EN[m - 1]}`;
}
