import { describe, expect, it } from "vitest";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { addInterval } from "~/features/admin/opening-hours/day-draft";
import {
  checkSpecialDay,
  dayCount,
  emptySpecialDay,
  formatHours,
  toSpecialDayInput,
  upcomingSpecialDays,
  type SpecialDayDraft,
} from "~/features/admin/special-days/special-day-draft";
import { formatDate, formatDateRange, formatShortDate } from "~/features/admin/i18n/dates";
import { issueMessage } from "@shared/contract/api-errors.ts";
import { createAdminI18n } from "~/features/admin/i18n/admin-i18n";

const TODAY = "2026-06-15";
const draft = (change: Partial<SpecialDayDraft>): SpecialDayDraft => ({
  ...emptySpecialDay(),
  from: "2026-12-24",
  ...change,
});
const withTimes = (d: SpecialDayDraft, times: [string, string][]): SpecialDayDraft => ({
  ...d,
  intervals: times.map(([open, close], key) => ({ open, close, key })),
});

describe("a new special day", () => {
  it("starts open with the new-day interval 11:00–22:00; Add Interval appends 18:00–22:00 and keeps the dates", () => {
    const empty = emptySpecialDay();
    expect(empty).toMatchObject({ from: "", to: "", isClosed: false, note_en: "", note_de: "" });
    expect(empty.intervals.map(({ open, close }) => [open, close])).toEqual([["11:00", "22:00"]]);
    const added = addInterval({ ...empty, from: "2026-12-24" });
    expect(added.from).toBe("2026-12-24");
    expect(added.intervals.map(({ open, close }) => [open, close])).toEqual([
      ["11:00", "22:00"],
      ["18:00", "22:00"],
    ]);
  });
});

describe("checkSpecialDay", () => {
  it("turns a single closed day into the one input: to defaults to from, no intervals, notes trimmed", () => {
    expect(
      checkSpecialDay(
        draft({ isClosed: true, note_en: "  Christmas ", note_de: "Weihnachten" }),
        TODAY,
      ),
    ).toEqual({
      payload: {
        from: "2026-12-24",
        to: "2026-12-24",
        isClosed: true,
        intervals: [],
        note: { de: "Weihnachten", en: "Christmas" },
        announce: true,
      },
    });
  });

  it("sends a range with its intervals, one running past midnight", () => {
    const d = withTimes(draft({ to: "2026-12-31", note_de: "Festtage" }), [
      ["12:00", "14:30"],
      ["18:00", "01:00"],
    ]);
    expect(checkSpecialDay(d, TODAY)).toEqual({
      payload: {
        from: "2026-12-24",
        to: "2026-12-31",
        isClosed: false,
        intervals: [
          { open: "12:00", close: "14:30" },
          { open: "18:00", close: "01:00" },
        ],
        note: { de: "Festtage", en: "" },
        announce: true,
      },
    });
  });

  it("leaves out an empty To in the body (the server then takes From)", () => {
    expect(toSpecialDayInput(draft({ isClosed: true }))).not.toHaveProperty("to");
    // The times of a closed day are kept in the form but never sent.
    expect(toSpecialDayInput(draft({ isClosed: true })).intervals).toEqual([]);
  });

  it("reports a range ending before it starts at To, with the schema's message", () => {
    expect(checkSpecialDay(draft({ to: "2026-12-23", isClosed: true }), TODAY)).toEqual({
      errors: { to: issueMessage("endBeforeStart") },
    });
    expect(createAdminI18n("de").issueText(issueMessage("endBeforeStart"))).toBe(
      "Das Enddatum darf nicht vor dem Anfangsdatum liegen.",
    );
  });

  it("asks for a From date", () => {
    expect(checkSpecialDay(draft({ from: "", isClosed: true }), TODAY)).toMatchObject({
      errors: { from: "dateRequired" },
    });
  });

  it("checks times like a weekday: open before close, or a close up to 06:00 the next day", () => {
    expect(checkSpecialDay(withTimes(draft({}), [["18:00", "17:00"]]), TODAY)).toMatchObject({
      errors: { intervals: issueMessage("hoursTimesInvalid") },
    });
    expect(checkSpecialDay(withTimes(draft({}), [["18:00", ""]]), TODAY)).toMatchObject({
      errors: { intervals: issueMessage("hoursTimesInvalid") },
    });
    expect(checkSpecialDay(withTimes(draft({}), [["18:00", "02:00"]]), TODAY)).toHaveProperty(
      "payload",
    );
    // A closed day's leftover times do not matter.
    expect(
      checkSpecialDay(withTimes(draft({ isClosed: true }), [["18:00", "17:00"]]), TODAY),
    ).toHaveProperty("payload");
  });

  it("refuses more than six intervals with the schema's message", () => {
    const seven = withTimes(
      draft({}),
      Array.from({ length: 7 }, () => ["10:00", "11:00"] as [string, string]),
    );
    expect(checkSpecialDay(seven, TODAY)).toMatchObject({
      errors: { intervals: issueMessage("tooManyIntervals") },
    });
  });

  it("refuses a day that is over (it would never show in the list), but not today", () => {
    expect(checkSpecialDay(draft({ from: "2026-06-14", isClosed: true }), TODAY)).toMatchObject({
      errors: { from: "dateInPast" },
    });
    expect(
      checkSpecialDay(draft({ from: "2026-06-10", to: "2026-06-14", isClosed: true }), TODAY),
    ).toMatchObject({ errors: { to: "dateInPast" } });
    expect(checkSpecialDay(draft({ from: "2026-06-15", isClosed: true }), TODAY)).toHaveProperty(
      "payload",
    );
    expect(
      checkSpecialDay(draft({ from: "2026-06-10", to: "2026-06-15", isClosed: true }), TODAY),
    ).toHaveProperty("payload");
  });

  it("refuses an impossible date with the schema's message", () => {
    expect(checkSpecialDay(draft({ from: "2026-02-30", isClosed: true }), TODAY)).toEqual({
      errors: { from: issueMessage("dateReal") },
    });
  });
});

