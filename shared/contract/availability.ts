import { z } from "zod";
import { DateSchema } from "./special-day.ts";

/** An optional first and last day (YYYY-MM-DD, both inclusive, on the restaurant's calendar) of a dish or menu image. */
export const AvailabilitySchema = z.object({
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** A multipart date field: empty clears it (null), absent leaves it unchanged (undefined). */
export const optionalDateField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim()))
  .pipe(z.union([z.undefined(), z.null(), DateSchema]));

export const availabilityFields = {
  availableFrom: optionalDateField,
  availableUntil: optionalDateField,
};

export type AvailabilityStatus = "current" | "scheduled" | "expired";

/** Where `today` (YYYY-MM-DD) lies relative to an item's dates; ISO dates compare as strings. */
export function availabilityStatus(item: Availability, today: string): AvailabilityStatus {
  if (item.availableFrom !== null && today < item.availableFrom) return "scheduled";
  if (item.availableUntil !== null && today > item.availableUntil) return "expired";
  return "current";
}

export const isAvailableOn = (item: Availability, today: string) =>
  availabilityStatus(item, today) === "current";

/** True unless both dates are set and the range is backwards. */
export const datesInOrder = (from: string | null | undefined, until: string | null | undefined) =>
  !from || !until || from <= until;
