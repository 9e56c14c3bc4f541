import type { Db } from "../db/database.server.ts";
import type { Services } from "../services.server.ts";
import { readDemoAsset } from "./demo-assets.server.ts";
import { demoMenu } from "./demo-menu.ts";
import { flyerFileName, lunchFlyers } from "./lunch-flyers.ts";

interface Pair {
  en: { title: string; file: File };
  de: { title: string; file: File };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The upload service takes a File, as from a form; copying gives File the ArrayBuffer-backed bytes it wants. */
const toFile = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/**
 * Uploads each pair English first, German right after, so the admin panel shows them as one
 * EN/DE pair (created within 5 seconds). Older pairs are then dated a day apart, as if staff
 * had uploaded them on different days: the newest pair leads the public page, and no two
 * pairs fall into one 5-second window.
 */
async function uploadPairs(db: Db, services: Services, pairs: readonly Pair[]): Promise<void> {
  for (const [index, pair] of pairs.entries()) {
    const uploaded = [
      await services.menuImages.upload({ title: pair.en.title, language: "en" }, pair.en.file),
      await services.menuImages.upload({ title: pair.de.title, language: "de" }, pair.de.file),
    ];
    const daysBack = pairs.length - 1 - index;
    if (daysBack === 0) continue;
    for (const image of uploaded) {
      const createdAt = new Date(Date.parse(image.createdAt) - daysBack * DAY_MS).toISOString();
      await db.updateTable("menu_images").set({ created_at: createdAt }).where("id", "=", image._id).execute();
    }
  }
}

/** The menu as PDF in both languages, then the lunch flyers (drawn once, read from server/demo/assets). */
export async function seedMiddayImages(db: Db, services: Services): Promise<void> {
  // pdf-lib is a tenth of a second of start-up: loaded only when a new database is seeded.
  const { renderMenuPdf } = await import("./menu-pdf.server.ts");
  const pdf = async (lang: "en" | "de", name: string) => toFile(await renderMenuPdf(demoMenu, lang), name, "application/pdf");
  const pairs: Pair[] = [
    { en: { title: "Menu (PDF)", file: await pdf("en", "menu.pdf") }, de: { title: "Speisekarte (PDF)", file: await pdf("de", "speisekarte.pdf") } },
  ];
  for (const flyer of lunchFlyers) {
    const file = async (lang: "en" | "de") => toFile(await readDemoAsset(flyerFileName(flyer, lang)), flyerFileName(flyer, lang), "image/webp");
    pairs.push({ en: { title: flyer.title.en, file: await file("en") }, de: { title: flyer.title.de, file: await file("de") } });
  }
  await uploadPairs(db, services, pairs);
}
