import { z } from "zod";
import { issueMessage } from "./api-errors.ts";
import { I18nTextSchema, ImageVariantSchema } from "./common.ts";

/**
 * The restaurant's own pictures, each in one place on the site: the logo (header, hero, icons),
 * the hero's backdrop (a still, or a film with its poster), the three about photos that rotate
 * and the story page's photo. A place without an upload shows the site's built-in picture.
 */
export const PICTURE_SLOTS = ["logo", "hero", "about-1", "about-2", "about-3", "story"] as const;
export const PictureSlotSchema = z.enum(PICTURE_SLOTS, {
  error: issueMessage("pictureSlotUnknown"),
});
export type PictureSlot = z.infer<typeof PictureSlotSchema>;

export const ALT_TEXT_MAX = 250;
/** A hero film loops a few seconds in the background; more than this is a film for another place. */
export const MAX_VIDEO_MB = 10;
export const MAX_VIDEO_BYTES = MAX_VIDEO_MB * 1024 * 1024;
export const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;

const altText = z
  .string({ error: issueMessage("pictureAltRequired") })
  .trim()
  .min(1, issueMessage("pictureAltRequired"))
  .max(ALT_TEXT_MAX, issueMessage("pictureAltTooLong", { max: String(ALT_TEXT_MAX) }));

/**
 * The text fields of PUT /api/restaurant-pictures/{slot} (multipart): the picture's description
 * in both languages; the files travel beside them (`image`, for the hero also `video`). Without an
 * image the stored one stays, so the descriptions can change alone. `removeVideo` leaves the hero
 * a still image.
 */
export const PictureInputSchema = z.object({
  altDe: altText,
  altEn: altText,
  removeVideo: z
    .enum(["true", "false"], { error: issueMessage("invalidInput") })
    .optional()
    .transform((v) => v === "true"),
});
export type PictureInput = z.output<typeof PictureInputSchema>;

/** The icons made from an uploaded logo: the browser tab, the home screen and the web manifest. */
export const LogoIconsSchema = z.object({
  favicon: z.string(),
  appleTouch: z.string(),
  any192: z.string(),
  any512: z.string(),
  maskable512: z.string(),
});
export type LogoIcons = z.infer<typeof LogoIconsSchema>;

export const SitePictureSchema = z.object({
  /** The image's default width; `variants` are all its widths, for `srcset`. */
  url: z.string(),
  variants: z.array(ImageVariantSchema),
  alt: I18nTextSchema,
  /** The hero's film; null for every other place, and for a hero that is a still image. */
  video: z.object({ url: z.string(), type: z.enum(VIDEO_TYPES) }).nullable(),
  /** The logo's icons; null for every other place. */
  icons: LogoIconsSchema.nullable(),
  updatedAt: z.string(),
});
export type SitePicture = z.infer<typeof SitePictureSchema>;

/** Every place and its uploaded picture, null where the site's built-in one shows. */
export const RestaurantPicturesSchema = z.object(
  Object.fromEntries(PICTURE_SLOTS.map((slot) => [slot, SitePictureSchema.nullable()])) as Record<
    PictureSlot,
    z.ZodNullable<typeof SitePictureSchema>
  >,
);
export type RestaurantPictures = Record<PictureSlot, SitePicture | null>;
