/** The public pages, for the sitemap and the language alternates. Each exists in German and English (`?lang=`). */
export const PUBLIC_PAGES = ["/", "/about", "/menu", "/contact", "/middaydiscount", "/our-story", "/impressum", "/datenschutz"] as const;

/** The URL of a page in one language: German is the default, so it carries no parameter-free ambiguity. */
export function pageUrl(siteUrl: string, path: string, lang: "de" | "en"): string {
  return `${siteUrl}${path}?lang=${lang}`;
}
