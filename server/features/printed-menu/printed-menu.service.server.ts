import type { Lang } from "@shared/contract/common.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import type { ContentVersion } from "../public/content-version.server.ts";

export interface PrintedFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** Changes with every admin write and every new day (the printed date). */
  etag: string;
}

/**
 * The printed menu and the table cards, drawn from the live public menu. Each is made once and
 * kept until the next admin change, or the next day for the menu (it prints its date).
 */
export function createPrintedMenu(data: PublicData, content: ContentVersion, siteUrl: string) {
  const cache = new Map<string, Promise<PrintedFile>>();
  let day = todayIso();
  content.onChange(() => cache.clear());

  function cached(key: string, make: () => Promise<Uint8Array>): Promise<PrintedFile> {
    const today = todayIso();
    if (today !== day) {
      cache.clear();
      day = today;
    }
    let hit = cache.get(key);
    if (!hit) {
      const etag = `"${key}-${content.get()}-${today}"`;
      hit = make().then((bytes) => ({ bytes: new Uint8Array(bytes), etag }));
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  }

  return {
    // The drawing code and pdf-lib load on the first request, not at start-up.
    menu: (lang: Lang) =>
      cached(`menu-${lang}`, async () => {
        const { renderMenuPdf } = await import("./menu-pdf.server.ts");
        return renderMenuPdf(await data.menu(lang), lang, todayIso());
      }),
    tableCards: (lang: Lang) =>
      cached(`table-cards-${lang}`, async () => {
        const { renderTableCardsPdf } = await import("./table-cards-pdf.server.ts");
        return renderTableCardsPdf(lang, siteUrl);
      }),
  };
}
export type PrintedMenu = ReturnType<typeof createPrintedMenu>;
