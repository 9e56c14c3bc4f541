import type { Lang } from "@shared/contract/common.ts";
import type { PublicData } from "@shared/contract/public-data.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { addressLines } from "@shared/restaurant.ts";
import type { PrintedIdentity } from "./pdf-job.server.ts";
import { createPdfThread } from "./pdf-thread.server.ts";

/**
 * The printed menu and the table cards, drawn from the live public menu on each call; the
 * response cache keeps the finished file until the content changes or the date does (the menu
 * prints its date). They are drawn on a worker thread (pdf-thread.server.ts), given the menu as
 * plain data: at the menu's size a render takes over a second, which on the main thread every
 * visitor would wait for.
 */
export function createPrintedMenu(data: PublicData, siteUrl: string) {
  const thread = createPdfThread();
  const identityOf = async (lang: Lang): Promise<PrintedIdentity> => {
    const { identity, address, phone } = await data.profile();
    const contact = [addressLines(address).join(", "), phone?.display ?? ""].filter(Boolean);
    return { name: identity.name, tagline: identity.tagline[lang], contact: contact.join(" · ") };
  };
  return {
    /** The restaurant's name, for the file's name. */
    name: async () => (await data.profile()).identity.name,
    menu: async (lang: Lang) =>
      thread.render({
        kind: "menu",
        menu: await data.menu(),
        lang,
        today: todayIso(),
        identity: await identityOf(lang),
      }),
    tableCards: async (lang: Lang) =>
      thread.render({ kind: "tableCards", lang, siteUrl, identity: await identityOf(lang) }),
  };
}
export type PrintedMenu = ReturnType<typeof createPrintedMenu>;
