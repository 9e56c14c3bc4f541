import { datesInOrder } from "@shared/contract/availability.ts";
import type { Dish, DishCreateInput, DishUpdateInput } from "@shared/contract/dish.ts";
import { MENU_DISHES_MAX } from "@shared/contract/menu-size.ts";
import { nowIso } from "../../db/database.server.ts";
import { badRequest, notFound } from "../../http/errors.server.ts";
import { assertSamePermutation } from "../ordering/permutation.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, nameOf, summaries } from "../history/summaries.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import { toColumns, toDish, toInput } from "./dish-mapper.server.ts";
import type { DishesRepo, DishColumns } from "./dishes.repo.server.ts";
import type { MenuClockSource } from "./sold-out.server.ts";

const titleOf = (row: Pick<DishColumns, "title_en" | "title_de"> | undefined) => nameOf({ en: row?.title_en ?? "", de: row?.title_de ?? "" });

export function createDishesService(repo: DishesRepo, categories: CategoriesRepo, uploads: UploadsService, clock: MenuClockSource) {
  async function assertCategory(id: string) {
    if (!(await categories.find(id))) throw badRequest("unknownCategory");
  }

  async function load(id: string): Promise<Dish> {
    const row = await repo.find(id);
    if (!row) throw notFound("dishNotFound");
    return toDish(row, "en", await clock());
  }

  return {
    async list(categoryId?: string): Promise<Dish[]> {
      const [rows, now] = await Promise.all([repo.list(categoryId), clock()]);
      return rows.map((r) => toDish(r, "en", now));
    },

    /** Validates everything before the image is processed, so bad input stores nothing. */
    async create(change: Change, input: DishCreateInput, image: File | undefined): Promise<Dish> {
      await assertCategory(input.categoryId);
      if ((await repo.count()) >= MENU_DISHES_MAX) throw badRequest("menuDishLimit", { max: MENU_DISHES_MAX });
      const stored = image ? await uploads.storeImage(image) : null;
      const id = await repo.insert({ ...toColumns(input), image_key: stored?.key ?? null });
      const after = await repo.find(id);
      change.record({ action: "create", entity: "dish", entityId: id, summary: summaries.created(NOUNS.dish, titleOf(after)), after });
      return load(id);
    },

    /** The fields sent replace the stored ones; the result is checked and stored as a whole. */
    async update(change: Change, id: string, input: DishUpdateInput, image: File | undefined): Promise<Dish> {
      const before = await repo.find(id);
      if (!before) throw notFound("dishNotFound");
      if (input.categoryId !== undefined) await assertCategory(input.categoryId);
      const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<DishCreateInput>;
      const merged: DishCreateInput = { ...toInput(toDish(before, "en", await clock())), ...sent };
      // Ticking an allergen declares the dish; unticking all of them does not undeclare it.
      if (input.allergensDeclared === undefined && input.allergens?.length) merged.allergensDeclared = true;
      if (!merged.title_en && !merged.title_de) throw badRequest("dishTitleRequired");
      if (!datesInOrder(merged.availableFrom, merged.availableUntil)) throw badRequest("availabilityOrder");

      const stored = image ? await uploads.storeImage(image) : null;
      const columns = toColumns(merged);
      const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter((column) => columns[column] !== before[column]);
      await repo.update(id, stored ? { ...columns, image_key: stored.key } : columns);
      const after = await repo.find(id);
      const summary =
        after && changed.includes("price_cents") && changed.every((column) => column === "price_cents" || column === "variants")
          ? summaries.price(titleOf(after), before.price_cents, after.price_cents)
          : summaries.updated(NOUNS.dish, titleOf(after ?? before));
      change.record({ action: "update", entity: "dish", entityId: id, summary, before, after });
      if (stored && before.image_key !== stored.key) await uploads.release(before.image_key);
      return load(id);
    },

    /** `ids` must be exactly the category's dishes; anything else is refused and nothing moves. */
    async reorder(change: Change, categoryId: string, ids: string[]): Promise<void> {
      const category = await categories.find(categoryId);
      if (!category) throw badRequest("unknownCategory");
      const before = await repo.idsOfCategory(categoryId);
      assertSamePermutation(before, ids, "dish");
      await repo.setPositions(ids);
      const summary = summaries.dishOrder(nameOf({ en: category.name_en, de: category.name_de }));
      change.record({ action: "reorder", entity: "category", entityId: categoryId, summary, before, after: ids });
    },

    /** Marks the dish sold out from now until the next opening on a later day, or ends the mark at once. */
    async setSoldOut(change: Change, id: string, soldOut: boolean): Promise<Dish> {
      const before = await repo.find(id);
      if (!before || !(await repo.setSoldOutAt(id, soldOut ? nowIso() : null))) throw notFound("dishNotFound");
      const after = await repo.find(id);
      change.record({ action: soldOut ? "sold-out" : "back-on", entity: "dish", entityId: id, summary: summaries.soldOut(titleOf(before), soldOut), before, after });
      return load(id);
    },

    async delete(change: Change, id: string): Promise<void> {
      const before = await repo.find(id);
      if (!before) throw notFound("dishNotFound");
      await repo.delete(id);
      change.record({ action: "delete", entity: "dish", entityId: id, summary: summaries.deleted(NOUNS.dish, titleOf(before)), before });
      await uploads.release(before.image_key);
    },
  };
}
export type DishesService = ReturnType<typeof createDishesService>;
