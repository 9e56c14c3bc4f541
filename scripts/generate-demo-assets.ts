/**
 * Draws the midday flyers of the demo content into server/demo/assets/ as WebP files.
 *
 * The flyers carry text, and text needs fonts that a fresh machine may lack; so they are
 * drawn once here (where DejaVu or Liberation fonts exist) and the results are committed.
 * The seed only reads the finished files. Run again after changing server/demo/lunch-flyers.ts:
 *
 *   npx tsx scripts/generate-demo-assets.ts
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEMO_ASSETS_SOURCE_DIR } from "../server/demo/demo-assets.server.ts";
import { renderDishIllustration } from "../server/demo/dish-illustration.server.ts";
import { FLYER_PHOTO, flyerSvg } from "../server/demo/flyer-artwork.ts";
import { flyerFileName, lunchFlyers } from "../server/demo/lunch-flyers.ts";

/** Small enough to upload quickly, large enough for a phone screen. */
const MAX_BYTES = 80 * 1024;

async function encodeWithinBudget(svg: string): Promise<Buffer> {
  const raster = await sharp(Buffer.from(svg)).png().toBuffer();
  for (let quality = 82; quality >= 40; quality -= 6) {
    const webp = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES) return webp;
  }
  throw new Error("A flyer does not fit in 80 KB even at quality 40; simplify its artwork.");
}

await fs.mkdir(DEMO_ASSETS_SOURCE_DIR, { recursive: true });
for (const [index, flyer] of lunchFlyers.entries()) {
  const illustration = await renderDishIllustration(flyer.photo, 1000 + index, false);
  const photo = await sharp(illustration).resize(FLYER_PHOTO.width, FLYER_PHOTO.height).png().toBuffer();
  for (const lang of ["en", "de"] as const) {
    const webp = await encodeWithinBudget(flyerSvg(flyer, lang, photo.toString("base64")));
    const file = path.join(DEMO_ASSETS_SOURCE_DIR, flyerFileName(flyer, lang));
    await fs.writeFile(file, webp);
    console.log(`${path.relative(process.cwd(), file)}: ${Math.round(webp.length / 1024)} KB`);
  }
}
