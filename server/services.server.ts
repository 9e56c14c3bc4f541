import type { Db } from "./db/database.server.ts";
import type { Env } from "./env.server.ts";
import { createAnnouncementsRepo } from "./features/announcements/announcements.repo.server.ts";
import { createAnnouncementsService } from "./features/announcements/announcements.service.server.ts";
import { createMembersRepo } from "./features/team/members.repo.server.ts";
import { createAuthService } from "./features/auth/auth.service.server.ts";
import { createDeviceKeyRepo } from "./features/auth/device-key.repo.server.ts";
import { createDeviceProofs } from "./features/auth/device-proof.server.ts";
import { createSessionsRepo } from "./features/auth/sessions.repo.server.ts";
import { createCategoriesRepo } from "./features/categories/categories.repo.server.ts";
import { createCategoriesService } from "./features/categories/categories.service.server.ts";
import { registerCategoriesUndo } from "./features/categories/categories.undo.server.ts";
import { createDemoContentRepo } from "./features/demo-content/demo-content.repo.server.ts";
import { createDemoContentService } from "./features/demo-content/demo-content.service.server.ts";
import { createDishesRepo } from "./features/dishes/dishes.repo.server.ts";
import { createDishesService } from "./features/dishes/dishes.service.server.ts";
import { registerDishesUndo } from "./features/dishes/dishes.undo.server.ts";
import { createMenuClock } from "./features/dishes/sold-out.server.ts";
import { createHistoryRepo } from "./features/history/history.repo.server.ts";
import { createHistoryService } from "./features/history/history.service.server.ts";
import { createUndoRegistry } from "./features/history/undo-registry.server.ts";
import { createHealthCheck } from "./features/health/health.service.server.ts";
import { createMenuImagesRepo } from "./features/menu-images/menu-images.repo.server.ts";
import { createMenuImagesService } from "./features/menu-images/menu-images.service.server.ts";
import { registerMenuImagesUndo } from "./features/menu-images/menu-images.undo.server.ts";
import { createMenuTransferService } from "./features/menu-transfer/menu-transfer.service.server.ts";
import { createOpeningHoursRepo } from "./features/opening-hours/opening-hours.repo.server.ts";
import { createOpeningHoursService } from "./features/opening-hours/opening-hours.service.server.ts";
import { registerOpeningHoursUndo } from "./features/opening-hours/opening-hours.undo.server.ts";
import {
  createContentChanges,
  type AnswerLifetime,
} from "./features/public/content-changes.server.ts";
import { createPublicDataService } from "./features/public/public-data.service.server.ts";
import { createPictureFiles } from "./features/restaurant-pictures/picture-files.server.ts";
import { createRestaurantPicturesRepo } from "./features/restaurant-pictures/restaurant-pictures.repo.server.ts";
import { createRestaurantPicturesService } from "./features/restaurant-pictures/restaurant-pictures.service.server.ts";
import { registerRestaurantPicturesUndo } from "./features/restaurant-pictures/restaurant-pictures.undo.server.ts";
import { createRestaurantProfileRepo } from "./features/restaurant-profile/restaurant-profile.repo.server.ts";
import { createRestaurantProfileService } from "./features/restaurant-profile/restaurant-profile.service.server.ts";
import { registerRestaurantProfileUndo } from "./features/restaurant-profile/restaurant-profile.undo.server.ts";
import { createSpecialDaysRepo } from "./features/special-days/special-days.repo.server.ts";
import { createSpecialDaysService } from "./features/special-days/special-days.service.server.ts";
import { registerSpecialDaysUndo } from "./features/special-days/special-days.undo.server.ts";
import { createTeamRepo } from "./features/team/team.repo.server.ts";
import { createTeamService } from "./features/team/team.service.server.ts";
import { createUploadStorage } from "./features/uploads/upload-storage.server.ts";
import { createUploadsRepo } from "./features/uploads/uploads.repo.server.ts";
import { createUploadsService } from "./features/uploads/uploads.service.server.ts";
import { createVisitsRepo } from "./features/visits/visits.repo.server.ts";
import { createVisitsService } from "./features/visits/visits.service.server.ts";

