import { AVAILABILITY_ORDER, datesInOrder } from "@shared/contract/availability.ts";
import type { Dish, DishCreateInput, DishUpdateInput } from "@shared/contract/dish.ts";
import { lowestPrice, type DishVariantInput } from "@shared/contract/dish-variant.ts";
import { nowIso } from "../../db/database.server.ts";
import { badRequest, notFound } from "../../http/errors.server.ts";
import { assertSamePermutation } from "../ordering/permutation.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, nameOf, summaries } from "../history/summaries.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import { toDish } from "./dish-mapper.server.ts";
import type { DishesRepo, DishColumns, DishRow } from "./dishes.repo.server.ts";
import type { MenuClockSource } from "./sold-out.server.ts";

const DISH_NOT_FOUND = "Dish not found";
const UNKNOWN_CATEGORY = "The selected category does not exist.";

/** With variants, the stored price is the lowest of them, so clients that know no variants still show a price. */
const titleOf = (row: Pick<DishColumns, "title_en" | "title_de"> | undefined) => nameOf({ en: row?.title_en ?? "", de: row?.title_de ?? "" });

const priceOf = (variants: DishVariantInput[], single: number) => (variants.length > 0 ? lowestPrice(variants) : single);

export function createDishesService(repo: DishesRepo, categories: CategoriesRepo, uploads: UploadsService, clock: MenuClockSource) {
  async function assertCategory(id: string) {
    if (!(await categories.find(id))) throw badRequest(UNKNOWN_CATEGORY);
  }

  async function load(id: string): Promise<Dish> {
    const row = await repo.find(id);
    if (!row) throw notFound(DISH_NOT_FOUND);
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
      const stored = image ? await uploads.storeImage(image) : null;
      const id = await repo.insert({
        category_id: input.categoryId,
        title_en: input.title_en,
        title_de: input.title_de,
        description_en: input.description_en,
        description_de: input.description_de,
        price_cents: priceOf(input.variants, input.priceCents),
        variants: JSON.stringify(input.variants),
        volume_ml: input.volumeMl,
        position: input.position,
        image_key: stored?.key ?? null,
        is_veg: input.isVeg ? 1 : 0,
        is_spicy: input.isSpicy ? 1 : 0,
        allergens: JSON.stringify(input.allergens),
        additives: JSON.stringify(input.additives),
        allergens_declared: input.allergensDeclared ? 1 : 0,
        available_from: input.availableFrom,
        available_until: input.availableUntil,
      });
      const after = await repo.find(id);
      change.record({ action: "create", entity: "dish", entityId: id, summary: summaries.created(NOUNS.dish, titleOf(after)), after });
      return load(id);
    },

    async update(change: Change, id: string, input: DishUpdateInput, image: File | undefined): Promise<Dish> {
      const before = await repo.find(id);
      if (!before) throw notFound(DISH_NOT_FOUND);
      if (input.categoryId !== undefined) await assertCategory(input.categoryId);
      const titleEn = input.title_en ?? before.title_en;
      const titleDe = input.title_de ?? before.title_de;
      if (!titleEn && !titleDe) throw badRequest("Enter at least English or German title.");
      const from = input.availableFrom === undefined ? before.available_from : input.availableFrom;
      const until = input.availableUntil === undefined ? before.available_until : input.availableUntil;
      if (!datesInOrder(from, until)) throw badRequest(AVAILABILITY_ORDER);
      const variants = input.variants ?? (JSON.parse(before.variants) as DishVariantInput[]);

      const stored = image ? await uploads.storeImage(image) : null;
      const fields: Partial<DishColumns> = {};
      if (input.categoryId !== undefined) fields.category_id = input.categoryId;
      if (input.title_en !== undefined) fields.title_en = input.title_en;
      if (input.title_de !== undefined) fields.title_de = input.title_de;
      if (input.description_en !== undefined) fields.description_en = input.description_en;
      if (input.description_de !== undefined) fields.description_de = input.description_de;
      if (input.variants !== undefined) fields.variants = JSON.stringify(input.variants);
      if (input.priceCents !== undefined || input.variants !== undefined) fields.price_cents = priceOf(variants, input.priceCents ?? before.price_cents);
      if (input.volumeMl !== undefined) fields.volume_ml = input.volumeMl;
      if (input.availableFrom !== undefined) fields.available_from = input.availableFrom;
      if (input.availableUntil !== undefined) fields.available_until = input.availableUntil;
      if (input.position !== undefined) fields.position = input.position;
      if (input.isVeg !== undefined) fields.is_veg = input.isVeg ? 1 : 0;
      if (input.isSpicy !== undefined) fields.is_spicy = input.isSpicy ? 1 : 0;
      if (input.allergens !== undefined) fields.allergens = JSON.stringify(input.allergens);
      if (input.additives !== undefined) fields.additives = JSON.stringify(input.additives);
      // Ticking an allergen declares the dish; unticking all of them does not undeclare it.
      if (input.allergensDeclared !== undefined) fields.allergens_declared = input.allergensDeclared ? 1 : 0;
      else if (input.allergens?.length) fields.allergens_declared = 1;
      if (stored) fields.image_key = stored.key;
      await repo.update(id, fields);
      const after = await repo.find(id);
      // The edit form sends every field: what differs between the rows says whether only the price changed.
      const changed = after ? (Object.keys(after) as (keyof DishRow)[]).filter((k) => after[k] !== before[k]) : [];
      const summary =
        after && after.price_cents !== before.price_cents && changed.every((k) => k === "price_cents" || k === "variants")
          ? summaries.price(titleOf(after), before.price_cents, after.price_cents)
          : summaries.updated(NOUNS.dish, titleOf(after ?? before));
      change.record({ action: "update", entity: "dish", entityId: id, summary, before, after });
      if (stored && before.image_key !== stored.key) await uploads.release(before.image_key);
      return load(id);
    },

    /** `ids` must be exactly the category's dishes; anything else is refused and nothing moves. */
    async reorder(change: Change, categoryId: string, ids: string[]): Promise<void> {
      const category = await categories.find(categoryId);
      if (!category) throw badRequest(UNKNOWN_CATEGORY);
      const before = await repo.idsOfCategory(categoryId);
      assertSamePermutation(before, ids, "dish");
      await repo.setPositions(ids);
      const summary = summaries.dishOrder(nameOf({ en: category.name_en, de: category.name_de }));
      change.record({ action: "reorder", entity: "category", entityId: categoryId, summary, before, after: ids });
    },

    /** Marks the dish sold out from now until the next opening on a later day, or ends the mark at once. */
    async setSoldOut(change: Change, id: string, soldOut: boolean): Promise<Dish> {
      const before = await repo.find(id);
      if (!before || !(await repo.setSoldOutAt(id, soldOut ? nowIso() : null))) throw notFound(DISH_NOT_FOUND);
      const after = await repo.find(id);
      change.record({ action: soldOut ? "sold-out" : "back-on", entity: "dish", entityId: id, summary: summaries.soldOut(titleOf(before), soldOut), before, after });
      return load(id);
    },

    async delete(change: Change, id: string): Promise<void> {
      const before = await repo.find(id);
      if (!before) throw notFound(DISH_NOT_FOUND);
      await repo.delete(id);
      change.record({ action: "delete", entity: "dish", entityId: id, summary: summaries.deleted(NOUNS.dish, titleOf(before)), before });
      await uploads.release(before.image_key);
    },
  };
}
export type DishesService = ReturnType<typeof createDishesService>;
