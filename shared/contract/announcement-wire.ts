import { z } from "zod";
import { issueMessage } from "./api-errors.ts";
import { I18nTextSchema, optionalTrimmed } from "./common.ts";
import {
  ANNOUNCEMENT_TEXT_MAX,
  AnnouncementSchema,
  type AnnouncementInput,
} from "./announcement.ts";
import { DateSchema } from "./special-day.ts";

/**
 * The announcement's edge adapter: the API's answers and requests keep their own field names
 * (`_id`, the text in the request's language beside `textI18n`, the form's `text_en` and
 * `text_de`); everything behind the edge sees the one shape of `announcement.ts`. The answer is
 * `toAnnouncementWire`, read back with `fromAnnouncementWire` (announcement-reader.ts); a request is parsed by
 * `AnnouncementRequestSchema` into the one input.
 */

/** An announcement as the API answers it (the OpenAPI component `Announcement`), its fields in the answer's order. */
export const AnnouncementWireSchema = z.object({
  _id: z.string(),
  text: z.string(),
  textI18n: I18nTextSchema,
  from: AnnouncementSchema.shape.from,
  until: AnnouncementSchema.shape.until,
  kind: AnnouncementSchema.shape.kind,
});
export type AnnouncementWire = z.infer<typeof AnnouncementWireSchema>;

const text = optionalTrimmed.pipe(
  z
    .string()
    .max(ANNOUNCEMENT_TEXT_MAX, issueMessage("announcementTextMax", { max: ANNOUNCEMENT_TEXT_MAX }))
    .optional(),
);

/** The body of POST /api/announcements and PUT /api/announcements/{id} (the OpenAPI component `AnnouncementInput`), as the one input. */
export const AnnouncementRequestSchema = z
  .object({
    text_en: text,
    text_de: text,
    from: DateSchema,
    until: DateSchema,
  })
  .transform((v): AnnouncementInput => ({
    text: { de: v.text_de ?? "", en: v.text_en ?? "" },
    from: v.from,
    until: v.until,
  }))
  .refine((v) => v.text.en !== "" || v.text.de !== "", {
    message: issueMessage("announcementTextRequired"),
  })
  .refine((v) => v.until >= v.from, { message: issueMessage("announcementOrder") });
/** A body of POST or PUT /api/announcements before it is checked. */
export type AnnouncementRequest = z.input<typeof AnnouncementRequestSchema>;
