import { useEffect, useMemo, useState } from "react";
import type { Lang } from "@shared/contract/common.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import type {
  MenuPageCategory,
  MenuPageDish,
  PublicMenuCategoryWire,
} from "@shared/contract/public-menu.ts";
import { apiRequest } from "~/lib/api/client";
import { useI18n } from "~/lib/i18n/i18n";

/** The categories whose dishes the browser holds: choosing one of them needs no request. */
const held = new Set<string>();

/** Whether the page can show this category's dishes without asking its loader (null: the first). */
export const holdsDishesOf = (categoryId: string | null) =>
  categoryId !== null && held.has(categoryId);

/**
 * The public API's dish as the page shows it: its texts are in the page's language already, so
 * what `pageDishOf` (shared/menu-page.ts) leaves out of the one shape is left out here. Read from
 * the answer rather than through `fromDishWire`, which would bring zod and the API's schemas into
 * the site's script.
 */
function pageDishOfWire(dish: DishWire): MenuPageDish {
  const {
    _id,
    titleI18n: _title,
    descriptionI18n: _description,
    position: _position,
    categoryId: _category,
    availableFrom: _from,
    availableUntil: _until,
    variants,
    ...shown
  } = dish;
  return {
    ...shown,
    id: _id,
    variants: variants.map(({ labelI18n: _label, ...variant }) => variant),
  };
}

/** The public API's answer as the page's menu: what `menuPageData` makes of the one shape. */
export const menuPageDataOfWire = (
  categories: readonly PublicMenuCategoryWire[],
): MenuPageCategory[] =>
  categories.map((category) => ({
    id: category._id,
    name: category.name,
    servedHours: category.servedHours,
    dishes: category.dishes.map(pageDishOfWire),
  }));

/**
 * The page's menu (the dishes of the category shown) completed by the whole menu, which the
 * browser asks the public API for once the page runs: another category then shows at once.
 * Until it has come (or should it not come), choosing a category asks the page's loader.
 */
export function useWholeMenu(page: readonly MenuPageCategory[]): readonly MenuPageCategory[] {
  const { lang } = useI18n();
  const [whole, setWhole] = useState<{ lang: Lang; menu: MenuPageCategory[] } | null>(null);
  useEffect(() => {
    held.clear();
    const controller = new AbortController();
    // Through the one API client without a token, so the answer stays the same for every visitor.
    apiRequest<PublicMenuCategoryWire[]>(`/api/public/menu?lang=${lang}`, {
      signal: controller.signal,
      token: null,
    })
      .then((categories) => {
        const menu = menuPageDataOfWire(categories);
        for (const category of menu) held.add(category.id);
        setWhole({ lang, menu });
      })
      // Offline or left: the loader still brings each category's dishes when it is chosen.
      .catch(() => undefined);
    return () => {
      controller.abort();
      held.clear();
    };
  }, [lang]);
  return useMemo(() => {
    if (whole?.lang !== lang) return page;
    const dishesOf = new Map(whole.menu.map((c) => [c.id, c.dishes]));
    // The page's own dishes are the newer; a category it brings without dishes takes the whole menu's.
    return page.map((c) =>
      c.dishes.length > 0 ? c : { ...c, dishes: dishesOf.get(c.id) ?? c.dishes },
    );
  }, [page, whole, lang]);
}
