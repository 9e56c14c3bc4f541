import type { Interval, OpeningHours } from "@shared/contract/opening-hours.ts";
import type { Db } from "../../db/database.server.ts";

export function createOpeningHoursRepo(db: Db) {
  return {
    async list(): Promise<OpeningHours[]> {
      const rows = await db.selectFrom("opening_hours").selectAll().orderBy("weekday").execute();
      return rows.map((r) => ({
        weekday: r.weekday,
        isClosed: r.is_closed === 1,
        intervals: JSON.parse(r.intervals) as Interval[],
      }));
    },
    /** Creates or replaces the weekday; true when it had no record before. */
    async upsert(day: OpeningHours): Promise<boolean> {
      const existed = await db
        .selectFrom("opening_hours")
        .select("weekday")
        .where("weekday", "=", day.weekday)
        .executeTakeFirst();
      const values = {
        weekday: day.weekday,
        is_closed: day.isClosed ? 1 : 0,
        intervals: JSON.stringify(day.intervals),
      };
      await db
        .insertInto("opening_hours")
        .values(values)
        .onConflict((oc) =>
          oc
            .column("weekday")
            .doUpdateSet({ is_closed: values.is_closed, intervals: values.intervals }),
        )
        .execute();
      return !existed;
    },
    async delete(weekday: number): Promise<void> {
      await db.deleteFrom("opening_hours").where("weekday", "=", weekday).execute();
    },
  };
}
export type OpeningHoursRepo = ReturnType<typeof createOpeningHoursRepo>;
