import type { MenuPageCategory, PublicMenuCategory } from "@shared/contract/public-menu.ts";

/**
 * The menu as the pages' loaders send it: what the menu section and its structured data show.
 * A dish goes as it is but for what `MenuPageDish` leaves out (the other language's texts, the
 * admin's fields), so a new field of the dish reaches the pages without a line here.
 */
export function menuPageData(categories: readonly PublicMenuCategory[]): MenuPageCategory[] {
  return categories.map((category) => ({
    _id: category._id,
    name: category.name,
    servedHours: category.servedHours,
    dishes: category.dishes.map(
      ({
        titleI18n: _title,
        descriptionI18n: _description,
        position: _position,
        categoryId: _category,
        availableFrom: _from,
        availableUntil: _until,
        variants,
        ...shown
      }) => ({
        ...shown,
        variants: variants.map(({ labelI18n: _label, ...variant }) => variant),
      }),
    ),
  }));
}

/**
 * The menu with the dishes of one category (`categoryId`, else the first, as the menu section
 * chooses): the others keep their names and come without dishes.
 */
export function withDishesOf(
  categories: readonly MenuPageCategory[],
  categoryId: string | null,
): MenuPageCategory[] {
  const shown = categories.find((c) => c._id === categoryId) ?? categories[0];
  return categories.map((c) => (c === shown ? c : { ...c, dishes: [] }));
}
