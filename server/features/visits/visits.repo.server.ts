import { sql } from "kysely";
import type { Db } from "../../db/database.server.ts";

/** What is counted, each by day; the values of each come from closed lists (site-pages, sources, …). */
export type VisitDimension =
  | "visitors"
  | "views"
  | "page"
  | "lang"
  | "source"
  | "device"
  | "outbound"
  | "download"
  | "category";

export interface VisitIncrement {
  day: string;
  dimension: VisitDimension;
  value: string;
  count: number;
}

// Rows per insert: SQLite caps a statement's variables.
const CHUNK = 200;

export function createVisitsRepo(db: Db) {
  return {
    /** Adds the increments to the day's totals, in one transaction. */
    async add(increments: readonly VisitIncrement[]): Promise<void> {
      if (increments.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let at = 0; at < increments.length; at += CHUNK)
          await trx
            .insertInto("visit_counts")
            .values(increments.slice(at, at + CHUNK).map((i) => ({ ...i })))
            .onConflict((oc) =>
              oc
                .columns(["day", "dimension", "value"])
                .doUpdateSet({ count: sql`visit_counts.count + excluded.count` }),
            )
            .execute();
      });
    },
    /** The totals of the days from `first` to `last`, both included. */
    async between(first: string, last: string) {
      return db
        .selectFrom("visit_counts")
        .select(["day", "dimension", "value", "count"])
        .where("day", ">=", first)
        .where("day", "<=", last)
        .execute();
    },
    /** Deletes the days before `first`. */
    async deleteBefore(first: string): Promise<void> {
      await db.deleteFrom("visit_counts").where("day", "<", first).execute();
    },
  };
}
export type VisitsRepo = ReturnType<typeof createVisitsRepo>;
