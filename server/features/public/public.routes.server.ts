import { Hono } from "hono";
import type { PublicData } from "@shared/contract/public-data.ts";
import { toAnnouncementWire } from "@shared/contract/announcement-wire-codec.ts";
import { toPublicMenuWire } from "@shared/contract/public-menu.ts";
import { toSpecialDayWire } from "@shared/contract/special-day-wire-codec.ts";
import { notFound } from "../../http/errors.server.ts";
import { sendPublicJson } from "../../http/representation.server.ts";
import { requestLanguage } from "../../http/request-language.server.ts";

/** GET /api/public/*: no sign-in, in the language the pages would show. */
export function publicRoutes(data: PublicData) {
  return new Hono()
    .get("/menu", async (c) => {
      const lang = requestLanguage(c);
      return sendPublicJson(c, toPublicMenuWire(await data.menu(), lang));
    })
    .get("/opening-hours", async (c) => sendPublicJson(c, await data.openingHours()))
    .get("/special-days", async (c) => {
      const lang = requestLanguage(c);
      return sendPublicJson(
        c,
        (await data.specialDays()).map((day) => toSpecialDayWire(day, lang)),
      );
    })
    .get("/announcements", async (c) => {
      const lang = requestLanguage(c);
      return sendPublicJson(
        c,
        (await data.announcements()).map((announcement) => toAnnouncementWire(announcement, lang)),
      );
    })
    .get("/pdfs/:id", async (c) => {
      const pdf = await data.pdf(c.req.param("id"));
      if (!pdf) throw notFound("pdfNotFound");
      return c.json(pdf);
    });
}
