import type { Lang } from "@shared/contract/common.ts";
import { LANG_COOKIE, langCookieOf } from "@shared/lang-cookie.ts";
import { toLang } from "@shared/localize.ts";

export const DEFAULT_LANG: Lang = "de";
export { LANG_COOKIE };
export const LANG_STORAGE_KEY = "lang";
/** How long the language cookie is kept: one year (the privacy policy states this). */
export const LANG_COOKIE_DAYS = 365;

/** The cookie that remembers a choice, as the server sends it and the browser writes it. */
export const langCookie = (lang: Lang) => `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_DAYS * 86_400}; SameSite=Lax`;

/**
 * The language of a request: an explicit `?lang=` wins (each language has its own URL), then
 * the visitor's remembered choice (cookie), then German, the site's default.
 */
export function languageOfRequest(request: Request): Lang {
  return languageOf(request.url, request.headers.get("cookie"));
}

/** The same rule for an address and the cookies that came with it (or `document.cookie`). */
export function languageOf(url: string, cookies: string | null | undefined): Lang {
  const fromQuery = new URL(url).searchParams.get("lang");
  if (fromQuery === "de" || fromQuery === "en") return fromQuery;
  const remembered = langCookieOf(cookies);
  return remembered ? toLang(remembered) : DEFAULT_LANG;
}

/** Remembers the visitor's choice for the server (cookie) and the browser (local storage). */
export function rememberLanguage(lang: Lang): void {
  document.cookie = langCookie(lang);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode may refuse storage; the cookie still carries the choice.
  }
}
