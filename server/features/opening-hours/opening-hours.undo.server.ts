import type { OpeningHours } from "@shared/contract/opening-hours.ts";
import type { UndoRegistry } from "../history/undo-registry.server.ts";
import type { OpeningHoursRepo } from "./opening-hours.repo.server.ts";

/** How a weekday's opening hours are undone: its record before comes back, or, when it had none, it goes. */
export function registerOpeningHoursUndo(registry: UndoRegistry, hours: OpeningHoursRepo) {
  const restoreDay = async ({ entityId, before }: { entityId: string | null; before: unknown }) => {
    const day = before as OpeningHours | null;
    if (day) await hours.upsert(day);
    else await hours.delete(Number(entityId));
  };
  for (const action of ["create", "update", "delete"])
    registry.register("opening-hours", action, restoreDay);
}
