import type { AnnouncementWire } from "./announcement-wire.ts";
import type { Announcement } from "./announcement.ts";

/**
 * The reader of an announcement's answer: the wire format back into the one shape. Its own module,
 * without zod (the wire format's types only), so the admin's start reads answers without loading
 * the contract's schemas.
 */
export function fromAnnouncementWire(wire: AnnouncementWire): Announcement {
  return {
    id: wire._id,
    text: { de: wire.textI18n.de, en: wire.textI18n.en },
    from: wire.from,
    until: wire.until,
    kind: wire.kind,
  };
}
