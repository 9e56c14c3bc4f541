import { z } from "zod";
import { I18nTextSchema } from "./common.ts";
import { IntervalSchema } from "./opening-hours.ts";
import { issueMessage } from "./api-errors.ts";

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const DateSchema = z
  .string({ error: issueMessage("dateFormat") })
  .refine(isCalendarDate, issueMessage("dateReal"));

/**
 * The one shape of a special day, a date or date range with other hours than the weekly ones, or
 * closed (holidays, vacations, events): what services, the repository's codec, the clock, the
 * public pages' data and the admin see. Its note carries both languages. The HTTP answers and
 * requests keep their own field names (`_id`, `note` in the request's language, `note_en`): one
 * adapter translates at the edge (`special-day-wire.ts`).
 */
export const SpecialDaySchema = z.object({
  id: z.string(),
  /** The first and last day, both included (YYYY-MM-DD, the restaurant's calendar). */
  from: z.string(),
  to: z.string(),
  isClosed: z.boolean(),
  /** The day's own hours; none when it is closed. */
  intervals: z.array(IntervalSchema),
  note: I18nTextSchema,
  /** Shown as an automatic announcement from 14 days before it until its end. */
  announce: z.boolean(),
});
export type SpecialDay = z.infer<typeof SpecialDaySchema>;

/** What staff give of a special day: every field but its id (the request fills in what it may leave out). */
export type SpecialDayInput = Omit<SpecialDay, "id">;

export const NOTE_MAX = 300;
