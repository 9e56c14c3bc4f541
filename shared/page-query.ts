import { ALLERGEN_CODES } from "./contract/allergen-tables.ts";

/**
 * The query parameters the site's pages read. The server's response cache keys pages on these
 * alone and sends any other parameter away with a redirect to the clean address, so a random
 * parameter cannot make the server render (server/http/response-cache.server.ts).
 */

/**
 * Parameters that only choose what a page shows of data it already has (the menu's category and
 * filter, the menu-image group, the map): the server renders them, and in the browser a change
 * of them is instant, without asking the loaders again.
 */
export const VIEW_STATE_PARAMS = ["category", "veg", "hide", "group", "image", "map"] as const;

/** `lang` shows a language, `set-lang` stores the choice (web/lib/i18n/language-choice.ts). */
export const LANGUAGE_PARAMS = ["lang", "set-lang"] as const;

/** React Router's own: single-fetch data requests (`.data?_routes=`, `?index`) and lazy route discovery. */
export const ROUTER_PARAMS = ["_routes", "index", "paths", "version"] as const;

/**
 * Read in the browser by one page only: the first admin's setup link and a team invite's link.
 * The server renders and keys these pages without them, so a token is never part of a kept
 * page and a thousand tokens cost one render.
 */
export const BROWSER_ONLY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/admin/setup": ["token"],
  "/admin/invite": ["token"],
};

export const PAGE_PARAMS: readonly string[] = [
  ...VIEW_STATE_PARAMS,
  ...LANGUAGE_PARAMS,
  ...ROUTER_PARAMS,
];

const LANGS: readonly string[] = ["de", "en"];
const ALLERGENS: readonly string[] = ALLERGEN_CODES;

/**
 * The values a page can make something of, where they are few: another value is dropped like an
 * unknown parameter. Those naming content or the build (a category, an image group, React
 * Router's route ids and version) are checked by the server before it renders
 * (server/pages/page-query-check.server.ts).
 */
export const PAGE_PARAM_VALUES: Readonly<Record<string, (value: string) => boolean>> = {
  lang: (value) => LANGS.includes(value),
  "set-lang": (value) => LANGS.includes(value),
  veg: (value) => value === "1",
  map: (value) => value === "1",
  hide: (value) => ALLERGENS.includes(value),
  // React Router marks a request for an index route with an empty `index`.
  index: (value) => value === "",
};

/** The one parameter a page reads several values of; another one repeated is dropped. */
export const REPEATABLE_PARAMS: readonly string[] = ["hide"];
