import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";

export interface LegalWarnings {
  /** Allergens never declared: the menu may not leave them open (EU 1169/2011). */
  undeclaredAllergens: Dish[];
  /** Drinks must state the quantity served (German price rules): every size needs a quantity. */
  drinksWithoutVolume: Dish[];
}

const hasVolume = (dish: Dish) =>
  dish.variants.length === 0
    ? dish.volumeMl !== null
    : dish.variants.every((v) => v.volumeMl !== null);

export function legalWarnings(
  dishes: readonly Dish[],
  categories: readonly Category[],
): LegalWarnings {
  const drinks = new Set(categories.filter((c) => c.isDrinks).map((c) => c.id));
  return {
    undeclaredAllergens: dishes.filter((d) => !d.allergensDeclared),
    drinksWithoutVolume: dishes.filter((d) => drinks.has(d.categoryId) && !hasVolume(d)),
  };
}
