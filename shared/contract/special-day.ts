import { z } from "zod";
import { I18nTextSchema, optionalTrimmed } from "./common.ts";
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

/** A date or date range with other hours than the weekly ones, or closed: holidays, vacations, events. */
export const SpecialDaySchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  isClosed: z.boolean(),
  intervals: z.array(IntervalSchema),
  note: z.string(),
  noteI18n: I18nTextSchema,
  /** Shown as an automatic announcement from 14 days before it until its end. */
  announce: z.boolean(),
});
export type SpecialDay = z.infer<typeof SpecialDaySchema>;

export const NOTE_MAX = 300;
const note = optionalTrimmed.pipe(
  z
    .string()
    .max(NOTE_MAX, issueMessage("noteMax", { max: NOTE_MAX }))
    .optional(),
);

/** Payload of POST /api/special-days. `to` defaults to `from`; a closed day carries no intervals. */
export const SpecialDayInputSchema = z
  .object({
    from: DateSchema,
    to: DateSchema.optional(),
    isClosed: z.boolean({ error: issueMessage("isClosedBoolean") }),
    intervals: z.array(IntervalSchema).max(6, issueMessage("tooManyIntervals")).default([]),
    note_en: note,
    note_de: note,
    announce: z.boolean({ error: issueMessage("announceBoolean") }).default(true),
  })
  .transform((v) => ({
    from: v.from,
    to: v.to ?? v.from,
    isClosed: v.isClosed,
    intervals: v.isClosed ? [] : v.intervals,
    note_en: v.note_en ?? "",
    note_de: v.note_de ?? "",
    announce: v.announce,
  }))
  .refine((v) => v.to >= v.from, { message: issueMessage("endBeforeStart") })
  .refine((v) => v.isClosed || v.intervals.length > 0, {
    message: issueMessage("openSpecialDayNeedsInterval"),
  });
export type SpecialDayInput = z.input<typeof SpecialDayInputSchema>;
/** Every field of a stored special day, by the contract's names: a checked body of POST /api/special-days. */
export type SpecialDayFields = z.output<typeof SpecialDayInputSchema>;
