import { describe, expect, it } from "vitest";
import {
  addInterval,
  draftOf,
  removeInterval,
  toPayload,
} from "~/features/admin/opening-hours/day-draft";
import { classifyInterval, validateDay } from "~/features/admin/opening-hours/hours-validation";
import { apiErrorText, issueMessage } from "@shared/contract/api-errors.ts";

describe("classifyInterval", () => {
  it.each([
    ["11:00", "22:00", "same-day"],
    ["00:00", "23:59", "same-day"],
    ["17:00", "01:00", "overnight"],
    ["22:00", "00:00", "overnight"],
    ["20:00", "06:00", "overnight"],
    ["05:00", "05:00", "overnight"],
    ["20:00", "06:01", "invalid"],
    ["14:00", "12:00", "invalid"],
    ["12:00", "12:00", "invalid"],
    ["9:00", "17:00", "invalid"],
    ["24:00", "23:00", "invalid"],
    ["11:60", "22:00", "invalid"],
    ["", "22:00", "invalid"],
    ["11:00", "10 pm", "invalid"],
  ] as const)("%s–%s is %s", (open, close, kind) => {
    expect(classifyInterval({ open, close })).toBe(kind);
  });
});

describe("validateDay", () => {
  it("accepts open days whose intervals are all valid, overnight included", () => {
    expect(
      validateDay({
        isClosed: false,
        intervals: [
          { open: "11:30", close: "14:30" },
          { open: "17:00", close: "01:00" },
        ],
      }),
    ).toBeNull();
  });

  it("answers the product's message when any interval is wrong", () => {
    expect(
      validateDay({
        isClosed: false,
        intervals: [
          { open: "11:30", close: "14:30" },
          { open: "18:00", close: "17:00" },
        ],
      }),
    ).toBe(issueMessage("hoursTimesInvalid"));
    expect(apiErrorText("hoursTimesInvalid")).toBe(
      "Please fix times (format HH:MM, open < close).",
    );
  });

  it("does not check the times of a closed day", () => {
    expect(validateDay({ isClosed: true, intervals: [{ open: "bad", close: "" }] })).toBeNull();
  });

  it("refuses an open day without intervals", () => {
    expect(validateDay({ isClosed: false, intervals: [] })).toBe(issueMessage("hoursTimesInvalid"));
  });
});

describe("day drafts", () => {
  const times = (draft: ReturnType<typeof draftOf>) =>
    draft.intervals.map((i) => `${i.open}-${i.close}`);

  it("starts a day without a record open, 11:00–22:00", () => {
    const draft = draftOf(undefined);
    expect(draft.isClosed).toBe(false);
    expect(times(draft)).toEqual(["11:00-22:00"]);
  });

  it("starts from the saved record", () => {
    expect(
      times(
        draftOf({ weekday: 6, isClosed: false, intervals: [{ open: "17:00", close: "01:00" }] }),
      ),
    ).toEqual(["17:00-01:00"]);
    expect(draftOf({ weekday: 1, isClosed: true, intervals: [] })).toMatchObject({
      isClosed: true,
    });
  });

  it("appends 18:00–22:00 on Add Interval", () => {
    expect(times(addInterval(draftOf(undefined)))).toEqual(["11:00-22:00", "18:00-22:00"]);
  });

  it("removes an interval, and resets to 11:00–22:00 when the last one goes", () => {
    const two = addInterval(
      draftOf({ weekday: 2, isClosed: false, intervals: [{ open: "12:00", close: "15:00" }] }),
    );
    const one = removeInterval(two, two.intervals[0]!.key);
    expect(times(one)).toEqual(["18:00-22:00"]);
    expect(times(removeInterval(one, one.intervals[0]!.key))).toEqual(["11:00-22:00"]);
  });

  it("sends an empty interval list for a closed day", () => {
    const draft = { ...draftOf(undefined), isClosed: true };
    expect(toPayload(3, draft)).toEqual({ weekday: 3, isClosed: true, intervals: [] });
    expect(toPayload(3, { ...draft, isClosed: false })).toEqual({
      weekday: 3,
      isClosed: false,
      intervals: [{ open: "11:00", close: "22:00" }],
    });
  });
});
