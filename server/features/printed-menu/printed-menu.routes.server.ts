import { Hono, type Context } from "hono";
import { sendRepresentation } from "../../http/representation.server.ts";
import { requestLanguage } from "../../http/request-language.server.ts";
import type { PrintedMenu } from "./printed-menu.service.server.ts";

const FILE_NAMES = {
  menu: { de: "speisekarte.pdf", en: "menu.pdf" },
  cards: { de: "tischaufsteller.pdf", en: "table-cards.pdf" },
} as const;

/**
 * Revalidated on every use (the response cache answers If-None-Match): the ETag changes with the
 * file, so a stale print is never served. Compressed like a page: the fonts are packed already,
 * but the drawn text is not, and gzip spares about a sixth of the file.
 */
function sendPdf(c: Context, pdf: Uint8Array, name: string, restaurantName: string): Response {
  const slug =
    restaurantName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "restaurant";
  return sendRepresentation(c, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), {
    contentType: "application/pdf",
    cacheControl: "no-cache",
    headers: new Headers({ "content-disposition": `inline; filename="${slug}-${name}"` }),
  });
}

/** GET /menu.pdf and /table-cards.pdf in the visitor's language. */
export function printedMenuRoutes(printed: PrintedMenu) {
  return new Hono()
    .get("/menu.pdf", async (c) => {
      const lang = requestLanguage(c);
      return sendPdf(c, await printed.menu(lang), FILE_NAMES.menu[lang], await printed.name());
    })
    .get("/table-cards.pdf", async (c) => {
      const lang = requestLanguage(c);
      return sendPdf(
        c,
        await printed.tableCards(lang),
        FILE_NAMES.cards[lang],
        await printed.name(),
      );
    });
}
