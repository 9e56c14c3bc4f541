import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import { DomainError } from "../../domain-error.server.ts";
import type { CategoriesRepo, CategoryRow } from "../categories/categories.repo.server.ts";
import type { DishesRepo, DishRow } from "../dishes/dishes.repo.server.ts";
import type { MenuImageRow, MenuImagesRepo } from "../menu-images/menu-images.repo.server.ts";
import type { OpeningHoursRepo } from "../opening-hours/opening-hours.repo.server.ts";
import type { SpecialDayRecord } from "../special-days/special-day-mapper.server.ts";
import type { SpecialDaysRepo } from "../special-days/special-days.repo.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { UndoRegistry } from "./undo-registry.server.ts";

interface ContentRepos {
  categories: CategoriesRepo;
  dishes: DishesRepo;
  hours: OpeningHoursRepo;
  specialDays: SpecialDaysRepo;
  menuImages: MenuImagesRepo;
}

const changedSince = () => new DomainError("changedSince");
const sameOrder = (a: readonly string[], b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How each change to the menu's content is undone, from the snapshots the services record
 * (server/features/history/change.server.ts): a deletion comes back with its id, position,
 * allergens and files; an update returns to the row before; a creation is removed.
 */
export function registerContentUndo(registry: UndoRegistry, repos: ContentRepos, uploads: UploadsService) {
  /** A released photo or file is taken back into use; after 30 days it is gone and the undo refused. */
  async function retain(key: string | null) {
    if (key !== null && !(await uploads.retain(key))) throw new DomainError("fileGone");
  }

  // Dishes. sold-out and back-on are updates of one column: the row before puts it back.
  registry.register("dish", "create", async ({ entityId }) => {
    const dish = await repos.dishes.find(entityId ?? "");
    if (!dish) throw changedSince();
    await repos.dishes.delete(dish.id);
    await uploads.release(dish.image_key);
  });
  const restoreDish = async ({ before, entityId }: { before: unknown; entityId: string | null }) => {
    const row = before as DishRow;
    const current = await repos.dishes.find(entityId ?? "");
    if (!(await repos.categories.find(row.category_id))) throw new DomainError("categoryGone");
    await retain(row.image_key);
    await repos.dishes.restore(row);
    if (current && current.image_key !== row.image_key) await uploads.release(current.image_key);
  };
  for (const action of ["update", "sold-out", "back-on", "delete"]) registry.register("dish", action, restoreDish);

  // Categories, their dishes' order, and the order of all categories.
  registry.register("category", "create", async ({ entityId }) => {
    const id = entityId ?? "";
    if ((await repos.dishes.idsOfCategory(id)).length > 0) throw new DomainError("categoryHasDishes");
    if (!(await repos.categories.delete(id))) throw changedSince();
  });
  registry.register("category", "update", async ({ before }) => {
    const { id, ...columns } = before as CategoryRow;
    if (!(await repos.categories.update(id, columns))) throw changedSince();
  });
  registry.register("category", "delete", async ({ before }) => {
    const { category, dishes } = before as { category: CategoryRow; dishes: DishRow[] };
    if (await repos.categories.find(category.id)) throw changedSince();
    for (const dish of dishes) await retain(dish.image_key);
    await repos.categories.restore(category, dishes);
  });
  registry.register("category", "reorder", async ({ entityId, before, after }) => {
    if (!sameOrder(await repos.dishes.idsOfCategory(entityId ?? ""), after)) throw changedSince();
    return (await repos.dishes.setPositions(before as string[])).map((id) => ({ entity: "dish", entityId: id }));
  });
  registry.register("categories", "reorder", async ({ before, after }) => {
    if (!sameOrder((await repos.categories.list()).map((c) => c.id), after)) throw changedSince();
    return (await repos.categories.setPositions(before as string[])).map((id) => ({ entity: "category", entityId: id }));
  });

  // Opening hours: a weekday's record before, or none.
  const restoreDay = async ({ entityId, before }: { entityId: string | null; before: unknown }) => {
    const day = before as OpeningHours | null;
    if (day) await repos.hours.upsert(day);
    else await repos.hours.delete(Number(entityId));
  };
  for (const action of ["create", "update", "delete"]) registry.register("opening-hours", action, restoreDay);

  // Special days.
  registry.register("special-day", "create", async ({ entityId }) => {
    if (!(await repos.specialDays.delete(entityId ?? ""))) throw changedSince();
  });
  registry.register("special-day", "delete", async ({ before }) => {
    const { id, ...day } = before as SpecialDayRecord;
    await repos.specialDays.insert(day, id);
  });

  // Midday images and PDFs.
  registry.register("menu-image", "create", async ({ entityId }) => {
    const row = await repos.menuImages.find(entityId ?? "");
    if (!row) throw changedSince();
    await repos.menuImages.delete(row.id);
    await uploads.release(row.upload_key);
  });
  registry.register("menu-image", "update", async ({ before }) => {
    const row = before as MenuImageRow;
    if (!(await repos.menuImages.find(row.id))) throw changedSince();
    await repos.menuImages.restore(row);
  });
  registry.register("menu-image", "delete", async ({ before }) => {
    const row = before as MenuImageRow;
    if (await repos.menuImages.find(row.id)) throw changedSince();
    await retain(row.upload_key);
    await repos.menuImages.restore(row);
  });
}
