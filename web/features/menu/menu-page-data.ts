import type { MenuPageCategory } from "@shared/contract/public-menu.ts";

/**
 * The menu with the dishes of one category (`categoryId`, else the first, as the menu section
 * chooses): the others keep their names and come without dishes.
 */
export function withDishesOf(
  categories: readonly MenuPageCategory[],
  categoryId: string | null,
): MenuPageCategory[] {
  const shown = categories.find((c) => c.id === categoryId) ?? categories[0];
  return categories.map((c) => (c === shown ? c : { ...c, dishes: [] }));
}
