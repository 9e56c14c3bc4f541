import { changedSince, takeBackFile, type UndoRegistry } from "../history/undo-registry.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import type { MenuImageRow, MenuImagesRepo } from "./menu-images.repo.server.ts";

/** How the midday images' and PDFs' changes are undone: a deleted one comes back with its file while the file is kept. */
export function registerMenuImagesUndo(
  registry: UndoRegistry,
  menuImages: MenuImagesRepo,
  uploads: UploadsService,
) {
  registry.register("menu-image", "create", async ({ entityId }) => {
    const row = await menuImages.find(entityId ?? "");
    if (!row) throw changedSince();
    await menuImages.delete(row.id);
    await uploads.release(row.upload_key);
  });
  registry.register("menu-image", "update", async ({ before }) => {
    const row = before as MenuImageRow;
    if (!(await menuImages.find(row.id))) throw changedSince();
    await menuImages.restore(row);
  });
  registry.register("menu-image", "delete", async ({ before }) => {
    const row = before as MenuImageRow;
    if (await menuImages.find(row.id)) throw changedSince();
    await takeBackFile(uploads, row.upload_key);
    await menuImages.restore(row);
  });
}
