import type { Announcement, AnnouncementInput } from "@shared/contract/announcement.ts";
import type { AnnouncementColumns, AnnouncementRow } from "./announcements.repo.server.ts";

/** The codec between an announcement's row and its one shape: the text is stored as `text_en` and `text_de`; a stored one is staff's own. */
export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    text: { de: row.text_de, en: row.text_en },
    from: row.date_from,
    until: row.date_until,
    kind: "manual",
  };
}

/**
 * The columns of an announcement's fields: the one way the one shape becomes a row. Every column
 * must be set here, so a new column that is not mapped does not compile.
 */
export function toColumns(input: AnnouncementInput): AnnouncementColumns {
  return {
    text_en: input.text.en,
    text_de: input.text.de,
    date_from: input.from,
    date_until: input.until,
  };
}

/**
 * An announcement as the history keeps it: the request's field names with an id, in this order,
 * the form its entries have always had.
 */
export interface AnnouncementSnapshot {
  id: string;
  text_en: string;
  text_de: string;
  from: string;
  until: string;
}

export function toSnapshot(announcement: Announcement): AnnouncementSnapshot {
  return {
    id: announcement.id,
    text_en: announcement.text.en,
    text_de: announcement.text.de,
    from: announcement.from,
    until: announcement.until,
  };
}