/** The composition root: data access → services, wired once at start-up. */
export function createServices(
  db: Db,
  env: Pick<Env, "DATA_DIR" | "SESSION_IDLE_HOURS" | "SESSION_MAX_HOURS"> &
    Partial<Pick<Env, "VISIT_COUNTING">>,
) {
  const content = createContentChanges();
  const repos = {
    members: createMembersRepo(db),
    sessions: createSessionsRepo(db),
    deviceKey: createDeviceKeyRepo(db),
    uploads: createUploadsRepo(db),
    categories: createCategoriesRepo(db),
    dishes: createDishesRepo(db),
    hours: createOpeningHoursRepo(db),
    menuImages: createMenuImagesRepo(db),
    specialDays: createSpecialDaysRepo(db),
    history: createHistoryRepo(db),
    announcements: createAnnouncementsRepo(db),
    team: createTeamRepo(db),
    pictures: createRestaurantPicturesRepo(db),
    restaurantProfile: createRestaurantProfileRepo(db),
  };
  const storage = createUploadStorage(env.DATA_DIR);
  const uploads = createUploadsService(repos.uploads, storage);
  const menuImages = createMenuImagesService(repos.menuImages, uploads);
  const pictureFiles = createPictureFiles(env.DATA_DIR);
  const pictures = createRestaurantPicturesService(repos.pictures, uploads, pictureFiles);
  const categories = createCategoriesService(repos.categories, repos.dishes, uploads);
  const openingHours = createOpeningHoursService(repos.hours);
  const clock = createMenuClock(repos.hours, repos.specialDays);
  const auth = createAuthService(
    repos.members,
    repos.sessions,
    createDeviceProofs(repos.deviceKey.key),
    { idleHours: env.SESSION_IDLE_HOURS, maxHours: env.SESSION_MAX_HOURS },
  );
  // Each feature registers how its changes are undone, from its own folder; the history knows none of them.
  const undo = createUndoRegistry();
  registerDishesUndo(undo, repos.dishes, repos.categories, uploads);
  registerCategoriesUndo(undo, repos.categories, repos.dishes, uploads);
  registerOpeningHoursUndo(undo, repos.hours);
  registerSpecialDaysUndo(undo, repos.specialDays);
  registerMenuImagesUndo(undo, repos.menuImages, uploads);
  registerRestaurantPicturesUndo(undo, repos.pictures, uploads);
  const restaurantProfile = createRestaurantProfileService(repos.restaurantProfile);
  registerRestaurantProfileUndo(undo, restaurantProfile);
  const menuTransfer = createMenuTransferService(db, clock);
  undo.register("menu", "import", (target) => menuTransfer.undoImport(target));
  const answerLifetime: AnswerLifetime = {
    onChange: content.onChange,
    changesAt: async () => (await clock()).changesAt,
  };
  return {
    repos,
    storage,
    content,
    uploads,
    auth,
    team: createTeamService(repos.team, repos.members, repos.sessions, auth),
    undo,
    history: createHistoryService(repos.history, undo),
    categories,
    dishes: createDishesService(repos.dishes, repos.categories, uploads, clock),
    openingHours,
    menuImages,
    pictures,
    pictureFiles,
    menuTransfer,
    restaurantProfile,
    health: createHealthCheck(db, env.DATA_DIR),
    specialDays: createSpecialDaysService(repos.specialDays),
    announcements: createAnnouncementsService(repos.announcements),
    visits: createVisitsService(createVisitsRepo(db), { enabled: env.VISIT_COUNTING ?? true }),
    demoContent: createDemoContentService(createDemoContentRepo(db), {
      categoriesRepo: repos.categories,
      categories,
      menuImagesRepo: repos.menuImages,
      menuImages,
      openingHours,
      picturesRepo: repos.pictures,
      pictures,
    }),
    publicData: createPublicDataService({
      categories: repos.categories,
      dishes: repos.dishes,
      hours: repos.hours,
      images: menuImages,
      specialDays: repos.specialDays,
      announcements: repos.announcements,
      profile: restaurantProfile,
      clock,
      pictures,
    }),
    answerLifetime,
  };
}
export type Services = ReturnType<typeof createServices>;
