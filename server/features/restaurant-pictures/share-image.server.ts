import sharp, { type OverlayOptions } from "sharp";

/** The size every chat app and social network shows a shared link's picture in. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const LOGO_PLATE = 264;
const LOGO_SIDE = 216;
const MARGIN = 48;

/**
 * The restaurant's own share picture: its hero still cropped to 1200×630 (the part sharp finds
 * most telling), its logo on a plate of the header's ink in the lower left corner so it reads on
 * any photo. No text: a text would need fonts the server may not have, and the page's title
 * stands beside the picture anyway. Without a still, the ink alone carries the logo.
 */
export async function renderShareImage(
  still: Buffer | null,
  logo: Buffer | null,
  ground: string,
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const base = still
    ? sharp(still).resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    : sharp({ create: { width, height, channels: 3, background: ground } });
  const layers: OverlayOptions[] = [];
  if (logo) {
    // Drawn by sharp itself: the server decodes no SVG (only the image loaders it allows).
    const plate = await sharp({
      create: { width: LOGO_PLATE, height: LOGO_PLATE, channels: 4, background: ground },
    })
      .png()
      .toBuffer();
    const mark = await sharp(logo)
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const top = height - LOGO_PLATE - MARGIN;
    const inset = (LOGO_PLATE - LOGO_SIDE) / 2;
    layers.push(
      { input: plate, left: MARGIN, top },
      { input: mark, left: MARGIN + inset, top: top + inset },
    );
  }
  // Composited first, then encoded: sharp applies the resize before the layers.
  const composed = await base.composite(layers).png().toBuffer();
  return sharp(composed)
    .flatten({ background: ground })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
