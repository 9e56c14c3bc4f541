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
