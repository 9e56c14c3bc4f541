import type { Announcement } from "../contract/announcement.ts";
import type { Lang } from "../contract/common.ts";
import type { SpecialDay } from "../contract/special-day.ts";
import { localize } from "../localize.ts";
import { shortDayWithWeekday } from "../weekday-abbreviations.ts";

/** How many days before a special day its automatic announcement starts. */
export const ANNOUNCE_DAYS_AHEAD = 14;

/** The date `days` calendar days after (or before, when negative) `iso`, YYYY-MM-DD. */
export function addDays(iso: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** What the text of a special day is made of. */
type DayText = Pick<SpecialDay, "from" | "to" | "isClosed" | "intervals" | "note">;

function dates(day: DayText, lang: Lang): string {
  const first = shortDayWithWeekday(day.from, lang);
  return day.from === day.to ? first : `${first} – ${shortDayWithWeekday(day.to, lang)}`;
}

function hours(day: DayText, lang: Lang): string {
  if (day.isClosed || day.intervals.length === 0) return lang === "de" ? "geschlossen" : "closed";
  const times = day.intervals
    .map(({ open, close }) => `${open}–${close}`)
    .join(lang === "de" ? " und " : " and ");
  return lang === "de" ? `geöffnet ${times} Uhr` : `open ${times}`;
}

/**
 * "Do., 24.12.: geschlossen – Frohe Weihnachten!" / "Thu 24 Dec: closed – Merry Christmas!": the
 * banner's text, and the text staff copy to the other listings.
 */
export function specialDayText(day: DayText, lang: Lang): string {
  const note = localize(day.note, lang);
  const head = `${dates(day, lang)}: ${hours(day, lang)}`;
  return note ? `${head} – ${note}` : head;
}

/**
 * The automatic announcements on `today` (YYYY-MM-DD, the restaurant's calendar), in their one
 * shape: each special day that has not switched it off runs from ANNOUNCE_DAYS_AHEAD days before
 * its first day until its last day, by start date.
 */
export function specialDayAnnouncements(
  days: readonly SpecialDay[],
  today: string,
): Announcement[] {
  return days
    .filter(
      (day) => day.announce && addDays(day.from, -ANNOUNCE_DAYS_AHEAD) <= today && today <= day.to,
    )
    .map((day) => ({
      id: `special-day-${day.id}`,
      text: { de: specialDayText(day, "de"), en: specialDayText(day, "en") },
      from: addDays(day.from, -ANNOUNCE_DAYS_AHEAD),
      until: day.to,
      kind: "special-day" as const,
    }));
}
