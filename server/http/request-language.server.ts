import type { Context } from "hono";
import type { Lang } from "@shared/contract/common.ts";
import { LangQuerySchema } from "@shared/contract/public-menu.ts";
import { languageOfRequest } from "@shared/language-rule.ts";
import { parseInput } from "./errors.server.ts";

/**
 * The language rule of the pages (shared/language-rule.ts) for the public API and the PDFs,
 * which refuse a `?lang=` other than de or en with a 400 where a page ignores it. Their answers
 * are revalidated on every use (no-cache, ETag), so one that follows the cookie is never served
 * to a visitor of the other language.
 */
export function requestLanguage(c: Context): Lang {
  parseInput(LangQuerySchema, c.req.query());
  return languageOfRequest(c.req.raw);
}
