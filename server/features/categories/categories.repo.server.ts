import type { ServedHours } from "@shared/contract/served-hours.ts";
import type { Db } from "../../db/database.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";
import type { DishRow } from "../dishes/dishes.repo.server.ts";

export interface CategoryRow {
  id: string;
  name_en: string;
  name_de: string;
  position: number;
  is_drinks: number;
  served_hours: string | null;
}

export interface CategoryFields {
  name_en: string;
  name_de: string;
  position: number;
  /** Absent on an update: unchanged. */
  isDrinks?: boolean | undefined;
  /** Absent on an update: unchanged; null: none. */
  servedHours?: ServedHours | null | undefined;
}

const columns = ["id", "name_en", "name_de", "position", "is_drinks", "served_hours"] as const;

const toColumns = ({ isDrinks, servedHours, ...rest }: CategoryFields) => ({
  ...rest,
  ...(isDrinks === undefined ? {} : { is_drinks: isDrinks ? 1 : 0 }),
  ...(servedHours === undefined ? {} : { served_hours: servedHours === null ? null : JSON.stringify(servedHours) }),
});

export function createCategoriesRepo(db: Db) {
  return {
    list: (): Promise<CategoryRow[]> => db.selectFrom("categories").select(columns).orderBy("position").orderBy("seq").execute(),
    find: (id: string): Promise<CategoryRow | undefined> => db.selectFrom("categories").select(columns).where("id", "=", id).executeTakeFirst(),
    async insert(fields: CategoryFields): Promise<CategoryRow> {
      const row = { id: newId(), ...toColumns(fields), created_at: nowIso() };
      await db.insertInto("categories").values(row).execute();
      return {
        id: row.id,
        name_en: fields.name_en,
        name_de: fields.name_de,
        position: fields.position,
        is_drinks: fields.isDrinks ? 1 : 0,
        served_hours: fields.servedHours ? JSON.stringify(fields.servedHours) : null,
      };
    },
    async update(id: string, fields: CategoryFields): Promise<boolean> {
      const result = await db.updateTable("categories").set(toColumns(fields)).where("id", "=", id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async setPositions(ids: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, id] of ids.entries()) await trx.updateTable("categories").set({ position }).where("id", "=", id).execute();
      });
    },
    /** Brings a deleted category back with its dishes, ids and positions as they were (an undo), in one transaction. */
    async restore(row: CategoryRow, dishes: readonly DishRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const created_at = nowIso();
        await trx.insertInto("categories").values({ ...row, created_at }).execute();
        for (const { image_widths: _widths, ...dish } of dishes) await trx.insertInto("dishes").values({ ...dish, created_at }).execute();
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
