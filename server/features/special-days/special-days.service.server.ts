import type { SpecialDay, SpecialDayInput } from "@shared/contract/special-day.ts";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { summaries } from "../history/summaries.server.ts";
import { toSnapshot } from "./special-day-mapper.server.ts";
import type { SpecialDaysRepo } from "./special-days.repo.server.ts";

export function createSpecialDaysService(repo: SpecialDaysRepo) {
  return {
    /** The admin list: every special day, past ones included, by start date. */
    list: (): Promise<SpecialDay[]> => repo.list(),
    async create(change: Change, input: SpecialDayInput): Promise<SpecialDay> {
      const day = await repo.insert(input);
      change.record({
        action: "create",
        entity: "special-day",
        entityId: day.id,
        summary: summaries.specialDay(true, day.from, day.to),
        after: toSnapshot(day),
      });
      return day;
    },
    async delete(change: Change, id: string): Promise<void> {
      const before = (await repo.list()).find((d) => d.id === id);
      if (!before || !(await repo.delete(id))) throw domainError("specialDayNotFound");
      change.record({
        action: "delete",
        entity: "special-day",
        entityId: id,
        summary: summaries.specialDay(false, before.from, before.to),
        before: toSnapshot(before),
      });
    },
  };
}
export type SpecialDaysService = ReturnType<typeof createSpecialDaysService>;
