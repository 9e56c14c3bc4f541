import type { Interval } from "@shared/contract/opening-hours.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

export interface SpecialDayRecord {
  id: string;
  from: string;
  to: string;
  isClosed: boolean;
  intervals: Interval[];
  note_en: string;
  note_de: string;
  announce: boolean;
}

export function createSpecialDaysRepo(db: Db) {
  const toRecord = (r: { id: string; date_from: string; date_to: string; is_closed: number; intervals: string; note_en: string; note_de: string; announce: number }): SpecialDayRecord => ({
    id: r.id,
    from: r.date_from,
    to: r.date_to,
    isClosed: r.is_closed === 1,
    intervals: JSON.parse(r.intervals) as Interval[],
    note_en: r.note_en,
    note_de: r.note_de,
    announce: r.announce === 1,
  });
  return {
    /** Ascending by start date; with `endingOnOrAfter`, only those not over before that date. */
    async list(endingOnOrAfter?: string): Promise<SpecialDayRecord[]> {
      let query = db.selectFrom("special_days").selectAll();
      if (endingOnOrAfter) query = query.where("date_to", ">=", endingOnOrAfter);
      return (await query.orderBy("date_from").orderBy("seq").execute()).map(toRecord);
    },
    async insert(day: Omit<SpecialDayRecord, "id">, id: string = newId()): Promise<SpecialDayRecord> {
      await db
        .insertInto("special_days")
        .values({ id, date_from: day.from, date_to: day.to, is_closed: day.isClosed ? 1 : 0, intervals: JSON.stringify(day.intervals), note_en: day.note_en, note_de: day.note_de, announce: day.announce ? 1 : 0, created_at: nowIso() })
        .execute();
      return { id, ...day };
    },
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("special_days").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type SpecialDaysRepo = ReturnType<typeof createSpecialDaysRepo>;
