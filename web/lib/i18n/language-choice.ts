import type { Lang } from "@shared/contract/common.ts";

/**
 * The language switch is a link to the same page with `?set-lang=en`. The server remembers the
 * choice in the language cookie and sends the visitor on to the page without the parameter, so
 * the switch works without script; once React runs, the switch does the same in the browser.
 * A plain `?lang=` shows a language without storing anything.
 */
export const SET_LANG_PARAM = "set-lang";

/** The page's query without its language: the remembered choice decides once it is dropped. */
export function searchWithoutLang(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete("lang");
  params.delete(SET_LANG_PARAM);
  return params;
}

/** The switch's address for `lang` on the page at `pathname` + `search`. */
export function switchHref(pathname: string, search: string, lang: Lang): string {
  const params = searchWithoutLang(search);
  params.set(SET_LANG_PARAM, lang);
  return `${pathname}?${params.toString()}`;
}

/** A request that chooses a language: the choice and the address to continue to, or null. */
export function languageChoiceOf(url: URL): { lang: Lang; continueTo: string } | null {
  const lang = url.searchParams.get(SET_LANG_PARAM);
  if (lang !== "de" && lang !== "en") return null;
  const query = searchWithoutLang(url.search).toString();
  return { lang, continueTo: `${url.pathname}${query ? `?${query}` : ""}` };
}
