import type { Lang } from "./contract/common.ts";

/**
 * The one rule for the language of a request, used by the pages and their `.data` requests, the
 * PDFs, the not-found pages, the public API and the admin: an explicit `?lang=de|en` wins (each
 * language has its own address), then the visitor's remembered choice (the cookie), then German,
 * the site's default. A remembered code counts as German if it starts with "de", otherwise
 * English (docs/product.md, "Rules"), so a cookie of `fr` or `xx` reads as English everywhere.
 */
export const DEFAULT_LANG: Lang = "de";

/** The cookie that remembers a visitor's language choice; the server and the browser read it alike. */
export const LANG_COOKIE = "lang";

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`);

/** The language a code stands for: German if it starts with "de", otherwise English. */
export function toLang(code: string): Lang {
  return code.toLowerCase().startsWith("de") ? "de" : "en";
}

/** The language of an explicit `?lang=`, or null when the address names none it knows. */
export function langOfQuery(value: string | null | undefined): Lang | null {
  return value === "de" || value === "en" ? value : null;
}

/** The remembered choice in a Cookie header (or `document.cookie`), if there is one. */
export function rememberedLanguage(cookies: string | null | undefined): Lang | undefined {
  const value = cookies ? LANG_COOKIE_VALUE.exec(cookies)?.[1] : undefined;
  return value === undefined ? undefined : toLang(value);
}

/** The rule for an address and the cookies that came with it (or `document.cookie`). */
export function languageOf(url: string | URL, cookies: string | null | undefined): Lang {
  return (
    langOfQuery(new URL(url).searchParams.get("lang")) ??
    rememberedLanguage(cookies) ??
    DEFAULT_LANG
  );
}

/** The rule for a request: its address and its Cookie header. */
export function languageOfRequest(request: Request): Lang {
  return languageOf(request.url, request.headers.get("cookie"));
}
