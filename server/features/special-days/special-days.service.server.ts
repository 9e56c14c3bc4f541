import type { SpecialDay, SpecialDayFields } from "@shared/contract/special-day.ts";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { summaries } from "../history/summaries.server.ts";
import { toSpecialDay } from "./special-day-mapper.server.ts";
import type { SpecialDaysRepo } from "./special-days.repo.server.ts";

export function createSpecialDaysService(repo: SpecialDaysRepo) {
  return {
    /** The admin list: every special day, past ones included, by start date. */
    list: async (): Promise<SpecialDay[]> => (await repo.list()).map((r) => toSpecialDay(r, "en")),
    async create(change: Change, input: SpecialDayFields): Promise<SpecialDay> {
      const record = await repo.insert(input);
      change.record({
        action: "create",
        entity: "special-day",
        entityId: record.id,
        summary: summaries.specialDay(true, record.from, record.to),
        after: record,
      });
      return toSpecialDay(record, "en");
    },
    async delete(change: Change, id: string): Promise<void> {
      const before = (await repo.list()).find((r) => r.id === id);
      if (!before || !(await repo.delete(id))) throw domainError("specialDayNotFound");
      change.record({
        action: "delete",
        entity: "special-day",
        entityId: id,
        summary: summaries.specialDay(false, before.from, before.to),
        before,
      });
    },
  };
}
export type SpecialDaysService = ReturnType<typeof createSpecialDaysService>;
