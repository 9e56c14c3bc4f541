import type { Lang } from "@shared/contract/common.ts";
import { DEFAULT_LANG, LANG_COOKIE, langOfQuery } from "@shared/language-rule.ts";

export const LANG_STORAGE_KEY = "lang";
/** How long the language cookie is kept: one year (the privacy policy states this). */
export const LANG_COOKIE_DAYS = 365;

/** The cookie that remembers a choice, as the server sends it and the browser writes it. */
export const langCookie = (lang: Lang) =>
  `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_DAYS * 86_400}; SameSite=Lax`;

/** Remembers the visitor's choice for the server (cookie) and the browser (local storage). */
export function rememberLanguage(lang: Lang): void {
  document.cookie = langCookie(lang);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode may refuse storage; the cookie still carries the choice.
  }
}

/** The language the server drew the page in, as its `<html lang>` says. */
export function langOfDocument(): Lang {
  return langOfQuery(document.documentElement.lang) ?? DEFAULT_LANG;
}
