import type { Dish, DishCreateInput, DishUpdateInput } from "@shared/contract/dish.ts";
import { MENU_DISHES_MAX } from "@shared/contract/menu-size.ts";
import { nowIso } from "../../db/database.server.ts";
import { domainError } from "../../domain-error.server.ts";
import { assertSamePermutation } from "../sort-order/permutation.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, nameOf, summaries } from "../history/summaries.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import { applyInput, dishRefusal, inputOf, toColumns, toDish } from "./dish-mapper.server.ts";
import type { DishColumns, DishesRepo, DishRow } from "./dishes.repo.server.ts";
import type { MenuClockSource } from "./sold-out.server.ts";

const titleOf = (row: Pick<DishColumns, "title_en" | "title_de"> | undefined) =>
  nameOf({ en: row?.title_en ?? "", de: row?.title_de ?? "" });

export function createDishesService(
  repo: DishesRepo,
  categories: CategoriesRepo,
  uploads: UploadsService,
  clock: MenuClockSource,
) {
  async function assertCategory(id: string) {
    if (!(await categories.find(id))) throw domainError("unknownCategory");
  }

  async function load(id: string): Promise<Dish> {
    const row = await repo.find(id);
    if (!row) throw domainError("dishNotFound");
    return toDish(row, await clock());
  }

  return {
    async list(categoryId?: string): Promise<Dish[]> {
      const [rows, now] = await Promise.all([repo.list(categoryId), clock()]);
      return rows.map((r) => toDish(r, now));
    },

    /** Validates everything before the image is processed, so bad input stores nothing; the category is checked again when the dish is written. */
    async create(change: Change, input: DishCreateInput, image: File | undefined): Promise<Dish> {
      await assertCategory(input.categoryId);
      if ((await repo.count()) >= MENU_DISHES_MAX)
        throw domainError("menuDishLimit", { max: MENU_DISHES_MAX });
      const stored = image ? await uploads.storeImage(image) : null;
      const id = await repo.insertIntoCategory({
        ...toColumns(input),
        image_key: stored?.key ?? null,
      });
      if (id === undefined) {
        // The category went while the photo was encoded; the photo was stored for this dish alone.
        await uploads.release(stored?.key ?? null);
        throw domainError("unknownCategory");
      }
      const after = await repo.find(id);
      change.record({
        action: "create",
        entity: "dish",
        entityId: id,
        summary: summaries.created(NOUNS.dish, titleOf(after)),
        after,
      });
      return load(id);
    },

    /**
     * The fields sent replace the stored ones; the result is checked and stored as a whole. Bad
     * input is refused before a photo is encoded, and the fields are applied again to the dish as
     * it is when written: what another write changed meanwhile stays, and the history's "before"
     * is the dish this write replaced.
     */
    async update(
      change: Change,
      id: string,
      input: DishUpdateInput,
      image: File | undefined,
    ): Promise<Dish> {
      const applied = (row: DishRow): DishCreateInput => {
        const merged = applyInput(inputOf(row), input);
        const refusal = dishRefusal(merged);
        if (refusal) throw domainError(refusal);
        return merged;
      };
      const current = await repo.find(id);
      if (!current) throw domainError("dishNotFound");
      if (input.categoryId !== undefined) await assertCategory(input.categoryId);
      applied(current);

      const stored = image ? await uploads.storeImage(image) : null;
      let written: Awaited<ReturnType<DishesRepo["updateFrom"]>>;
      try {
        written = await repo.updateFrom(id, (row) => ({
          ...toColumns(applied(row)),
          image_key: stored?.key ?? row.image_key,
        }));
        if (written === "dishNotFound") throw domainError(written);
        if (written === "unknownCategory") throw domainError(written);
      } catch (error) {
        // The new photo was stored for this write alone: refused, no one is shown it.
        await uploads.release(stored?.key ?? null);
        throw error;
      }
      const { before, after } = written;
      const changed = (Object.keys(after) as (keyof DishRow)[]).filter(
        (column) => after[column] !== before[column],
      );
      const summary =
        changed.includes("price_cents") &&
        changed.every((column) => column === "price_cents" || column === "variants")
          ? summaries.price(titleOf(after), before.price_cents, after.price_cents)
          : summaries.updated(NOUNS.dish, titleOf(after));
      change.record({ action: "update", entity: "dish", entityId: id, summary, before, after });
      if (before.image_key !== after.image_key) await uploads.release(before.image_key);
      return load(id);
    },

    /** `ids` must be exactly the category's dishes; anything else is refused and nothing moves. */
    async reorder(change: Change, categoryId: string, ids: string[]): Promise<void> {
      const category = await categories.find(categoryId);
      if (!category) throw domainError("unknownCategory");
      const before = await repo.idsOfCategory(categoryId);
      assertSamePermutation(before, ids, "dish");
      const moved = await repo.setPositions(ids);
      const summary = summaries.dishOrder(nameOf({ en: category.name_en, de: category.name_de }));
      const touches = moved.map((id) => ({ entity: "dish" as const, entityId: id }));
      change.record({
        action: "reorder",
        entity: "category",
        entityId: categoryId,
        summary,
        before,
        after: ids,
        touches,
      });
    },

    /** Marks the dish sold out from now until the next opening on a later day, or ends the mark at once. */
    async setSoldOut(change: Change, id: string, soldOut: boolean): Promise<Dish> {
      const before = await repo.find(id);
      if (!before || !(await repo.setSoldOutAt(id, soldOut ? nowIso() : null)))
        throw domainError("dishNotFound");
      const after = await repo.find(id);
      change.record({
        action: soldOut ? "sold-out" : "back-on",
        entity: "dish",
        entityId: id,
        summary: summaries.soldOut(titleOf(before), soldOut),
        before,
        after,
      });
      return load(id);
    },

    async delete(change: Change, id: string): Promise<void> {
      const before = await repo.find(id);
      if (!before) throw domainError("dishNotFound");
      await repo.delete(id);
      change.record({
        action: "delete",
        entity: "dish",
        entityId: id,
        summary: summaries.deleted(NOUNS.dish, titleOf(before)),
        before,
      });
      await uploads.release(before.image_key);
    },
  };
}
export type DishesService = ReturnType<typeof createDishesService>;
