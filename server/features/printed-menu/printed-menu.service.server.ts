import type { Lang } from "@shared/contract/common.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";

/**
 * The printed menu and the table cards, drawn from the live public menu on each call; the
 * response cache keeps the finished file until the content changes or the date does (the menu
 * prints its date).
 */
export function createPrintedMenu(data: PublicData, siteUrl: string) {
  return {
    // The drawing code and pdf-lib load on the first request, not at start-up.
    menu: async (lang: Lang) => {
      const { renderMenuPdf } = await import("./menu-pdf.server.ts");
      return renderMenuPdf(await data.menu(lang), lang, todayIso());
    },
    tableCards: async (lang: Lang) => {
      const { renderTableCardsPdf } = await import("./table-cards-pdf.server.ts");
      return renderTableCardsPdf(lang, siteUrl);
    },
  };
}
export type PrintedMenu = ReturnType<typeof createPrintedMenu>;
