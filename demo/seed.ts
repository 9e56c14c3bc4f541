import { SEED_CHANGE } from "../server/features/history/change.server.ts";
import type { Services } from "../server/services.server.ts";
import { demoOpeningHours } from "./demo-hours.ts";
import { seedMenu } from "./seed-menu.ts";
import { demoRestaurantProfile } from "./restaurant-profile.ts";
import { seedMenuImages } from "./seed-menu-images.ts";
import { seedPictures } from "./seed-pictures.ts";

/**
 * Fills a new, empty database with the demo content through the services staff use, and tells
 * the server what it created, so that staff can remove all of it in one action. Returns false
 * (and changes nothing) when the database is not new.
 */
export async function seedDemoContent(services: Services): Promise<boolean> {
  if (!(await services.demoContent.canSeed())) return false;
  await services.restaurantProfile.seedDemo(demoRestaurantProfile);
  const categoryIds = await seedMenu(services);
  for (const day of demoOpeningHours) await services.openingHours.save(SEED_CHANGE, day);
  const menuImageIds = await seedMenuImages(services);
  const pictures = await seedPictures(services);
  await services.demoContent.record({
    categoryIds,
    menuImageIds,
    openingHours: [...demoOpeningHours],
    pictures,
  });
  return true;
}
