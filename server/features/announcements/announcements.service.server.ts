import type { Announcement, AnnouncementInput } from "@shared/contract/announcement.ts";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, summaries } from "../history/summaries.server.ts";
import { toSnapshot } from "./announcement-mapper.server.ts";
import type { AnnouncementsRepo } from "./announcements.repo.server.ts";

/** The history names an announcement by its first words. */
const nameOf = ({ text }: Announcement) => {
  const short = (words: string) => (words.length > 40 ? `${words.slice(0, 39)}…` : words);
  return { en: short(text.en || text.de), de: short(text.de || text.en) };
};

/** The announcements staff write; the automatic ones of special days are made where the public data is read. */
export function createAnnouncementsService(repo: AnnouncementsRepo) {
  async function existing(id: string): Promise<Announcement> {
    const announcement = await repo.find(id);
    if (!announcement) throw domainError("announcementNotFound");
    return announcement;
  }
  return {
    /** Every announcement staff wrote, past ones included, by first day. */
    list: (): Promise<Announcement[]> => repo.list(),
    async create(change: Change, input: AnnouncementInput): Promise<Announcement> {
      const announcement = await repo.insert(input);
      change.record({
        action: "create",
        entity: "announcement",
        entityId: announcement.id,
        summary: summaries.created(NOUNS.announcement, nameOf(announcement)),
        after: toSnapshot(announcement),
      });
      return announcement;
    },
    /** The text and both days are replaced as a whole. */
    async update(change: Change, id: string, input: AnnouncementInput): Promise<Announcement> {
      const before = await existing(id);
      if (!(await repo.update(id, input))) throw domainError("announcementNotFound");
      const after: Announcement = { ...before, ...input };
      change.record({
        action: "update",
        entity: "announcement",
        entityId: id,
        summary: summaries.updated(NOUNS.announcement, nameOf(after)),
        before: toSnapshot(before),
        after: toSnapshot(after),
      });
      return after;
    },
    async delete(change: Change, id: string): Promise<void> {
      const before = await existing(id);
      if (!(await repo.delete(id))) throw domainError("announcementNotFound");
      change.record({
        action: "delete",
        entity: "announcement",
        entityId: id,
        summary: summaries.deleted(NOUNS.announcement, nameOf(before)),
        before: toSnapshot(before),
      });
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
