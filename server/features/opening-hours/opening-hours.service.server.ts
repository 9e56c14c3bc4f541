import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { Change } from "../history/change.server.ts";
import { summaries } from "../history/summaries.server.ts";
import type { OpeningHoursRepo } from "./opening-hours.repo.server.ts";

export function createOpeningHoursService(repo: OpeningHoursRepo) {
  const find = async (weekday: number) =>
    (await repo.list()).find((d) => d.weekday === weekday) ?? null;
  return {
    list: () => repo.list(),
    /** Creates or replaces that weekday. */
    async save(
      change: Change,
      day: OpeningHours,
    ): Promise<{ day: OpeningHours; created: boolean }> {
      const before = await find(day.weekday);
      const created = await repo.upsert(day);
      change.record({
        action: created ? "create" : "update",
        entity: "opening-hours",
        entityId: String(day.weekday),
        summary: summaries.openingHours(day.weekday),
        before,
        after: day,
      });
      return { day, created };
    },
    /** Clearing a weekday that has no record is already done: it answers like a delete. */
    async clear(change: Change, weekday: number): Promise<void> {
      const before = await find(weekday);
      await repo.delete(weekday);
      change.record({
        action: "delete",
        entity: "opening-hours",
        entityId: String(weekday),
        summary: summaries.openingHours(weekday),
        before,
        after: null,
      });
    },
  };
}
export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>;
