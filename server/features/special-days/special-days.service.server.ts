import type { Lang } from "@shared/contract/common.ts";
import type { SpecialDay, SpecialDayInputSchema } from "@shared/contract/special-day.ts";
import { localize } from "@shared/localize.ts";
import type { z } from "zod";
import { notFound } from "../../http/errors.server.ts";
import type { ContentChanges } from "../public/content-changes.server.ts";
import type { SpecialDayRecord, SpecialDaysRepo } from "./special-days.repo.server.ts";

export function toSpecialDay(record: SpecialDayRecord, lang: Lang): SpecialDay {
  const noteI18n = { en: record.note_en, de: record.note_de };
  return { _id: record.id, from: record.from, to: record.to, isClosed: record.isClosed, intervals: record.intervals, note: localize(noteI18n, lang), noteI18n };
}

export function createSpecialDaysService(repo: SpecialDaysRepo, content: ContentChanges) {
  return {
    /** The admin list: every special day, past ones included, by start date. */
    list: async (): Promise<SpecialDay[]> => (await repo.list()).map((r) => toSpecialDay(r, "en")),
    async create(input: z.output<typeof SpecialDayInputSchema>): Promise<SpecialDay> {
      const record = await repo.insert(input);
      content.changed();
      return toSpecialDay(record, "en");
    },
    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Special day not found");
      content.changed();
    },
  };
}
export type SpecialDaysService = ReturnType<typeof createSpecialDaysService>;
