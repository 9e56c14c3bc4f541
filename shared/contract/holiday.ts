import { issueMessage } from "./api-errors.ts";
import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

const HOLIDAY_YEAR_INVALID = issueMessage("holidayYear");

/** A statutory public holiday of North Rhine-Westphalia: its date (YYYY-MM-DD) and name. */
export const HolidaySchema = z.object({ date: z.string(), nameI18n: I18nTextSchema });
export type Holiday = z.infer<typeof HolidaySchema>;

/** Query of GET /api/holidays: `?year=YYYY`. */
export const HolidaysQuerySchema = z.object({
  year: z
    .string({ error: HOLIDAY_YEAR_INVALID })
    .regex(/^\d{4}$/, HOLIDAY_YEAR_INVALID)
    .transform(Number)
    .refine((y) => y >= 2000 && y <= 2100, HOLIDAY_YEAR_INVALID),
});
