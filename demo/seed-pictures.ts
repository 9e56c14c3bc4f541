import type { PictureSlot } from "@shared/contract/restaurant-pictures.ts";
import { SEED_CHANGE } from "../server/features/history/change.server.ts";
import type { Services } from "../server/services.server.ts";
import { readDemoAsset } from "./demo-assets.ts";
import { toFile } from "./seed-menu.ts";

interface DemoPicture {
  slot: PictureSlot;
  image: { file: string; type: string };
  video?: { file: string; type: string };
  alt: { de: string; en: string };
}

const webp = (file: string) => ({ file: `pictures/${file}`, type: "image/webp" });

/**
 * The demo restaurant's pictures: the drawings the site also carries as its built-in ones, so
 * the demo looks as it always did, but as pictures the owner sees in the admin and replaces
 * one by one. The story page shows none, as before.
 */
export const demoPictures: readonly DemoPicture[] = [
  {
    slot: "logo",
    image: { file: "pictures/logo.png", type: "image/png" },
    alt: { de: "Logo: eine Flamme über einer Schale", en: "Logo: a flame above a bowl" },
  },
  {
    slot: "hero",
    image: webp("hero-poster.webp"),
    video: { file: "pictures/hero.mp4", type: "video/mp4" },
    alt: {
      de: "Warmes Licht und aufsteigende Funken wie über einem Lehmofen",
      en: "Warm light and rising sparks as above a clay oven",
    },
  },
  {
    slot: "about-1",
    image: webp("about-1.webp"),
    alt: {
      de: "Illustration: Kupfertopf mit dampfendem Curry auf dem Herd",
      en: "Illustration: a copper pot of steaming curry on the stove",
    },
  },
  {
    slot: "about-2",
    image: webp("about-2.webp"),
    alt: {
      de: "Illustration: Schälchen mit Kurkuma, Chili, Kardamom und Zimtstangen",
      en: "Illustration: small bowls of turmeric, chilli, cardamom and cinnamon sticks",
    },
  },
  {
    slot: "about-3",
    image: webp("about-3.webp"),
    alt: {
      de: "Illustration: Thali-Platte mit Currys, Reis und Naan",
      en: "Illustration: a thali platter with curries, rice and naan",
    },
  },
];

const fileOf = async ({ file, type }: { file: string; type: string }) =>
  toFile(await readDemoAsset(file), file.slice(file.lastIndexOf("/") + 1), type);

/**
 * Uploads each picture as staff do in the admin, and returns which upload each slot got: the
 * demo's removal takes back only a slot that still shows it.
 */
export async function seedPictures(
  services: Services,
): Promise<{ slot: PictureSlot; uploadKey: string }[]> {
  const seeded: { slot: PictureSlot; uploadKey: string }[] = [];
  for (const picture of demoPictures) {
    await services.pictures.put(
      SEED_CHANGE,
      picture.slot,
      { altDe: picture.alt.de, altEn: picture.alt.en, removeVideo: false },
      {
        image: await fileOf(picture.image),
        video: picture.video ? await fileOf(picture.video) : undefined,
      },
    );
    const row = await services.repos.pictures.find(picture.slot);
    if (row) seeded.push({ slot: picture.slot, uploadKey: row.upload_key });
  }
  return seeded;
}
