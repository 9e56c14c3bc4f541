import { Hono } from "hono";
import type { PublicData } from "@shared/contract/public-data.ts";
import { LangQuerySchema } from "@shared/contract/public-menu.ts";
import { notFound, parseInput } from "../../http/errors.server.ts";
import { sendPublicJson } from "../../http/representation.server.ts";

const DEFAULT_LANG = "de" as const;

/** GET /api/public/*: no sign-in, the same answer for everyone. */
export function publicRoutes(data: PublicData) {
  return new Hono()
    .get("/menu", async (c) => {
      const { lang } = parseInput(LangQuerySchema, c.req.query());
      return sendPublicJson(c, await data.menu(lang ?? DEFAULT_LANG));
    })
    .get("/opening-hours", async (c) => sendPublicJson(c, await data.openingHours()))
    .get("/special-days", async (c) => {
      const { lang } = parseInput(LangQuerySchema, c.req.query());
      return sendPublicJson(c, await data.specialDays(lang ?? DEFAULT_LANG));
    })
    .get("/announcements", async (c) => {
      const { lang } = parseInput(LangQuerySchema, c.req.query());
      return sendPublicJson(c, await data.announcements(lang ?? DEFAULT_LANG));
    })
    .get("/pdfs/:id", async (c) => {
      const pdf = await data.pdf(c.req.param("id"));
      if (!pdf) throw notFound("PDF not found or deleted");
      return c.json(pdf);
    });
}
