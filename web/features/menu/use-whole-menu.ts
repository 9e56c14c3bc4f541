import { useEffect, useMemo, useState } from "react";
import type { Lang } from "@shared/contract/common.ts";
import type { MenuPageCategory, PublicMenuCategory } from "@shared/contract/public-menu.ts";
import { apiRequest } from "~/lib/api/client";
import { useI18n } from "~/lib/i18n/i18n";
import { menuPageData } from "./menu-page-data";

/** The categories whose dishes the browser holds: choosing one of them needs no request. */
const held = new Set<string>();

/** Whether the page can show this category's dishes without asking its loader (null: the first). */
export const holdsDishesOf = (categoryId: string | null) =>
  categoryId !== null && held.has(categoryId);

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
    apiRequest<PublicMenuCategory[]>(`/api/public/menu?lang=${lang}`, {
      signal: controller.signal,
      token: null,
    })
      .then((categories) => {
        const menu = menuPageData(categories);
        for (const category of menu) held.add(category._id);
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
    const dishesOf = new Map(whole.menu.map((c) => [c._id, c.dishes]));
    // The page's own dishes are the newer; a category it brings without dishes takes the whole menu's.
    return page.map((c) =>
      c.dishes.length > 0 ? c : { ...c, dishes: dishesOf.get(c._id) ?? c.dishes },
    );
  }, [page, whole, lang]);
}
