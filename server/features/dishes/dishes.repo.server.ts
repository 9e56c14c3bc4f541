import type { Selectable } from "kysely";
import type { Db } from "../../db/database.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

/** A dish as the queries return it, with the widths of its image's variants joined in. */
export type DishRow = Omit<Selectable<Database["dishes"]>, "created_at" | "seq"> & { image_widths: string | null };

/** The columns a dish insert or update writes. */
export type DishColumns = Omit<DishRow, "id" | "image_widths" | "sold_out_at">;

export function createDishesRepo(db: Db) {
  const select = () =>
    db
      .selectFrom("dishes")
      .leftJoin("uploads", "uploads.key", "dishes.image_key")
      .select([
        "dishes.id",
        "dishes.category_id",
        "dishes.title_en",
        "dishes.title_de",
        "dishes.description_en",
        "dishes.description_de",
        "dishes.price_cents",
        "dishes.position",
        "dishes.image_key",
        "uploads.widths as image_widths",
        "dishes.is_veg",
        "dishes.is_spicy",
        "dishes.allergens",
        "dishes.additives",
        "dishes.variants",
        "dishes.volume_ml",
        "dishes.sold_out_at",
        "dishes.available_from",
        "dishes.available_until",
        "dishes.allergens_declared",
      ]);

  return {
    /** Ordered by category order, then the dish's position, then creation. */
    list: (categoryId?: string): Promise<DishRow[]> => {
      let query = select().innerJoin("categories", "categories.id", "dishes.category_id");
      if (categoryId !== undefined) query = query.where("dishes.category_id", "=", categoryId);
      return query.orderBy("categories.position").orderBy("categories.seq").orderBy("dishes.position").orderBy("dishes.seq").execute();
    },
    find: (id: string): Promise<DishRow | undefined> => select().where("dishes.id", "=", id).executeTakeFirst(),
    count: async (): Promise<number> => Number((await db.selectFrom("dishes").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    async insert(fields: DishColumns): Promise<string> {
      const id = newId();
      await db
        .insertInto("dishes")
        .values({ id, ...fields, created_at: nowIso() })
        .execute();
      return id;
    },
    async update(id: string, fields: Partial<DishColumns>): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await db.updateTable("dishes").set(fields).where("id", "=", id).execute();
    },
    /** Puts back every stored value of a dish as the history recorded it (an undo): the row is recreated when it was deleted. */
    async restore(row: DishRow): Promise<void> {
      const { image_widths: _widths, id, ...columns } = row;
      const existing = await db.selectFrom("dishes").select("id").where("id", "=", id).executeTakeFirst();
      if (existing) await db.updateTable("dishes").set(columns).where("id", "=", id).execute();
      else await db.insertInto("dishes").values({ id, ...columns, created_at: nowIso() }).execute();
    },
    async setSoldOutAt(id: string, soldOutAt: string | null): Promise<boolean> {
      const result = await db.updateTable("dishes").set({ sold_out_at: soldOutAt }).where("id", "=", id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom("dishes").where("id", "=", id).execute();
    },
    /** Sets every position of one category's dishes (or of all categories) in one transaction. */
    /** In the menu's order: the history keeps it as the order before a reorder. */
    async idsOfCategory(categoryId: string): Promise<string[]> {
      return (await db.selectFrom("dishes").select("id").where("category_id", "=", categoryId).orderBy("position").orderBy("seq").execute()).map((r) => r.id);
    },
    async setPositions(ids: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, id] of ids.entries()) await trx.updateTable("dishes").set({ position }).where("id", "=", id).execute();
      });
    },
    async imageKeysOfCategory(categoryId: string): Promise<string[]> {
      const rows = await db.selectFrom("dishes").select("image_key").where("category_id", "=", categoryId).where("image_key", "is not", null).execute();
      return rows.map((r) => r.image_key as string);
    },
  };
}
export type DishesRepo = ReturnType<typeof createDishesRepo>;
