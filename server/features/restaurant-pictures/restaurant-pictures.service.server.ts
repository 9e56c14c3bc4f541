import { createHash } from "node:crypto";
import type { ShareImage } from "@shared/contract/public-data.ts";
import {
  MAX_VIDEO_BYTES,
  MAX_VIDEO_MB,
  PICTURE_SLOTS,
  type PictureInput,
  type PictureSlot,
  type RestaurantPictures,
} from "@shared/contract/restaurant-pictures.ts";
import { nowIso } from "../../db/database.server.ts";
import { DomainError, domainError } from "../../domain-error.server.ts";
import type { Change } from "../history/change.server.ts";
import { summaries } from "../history/summaries.server.ts";
import {
  assertLogoFormat,
  contentKey,
  MAX_UPLOAD_BYTES,
  renderSquareIcons,
  type UploadsService,
} from "../uploads/uploads.service.server.ts";
import {
  ICON_FILES,
  iconFileName,
  pictureFileUrl,
  shareFileName,
  videoFileName,
  type IconName,
  type PictureFiles,
} from "./picture-files.server.ts";
import { SLOT_NAMES, toColumns, toSitePicture } from "./restaurant-picture-mapper.server.ts";
import type { PictureRow, RestaurantPicturesRepo } from "./restaurant-pictures.repo.server.ts";
import { renderShareImage, SHARE_IMAGE_SIZE } from "./share-image.server.ts";
import { videoContainer } from "./video-check.server.ts";

/** The ground of a maskable icon and of the home screen: the header's ink. */
export const ICON_GROUND = "#1c1410";
const NOUN = { en: "Picture", de: "Bild" };
/** Part of the share picture's name: a new drawing of it gets new names, never a stale cached file. */
const SHARE_DRAWING = "share-1";

export interface PictureFilesIn {
  image?: File;
  video?: File;
}

export function createRestaurantPicturesService(
  repo: RestaurantPicturesRepo,
  uploads: UploadsService,
  files: PictureFiles,
) {
  async function logoIcons(key: string, input: Buffer): Promise<void> {
    const names = Object.keys(ICON_FILES) as IconName[];
    if (names.every((icon) => files.exists(iconFileName(key, icon)))) return;
    const rendered = await renderSquareIcons(
      input,
      names.map((icon) => ICON_FILES[icon]),
      ICON_GROUND,
    );
    for (const [i, icon] of names.entries())
      await files.write(iconFileName(key, icon), rendered[i]!);
  }

  const drawing = new Map<string, Promise<void>>();

  /**
   * The share picture of the stored logo and hero, drawn once per pair under a name hashed from
   * both, so a new logo or still is a new address: no cache anywhere can keep the old one.
   */
  async function shareImage(): Promise<ShareImage | null> {
    const [logo, hero] = await Promise.all([repo.find("logo"), repo.find("hero")]);
    if (!logo && !hero) return null;
    const key = createHash("md5")
      .update(`${SHARE_DRAWING}:${logo?.upload_key ?? ""}:${hero?.upload_key ?? ""}`)
      .digest("hex");
    const name = shareFileName(key);
    if (!files.exists(name)) {
      // Two page views at once draw it once.
      let pending = drawing.get(name);
      if (!pending) {
        pending = (async () => {
          const [still, mark] = await Promise.all([
            hero ? uploads.readWidest(hero.upload_key) : null,
            logo ? files.read(iconFileName(logo.upload_key, "any512")).catch(() => null) : null,
          ]);
          await files.write(name, await renderShareImage(still, mark, ICON_GROUND));
        })().finally(() => drawing.delete(name));
        drawing.set(name, pending);
      }
      // A picture that cannot be drawn must not cost a page or an upload: the built-in one stays.
      if (!(await pending.then(() => true).catch(() => false))) return null;
    }
    return { url: pictureFileUrl(name), ...SHARE_IMAGE_SIZE, type: "image/jpeg" };
  }

  return {
    shareImage,

    async all(): Promise<RestaurantPictures> {
      const pictures = Object.fromEntries(
        PICTURE_SLOTS.map((slot) => [slot, null]),
      ) as RestaurantPictures;
      for (const row of await repo.list()) pictures[row.slot] = toSitePicture(row);
      return pictures;
    },

    /**
     * Stores a place's picture: a new image (and for the hero a film) when sent, the
     * descriptions always. Every size and format is checked before anything is decoded or
     * written, so a refused upload leaves nothing behind.
     */
    async put(change: Change, slot: PictureSlot, input: PictureInput, sent: PictureFilesIn) {
      if (sent.video && slot !== "hero") throw domainError("videoOnlyForHero");
      if (sent.video && sent.video.size > MAX_VIDEO_BYTES)
        throw domainError("videoTooLarge", { max: String(MAX_VIDEO_MB) });
      if (sent.image && sent.image.size > MAX_UPLOAD_BYTES) throw domainError("fileTooLarge");
      const before = await repo.find(slot);
      if (!sent.image && !before) throw domainError("pictureImageRequired");

      let video: Buffer | null = null;
      let videoType: "mp4" | "webm" | null = null;
      if (sent.video) {
        video = Buffer.from(await sent.video.arrayBuffer());
        videoType = videoContainer(video);
      }
      let uploadKey = before?.upload_key ?? "";
      if (sent.image) {
        const image = Buffer.from(await sent.image.arrayBuffer());
        if (slot === "logo") await assertLogoFormat(image);
        uploadKey = (await uploads.storeImageBuffer(image)).key;
        if (slot === "logo") await logoIcons(uploadKey, image);
      }
      let videoRef =
        before?.video_key && before.video_type
          ? { key: before.video_key, type: before.video_type }
          : null;
      if (video && videoType) {
        videoRef = { key: contentKey(video), type: videoType };
        const name = videoFileName(videoRef.key, videoRef.type);
        if (!files.exists(name)) await files.write(name, video);
      } else if (input.removeVideo) videoRef = null;

      await repo.put(
        slot,
        toColumns({
          uploadKey,
          video: videoRef,
          alt: { de: input.altDe, en: input.altEn },
          updatedAt: nowIso(),
        }),
      );
      const after = (await repo.find(slot)) as PictureRow;
      change.record({
        action: "update",
        entity: "restaurant-picture",
        entityId: slot,
        summary: summaries.updated(NOUN, SLOT_NAMES[slot]),
        before: before ?? null,
        after,
      });
      if (before && before.upload_key !== uploadKey) await uploads.release(before.upload_key);
      // Drawn now, not on the next visitor's page view.
      if (slot === "logo" || slot === "hero") await shareImage();
      return toSitePicture(after);
    },

    /** The place shows the site's built-in picture again. */
    async remove(change: Change, slot: PictureSlot): Promise<void> {
      const before = await repo.find(slot);
      if (!before) throw new DomainError("pictureNotFound");
      await repo.delete(slot);
      change.record({
        action: "delete",
        entity: "restaurant-picture",
        entityId: slot,
        summary: summaries.deleted(NOUN, SLOT_NAMES[slot]),
        before,
      });
      await uploads.release(before.upload_key);
    },
  };
}
export type RestaurantPicturesService = ReturnType<typeof createRestaurantPicturesService>;
