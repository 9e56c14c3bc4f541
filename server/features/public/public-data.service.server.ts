import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage, Pdf } from "@shared/contract/menu-image.ts";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";
import type { SpecialDay } from "@shared/contract/special-day.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import { toCategory } from "../categories/category-mapper.server.ts";
import { toDish } from "../dishes/dish-mapper.server.ts";
import type { DishesRepo } from "../dishes/dishes.repo.server.ts";
import { selectMenuImages, type MenuImagesService } from "../menu-images/menu-images.service.server.ts";
import type { OpeningHoursRepo } from "../opening-hours/opening-hours.repo.server.ts";
import type { ContentVersion } from "./content-version.server.ts";
import type { SpecialDaysRepo } from "../special-days/special-days.repo.server.ts";
import { toSpecialDay } from "../special-days/special-days.service.server.ts";

/**
 * What every visitor sees, computed once per content version and served from memory:
 * the public API and the server-rendered pages both read from here.
 */
export function createPublicDataService(
  deps: { categories: CategoriesRepo; dishes: DishesRepo; hours: OpeningHoursRepo; images: MenuImagesService; specialDays: SpecialDaysRepo },
  content: ContentVersion,
): PublicData {
  const cache = new Map<string, Promise<unknown>>();
  content.onChange(() => cache.clear());

  function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = compute();
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  }

  const allImages = () => cached<MenuImage[]>("images", () => deps.images.all());

  return {
    menu: (lang: Lang) =>
      cached<PublicMenuCategory[]>(`menu:${lang}`, async () => {
        const [categories, dishes] = await Promise.all([deps.categories.list(), deps.dishes.list()]);
        return categories.map((category) => ({
          ...toCategory(category, lang),
          dishes: dishes.filter((d) => d.category_id === category.id).map((d) => toDish(d, lang)),
        }));
      }),
    openingHours: () => cached<OpeningHours[]>("hours", () => deps.hours.list()),
    menuImages: (lang: Lang | undefined) => cached<MenuImage[]>(`images:${lang ?? "all"}`, async () => selectMenuImages(await allImages(), lang)),
    specialDays: (lang: Lang, endingOnOrAfter: string = todayIso()) =>
      cached<SpecialDay[]>(`special-days:${lang}:${endingOnOrAfter}`, async () => (await deps.specialDays.list(endingOnOrAfter)).map((r) => toSpecialDay(r, lang))),
    pdf: async (id: string): Promise<Pdf | null> => {
      const image = (await allImages()).find((i) => i._id === id && i.kind === "pdf");
      return image ? { title: image.title, url: image.url } : null;
    },
  };
}
