/**
 * The public pages, the one list of them: `web/routes.ts` mounts each (its route module is
 * `web/routes/<name>.tsx`, `home` for "/"), the sitemap and the language alternates list them and
 * `npm run bench` measures them. Each exists in German and English (`?lang=`). The PDF viewer
 * (`/pdf/:id`) and the not-found page are routes too, but no page of their own to list.
 */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/menu",
  "/contact",
  "/middaydiscount",
  "/our-story",
  "/impressum",
  "/datenschutz",
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The route module of a public page, under web/. */
export const routeModuleOf = (page: PublicPage) =>
  `routes/${page === "/" ? "home" : page.slice(1)}.tsx`;

/** The URL of a page in one language: German is the default, so it carries no parameter-free ambiguity. */
export function pageUrl(siteUrl: string, path: string, lang: "de" | "en"): string {
  return `${siteUrl}${path}?lang=${lang}`;
}
