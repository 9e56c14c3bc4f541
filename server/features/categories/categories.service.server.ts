import type { Category, CategoryInput } from "@shared/contract/category.ts";
import { MENU_CATEGORIES_MAX } from "@shared/contract/menu-size.ts";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, nameOf, summaries } from "../history/summaries.server.ts";
import { assertSamePermutation } from "../sort-order/permutation.server.ts";
import type { DishesRepo } from "../dishes/dishes.repo.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { CategoriesRepo, CategoryRow } from "./categories.repo.server.ts";
import { toCategory, toColumns, toInput } from "./category-mapper.server.ts";

const nameOfRow = (row: CategoryRow) => nameOf({ en: row.name_en, de: row.name_de });

export function createCategoriesService(
  repo: CategoriesRepo,
  dishes: DishesRepo,
  uploads: UploadsService,
) {
  return {
    list: async (): Promise<Category[]> => (await repo.list()).map(toCategory),

    /** A new category is no drinks category and has no hours of its own unless the input says so. */
    async create(change: Change, input: CategoryInput): Promise<Category> {
      if ((await repo.count()) >= MENU_CATEGORIES_MAX)
        throw domainError("menuCategoryLimit", { max: MENU_CATEGORIES_MAX });
      const row = await repo.insert(toColumns({ isDrinks: false, servedHours: null, ...input }));
      change.record({
        action: "create",
        entity: "category",
        entityId: row.id,
        summary: summaries.created(NOUNS.category, nameOfRow(row)),
        after: row,
      });
      return toCategory(row);
    },

    /** The fields sent replace the stored ones (an absent flag or hours keeps them); the result is stored as a whole. */
    async update(change: Change, id: string, input: CategoryInput): Promise<Category> {
      const before = await repo.find(id);
      if (
        !before ||
        !(await repo.update(id, toColumns({ ...toInput(toCategory(before)), ...input })))
      )
        throw domainError("categoryNotFound");
      const row = await repo.find(id);
      if (!row) throw domainError("categoryNotFound");
      change.record({
        action: "update",
        entity: "category",
        entityId: id,
        summary: summaries.updated(NOUNS.category, nameOfRow(row)),
        before,
        after: row,
      });
      return toCategory(row);
    },

    /** `ids` must be exactly every category; anything else is refused and nothing moves. */
    async reorder(change: Change, ids: string[]): Promise<void> {
      const before = (await repo.list()).map((c) => c.id);
      assertSamePermutation(before, ids, "category");
      const touches = (await repo.setPositions(ids)).map((id) => ({
        entity: "category" as const,
        entityId: id,
      }));
      change.record({
        action: "reorder",
        entity: "categories",
        entityId: null,
        summary: summaries.categoryOrder(),
        before,
        after: ids,
        touches,
      });
    },

    /** Deletes the category, its dishes and the dishes' image files; the history keeps both, for undo. */
    async delete(change: Change, id: string): Promise<void> {
      const category = await repo.find(id);
      if (!category) throw domainError("categoryNotFound");
      const dishRows = await dishes.list(id);
      const imageKeys = await dishes.imageKeysOfCategory(id);
      if (!(await repo.delete(id))) throw domainError("categoryNotFound");
      change.record({
        action: "delete",
        entity: "category",
        entityId: id,
        summary: summaries.deleted(NOUNS.category, nameOfRow(category)),
        before: { category, dishes: dishRows },
      });
      for (const key of imageKeys) await uploads.release(key);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
