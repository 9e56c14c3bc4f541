import type { Lang } from "./contract/common.ts";
import type { Dish } from "./contract/dish.ts";
import type { MenuPageCategory, MenuPageDish, PublicMenuCategory } from "./contract/public-menu.ts";
import { localize } from "./localize.ts";

/**
 * A dish as the pages and the printed menu show it: its texts in `lang` only, without the
 * admin's fields. Every other field goes as it is, so a new field of the dish reaches the pages
 * without a line here.
 */
export function pageDishOf(dish: Dish, lang: Lang): MenuPageDish {
  const {
    title,
    description,
    variants,
    position: _position,
    categoryId: _category,
    availableFrom: _from,
    availableUntil: _until,
    ...shown
  } = dish;
  return {
    ...shown,
    title: localize(title, lang),
    description: localize(description, lang),
    variants: variants.map(({ label, ...variant }) => ({
      ...variant,
      label: localize(label, lang),
    })),
  };
}

/** The menu in one language: what the menu section, its structured data and the printed menu show. */
export function menuPageData(
  categories: readonly PublicMenuCategory[],
  lang: Lang,
): MenuPageCategory[] {
  return categories.map((category) => ({
    id: category.id,
    name: localize(category.name, lang),
    servedHours: category.servedHours,
    dishes: category.dishes.map((dish) => pageDishOf(dish, lang)),
  }));
}
