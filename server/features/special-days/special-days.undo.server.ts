import { changedSince, type UndoRegistry } from "../history/undo-registry.server.ts";
import { fromSnapshot, type SpecialDaySnapshot } from "./special-day-mapper.server.ts";
import type { SpecialDaysRepo } from "./special-days.repo.server.ts";

/** How a special day's changes are undone: a created one is deleted, a deleted one comes back with its id. */
export function registerSpecialDaysUndo(registry: UndoRegistry, specialDays: SpecialDaysRepo) {
  registry.register("special-day", "create", async ({ entityId }) => {
    if (!(await specialDays.delete(entityId ?? ""))) throw changedSince();
  });
  registry.register("special-day", "delete", async ({ before }) => {
    const { id, ...day } = fromSnapshot(before as SpecialDaySnapshot);
    await specialDays.insert(day, id);
  });
}
