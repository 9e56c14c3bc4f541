import { issueMessage } from "./api-errors.ts";
import { z } from "zod";
import { TimeSchema } from "./opening-hours.ts";

const SERVED_HOURS_SHAPE = issueMessage("servedHoursShape");
const SERVED_HOURS_WEEKDAYS = issueMessage("servedHoursWeekdays");
const SERVED_HOURS_ORDER = issueMessage("servedHoursOrder");

/** A category served only at its own hours (a weekday lunch menu): weekdays (0 = Sunday) and one interval on them. */
export const ServedHoursSchema = z
  .object(
    {
      weekdays: z
        .array(
          z
            .number({ error: SERVED_HOURS_WEEKDAYS })
            .int(SERVED_HOURS_WEEKDAYS)
            .min(0, SERVED_HOURS_WEEKDAYS)
            .max(6, SERVED_HOURS_WEEKDAYS),
          { error: SERVED_HOURS_WEEKDAYS },
        )
        .min(1, SERVED_HOURS_WEEKDAYS)
        .max(7, SERVED_HOURS_WEEKDAYS)
        .refine((days) => new Set(days).size === days.length, SERVED_HOURS_WEEKDAYS),
      open: TimeSchema,
      close: TimeSchema,
    },
    { error: SERVED_HOURS_SHAPE },
  )
  .refine((h) => h.open < h.close, { message: SERVED_HOURS_ORDER })
  .transform((h) => ({
    weekdays: [...h.weekdays].sort((a, b) => a - b),
    open: h.open,
    close: h.close,
  }));
export type ServedHours = z.output<typeof ServedHoursSchema>;
