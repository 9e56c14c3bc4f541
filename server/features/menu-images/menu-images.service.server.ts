import type { Lang } from "@shared/contract/common.ts";
import type {
  MenuImage,
  MenuImageDates,
  MenuImageFields,
  Pdf,
} from "@shared/contract/menu-image.ts";
import { domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { NOUNS, summaries } from "../history/summaries.server.ts";
import type { UploadsService } from "../uploads/uploads.service.server.ts";
import { toColumns, toInput, toMenuImage } from "./menu-image-mapper.server.ts";
import type { MenuImageRow, MenuImagesRepo } from "./menu-images.repo.server.ts";

/**
 * With a language, that language's images newest first, or every image when the
 * language has none; without one, every image oldest first.
 */
export function selectMenuImages(all: MenuImage[], lang: Lang | undefined): MenuImage[] {
  if (!lang) return all;
  const inLang = all.filter((i) => i.language === lang);
  return (inLang.length ? inLang : all).slice().reverse();
}

export function createMenuImagesService(repo: MenuImagesRepo, uploads: UploadsService) {
  return {
    all: async (): Promise<MenuImage[]> => (await repo.list()).map(toMenuImage),

    async pdf(id: string): Promise<Pdf | null> {
      const row = await repo.find(id);
      return row?.kind === "pdf" ? { title: row.title, url: toMenuImage(row).url } : null;
    },

    /** An absent date is no limit (the demo's images have none). */
    async upload(
      change: Change,
      input: Pick<MenuImageFields, "title" | "language"> & Partial<MenuImageFields>,
      file: File,
    ): Promise<MenuImage> {
      const stored = await uploads.storeImageOrPdf(file);
      const fields = {
        ...input,
        availableFrom: input.availableFrom ?? null,
        availableUntil: input.availableUntil ?? null,
      };
      const id = await repo.insert({ ...toColumns(fields), upload_key: stored.key });
      const row = await repo.find(id);
      change.record({
        action: "create",
        entity: "menu-image",
        entityId: id,
        summary: summaries.created(NOUNS.menuImage, { en: input.title, de: input.title }),
        after: row,
      });
      return toMenuImage(row as MenuImageRow);
    },

    /** The new dates replace the stored ones; the image is stored as a whole. */
    async setDates(change: Change, id: string, dates: MenuImageDates): Promise<MenuImage> {
      const before = await repo.find(id);
      if (
        !before ||
        !(await repo.update(id, toColumns({ ...toInput(toMenuImage(before)), ...dates })))
      )
        throw domainError("imageNotFound");
      const after = (await repo.find(id)) as MenuImageRow;
      change.record({
        action: "update",
        entity: "menu-image",
        entityId: id,
        summary: summaries.updated(NOUNS.menuImage, { en: after.title, de: after.title }),
        before,
        after,
      });
      return toMenuImage(after);
    },

    async delete(change: Change, id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw domainError("imageNotFound");
      await repo.delete(id);
      change.record({
        action: "delete",
        entity: "menu-image",
        entityId: id,
        summary: summaries.deleted(NOUNS.menuImage, { en: row.title, de: row.title }),
        before: row,
      });
      await uploads.release(row.upload_key);
    },
  };
}
export type MenuImagesService = ReturnType<typeof createMenuImagesService>;
