import type { CompiledQuery, Selectable } from "kysely";
import type { Db } from "../../db/database.server.ts";
import { setPositions } from "../../db/positions.server.ts";
import type { Database } from "../../db/schema.server.ts";
import { newId, nowIso } from "../../db/database.server.ts";

/** A dish as the queries return it, with the widths of its image's variants joined in. */
export type DishRow = Omit<Selectable<Database["dishes"]>, "created_at" | "seq"> & {
  image_widths: string | null;
};

/** The columns a dish insert or update writes. */
export type DishColumns = Omit<DishRow, "id" | "image_widths" | "sold_out_at">;

export function createDishesRepo(db: Db) {
  // Whole rows, so a new column reaches the mapper without a list to extend here.
  const select = () =>
    db
      .selectFrom("dishes")
      .leftJoin("uploads", "uploads.key", "dishes.image_key")
      .selectAll("dishes")
      .select("uploads.widths as image_widths");
  const dishRow = ({
    created_at: _created,
    seq: _seq,
    ...row
  }: DishRow & Pick<Selectable<Database["dishes"]>, "created_at" | "seq">): DishRow => row;

  return {
    /** Ordered by category order, then the dish's position, then creation. */
    list: (categoryId?: string): Promise<DishRow[]> => {
      let query = select().innerJoin("categories", "categories.id", "dishes.category_id");
      if (categoryId !== undefined) query = query.where("dishes.category_id", "=", categoryId);
      return query
        .orderBy("categories.position")
        .orderBy("categories.seq")
        .orderBy("dishes.position")
        .orderBy("dishes.seq")
        .execute()
        .then((rows) => rows.map(dishRow));
    },
    find: (id: string): Promise<DishRow | undefined> =>
      select()
        .where("dishes.id", "=", id)
        .executeTakeFirst()
        .then((row) => row && dishRow(row)),
    count: async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom("dishes")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    async insert(fields: DishColumns): Promise<string> {
      const id = newId();
      await db
        .insertInto("dishes")
        .values({ id, ...fields, created_at: nowIso() })
        .execute();
      return id;
    },
    /** The insert compiled now, its id chosen now, to be run later among many in one short transaction (an import). */
    insertStatement(fields: DishColumns): { id: string; statement: CompiledQuery } {
      const id = newId();
      return {
        id,
        statement: db
          .insertInto("dishes")
          .values({ id, ...fields, created_at: nowIso() })
          .compile(),
      };
    },
    updateStatement: (id: string, fields: Partial<DishColumns>): CompiledQuery =>
      db.updateTable("dishes").set(fields).where("id", "=", id).compile(),
    /** Inserts the dish unless its category is gone (deleted while a photo was encoded): then undefined, and nothing is written. */
    async insertIntoCategory(fields: DishColumns): Promise<string | undefined> {
      const inTransaction = async (trx: Db) => {
        if (
          !(await trx
            .selectFrom("categories")
            .select("id")
            .where("id", "=", fields.category_id)
            .executeTakeFirst())
        )
          return undefined;
        return createDishesRepo(trx).insert(fields);
      };
      return db.isTransaction ? inTransaction(db) : db.transaction().execute(inTransaction);
    },
    async update(id: string, fields: Partial<DishColumns>): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await db.updateTable("dishes").set(fields).where("id", "=", id).execute();
    },
    /**
     * Writes what `apply` makes of the dish as it is at this moment: the read and the write share
     * one transaction, which holds the database's one connection, so no other write can land
     * between them (an update that encoded a photo meanwhile would otherwise write back what it
     * read before). `apply` may refuse by throwing; then nothing is written.
     */
    async updateFrom(
      id: string,
      apply: (current: DishRow) => Partial<DishColumns> & Pick<DishColumns, "category_id">,
    ): Promise<{ before: DishRow; after: DishRow } | "dishNotFound" | "unknownCategory"> {
      const inTransaction = async (trx: Db) => {
        const here = createDishesRepo(trx);
        const before = await here.find(id);
        if (!before) return "dishNotFound" as const;
        const columns = apply(before);
        // The category was checked before the slow work; it may have been deleted since.
        if (
          !(await trx
            .selectFrom("categories")
            .select("id")
            .where("id", "=", columns.category_id)
            .executeTakeFirst())
        )
          return "unknownCategory" as const;
        await here.update(id, columns);
        return { before, after: (await here.find(id)) as DishRow };
      };
      return db.isTransaction ? inTransaction(db) : db.transaction().execute(inTransaction);
    },
    /** Puts back every stored value of a dish as the history recorded it (an undo): the row is recreated when it was deleted. */
    async restore(row: DishRow): Promise<void> {
      const { image_widths: _widths, id, ...columns } = row;
      const existing = await db
        .selectFrom("dishes")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (existing) await db.updateTable("dishes").set(columns).where("id", "=", id).execute();
      else
        await db
          .insertInto("dishes")
          .values({ id, ...columns, created_at: nowIso() })
          .execute();
    },
    async setSoldOutAt(id: string, soldOutAt: string | null): Promise<boolean> {
      const result = await db
        .updateTable("dishes")
        .set({ sold_out_at: soldOutAt })
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async delete(id: string): Promise<void> {
      await db.deleteFrom("dishes").where("id", "=", id).execute();
    },
    /** Sets every position of one category's dishes (or of all categories) in one transaction. */
    /** In the menu's order: the history keeps it as the order before a reorder. */
    async idsOfCategory(categoryId: string): Promise<string[]> {
      return (
        await db
          .selectFrom("dishes")
          .select("id")
          .where("category_id", "=", categoryId)
          .orderBy("position")
          .orderBy("seq")
          .execute()
      ).map((r) => r.id);
    },
    /** Gives each id its index as position; returns the ids whose position that changed. */
    setPositions: (ids: string[]): Promise<string[]> => setPositions(db, "dishes", ids),
    async imageKeysOfCategory(categoryId: string): Promise<string[]> {
      const rows = await db
        .selectFrom("dishes")
        .select("image_key")
        .where("category_id", "=", categoryId)
        .where("image_key", "is not", null)
        .execute();
      return rows.map((r) => r.image_key as string);
    },
  };
}
export type DishesRepo = ReturnType<typeof createDishesRepo>;
