import { describe, expect, it } from "vitest";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import {
  groupRows,
  isOpenAt,
  nextChange,
  rememberUtcOffset,
  wallClock,
  weeklySchedule,
} from "@shared/opening-hours/index.ts";

const open = (weekday: number, ...intervals: [string, string][]): OpeningHours => ({
  weekday,
  isClosed: false,
  intervals: intervals.map(([o, c]) => ({ open: o, close: c })),
});
const closed = (weekday: number): OpeningHours => ({ weekday, isClosed: true, intervals: [] });

// The demo week: Monday closed, Tuesday lunch only, Wednesday–Friday alike, long Saturday, Sunday.
const week: OpeningHours[] = [
  closed(1),
  open(2, ["17:00", "22:00"]),
  open(3, ["11:30", "14:30"], ["17:30", "22:00"]),
  open(4, ["11:30", "14:30"], ["17:30", "22:00"]),
  open(5, ["11:30", "14:30"], ["17:30", "22:00"]),
  open(6, ["12:00", "01:00"]),
  open(0, ["12:00", "21:00"]),
];

describe("groupRows", () => {
  it("merges consecutive days with identical hours, starting on Monday", () => {
    expect(groupRows(week).map((r) => [r.from, r.to, r.isClosed])).toEqual([
      [1, 1, true],
      [2, 2, false],
      [3, 5, false],
      [6, 6, false],
      [0, 0, false],
    ]);
    expect(groupRows(week)[2]?.intervals).toEqual([
      { open: "11:30", close: "14:30" },
      { open: "17:30", close: "22:00" },
    ]);
  });

  it("does not merge days whose intervals differ only in one time", () => {
    const rows = groupRows([
      open(1, ["11:00", "22:00"]),
      open(2, ["11:00", "22:30"]),
      open(3, ["11:00", "22:30"]),
    ]);
    expect(rows.map((r) => [r.from, r.to])).toEqual([
      [1, 1],
      [2, 3],
      [4, 0],
    ]);
  });

  it("treats missing days and open days without intervals as closed", () => {
    const rows = groupRows([{ weekday: 3, isClosed: false, intervals: [] }]);
    expect(rows).toEqual([{ from: 1, to: 0, isClosed: true, intervals: [] }]);
  });

  it("gives the same rows whatever order the API lists the days in", () => {
    expect(groupRows([...week].reverse())).toEqual(groupRows(week));
  });
});

describe("wallClock", () => {
  it("reads Europe/Berlin time in winter (UTC+1) and summer (UTC+2)", () => {
    expect(wallClock(new Date("2025-01-15T10:05:00Z"), "Europe/Berlin")).toEqual({
      day: { year: 2025, month: 1, day: 15, weekday: 3 },
      minutes: 11 * 60 + 5,
    });
    expect(wallClock(new Date("2025-07-16T10:05:00Z"), "Europe/Berlin").minutes).toBe(12 * 60 + 5);
  });

  it("moves to the next calendar day after 23:00 UTC in winter", () => {
    expect(wallClock(new Date("2025-01-15T23:30:00Z"), "Europe/Berlin")).toEqual({
      day: { year: 2025, month: 1, day: 16, weekday: 4 },
      minutes: 30,
    });
  });

  // What Intl shows on that zone's wall, minute by minute, around each change of its offset.
  it.each([
    ["Europe/Berlin", "2025-03-30T00:00:00Z"],
    ["Europe/Berlin", "2025-10-26T00:00:00Z"],
    ["America/New_York", "2025-03-09T06:00:00Z"],
    ["Australia/Lord_Howe", "2025-04-05T14:30:00Z"],
    ["Asia/Kathmandu", "2025-01-15T00:00:00Z"],
  ])("agrees with Intl in %s from %s across the offset's change", (timeZone, from) => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    for (let minute = 0; minute < 180; minute++) {
      const at = new Date(Date.parse(from) + minute * 60_000 + 17_000);
      const p = Object.fromEntries(
        intl.formatToParts(at).map((part) => [part.type, Number(part.value)]),
      );
      const { day, minutes } = wallClock(at, timeZone);
      expect([day.year, day.month, day.day, minutes], at.toISOString()).toEqual([
        p.year,
        p.month,
        p.day,
        (p.hour ?? 0) * 60 + (p.minute ?? 0),
      ]);
    }
  });

  it("takes a remembered offset for its quarter hour without asking Intl, and asks again after it", () => {
    // Intl knows no such zone: only the remembered offset can answer.
    rememberUtcOffset("Test/Nowhere", Date.parse("2025-01-15T10:00:00Z"), 90);
    expect(wallClock(new Date("2025-01-15T10:14:00Z"), "Test/Nowhere").minutes).toBe(11 * 60 + 44);
    expect(() => wallClock(new Date("2025-01-15T10:15:00Z"), "Test/Nowhere")).toThrow(RangeError);
  });
});

