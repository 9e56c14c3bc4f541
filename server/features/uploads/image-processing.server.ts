import sharp, { type Metadata } from "sharp";
import { DomainError } from "../../domain-error.server.ts";

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const DEFAULT_IMAGE_WIDTH = 800;
/** Refuses decompression bombs before decoding: 70 megapixels covers any phone photo. */
export const MAX_INPUT_PIXELS = 70_000_000;
/** The longest side WebP can hold: a variant of a tall, narrow image is made no wider than keeps it within. */
export const WEBP_MAX_SIDE = 16_383;

export interface EncodedImage {
  width: number;
  data: Buffer;
}

sharp.cache(false);
sharp.concurrency(1);
// Only the loaders of the accepted formats may run, from a buffer: libvips would otherwise try
// each of its loaders (TIFF, SVG, PDF, …) on an upload before our format check sees it.
// AVIF comes through the HEIF loader.
sharp.block({ operation: ["VipsForeignLoad"] });
export const ALLOWED_LOADERS = [
  "VipsForeignLoadJpegBuffer",
  "VipsForeignLoadPngBuffer",
  "VipsForeignLoadWebpBuffer",
  "VipsForeignLoadHeifBuffer",
];
sharp.unblock({ operation: ALLOWED_LOADERS });

/**
 * One image decode at a time per process; the others wait their turn. Each decode holds a
 * full-size bitmap (up to 70 megapixels, about 280 MB) and a thread of the pool that also reads
 * uploads from disk, so parallel uploads would multiply the memory and starve the file reads.
 */
let queue: Promise<unknown> = Promise.resolve();
/** How many decodes run now, and the most that ever ran at once (read by the tests). */
export const imageDecodes = { running: 0, peak: 0 };

function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    imageDecodes.running += 1;
    imageDecodes.peak = Math.max(imageDecodes.peak, imageDecodes.running);
    try {
      return await job();
    } finally {
      imageDecodes.running -= 1;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Decodes an upload whatever its name or declared type says, and re-encodes it to WebP at
 * the configured widths (never upscaled), rotated upright, with all metadata dropped.
 */
export function encodeImageVariants(input: Buffer): Promise<EncodedImage[]> {
  return oneAtATime(() => encodeNow(input));
}

async function encodeNow(input: Buffer): Promise<EncodedImage[]> {
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size check below runs before any decoding.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("imageFormat");
  }
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!(meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || isAvif)) {
    throw new DomainError("imageFormat");
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new DomainError("tooManyPixels");
  }
  const widths = variantWidths(
    meta.autoOrient?.width ?? meta.width,
    meta.autoOrient?.height ?? meta.height,
  );
  try {
    const variants: EncodedImage[] = [];
    for (const width of widths) {
      const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer();
      variants.push({ width, data });
    }
    return variants;
  } catch {
    throw new DomainError("imageUnreadable");
  }
}

/**
 * The configured widths the image reaches, or its own width when it is narrower than all of
 * them (down to one pixel), each no wider than keeps the variant's height within WebP's limit.
 */
export function variantWidths(width: number, height: number): number[] {
  const widest = Math.min(width, Math.floor((WEBP_MAX_SIDE * width) / height));
  if (widest < 1) throw new DomainError("imageProportions", { params: { max: WEBP_MAX_SIDE } });
  const widths = IMAGE_WIDTHS.filter((w) => w <= widest);
  return widths.length > 0 ? widths : [widest];
}

export function defaultWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= DEFAULT_IMAGE_WIDTH);
  return fitting.length ? Math.max(...fitting) : Math.min(...widths);
}

/** A logo is a PNG, JPEG or WebP: the formats every browser and icon reader takes from it. */
export async function assertLogoFormat(input: Buffer): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: false }).metadata()).format;
  } catch {
    throw new DomainError("logoFormat");
  }
  if (format !== "png" && format !== "jpeg" && format !== "webp")
    throw new DomainError("logoFormat");
}

export interface SquareIcon {
  size: number;
  /** A home-screen icon the system crops to a circle or a rounded square: the image stays in the middle 80 % on an opaque ground. */
  maskable: boolean;
}

/**
 * Square PNG icons of an image (checked by encodeImageVariants first): the image fitted whole,
 * on a transparent ground, or for a maskable icon on the given ground colour.
 */
export function renderSquareIcons(
  input: Buffer,
  icons: readonly SquareIcon[],
  ground: string,
): Promise<Buffer[]> {
  return oneAtATime(async () => {
    const out: Buffer[] = [];
    for (const icon of icons) {
      const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
      const pad = Math.floor((icon.size - inner) / 2);
      const background = icon.maskable ? ground : { r: 0, g: 0, b: 0, alpha: 0 };
      out.push(
        await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .rotate()
          .resize(inner, inner, { fit: "contain", background })
          .extend({
            top: pad,
            left: pad,
            bottom: icon.size - inner - pad,
            right: icon.size - inner - pad,
            background,
          })
          .flatten(icon.maskable ? { background: ground } : false)
          .png({ compressionLevel: 9 })
          .toBuffer(),
      );
    }
    return out;
  });
}
