import { changedSince, takeBackFile, type UndoRegistry } from "../history/undo-registry.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { PictureRow, RestaurantPicturesRepo } from "./restaurant-pictures.repo.server.ts";

/**
 * How a picture's changes are undone: the picture before comes back with its image while the
 * image is kept (30 days), or the place shows the built-in picture again when it had none.
 */
export function registerRestaurantPicturesUndo(
  registry: UndoRegistry,
  pictures: RestaurantPicturesRepo,
  uploads: UploadsService,
) {
  registry.register("restaurant-picture", "update", async ({ before, after }) => {
    const was = before as PictureRow | null;
    const left = after as PictureRow;
    const now = await pictures.find(left.slot);
    if (!now || now.updated_at !== left.updated_at) throw changedSince();
    if (was) {
      await takeBackFile(uploads, was.upload_key);
      await pictures.restore(was);
    } else await pictures.delete(left.slot);
    if (now.upload_key !== was?.upload_key) await uploads.release(now.upload_key);
  });
  registry.register("restaurant-picture", "delete", async ({ before }) => {
    const was = before as PictureRow;
    if (await pictures.find(was.slot)) throw changedSince();
    await takeBackFile(uploads, was.upload_key);
    await pictures.restore(was);
  });
}
