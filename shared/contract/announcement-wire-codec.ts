import type { AnnouncementRequest, AnnouncementWire } from "./announcement-wire.ts";
import type { Announcement, AnnouncementInput } from "./announcement.ts";
import type { Lang } from "./common.ts";
import { localize } from "../localize.ts";

/**
 * The codec of an announcement's edge adapter: the one shape into the wire format and back
 * (`to…Wire` in the routes, `from…Wire` in the admin) and, where the admin sends one, into a
 * request (`to…Request`). Plain functions without zod: the wire format's schemas stay in
 * `announcement-wire.ts`, and the admin's start reads answers without loading them.
 */

/** An answer read back as the one shape. */
export function fromAnnouncementWire(wire: AnnouncementWire): Announcement {
  return {
    id: wire._id,
    text: { de: wire.textI18n.de, en: wire.textI18n.en },
    from: wire.from,
    until: wire.until,
    kind: wire.kind,
  };
}

/** The one input as the body of POST and PUT /api/announcements (what the admin sends). */
export function toAnnouncementRequest(input: AnnouncementInput): AnnouncementRequest {
  return {
    text_en: input.text.en,
    text_de: input.text.de,
    from: input.from,
    until: input.until,
  };
}

/** An announcement as the API answers it, its text in `lang` beside both languages. */
export function toAnnouncementWire(announcement: Announcement, lang: Lang): AnnouncementWire {
  return {
    _id: announcement.id,
    text: localize(announcement.text, lang),
    textI18n: { en: announcement.text.en, de: announcement.text.de },
    from: announcement.from,
    until: announcement.until,
    kind: announcement.kind,
  };
}
