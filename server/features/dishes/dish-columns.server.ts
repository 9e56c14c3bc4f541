import type { DishCreateInput } from "@shared/contract/dish.ts";
import { lowestPrice, type DishVariantInput } from "@shared/contract/dish-variant.ts";
import type { DishColumns } from "./dishes.repo.server.ts";

/** With variants, the stored price is the lowest of them, so clients that know no variants still show a price. */
export const priceOf = (variants: DishVariantInput[], single: number) => (variants.length > 0 ? lowestPrice(variants) : single);

/** The stored columns of a whole dish as the form (or an import row) states it. */
export function dishColumnsOf(input: DishCreateInput, imageKey: string | null): DishColumns {
  return {
    category_id: input.categoryId,
    title_en: input.title_en,
    title_de: input.title_de,
    description_en: input.description_en,
    description_de: input.description_de,
    price_cents: priceOf(input.variants, input.priceCents),
    variants: JSON.stringify(input.variants),
    volume_ml: input.volumeMl,
    position: input.position,
    image_key: imageKey,
    is_veg: input.isVeg ? 1 : 0,
    is_spicy: input.isSpicy ? 1 : 0,
    allergens: JSON.stringify(input.allergens),
    additives: JSON.stringify(input.additives),
    allergens_declared: input.allergensDeclared ? 1 : 0,
    available_from: input.availableFrom,
    available_until: input.availableUntil,
  };
}
