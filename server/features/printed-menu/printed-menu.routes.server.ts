import { Hono, type Context } from "hono";
import { LangQuerySchema } from "@shared/contract/public-menu.ts";
import { restaurant } from "@shared/restaurant.ts";
import { parseInput } from "../../http/errors.server.ts";
import { ifNoneMatch } from "../../http/representation.server.ts";
import type { PrintedFile, PrintedMenu } from "./printed-menu.service.server.ts";

const FILE_NAMES = {
  menu: { de: "speisekarte.pdf", en: "menu.pdf" },
  cards: { de: "tischaufsteller.pdf", en: "table-cards.pdf" },
} as const;

/** Revalidated on every use: the ETag changes with the content, so a stale print is never served. */
function sendPdf(c: Context, file: PrintedFile, name: string): Response {
  const headers = { etag: file.etag, "cache-control": "no-cache" };
  if (ifNoneMatch(c.req.header("if-none-match"), file.etag)) return c.body(null, 304, headers);
  const slug = restaurant.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return c.body(file.bytes, 200, { ...headers, "content-type": "application/pdf", "content-disposition": `inline; filename="${slug}-${name}"` });
}

/** GET /menu.pdf and /table-cards.pdf, in German unless ?lang=en. */
export function printedMenuRoutes(printed: PrintedMenu) {
  return new Hono()
    .get("/menu.pdf", async (c) => {
      const lang = parseInput(LangQuerySchema, c.req.query()).lang ?? "de";
      return sendPdf(c, await printed.menu(lang), FILE_NAMES.menu[lang]);
    })
    .get("/table-cards.pdf", async (c) => {
      const lang = parseInput(LangQuerySchema, c.req.query()).lang ?? "de";
      return sendPdf(c, await printed.tableCards(lang), FILE_NAMES.cards[lang]);
    });
}
