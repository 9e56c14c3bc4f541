import { issueMessage } from "./api-errors.ts";
import { z } from "zod";
import { I18nTextSchema, optionalTrimmed } from "./common.ts";
import { DateSchema } from "./special-day.ts";

export const ANNOUNCEMENT_TEXT_MAX = 280;
const ANNOUNCEMENT_TEXT_REQUIRED = issueMessage("announcementTextRequired");
export const ANNOUNCEMENT_ORDER = issueMessage("announcementOrder");

/**
 * A short notice shown at the top of every public page from its first to its last day
 * (inclusive, Europe/Berlin): written by staff ("manual") or made from an upcoming special day.
 */
export const AnnouncementSchema = z.object({
  _id: z.string(),
  text: z.string(),
  textI18n: I18nTextSchema,
  from: z.string(),
  until: z.string(),
  kind: z.enum(["manual", "special-day"]),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

const text = optionalTrimmed.pipe(
  z
    .string()
    .max(ANNOUNCEMENT_TEXT_MAX, issueMessage("announcementTextMax", { max: ANNOUNCEMENT_TEXT_MAX }))
    .optional(),
);

/** Payload of POST /api/announcements and PUT /api/announcements/{id}. */
export const AnnouncementInputSchema = z
  .object({
    text_en: text,
    text_de: text,
    from: DateSchema,
    until: DateSchema,
  })
  .transform((v) => ({
    text_en: v.text_en ?? "",
    text_de: v.text_de ?? "",
    from: v.from,
    until: v.until,
  }))
  .refine((v) => v.text_en !== "" || v.text_de !== "", { message: ANNOUNCEMENT_TEXT_REQUIRED })
  .refine((v) => v.until >= v.from, { message: ANNOUNCEMENT_ORDER });
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
