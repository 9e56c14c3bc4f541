import type { Db } from "./database.server.ts";

/** The tables whose rows a person orders by hand. */
export type OrderedTable = "dishes" | "categories";

/**
 * Gives each id its index as position, in one transaction, and returns the ids whose position
 * that changed: the history records exactly those as touched by a reorder.
 */
export async function setPositions(db: Db, table: OrderedTable, ids: string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const moved: string[] = [];
    for (const [position, id] of ids.entries()) {
      const result = await trx
        .updateTable(table)
        .set({ position })
        .where("id", "=", id)
        .where("position", "!=", position)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) moved.push(id);
    }
    return moved;
  });
}