describe("isOpenAt", () => {
  const schedule = weeklySchedule(week);
  const at = (iso: string) => isOpenAt(schedule, new Date(iso), "Europe/Berlin");

  it("is open inside an interval and closed in the gap between two", () => {
    // Wednesday 15 January 2025, Berlin is UTC+1.
    expect(at("2025-01-15T10:30:00Z")).toBe(true); // 11:30, the opening minute
    expect(at("2025-01-15T13:29:00Z")).toBe(true); // 14:29
    expect(at("2025-01-15T13:30:00Z")).toBe(false); // 14:30, the closing minute
    expect(at("2025-01-15T15:00:00Z")).toBe(false); // 16:00, between lunch and dinner
    expect(at("2025-01-15T20:59:00Z")).toBe(true); // 21:59
  });

  it("is closed all day on a closed day", () => {
    expect(at("2025-01-13T12:00:00Z")).toBe(false); // Monday 13:00
  });

  it("keeps a past-midnight interval open into the next day until its close", () => {
    // Saturday 18 January 12:00–01:00, then Sunday 19 January.
    expect(at("2025-01-18T22:59:00Z")).toBe(true); // Saturday 23:59
    expect(at("2025-01-18T23:30:00Z")).toBe(true); // Sunday 00:30
    expect(at("2025-01-18T23:59:00Z")).toBe(true); // Sunday 00:59
    expect(at("2025-01-19T00:00:00Z")).toBe(false); // Sunday 01:00
    expect(at("2025-01-19T10:00:00Z")).toBe(false); // Sunday 11:00, before its own opening
  });

  it("ends an interval closing at 00:00 at midnight", () => {
    const late = weeklySchedule([open(5, ["18:00", "00:00"])]);
    expect(isOpenAt(late, new Date("2025-01-17T22:59:00Z"), "Europe/Berlin")).toBe(true); // Friday 23:59
    expect(isOpenAt(late, new Date("2025-01-17T23:00:00Z"), "Europe/Berlin")).toBe(false); // Saturday 00:00
  });

  it("judges by Berlin time across the daylight-saving changes", () => {
    // The same UTC instant is 10:45 in winter and 11:45 in summer: closed, then open.
    expect(at("2025-03-28T09:45:00Z")).toBe(false); // Friday, UTC+1
    expect(at("2025-04-04T09:45:00Z")).toBe(true); // Friday, UTC+2
    // Night of 29/30 March 2025: clocks jump from 02:00 to 03:00 while Saturday's interval runs to 01:00.
    expect(at("2025-03-29T23:30:00Z")).toBe(true); // Sunday 00:30 CET
    expect(at("2025-03-30T00:30:00Z")).toBe(false); // Sunday 01:30 CET
    expect(at("2025-03-30T01:00:00Z")).toBe(false); // Sunday 03:00 CEST
    expect(at("2025-03-30T10:00:00Z")).toBe(true); // Sunday 12:00 CEST, opening minute
    // 26 October 2025: clocks fall back from 03:00 to 02:00; Sunday opens at 12:00 CET = 11:00 UTC.
    expect(at("2025-10-26T10:30:00Z")).toBe(false); // 11:30 CET
    expect(at("2025-10-26T11:00:00Z")).toBe(true);
  });

  it("is the same answer whatever the visitor's time zone, because it reads the restaurant's", () => {
    const instant = new Date("2025-01-15T21:30:00Z"); // 22:30 in Berlin, 16:30 in New York
    expect(isOpenAt(schedule, instant, "Europe/Berlin")).toBe(false);
    expect(isOpenAt(schedule, instant)).toBe(false);
  });

  it("lets a schedule answer for a special day first", () => {
    // How special days (holidays) will plug in: a schedule that knows a date, else the week.
    const holiday = (day: { month: number; day: number }) => day.month === 1 && day.day === 15;
    const withHoliday = (d: Parameters<typeof schedule>[0]) =>
      holiday(d) ? { isClosed: true, intervals: [] } : schedule(d);
    expect(isOpenAt(withHoliday, new Date("2025-01-15T10:30:00Z"), "Europe/Berlin")).toBe(false);
    expect(isOpenAt(withHoliday, new Date("2025-01-16T10:30:00Z"), "Europe/Berlin")).toBe(true);
  });
});

describe("nextChange", () => {
  const schedule = weeklySchedule(week);
  const next = (iso: string) =>
    new Date(nextChange(schedule, new Date(iso), "Europe/Berlin")).toISOString();

  it("is the next opening or closing today, else midnight", () => {
    // Wednesday 4 March 2026, Berlin is UTC+1.
    expect(next("2026-03-04T09:00:30Z")).toBe("2026-03-04T10:30:00.000Z"); // 10:00 → opens 11:30
    expect(next("2026-03-04T10:30:00Z")).toBe("2026-03-04T13:30:00.000Z"); // 11:30, open → closes 14:30
    expect(next("2026-03-04T15:00:00Z")).toBe("2026-03-04T16:30:00.000Z"); // 16:00 → opens 17:30
    expect(next("2026-03-04T21:30:00Z")).toBe("2026-03-04T23:00:00.000Z"); // 22:30 → midnight
    expect(next("2026-03-02T09:00:00Z")).toBe("2026-03-02T23:00:00.000Z"); // Monday, closed → midnight
  });

  it("knows when last night's interval closes, and the closing of a night that runs past midnight is tomorrow's", () => {
    expect(next("2026-02-28T23:30:00Z")).toBe("2026-03-01T00:00:00.000Z"); // Sunday 00:30 → Saturday's night closes 01:00
    expect(next("2026-02-28T20:00:00Z")).toBe("2026-02-28T23:00:00.000Z"); // Saturday 21:00, open → midnight
  });

  it("counts in real time across the change to summer time", () => {
    // Sunday 29 March 2026, 01:30 CET; the clocks go forward at 02:00; it opens at 12:00 CEST (10:00 UTC).
    expect(next("2026-03-29T00:30:00Z")).toBe("2026-03-29T10:00:00.000Z");
  });
});
