import { describe, expect, it } from "vitest";
import { specialDayAnnouncements } from "@shared/announcements/special-day-announcements.ts";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";

const christmasEve: SpecialDay = {
  id: "x",
  from: "2026-12-24",
  to: "2026-12-24",
  isClosed: true,
  intervals: [],
  note: { de: "", en: "" },
  announce: true,
};
const runningAt = (day: SpecialDay, utc: string) =>
  specialDayAnnouncements([day], todayIso(new Date(utc)));

describe("a special day's automatic announcement", () => {
  it("starts at midnight in Soest exactly 14 days before the closure, not a minute earlier", () => {
    // 10 December 00:00 in Europe/Berlin (winter time, UTC+1) is 9 December 23:00 UTC.
    expect(runningAt(christmasEve, "2026-12-09T22:59:59Z")).toEqual([]);
    expect(runningAt(christmasEve, "2026-12-09T23:00:00Z")).toEqual([
      {
        id: "special-day-x",
        text: { de: "Do., 24.12.: geschlossen", en: "Thu 24 Dec: closed" },
        from: "2026-12-10",
        until: "2026-12-24",
        kind: "special-day",
      },
    ]);
  });

  it("counts in summer time too, and ends after the last day in Soest", () => {
    const summer: SpecialDay = { ...christmasEve, from: "2026-07-15", to: "2026-07-17" };
    // 1 July 00:00 in summer time (UTC+2) is 30 June 22:00 UTC.
    expect(runningAt(summer, "2026-06-30T21:59:00Z")).toEqual([]);
    expect(runningAt(summer, "2026-06-30T22:00:00Z")).toHaveLength(1);
    expect(runningAt(summer, "2026-07-17T21:59:00Z")).toHaveLength(1);
    expect(runningAt(summer, "2026-07-17T22:00:00Z")).toEqual([]);
  });

  it("writes the dates and hours the way each language does, with the note", () => {
    const festival: SpecialDay = {
      ...christmasEve,
      from: "2026-12-31",
      to: "2027-01-01",
      isClosed: false,
      intervals: [
        { open: "12:00", close: "15:00" },
        { open: "18:00", close: "01:00" },
      ],
      note: { de: "", en: "Happy New Year!" },
    };
    const [shown] = specialDayAnnouncements([festival], "2026-12-31");
    expect(shown?.text).toEqual({
      en: "Thu 31 Dec – Fri 1 Jan: open 12:00–15:00 and 18:00–01:00 – Happy New Year!",
      de: "Do., 31.12. – Fr., 01.01.: geöffnet 12:00–15:00 und 18:00–01:00 Uhr – Happy New Year!",
    });
  });

  it("is not made when the special day switched it off", () => {
    expect(runningAt({ ...christmasEve, announce: false }, "2026-12-20T12:00:00Z")).toEqual([]);
  });
});
