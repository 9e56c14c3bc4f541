/**
 * Draws the demo pictures into demo/assets/ as WebP files: one photo per demo dish and the
 * menu images. Run again after changing the demo menu or the menu images, and commit the result:
 *
 *   npm run demo:assets
 *
 * The seed only reads the finished files, so starting a new site costs no drawing. The menu images
 * carry text, which needs fonts a fresh machine may lack: another reason to draw once, here.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { renderDishIllustration } from "./artwork/dish-illustration.ts";
import { ARTWORK_PHOTO, menuImageSvg } from "./artwork/menu-image-artwork.ts";
import { DEMO_ASSETS_DIR, dishImageFileName } from "./demo-assets.ts";
import { demoMenu } from "./demo-menu.ts";
import { menuImageFileName, demoMenuImages } from "./menu-images.ts";

/** Small enough to upload quickly, large enough for a phone screen. */
const ARTWORK_MAX_BYTES = 80 * 1024;
/** The upload pipeline makes its own widths from this; 960 px covers the largest card. */
const DISH_PHOTO_WIDTH = 960;

async function encodeWithinBudget(svg: string): Promise<Buffer> {
  const raster = await sharp(Buffer.from(svg)).png().toBuffer();
  for (let quality = 82; quality >= 40; quality -= 6) {
    const webp = await sharp(raster).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= ARTWORK_MAX_BYTES) return webp;
  }
  throw new Error("A menu image does not fit in 80 KB even at quality 40; simplify its artwork.");
}

async function write(fileName: string, bytes: Buffer): Promise<void> {
  const file = path.join(DEMO_ASSETS_DIR, fileName);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${Math.round(bytes.length / 1024)} KB`);
}

for (const [index, dish] of demoMenu.flatMap((c) => c.dishes).entries()) {
  const png = await renderDishIllustration(dish.visual, index, dish.isSpicy);
  await write(
    dishImageFileName(dish),
    await sharp(png).resize(DISH_PHOTO_WIDTH).webp({ quality: 72, effort: 6 }).toBuffer(),
  );
}

for (const [index, image] of demoMenuImages.entries()) {
  const illustration = await renderDishIllustration(image.photo, 1000 + index, false);
  const photo = await sharp(illustration)
    .resize(ARTWORK_PHOTO.width, ARTWORK_PHOTO.height)
    .png()
    .toBuffer();
  for (const lang of ["en", "de"] as const) {
    await write(
      menuImageFileName(image, lang),
      await encodeWithinBudget(menuImageSvg(image, lang, photo.toString("base64"))),
    );
  }
}
