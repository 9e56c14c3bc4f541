/** The cookie that remembers a visitor's language choice; the server and the browser read it alike. */
export const LANG_COOKIE = "lang";

const LANG_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`);

/** The raw value of the language cookie in a Cookie header (or `document.cookie`), if any. */
export function langCookieOf(cookies: string | null | undefined): string | undefined {
  return cookies ? LANG_COOKIE_VALUE.exec(cookies)?.[1] : undefined;
}
