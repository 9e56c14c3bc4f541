import type { Announcement } from "./contract/announcement.ts";
import type { Lang } from "./contract/common.ts";
import { localize } from "./localize.ts";

/** An announcement as the banner shows it: its text in one language, without its days. */
export type PageAnnouncement = Pick<Announcement, "id" | "kind"> & { text: string };

/** The page's announcement in `lang`: the layout's loader sends only what the banner shows. */
export function pageAnnouncementOf(announcement: Announcement, lang: Lang): PageAnnouncement {
  return {
    id: announcement.id,
    text: localize(announcement.text, lang),
    kind: announcement.kind,
  };
}
