import { z } from "zod";

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const OPENING_HOURS_TIMES_INVALID = "Please fix times (format HH:MM, open < close).";

export const TimeSchema = z.string().regex(TIME_PATTERN, "Times must have the format HH:MM (00:00 to 23:59).");

/** An interval whose close is not after its open runs past midnight into the next day. */
export const IntervalSchema = z.object({ open: TimeSchema, close: TimeSchema });
export type Interval = z.infer<typeof IntervalSchema>;

export const WeekdaySchema = z.coerce.number().int().min(0, "Weekday must be 0 (Sunday) to 6 (Saturday).").max(6, "Weekday must be 0 (Sunday) to 6 (Saturday).");

export const OpeningHoursSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  isClosed: z.boolean(),
  intervals: z.array(IntervalSchema),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** Payload of POST /api/opening-hours. A closed day carries no intervals; an open day at least one. */
export const OpeningHoursInputSchema = z
  .object({
    weekday: z.number({ error: "Weekday must be 0 (Sunday) to 6 (Saturday)." }).int().min(0).max(6),
    isClosed: z.boolean({ error: "isClosed must be true or false." }),
    intervals: z.array(IntervalSchema).max(6, "At most 6 intervals per day.").default([]),
  })
  .transform((v) => ({ ...v, intervals: v.isClosed ? [] : v.intervals }))
  .refine((v) => v.isClosed || v.intervals.length > 0, { message: "An open day needs at least one interval." });
export type OpeningHoursInput = z.input<typeof OpeningHoursInputSchema>;
