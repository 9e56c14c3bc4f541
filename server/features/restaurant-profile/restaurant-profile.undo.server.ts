import type { UndoRegistry } from "../history/undo-registry.server.ts";
import type {
  GroupSnapshot,
  RestaurantProfileService,
} from "./restaurant-profile.service.server.ts";

/** A group's values and demo marks before the change come back; the history refuses when a later change touched the group. */
export function registerRestaurantProfileUndo(
  registry: UndoRegistry,
  profile: RestaurantProfileService,
) {
  registry.register("restaurant-profile", "update", async ({ before }) => {
    await profile.restore(before as GroupSnapshot);
  });
}
