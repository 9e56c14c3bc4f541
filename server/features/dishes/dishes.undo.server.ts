import { DomainError } from "../../domain-error.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import { changedSince, takeBackFile, type UndoRegistry } from "../history/undo-registry.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { DishesRepo, DishRow } from "./dishes.repo.server.ts";

/**
 * How a dish's changes are undone: a creation is removed; anything else returns to the row
 * before, photo included. Sold-out and back-on are updates of one column: the row before puts it back.
 */
export function registerDishesUndo(
  registry: UndoRegistry,
  dishes: DishesRepo,
  categories: CategoriesRepo,
  uploads: UploadsService,
) {
  registry.register("dish", "create", async ({ entityId }) => {
    const dish = await dishes.find(entityId ?? "");
    if (!dish) throw changedSince();
    await dishes.delete(dish.id);
    await uploads.release(dish.image_key);
  });
  const restoreDish = async ({
    before,
    entityId,
  }: {
    before: unknown;
    entityId: string | null;
  }) => {
    const row = before as DishRow;
    const current = await dishes.find(entityId ?? "");
    if (!(await categories.find(row.category_id))) throw new DomainError("categoryGone");
    await takeBackFile(uploads, row.image_key);
    await dishes.restore(row);
    if (current && current.image_key !== row.image_key) await uploads.release(current.image_key);
  };
  for (const action of ["update", "sold-out", "back-on", "delete"])
    registry.register("dish", action, restoreDish);
}