describe("upcomingSpecialDays", () => {
  const day = (from: string, to = from): SpecialDay => ({
    id: from,
    from,
    to,
    isClosed: true,
    intervals: [],
    note: { de: "", en: "" },
    announce: true,
  });

  it("keeps today's and later days and ranges still running, by start date", () => {
    const list = [
      day("2026-07-01"),
      day("2026-06-14"),
      day("2026-06-15"),
      day("2026-06-10", "2026-06-16"),
      day("2026-06-01", "2026-06-14"),
    ];
    expect(upcomingSpecialDays(list, TODAY).map((d) => d.id)).toEqual([
      "2026-06-10",
      "2026-06-15",
      "2026-07-01",
    ]);
  });
});

describe("formatting", () => {
  it("writes dates the same way in every browser", () => {
    expect(formatDate("2026-12-24", "en")).toBe("Thu, 24 Dec 2026");
    expect(formatDate("2027-01-01", "en")).toBe("Fri, 1 Jan 2027");
    expect(formatDate("2026-12-24", "de")).toBe("Do., 24. Dez. 2026");
    expect(formatDate("2027-03-01", "de")).toBe("Mo., 1. März 2027");
    expect(formatShortDate("2026-09-05", "de")).toBe("5. Sept. 2026");
    expect(formatShortDate("2026-09-05", "en")).toBe("5 Sep 2026");
  });

  it("writes a range with the year once when it is the same", () => {
    expect(formatDateRange("2026-12-24", "2026-12-24", "en")).toBe("Thu, 24 Dec 2026");
    expect(formatDateRange("2026-12-24", "2026-12-26", "en")).toBe(
      "Thu, 24 Dec – Sat, 26 Dec 2026",
    );
    expect(formatDateRange("2026-12-30", "2027-01-02", "en")).toBe(
      "Wed, 30 Dec 2026 – Sat, 2 Jan 2027",
    );
    expect(formatDateRange("2026-12-24", "2026-12-26", "de")).toBe(
      "Do., 24. Dez. – Sa., 26. Dez. 2026",
    );
  });

  it("counts the days of a range, both ends included, across a clock change", () => {
    expect(dayCount("2026-12-24", "2026-12-24")).toBe(1);
    expect(dayCount("2026-03-28", "2026-03-30")).toBe(3);
    expect(dayCount("2026-12-30", "2027-01-02")).toBe(4);
  });

  it("writes the hours, or Closed", () => {
    expect(formatHours({ isClosed: true, intervals: [] }, "Closed")).toBe("Closed");
    expect(
      formatHours(
        {
          isClosed: false,
          intervals: [
            { open: "11:30", close: "14:30" },
            { open: "17:00", close: "01:00" },
          ],
        },
        "Closed",
      ),
    ).toBe("11:30–14:30, 17:00–01:00");
  });
});
