import { z } from "zod";
import { I18nTextSchema } from "./common.ts";

export const ANNOUNCEMENT_TEXT_MAX = 280;

/**
 * The one shape of an announcement, a short notice shown at the top of every public page from its
 * first to its last day (inclusive, Europe/Berlin): written by staff ("manual") or made from an
 * upcoming special day. What services, the repository's codec, the public data and the admin see;
 * its text carries both languages. The HTTP answers and requests keep their own field names
 * (`_id`, `text` in the request's language, `text_en`): one adapter translates at the edge
 * (`announcement-wire.ts`).
 */
export const AnnouncementSchema = z.object({
  id: z.string(),
  text: I18nTextSchema,
  from: z.string(),
  until: z.string(),
  kind: z.enum(["manual", "special-day"]),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** What staff give of an announcement: its text and days (what they write is always "manual"). */
export type AnnouncementInput = Pick<Announcement, "text" | "from" | "until">;
