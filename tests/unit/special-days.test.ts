import { describe, expect, it } from "vitest";
import {
  isOpenAt,
  todayIso,
  weeklySchedule,
  withSpecialDays,
  yesterdayIso,
} from "@shared/opening-hours/index.ts";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";

const everyDay = (intervals: OpeningHours["intervals"]): OpeningHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, isClosed: false, intervals }));
const berlin = (local: string) => new Date(`${local}+01:00`); // December: CET

describe("special days override the weekly hours", () => {
  const weekly = weeklySchedule(everyDay([{ open: "11:00", close: "22:00" }]));

  it("closed on 24 December although Thursday is open", () => {
    const schedule = withSpecialDays(weekly, [
      { from: "2026-12-24", to: "2026-12-24", isClosed: true, intervals: [] },
    ]);
    expect(isOpenAt(weekly, berlin("2026-12-24T13:00:00"))).toBe(true);
    expect(isOpenAt(schedule, berlin("2026-12-24T13:00:00"))).toBe(false);
    expect(isOpenAt(schedule, berlin("2026-12-25T13:00:00"))).toBe(true);
  });

  it("a range applies on every date in it, inclusive", () => {
    const schedule = withSpecialDays(weekly, [
      { from: "2026-12-27", to: "2026-12-29", isClosed: true, intervals: [] },
    ]);
    expect(isOpenAt(schedule, berlin("2026-12-26T13:00:00"))).toBe(true);
    expect(isOpenAt(schedule, berlin("2026-12-27T13:00:00"))).toBe(false);
    expect(isOpenAt(schedule, berlin("2026-12-29T21:00:00"))).toBe(false);
    expect(isOpenAt(schedule, berlin("2026-12-30T13:00:00"))).toBe(true);
  });

  it("other hours on a special day, and its interval past midnight still counts the next morning", () => {
    const schedule = withSpecialDays(weekly, [
      {
        from: "2026-12-31",
        to: "2026-12-31",
        isClosed: false,
        intervals: [{ open: "18:00", close: "02:00" }],
      },
    ]);
    expect(isOpenAt(schedule, berlin("2026-12-31T13:00:00"))).toBe(false);
    expect(isOpenAt(schedule, berlin("2026-12-31T23:30:00"))).toBe(true);
    expect(isOpenAt(schedule, berlin("2027-01-01T01:30:00"))).toBe(true);
    expect(isOpenAt(schedule, berlin("2027-01-01T02:30:00"))).toBe(false);
  });

  it("the night before a closed special day still runs past midnight into it", () => {
    const overnight = weeklySchedule(everyDay([{ open: "18:00", close: "02:00" }]));
    const schedule = withSpecialDays(overnight, [
      { from: "2026-12-24", to: "2026-12-24", isClosed: true, intervals: [] },
    ]);
    expect(isOpenAt(schedule, berlin("2026-12-24T01:00:00"))).toBe(true);
    expect(isOpenAt(schedule, berlin("2026-12-24T20:00:00"))).toBe(false);
    expect(isOpenAt(schedule, berlin("2026-12-25T01:00:00"))).toBe(false);
  });

  it("today is the date on the restaurant's calendar, not the visitor's", () => {
    expect(todayIso(new Date("2026-12-23T23:30:00Z"))).toBe("2026-12-24");
    expect(todayIso(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(todayIso(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("yesterday on the restaurant's calendar", () => {
  it("is the day before today in Europe/Berlin", () => {
    expect(yesterdayIso(new Date("2027-01-01T00:30:00Z"))).toBe("2026-12-31");
    expect(yesterdayIso(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});
