import type { Announcement, AnnouncementInputSchema } from "@shared/contract/announcement.ts";
import type { Lang } from "@shared/contract/common.ts";
import { localize } from "@shared/localize.ts";
import type { z } from "zod";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, summaries } from "../history/summaries.server.ts";
import type { AnnouncementRecord, AnnouncementsRepo } from "./announcements.repo.server.ts";

export function toAnnouncement(record: AnnouncementRecord, lang: Lang): Announcement {
  const textI18n = { en: record.text_en, de: record.text_de };
  return {
    _id: record.id,
    text: localize(textI18n, lang),
    textI18n,
    from: record.from,
    until: record.until,
    kind: "manual",
  };
}

/** The history names an announcement by its first words. */
const nameOf = (r: AnnouncementRecord) => {
  const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
  return { en: short(r.text_en || r.text_de), de: short(r.text_de || r.text_en) };
};

type Input = z.output<typeof AnnouncementInputSchema>;

/** The announcements staff write; the automatic ones of special days are made where the public data is read. */
export function createAnnouncementsService(repo: AnnouncementsRepo) {
  async function existing(id: string): Promise<AnnouncementRecord> {
    const record = await repo.find(id);
    if (!record) throw domainError("announcementNotFound");
    return record;
  }
  return {
    /** Every announcement staff wrote, past ones included, by first day. */
    list: async (): Promise<Announcement[]> =>
      (await repo.list()).map((r) => toAnnouncement(r, "en")),
    async create(change: Change, input: Input): Promise<Announcement> {
      const record = await repo.insert(input);
      change.record({
        action: "create",
        entity: "announcement",
        entityId: record.id,
        summary: summaries.created(NOUNS.announcement, nameOf(record)),
        after: record,
      });
      return toAnnouncement(record, "en");
    },
    async update(change: Change, id: string, input: Input): Promise<Announcement> {
      const before = await existing(id);
      const after = { id, ...input };
      if (!(await repo.update(after))) throw domainError("announcementNotFound");
      change.record({
        action: "update",
        entity: "announcement",
        entityId: id,
        summary: summaries.updated(NOUNS.announcement, nameOf(after)),
        before,
        after,
      });
      return toAnnouncement(after, "en");
    },
    async delete(change: Change, id: string): Promise<void> {
      const before = await existing(id);
      if (!(await repo.delete(id))) throw domainError("announcementNotFound");
      change.record({
        action: "delete",
        entity: "announcement",
        entityId: id,
        summary: summaries.deleted(NOUNS.announcement, nameOf(before)),
        before,
      });
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
