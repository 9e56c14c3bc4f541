import { demoRestaurantProfile } from "./restaurant-profile.ts";
import type { Lang } from "@shared/contract/common.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { SEED_CHANGE } from "../server/features/history/change.server.ts";
import type { Services } from "../server/services.server.ts";
import { readDemoAsset } from "./demo-assets.ts";
import { menuImageFileName, demoMenuImages } from "./menu-images.ts";
import { toFile } from "./seed-menu.ts";

type Upload = { title: string; file: File };

/**
 * The menu as PDF in both languages (the printed menu staff get at /menu.pdf, drawn from the
 * demo menu just seeded), then the lunch menu images, each pair English first and German
 * right after, as staff upload them: the admin panel shows each as one EN/DE pair, and the
 * newest pair (the last image) leads the public page. Returns the ids of the images.
 */
export async function seedMenuImages(services: Services): Promise<string[]> {
  // pdf-lib is loaded only when a new database is seeded.
  const { renderMenuPdf } = await import("../server/features/printed-menu/menu-pdf.server.ts");
  const pdf = async (lang: Lang, name: string) =>
    toFile(
      await renderMenuPdf(await services.publicData.menu(), lang, todayIso(), {
        name: demoRestaurantProfile.identity.name,
        tagline: demoRestaurantProfile.identity.tagline[lang],
        contact: "",
      }),
      name,
      "application/pdf",
    );
  const imageFile = async (f: (typeof demoMenuImages)[number], lang: Lang) =>
    toFile(
      await readDemoAsset(menuImageFileName(f, lang)),
      menuImageFileName(f, lang),
      "image/webp",
    );

  const pairs: { en: Upload; de: Upload }[] = [
    {
      en: { title: "Menu (PDF)", file: await pdf("en", "menu.pdf") },
      de: { title: "Speisekarte (PDF)", file: await pdf("de", "speisekarte.pdf") },
    },
  ];
  for (const f of demoMenuImages)
    pairs.push({
      en: { title: f.title.en, file: await imageFile(f, "en") },
      de: { title: f.title.de, file: await imageFile(f, "de") },
    });

  const ids: string[] = [];
  for (const pair of pairs) {
    for (const lang of ["en", "de"] as const)
      ids.push(
        (
          await services.menuImages.upload(
            SEED_CHANGE,
            { title: pair[lang].title, language: lang },
            pair[lang].file,
          )
        ).id,
      );
  }
  return ids;
}
