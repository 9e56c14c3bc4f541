import { ALLERGEN_CODES, type AllergenCode } from "@shared/contract/allergen-tables.ts";
import type { Dish } from "@shared/contract/dish.ts";

/** What the visitor asked the menu to leave out. */
export interface MenuFilter {
  /** Dishes declaring any of these allergens are hidden. */
  hidden: readonly AllergenCode[];
  vegOnly: boolean;
}

export const NO_FILTER: MenuFilter = { hidden: [], vegOnly: false };

type Filterable = Pick<Dish, "allergens" | "isVeg">;

export const isFiltering = (filter: MenuFilter) => filter.hidden.length > 0 || filter.vegOnly;

/** Whether a dish stays on the menu: vegetarian if asked for, and none of the hidden allergens. */
export function dishPasses(dish: Filterable, filter: MenuFilter): boolean {
  if (filter.vegOnly && !dish.isVeg) return false;
  return !dish.allergens.some((code) => filter.hidden.includes(code));
}

export function filterDishes<T extends Filterable>(dishes: readonly T[], filter: MenuFilter): T[] {
  return isFiltering(filter) ? dishes.filter((dish) => dishPasses(dish, filter)) : [...dishes];
}

/** The filter with `code` hidden or shown again, the codes kept in legend order. */
export function toggleAllergen(filter: MenuFilter, code: AllergenCode, hide: boolean): MenuFilter {
  const next = new Set(filter.hidden);
  if (hide) next.add(code);
  else next.delete(code);
  return { ...filter, hidden: ALLERGEN_CODES.filter((c) => next.has(c)) };
}
