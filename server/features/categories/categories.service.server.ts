import type { Category, CategoryInputSchema } from "@shared/contract/category.ts";
import type { z } from "zod";
import { notFound } from "../../http/errors.server.ts";
import { assertSamePermutation } from "../ordering/permutation.server.ts";
import type { DishesRepo } from "../dishes/dishes.repo.server.ts";
import type { ContentChanges } from "../public/content-changes.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { CategoriesRepo } from "./categories.repo.server.ts";
import { toCategory } from "./category-mapper.server.ts";

type CategoryInput = z.output<typeof CategoryInputSchema>;

const CATEGORY_NOT_FOUND = "Category not found";

/** The admin panel is English; English names fall back to German. */
export function createCategoriesService(repo: CategoriesRepo, dishes: DishesRepo, uploads: UploadsService, content: ContentChanges) {
  return {
    list: async (): Promise<Category[]> => (await repo.list()).map((r) => toCategory(r, "en")),

    async create(input: CategoryInput): Promise<Category> {
      const row = await repo.insert(input);
      content.changed();
      return toCategory(row, "en");
    },

    async update(id: string, input: CategoryInput): Promise<Category> {
      if (!(await repo.update(id, input))) throw notFound(CATEGORY_NOT_FOUND);
      content.changed();
      const row = await repo.find(id);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return toCategory(row, "en");
    },

    /** `ids` must be exactly every category; anything else is refused and nothing moves. */
    async reorder(ids: string[]): Promise<void> {
      assertSamePermutation((await repo.list()).map((c) => c.id), ids, "category");
      await repo.setPositions(ids);
      content.changed();
    },

    /** Deletes the category, its dishes and the dishes' image files. */
    async delete(id: string): Promise<void> {
      const imageKeys = await dishes.imageKeysOfCategory(id);
      if (!(await repo.delete(id))) throw notFound(CATEGORY_NOT_FOUND);
      content.changed();
      for (const key of imageKeys) await uploads.release(key);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
