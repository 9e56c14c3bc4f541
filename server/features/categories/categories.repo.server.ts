import type { CompiledQuery, Selectable } from "kysely";
import type { Db } from "../../db/database.server.ts";
import { setPositions } from "../../db/positions.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";
import type { DishRow } from "../dishes/dishes.repo.server.ts";

/** A category as the queries return it; the history keeps it as the value before and after a change. */
export type CategoryRow = Omit<Selectable<Database["categories"]>, "created_at" | "seq">;

/** The columns a category update writes (category-mapper.server.ts fills every one). */
export type CategoryColumns = Omit<CategoryRow, "id">;

const columns = [
  "id",
  "name_en",
  "name_de",
  "position",
  "is_drinks",
  "served_hours",
] as const satisfies readonly (keyof CategoryRow)[];

export function createCategoriesRepo(db: Db) {
  return {
    list: (): Promise<CategoryRow[]> =>
      db.selectFrom("categories").select(columns).orderBy("position").orderBy("seq").execute(),
    find: (id: string): Promise<CategoryRow | undefined> =>
      db.selectFrom("categories").select(columns).where("id", "=", id).executeTakeFirst(),
    count: async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom("categories")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** The stored row, defaults included. */
    insert: (fields: CategoryColumns): Promise<CategoryRow> =>
      db
        .insertInto("categories")
        .values({ id: newId(), ...fields, created_at: nowIso() })
        .returning(columns)
        .executeTakeFirstOrThrow(),
    /** The insert compiled now, its id chosen now, to be run later among many in one short transaction (an import). */
    insertStatement(fields: CategoryColumns): { id: string; statement: CompiledQuery } {
      const id = newId();
      return {
        id,
        statement: db
          .insertInto("categories")
          .values({ id, ...fields, created_at: nowIso() })
          .compile(),
      };
    },
    async update(id: string, fields: CategoryColumns): Promise<boolean> {
      const result = await db
        .updateTable("categories")
        .set(fields)
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Gives each id its index as position; returns the ids whose position that changed. */
    setPositions: (ids: string[]): Promise<string[]> => setPositions(db, "categories", ids),
    /** Brings a deleted category back with its dishes, ids and positions as they were (an undo), in one transaction. */
    async restore(row: CategoryRow, dishes: readonly DishRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const created_at = nowIso();
        await trx
          .insertInto("categories")
          .values({ ...row, created_at })
          .execute();
        for (const { image_widths: _widths, ...dish } of dishes)
          await trx
            .insertInto("dishes")
            .values({ ...dish, created_at })
            .execute();
      });
    },
    /** Dishes go with their category (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("categories").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
