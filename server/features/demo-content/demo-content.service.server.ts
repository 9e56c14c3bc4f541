import type { DemoContentStatus } from "@shared/contract/demo-content.ts";
import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { PictureSlot } from "@shared/contract/restaurant-pictures.ts";
import { nowIso } from "../../db/database.server.ts";
import type { Change } from "../history/change.server.ts";
import type { CategoriesRepo } from "../categories/categories.repo.server.ts";
import type { CategoriesService } from "../categories/categories.service.server.ts";
import type { MenuImagesRepo } from "../menu-images/menu-images.repo.server.ts";
import type { MenuImagesService } from "../menu-images/menu-images.service.server.ts";
import type { OpeningHoursService } from "../opening-hours/opening-hours.service.server.ts";
import type { RestaurantPicturesRepo } from "../restaurant-pictures/restaurant-pictures.repo.server.ts";
import type { RestaurantPicturesService } from "../restaurant-pictures/restaurant-pictures.service.server.ts";
import type { DemoContentRepo, DemoManifest } from "./demo-content.repo.server.ts";

const sameDay = (a: OpeningHours, b: OpeningHours) =>
  a.isClosed === b.isClosed && JSON.stringify(a.intervals) === JSON.stringify(b.intervals);

/**
 * Knows which records the demo seed created (the seed itself lives outside the server, in
 * demo/), tells whether they are still there, and removes them through the same services staff
 * use, so files and caches follow as after any admin delete.
 */
export function createDemoContentService(
  repo: DemoContentRepo,
  deps: {
    categoriesRepo: CategoriesRepo;
    categories: CategoriesService;
    menuImagesRepo: MenuImagesRepo;
    menuImages: MenuImagesService;
    openingHours: OpeningHoursService;
    picturesRepo: RestaurantPicturesRepo;
    pictures: RestaurantPicturesService;
  },
) {
  async function remaining(manifest: DemoManifest) {
    const categoryIds: string[] = [];
    for (const id of manifest.categoryIds)
      if (await deps.categoriesRepo.find(id)) categoryIds.push(id);
    const menuImageIds: string[] = [];
    for (const id of manifest.menuImageIds)
      if (await deps.menuImagesRepo.find(id)) menuImageIds.push(id);
    const pictures: PictureSlot[] = [];
    for (const { slot, uploadKey } of manifest.pictures ?? [])
      if ((await deps.picturesRepo.find(slot))?.upload_key === uploadKey) pictures.push(slot);
    return { categoryIds, menuImageIds, pictures };
  }

  return {
    /** Only a brand-new database gets demo content, and never again once it had some. */
    async canSeed(): Promise<boolean> {
      return !(await repo.wasEverSeeded()) && !(await repo.hasCategories());
    },

    record: (manifest: DemoManifest) => repo.saveManifest(manifest, nowIso()),

    async status(): Promise<DemoContentStatus> {
      const manifest = await repo.manifest();
      if (!manifest) return { present: false, categories: 0, menuImages: 0, pictures: [] };
      const left = await remaining(manifest);
      const categories = left.categoryIds.length;
      const menuImages = left.menuImageIds.length;
      const { pictures } = left;
      return {
        present: categories + menuImages + pictures.length > 0,
        categories,
        menuImages,
        pictures,
      };
    },

    /**
     * Deletes what is left of the demo: its categories with their dishes, its menu images, its
     * pictures (the site's built-in ones show again) and its unchanged weekdays.
     */
    async removeAll(change: Change): Promise<void> {
      const manifest = await repo.manifest();
      if (!manifest) return;
      const left = await remaining(manifest);
      for (const id of left.categoryIds) await deps.categories.delete(change, id);
      for (const id of left.menuImageIds) await deps.menuImages.delete(change, id);
      for (const slot of left.pictures) await deps.pictures.remove(change, slot);
      const current = await deps.openingHours.list();
      for (const seeded of manifest.openingHours) {
        const day = current.find((d) => d.weekday === seeded.weekday);
        if (day && sameDay(day, seeded)) await deps.openingHours.clear(change, seeded.weekday);
      }
      await repo.forgetManifest();
    },
  };
}
export type DemoContentService = ReturnType<typeof createDemoContentService>;
