import { DomainError } from "../../domain-error.server.ts";
import type { DishesRepo, DishRow } from "../dishes/dishes.repo.server.ts";
import { changedSince, takeBackFile, type UndoRegistry } from "../history/undo-registry.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { CategoriesRepo, CategoryRow } from "./categories.repo.server.ts";

const sameOrder = (a: readonly string[], b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How the changes of categories, of their dishes' order and of the order of all categories are
 * undone. A deleted category comes back with its dishes, their positions and photos.
 */
export function registerCategoriesUndo(
  registry: UndoRegistry,
  categories: CategoriesRepo,
  dishes: DishesRepo,
  uploads: UploadsService,
) {
  registry.register("category", "create", async ({ entityId }) => {
    const id = entityId ?? "";
    if ((await dishes.idsOfCategory(id)).length > 0) throw new DomainError("categoryHasDishes");
    if (!(await categories.delete(id))) throw changedSince();
  });
  registry.register("category", "update", async ({ before }) => {
    const { id, ...columns } = before as CategoryRow;
    if (!(await categories.update(id, columns))) throw changedSince();
  });
  registry.register("category", "delete", async ({ before }) => {
    const { category, dishes: dishRows } = before as { category: CategoryRow; dishes: DishRow[] };
    if (await categories.find(category.id)) throw changedSince();
    for (const dish of dishRows) await takeBackFile(uploads, dish.image_key);
    await categories.restore(category, dishRows);
  });
  registry.register("category", "reorder", async ({ entityId, before, after }) => {
    if (!sameOrder(await dishes.idsOfCategory(entityId ?? ""), after)) throw changedSince();
    return (await dishes.setPositions(before as string[])).map((id) => ({
      entity: "dish" as const,
      entityId: id,
    }));
  });
  registry.register("categories", "reorder", async ({ before, after }) => {
    if (
      !sameOrder(
        (await categories.list()).map((c) => c.id),
        after,
      )
    )
      throw changedSince();
    return (await categories.setPositions(before as string[])).map((id) => ({
      entity: "category" as const,
      entityId: id,
    }));
  });
}
