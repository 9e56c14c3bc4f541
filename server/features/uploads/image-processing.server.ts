import sharp, { type Metadata } from "sharp";
import { HttpError } from "../../http/errors.server.ts";

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const DEFAULT_IMAGE_WIDTH = 800;
/** Refuses decompression bombs before decoding: 70 megapixels covers any phone photo. */
export const MAX_INPUT_PIXELS = 70_000_000;

const ACCEPTED = "Only JPEG, PNG, WebP or AVIF images are accepted.";

export interface EncodedImage {
  width: number;
  data: Buffer;
}

sharp.cache(false);
sharp.concurrency(1);

/**
 * Decodes an upload whatever its name or declared type says, and re-encodes it to WebP at
 * the configured widths (never upscaled), rotated upright, with all metadata dropped.
 */
export async function encodeImageVariants(input: Buffer): Promise<EncodedImage[]> {
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size check below runs before any decoding.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, ACCEPTED);
  }
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!(meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || isAvif)) {
    throw new HttpError(415, ACCEPTED);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, "The image has too many pixels (at most 70 megapixels).");
  }
  const sourceWidth = (meta.autoOrient?.width ?? meta.width);
  const widths = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(Math.min(sourceWidth, IMAGE_WIDTHS[0]) as (typeof IMAGE_WIDTHS)[number]);
  try {
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new HttpError(415, "The image could not be read. Please upload a valid JPEG, PNG, WebP or AVIF file.");
  }
}

export function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= DEFAULT_IMAGE_WIDTH);
  return fitting.length ? Math.max(...fitting) : Math.min(...widths);
}
