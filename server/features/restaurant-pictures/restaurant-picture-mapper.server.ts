import type { PictureSlot, SitePicture } from "@shared/contract/restaurant-pictures.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import {
  ICON_FILES,
  iconFileName,
  pictureFileUrl,
  videoFileName,
  type IconName,
} from "./picture-files.server.ts";
import type { PictureColumns, PictureRow } from "./restaurant-pictures.repo.server.ts";

export function toSitePicture(row: PictureRow): SitePicture {
  const { url, variants } = describeUpload({
    key: row.upload_key,
    kind: "image",
    widths: JSON.parse(row.widths) as number[],
  });
  const icons =
    row.slot === "logo"
      ? (Object.fromEntries(
          (Object.keys(ICON_FILES) as IconName[]).map((icon) => [
            icon,
            pictureFileUrl(iconFileName(row.upload_key, icon)),
          ]),
        ) as Record<IconName, string>)
      : null;
  return {
    url,
    variants,
    alt: { de: row.alt_de, en: row.alt_en },
    video:
      row.video_key && row.video_type
        ? {
            url: pictureFileUrl(videoFileName(row.video_key, row.video_type)),
            type: `video/${row.video_type}`,
          }
        : null,
    icons,
    updatedAt: row.updated_at,
  };
}

/** The columns of a place's picture: the one way its parts become a row, every column set. */
export function toColumns(fields: {
  uploadKey: string;
  video: { key: string; type: "mp4" | "webm" } | null;
  alt: { de: string; en: string };
  updatedAt: string;
}): PictureColumns {
  return {
    upload_key: fields.uploadKey,
    video_key: fields.video?.key ?? null,
    video_type: fields.video?.type ?? null,
    alt_de: fields.alt.de,
    alt_en: fields.alt.en,
    updated_at: fields.updatedAt,
  };
}

/** How the history names each place, in German and English. */
export const SLOT_NAMES: Record<PictureSlot, { en: string; de: string }> = {
  logo: { en: "Logo", de: "Logo" },
  hero: { en: "Home page opening", de: "Kopfbereich der Startseite" },
  "about-1": { en: "About photo 1", de: "Über-uns-Foto 1" },
  "about-2": { en: "About photo 2", de: "Über-uns-Foto 2" },
  "about-3": { en: "About photo 3", de: "Über-uns-Foto 3" },
  story: { en: "Story photo", de: "Foto der Geschichte" },
};
