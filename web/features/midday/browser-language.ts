import type { Lang } from "@shared/contract/common.ts";
import { toLang } from "@shared/localize.ts";
import { DEFAULT_LANG, LANG_COOKIE } from "~/shared/i18n/language";

/**
 * The language in the browser, by the same rule as the server's `languageOfRequest`
 * (?lang=, then the cookie, then German): a client loader's Request carries no cookie header.
 */
export function browserLanguage(url: string): Lang {
  const fromQuery = new URL(url).searchParams.get("lang");
  if (fromQuery === "de" || fromQuery === "en") return fromQuery;
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`).exec(document.cookie);
  return match?.[1] ? toLang(match[1]) : DEFAULT_LANG;
}
