import { setImmediate as nextTurn } from "node:timers/promises";
import type { CompiledQuery } from "kysely";
import type { Db } from "../../db/database.server.ts";
import { createCategoriesRepo } from "../categories/categories.repo.server.ts";
import { toColumns } from "../categories/category-mapper.server.ts";
import type { DishColumns } from "../dishes/dishes.repo.server.ts";
import { isNewCategoryRef, type ImportPlan, type MenuState } from "./menu-import-plan.server.ts";
import { createDishesRepo } from "../dishes/dishes.repo.server.ts";

/** An import's writes, every statement compiled and every new id chosen: what is left is to run them. */
export interface ImportWrites {
  statements: CompiledQuery[];
  createdCategoryIds: string[];
  createdDishIds: string[];
  updatedDishIds: string[];
}

// Building a statement is the query builder's work, a fraction of a millisecond; other visitors'
// requests run between every few dozen of them.
const STATEMENTS_PER_TURN = 50;

/**
 * Compiles the plan's writes ahead of the transaction that runs them, a slice at a time: in the
 * transaction each is only handed to SQLite, so 500 of them take milliseconds, not the third of
 * a second of building them there, with every other request waiting.
 */
export async function prepareImportWrites(
  db: Db,
  plan: ImportPlan,
  state: MenuState,
): Promise<ImportWrites> {
  const categories = createCategoriesRepo(db);
  const dishes = createDishesRepo(db);
  const writes: ImportWrites = {
    statements: [],
    createdCategoryIds: [],
    createdDishIds: [],
    updatedDishIds: [],
  };
  const turn = async () => {
    if (writes.statements.length % STATEMENTS_PER_TURN === 0) await nextTurn();
  };

  const categoryIds = new Map<string, string>();
  let position = Math.max(-1, ...state.categories.map((c) => c.position));
  for (const planned of plan.newCategories) {
    const { id, statement } = categories.insertStatement(
      toColumns({
        name: planned.name,
        position: ++position,
        isDrinks: false,
        servedHours: null,
      }),
    );
    categoryIds.set(planned.ref, id);
    writes.createdCategoryIds.push(id);
    writes.statements.push(statement);
    await turn();
  }
  const stored = <C extends Partial<DishColumns>>(columns: C): C =>
    columns.category_id !== undefined && isNewCategoryRef(columns.category_id)
      ? { ...columns, category_id: categoryIds.get(columns.category_id) ?? columns.category_id }
      : columns;
  for (const columns of plan.creates) {
    const { id, statement } = dishes.insertStatement(stored(columns));
    writes.createdDishIds.push(id);
    writes.statements.push(statement);
    await turn();
  }
  for (const { id, columns } of plan.updates) {
    writes.updatedDishIds.push(id);
    writes.statements.push(dishes.updateStatement(id, stored(columns)));
    await turn();
  }
  return writes;
}
