import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { ContentChanges } from "../public/content-changes.server.ts";
import type { OpeningHoursRepo } from "./opening-hours.repo.server.ts";

export function createOpeningHoursService(repo: OpeningHoursRepo, content: ContentChanges) {
  return {
    list: () => repo.list(),
    /** Creates or replaces that weekday. */
    async save(day: OpeningHours): Promise<{ day: OpeningHours; created: boolean }> {
      const created = await repo.upsert(day);
      content.changed();
      return { day, created };
    },
    /** Clearing a weekday that has no record is already done: it answers like a delete. */
    async clear(weekday: number): Promise<void> {
      await repo.delete(weekday);
      content.changed();
    },
  };
}
export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>;
