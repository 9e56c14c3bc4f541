import type { Selectable } from "kysely";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";
import type { SpecialDay, SpecialDayInput } from "@shared/contract/special-day.ts";
import { toColumns, toSpecialDay } from "./special-day-mapper.server.ts";

/** A special day as the table stores it. */
export type SpecialDayRow = Omit<Selectable<Database["special_days"]>, "created_at" | "seq">;

/** The columns a special day's insert writes (special-day-mapper.server.ts fills every one). */
export type SpecialDayColumns = Omit<SpecialDayRow, "id">;

export function createSpecialDaysRepo(db: Db) {
  return {
    /** Ascending by start date; with `endingOnOrAfter`, only those not over before that date. */
    async list(endingOnOrAfter?: string): Promise<SpecialDay[]> {
      let query = db
        .selectFrom("special_days")
        .select([
          "id",
          "date_from",
          "date_to",
          "is_closed",
          "intervals",
          "note_en",
          "note_de",
          "announce",
        ]);
      if (endingOnOrAfter) query = query.where("date_to", ">=", endingOnOrAfter);
      return (await query.orderBy("date_from").orderBy("seq").execute()).map(toSpecialDay);
    },
    /** A new special day, or with `id` one brought back as it was (an undo). */
    async insert(day: SpecialDayInput, id: string = newId()): Promise<SpecialDay> {
      await db
        .insertInto("special_days")
        .values({ id, ...toColumns(day), created_at: nowIso() })
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
