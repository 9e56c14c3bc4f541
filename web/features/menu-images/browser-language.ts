import type { Lang } from "@shared/contract/common.ts";
import { languageOf } from "@shared/language-rule.ts";

/**
 * The language in the browser, by the same rule as the server's `languageOfRequest`
 * (?lang=, then the cookie, then German): a client loader's Request carries no cookie header.
 */
export function browserLanguage(url: string): Lang {
  return languageOf(url, document.cookie);
}
