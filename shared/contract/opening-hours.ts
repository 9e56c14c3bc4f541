import { z } from "zod";
import { issueMessage } from "./api-errors.ts";

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const TimeSchema = z.string().regex(TIME_PATTERN, issueMessage("timeFormat"));

/** An interval whose close is not after its open runs past midnight into the next day. */
export const IntervalSchema = z.object({ open: TimeSchema, close: TimeSchema });
export type Interval = z.infer<typeof IntervalSchema>;

export const WeekdaySchema = z.coerce
  .number()
  .int()
  .min(0, issueMessage("weekdayRange"))
  .max(6, issueMessage("weekdayRange"));

export const OpeningHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  isClosed: z.boolean(),
  intervals: z.array(IntervalSchema),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** Payload of POST /api/opening-hours. A closed day carries no intervals; an open day at least one. */
export const OpeningHoursInputSchema = z
  .object({
    weekday: z
      .number({ error: issueMessage("weekdayRange") })
      .int()
      .min(0)
      .max(6),
    isClosed: z.boolean({ error: issueMessage("isClosedBoolean") }),
    intervals: z.array(IntervalSchema).max(6, issueMessage("tooManyIntervals")).default([]),
  })
  .transform((v) => ({ ...v, intervals: v.isClosed ? [] : v.intervals }))
  .refine((v) => v.isClosed || v.intervals.length > 0, {
    message: issueMessage("openDayNeedsInterval"),
  });
export type OpeningHoursInput = z.input<typeof OpeningHoursInputSchema>;
