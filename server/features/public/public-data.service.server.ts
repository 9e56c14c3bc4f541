import { isAvailableOn } from "@shared/contract/availability.ts";
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
import type { MenuClockSource, WallTime } from "../dishes/sold-out.server.ts";
import { selectMenuImages, type MenuImagesService } from "../menu-images/menu-images.service.server.ts";
import type { OpeningHoursRepo } from "../opening-hours/opening-hours.repo.server.ts";
import type { ContentVersion } from "./content-version.server.ts";
import type { SpecialDaysRepo } from "../special-days/special-days.repo.server.ts";
import { toSpecialDay } from "../special-days/special-days.service.server.ts";

/** The next midnight on the restaurant's calendar after `today`: availability dates change there. */
const nextMidnight = (today: string): WallTime => {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return `${new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)}T00:00`;
};

interface Entry {
  value: Promise<unknown>;
  /** The wall-clock moment from which the answer may be wrong (a date passed, a sold-out mark expired). */
  until: WallTime | null;
}

/**
 * What every visitor sees, computed once per content version and served from memory:
 * the public API and the server-rendered pages both read from here. Answers that follow the
 * calendar (availability dates, sold-out marks) are kept until the moment they would change.
 */
export function createPublicDataService(
  deps: {
    categories: CategoriesRepo;
    dishes: DishesRepo;
    hours: OpeningHoursRepo;
    images: MenuImagesService;
    specialDays: SpecialDaysRepo;
    clock: MenuClockSource;
  },
  content: ContentVersion,
): PublicData {
  const cache = new Map<string, Entry>();
  content.onChange(() => cache.clear());

  function cached<T>(key: string, compute: () => Promise<{ value: T; until: WallTime | null }>, now?: WallTime): Promise<T> {
    const hit = cache.get(key);
    if (hit && (hit.until === null || now === undefined || now < hit.until)) return hit.value as Promise<T>;
    const computed = compute();
    const entry: Entry = { value: computed.then((c) => c.value), until: null };
    computed.then(
      (c) => (entry.until = c.until),
      () => cache.delete(key),
    );
    cache.set(key, entry);
    return entry.value as Promise<T>;
  }
  const forever = async <T>(value: Promise<T>) => ({
    value: await value,
    until: null,
  });

  /** Images inside their dates today, with or without the choice by language. */
  const visibleImages = async (key: string, select: (images: MenuImage[]) => MenuImage[]) => {
    const clock = await deps.clock();
    return cached<MenuImage[]>(
      key,
      async () => ({
        value: select((await deps.images.all()).filter((i) => isAvailableOn(i, clock.today))),
        until: nextMidnight(clock.today),
      }),
      clock.now,
    );
  };

  return {
    menu: async (lang: Lang) => {
      const clock = await deps.clock();
      return cached<PublicMenuCategory[]>(
        `menu:${lang}`,
        async () => {
          const [categories, dishes] = await Promise.all([deps.categories.list(), deps.dishes.list()]);
          let until = nextMidnight(clock.today);
          for (const dish of dishes) {
            const back = clock.soldOutUntil(dish.sold_out_at);
            if (back !== null && clock.now < back && back < until) until = back;
          }
          const menu = categories.map((category) => ({
            ...toCategory(category, lang),
            dishes: dishes
              .filter(
                (d) =>
                  d.category_id === category.id &&
                  isAvailableOn(
                    {
                      availableFrom: d.available_from,
                      availableUntil: d.available_until,
                    },
                    clock.today,
                  ),
              )
              .map((d) => toDish(d, lang, clock)),
          }));
          return { value: menu, until };
        },
        clock.now,
      );
    },
    openingHours: () => cached<OpeningHours[]>("hours", () => forever(deps.hours.list())),
    menuImages: (lang: Lang | undefined) => visibleImages(`images:${lang ?? "all"}`, (images) => selectMenuImages(images, lang)),
    specialDays: (lang: Lang, endingOnOrAfter: string = todayIso()) =>
      cached<SpecialDay[]>(`special-days:${lang}:${endingOnOrAfter}`, () =>
        forever(deps.specialDays.list(endingOnOrAfter).then((rows) => rows.map((r) => toSpecialDay(r, lang)))),
      ),
    pdf: async (id: string): Promise<Pdf | null> => {
      const image = (await visibleImages("images", (images) => images)).find((i) => i._id === id && i.kind === "pdf");
      return image ? { title: image.title, url: image.url } : null;
    },
  };
}
