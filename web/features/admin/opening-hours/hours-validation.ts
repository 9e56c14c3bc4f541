import { TIME_PATTERN, type Interval } from "@shared/contract/opening-hours.ts";
import { z } from "zod";
import { issueMessage } from "@shared/contract/api-errors.ts";

/**
 * The form asks for open < close, but the public site reads a close that is not after the
 * open as running past midnight (the demo Saturday is 17:00–01:00). A close up to this hour
 * is taken as such a night; a later one is a typo.
 */
export const LATEST_OVERNIGHT_CLOSE = "06:00";

export type IntervalKind = "same-day" | "overnight" | "invalid";

export function classifyInterval({ open, close }: Interval): IntervalKind {
  if (!TIME_PATTERN.test(open) || !TIME_PATTERN.test(close)) return "invalid";
  // Zero-padded HH:MM strings compare like the times they stand for.
  if (open < close) return "same-day";
  return close <= LATEST_OVERNIGHT_CLOSE ? "overnight" : "invalid";
}

/** The form's message (a code), or null when the day may be saved. A closed day has no times to check. */
export function validateDay(day: { isClosed: boolean; intervals: Interval[] }): string | null {
  if (day.isClosed) return null;
  const valid =
    day.intervals.length > 0 &&
    day.intervals.every((interval) => classifyInterval(interval) !== "invalid");
  return valid ? null : issueMessage("hoursTimesInvalid");
}

/**
 * The editors' rule on a day's times, beside the contract's (which takes any valid times): it
 * only checks, and leaves the payload to the contract's schema.
 */
export const DayTimesRule = z
  .object({
    isClosed: z.boolean(),
    intervals: z.array(z.object({ open: z.string(), close: z.string() })).default([]),
  })
  .superRefine((day, ctx) => {
    const problem = validateDay(day);
    if (problem) ctx.addIssue({ code: "custom", path: ["intervals"], message: problem });
  })
  .transform(() => ({}));
