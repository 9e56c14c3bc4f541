import { specialDayAnnouncements } from "@shared/announcements/special-day-announcements.ts";
import { isAvailableOn } from "@shared/contract/availability.ts";
import type { Lang } from "@shared/contract/common.ts";
import type { Pdf } from "@shared/contract/menu-image.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import type { AnnouncementsRepo } from "../announcements/announcements.repo.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import { toCategory } from "../categories/category-mapper.server.ts";
import { toDish } from "../dishes/dish-mapper.server.ts";
import type { DishesRepo } from "../dishes/dishes.repo.server.ts";
import type { MenuClockSource } from "../dishes/sold-out.server.ts";
import {
  selectMenuImages,
  type MenuImagesService,
} from "../menu-images/menu-images.service.server.ts";
import type { RestaurantPicturesService } from "../restaurant-pictures/restaurant-pictures.service.server.ts";
import type { OpeningHoursRepo } from "../opening-hours/opening-hours.repo.server.ts";
import type { RestaurantProfileService } from "../restaurant-profile/restaurant-profile.service.server.ts";
import type { SpecialDaysRepo } from "../special-days/special-days.repo.server.ts";

/**
 * What every visitor sees: the public API and the server-rendered pages both read from here,
 * straight from the database. Finished answers are kept by the response cache
 * (server/http/response-cache.server.ts), so this runs only when an answer is made afresh.
 */
export function createPublicDataService(deps: {
  categories: CategoriesRepo;
  dishes: DishesRepo;
  hours: OpeningHoursRepo;
  images: MenuImagesService;
  specialDays: SpecialDaysRepo;
  announcements: AnnouncementsRepo;
  profile: RestaurantProfileService;
  clock: MenuClockSource;
  pictures: RestaurantPicturesService;
}): PublicData {
  /** Images inside their dates today. */
  const visibleImages = async () => {
    const [clock, images] = await Promise.all([deps.clock(), deps.images.all()]);
    return images.filter((i) => isAvailableOn(i, clock.today));
  };

  return {
    pictures: () => deps.pictures.all(),
    shareImage: () => deps.pictures.shareImage(),
    menu: async () => {
      const [clock, categories, dishes] = await Promise.all([
        deps.clock(),
        deps.categories.list(),
        deps.dishes.list(),
      ]);
      return categories.map((category) => ({
        ...toCategory(category),
        dishes: dishes
          .filter(
            (d) =>
              d.category_id === category.id &&
              isAvailableOn(
                { availableFrom: d.available_from, availableUntil: d.available_until },
                clock.today,
              ),
          )
          .map((d) => toDish(d, clock)),
      }));
    },
    openingHours: () => deps.hours.list(),
    menuImages: async (lang: Lang | undefined) => selectMenuImages(await visibleImages(), lang),
    specialDays: (endingOnOrAfter: string = todayIso()) => deps.specialDays.list(endingOnOrAfter),
    // Both start and end on a day boundary: the clock's next change (at midnight at the latest) ends the kept answer in time.
    announcements: async () => {
      const { today } = await deps.clock();
      const [manual, specialDays] = await Promise.all([
        deps.announcements.list(today),
        deps.specialDays.list(today),
      ]);
      return [...manual, ...specialDayAnnouncements(specialDays, today)];
    },
    profile: () => deps.profile.publicProfile(),
    pdf: async (id: string): Promise<Pdf | null> => {
      const image = (await visibleImages()).find((i) => i.id === id && i.kind === "pdf");
      return image ? { title: image.title, url: image.url } : null;
    },
  };
}
