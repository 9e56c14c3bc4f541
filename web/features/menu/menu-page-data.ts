import type { MenuPageCategory, PublicMenuCategory } from "@shared/contract/public-menu.ts";

/** The menu as the pages' loaders send it: what the menu section and its structured data show. */
export function menuPageData(categories: readonly PublicMenuCategory[]): MenuPageCategory[] {
  return categories.map((category) => ({
    _id: category._id,
    name: category.name,
    servedHours: category.servedHours,
    dishes: category.dishes.map((dish) => ({
      _id: dish._id,
      title: dish.title,
      description: dish.description,
      priceCents: dish.priceCents,
      variants: dish.variants.map((v) => ({
        label: v.label,
        priceCents: v.priceCents,
        volumeMl: v.volumeMl,
      })),
      volumeMl: dish.volumeMl,
      imageUrl: dish.imageUrl,
      imageVariants: dish.imageVariants,
      isVeg: dish.isVeg,
      isSpicy: dish.isSpicy,
      allergens: dish.allergens,
      additives: dish.additives,
      allergensDeclared: dish.allergensDeclared,
      soldOut: dish.soldOut,
    })),
  }));
}
