import type { Lang } from "@shared/contract/common.ts";
import type { MenuImage, Pdf } from "@shared/contract/menu-image.ts";
import { notFound } from "../../http/errors.server.ts";
import type { ContentChanges } from "../public/content-changes.server.ts";
import { describeUpload, type UploadsService } from "../uploads/uploads.service.server.ts";
import type { MenuImageRow, MenuImagesRepo } from "./menu-images.repo.server.ts";

export function toMenuImage(row: MenuImageRow): MenuImage {
  const { url, variants } = describeUpload({
    key: row.upload_key,
    kind: row.kind,
    widths: JSON.parse(row.widths) as number[],
  });
  return {
    _id: row.id,
    title: row.title,
    language: row.language,
    url,
    kind: row.kind,
    variants,
    createdAt: row.created_at,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
  };
}

/**
 * With a language, that language's images newest first, or every image when the
 * language has none; without one, every image oldest first.
 */
export function selectMenuImages(all: MenuImage[], lang: Lang | undefined): MenuImage[] {
  if (!lang) return all;
  const inLang = all.filter((i) => i.language === lang);
  return (inLang.length ? inLang : all).slice().reverse();
}

export function createMenuImagesService(repo: MenuImagesRepo, uploads: UploadsService, content: ContentChanges) {
  return {
    all: async (): Promise<MenuImage[]> => (await repo.list()).map(toMenuImage),

    async pdf(id: string): Promise<Pdf | null> {
      const row = await repo.find(id);
      return row?.kind === "pdf" ? { title: row.title, url: toMenuImage(row).url } : null;
    },

    async upload(
      input: {
        title: string;
        language: Lang;
        availableFrom?: string | null;
        availableUntil?: string | null;
      },
      file: File,
    ): Promise<MenuImage> {
      const stored = await uploads.storeImageOrPdf(file);
      const id = await repo.insert({
        title: input.title,
        language: input.language,
        upload_key: stored.key,
        available_from: input.availableFrom ?? null,
        available_until: input.availableUntil ?? null,
      });
      content.changed();
      const row = await repo.find(id);
      return toMenuImage(row as MenuImageRow);
    },

    async setDates(id: string, dates: { availableFrom: string | null; availableUntil: string | null }): Promise<MenuImage> {
      if (
        !(await repo.setDates(id, {
          available_from: dates.availableFrom,
          available_until: dates.availableUntil,
        }))
      )
        throw notFound("Image not found");
      content.changed();
      return toMenuImage((await repo.find(id)) as MenuImageRow);
    },

    async delete(id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw notFound("Image not found");
      await repo.delete(id);
      content.changed();
      await uploads.release(row.upload_key);
    },
  };
}
export type MenuImagesService = ReturnType<typeof createMenuImagesService>;
