import { z } from "zod";
import { I18nTextSchema, optionalTrimmed } from "./common.ts";
import { issueMessage } from "./api-errors.ts";
import { IntervalSchema } from "./opening-hours.ts";
import { DateSchema, NOTE_MAX, SpecialDaySchema, type SpecialDayInput } from "./special-day.ts";

/**
 * The special day's edge adapter: the API's answers and requests keep their own field names
 * (`_id`, the note in the request's language beside `noteI18n`, the form's `note_en` and
 * `note_de`); everything behind the edge sees the one shape of `special-day.ts`. The answer is
 * `toSpecialDayWire`, read back with `fromSpecialDayWire` (special-day-reader.ts); a request is parsed by
 * `SpecialDayRequestSchema` into the one input.
 */

/** A special day as the API answers it (the OpenAPI component `SpecialDay`), its fields in the answer's order. */
export const SpecialDayWireSchema = z.object({
  _id: z.string(),
  from: SpecialDaySchema.shape.from,
  to: SpecialDaySchema.shape.to,
  isClosed: SpecialDaySchema.shape.isClosed,
  intervals: SpecialDaySchema.shape.intervals,
  note: z.string(),
  noteI18n: I18nTextSchema,
  announce: SpecialDaySchema.shape.announce,
});
export type SpecialDayWire = z.infer<typeof SpecialDayWireSchema>;

const note = optionalTrimmed.pipe(
  z
    .string()
    .max(NOTE_MAX, issueMessage("noteMax", { max: NOTE_MAX }))
    .optional(),
);

/**
 * The body of POST /api/special-days (the OpenAPI component `SpecialDayInput`), as the one input.
 * `to` defaults to `from`; a closed day carries no intervals.
 */
export const SpecialDayRequestSchema = z
  .object({
    from: DateSchema,
    to: DateSchema.optional(),
    isClosed: z.boolean({ error: issueMessage("isClosedBoolean") }),
    intervals: z.array(IntervalSchema).max(6, issueMessage("tooManyIntervals")).default([]),
    note_en: note,
    note_de: note,
    announce: z.boolean({ error: issueMessage("announceBoolean") }).default(true),
  })
  .transform((v): SpecialDayInput => ({
    from: v.from,
    to: v.to ?? v.from,
    isClosed: v.isClosed,
    intervals: v.isClosed ? [] : v.intervals,
    note: { de: v.note_de ?? "", en: v.note_en ?? "" },
    announce: v.announce,
  }))
  .refine((v) => v.to >= v.from, { message: issueMessage("endBeforeStart") })
  .refine((v) => v.isClosed || v.intervals.length > 0, {
    message: issueMessage("openSpecialDayNeedsInterval"),
  });
/** A body of POST /api/special-days before it is checked. */
export type SpecialDayRequest = z.input<typeof SpecialDayRequestSchema>;
