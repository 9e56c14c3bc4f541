import type { Lang } from "@shared/contract/common.ts";
import type { SpecialDay, SpecialDayInputSchema } from "@shared/contract/special-day.ts";
import { localize } from "@shared/localize.ts";
import type { z } from "zod";
import { notFound } from "../../http/errors.server.ts";
import type { Change } from "../history/change.server.ts";
import { summaries } from "../history/summaries.server.ts";
import type { SpecialDayRecord, SpecialDaysRepo } from "./special-days.repo.server.ts";

export function toSpecialDay(record: SpecialDayRecord, lang: Lang): SpecialDay {
  const noteI18n = { en: record.note_en, de: record.note_de };
  return { _id: record.id, from: record.from, to: record.to, isClosed: record.isClosed, intervals: record.intervals, note: localize(noteI18n, lang), noteI18n, announce: record.announce };
}

export function createSpecialDaysService(repo: SpecialDaysRepo) {
  return {
    /** The admin list: every special day, past ones included, by start date. */
    list: async (): Promise<SpecialDay[]> => (await repo.list()).map((r) => toSpecialDay(r, "en")),
    async create(change: Change, input: z.output<typeof SpecialDayInputSchema>): Promise<SpecialDay> {
      const record = await repo.insert(input);
      change.record({ action: "create", entity: "special-day", entityId: record.id, summary: summaries.specialDay(true, record.from, record.to), after: record });
      return toSpecialDay(record, "en");
    },
    async delete(change: Change, id: string): Promise<void> {
      const before = (await repo.list()).find((r) => r.id === id);
      if (!before || !(await repo.delete(id))) throw notFound("specialDayNotFound");
      change.record({ action: "delete", entity: "special-day", entityId: id, summary: summaries.specialDay(false, before.from, before.to), before });
    },
  };
}
export type SpecialDaysService = ReturnType<typeof createSpecialDaysService>;
