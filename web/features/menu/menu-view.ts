import { ALLERGEN_CODES } from "@shared/contract/allergen-tables.ts";
import { NO_FILTER, type MenuFilter } from "./menu-filter";

/**
 * What the menu shows lives in the address, so it can be shared and bookmarked and the server
 * renders it: `?category=<id>` (the first category when absent or unknown), `veg=1` for
 * vegetarian only and one `hide=<code>` per allergen to leave out, as the filter's GET form sends
 * them. Other parameters (the language) are kept.
 */
export const CATEGORY_PARAM = "category";
export const VEG_PARAM = "veg";
export const HIDE_PARAM = "hide";

/** Where the menu's controls are: a link or form sent without script lands there. */
export const MENU_CONTROLS_ID = "menu-controls";

export function categoryOf(search: URLSearchParams): string | null {
  return search.get(CATEGORY_PARAM);
}

export function filterOf(search: URLSearchParams): MenuFilter {
  const hidden = new Set(search.getAll(HIDE_PARAM));
  return {
    vegOnly: search.get(VEG_PARAM) === "1",
    hidden: ALLERGEN_CODES.filter((code) => hidden.has(code)),
  };
}

/** The query with a category chosen (the filter kept). */
export function withCategory(search: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(CATEGORY_PARAM, id);
  return next;
}

/** The query with another filter (the category kept). */
export function withFilter(search: URLSearchParams, filter: MenuFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(VEG_PARAM);
  next.delete(HIDE_PARAM);
  if (filter.vegOnly) next.set(VEG_PARAM, "1");
  for (const code of filter.hidden) next.append(HIDE_PARAM, code);
  return next;
}

export const withoutFilter = (search: URLSearchParams) => withFilter(search, NO_FILTER);

/** A link target on the same page: the query, and the menu's controls as the place to land. */
export const menuHref = (search: URLSearchParams) => `?${search.toString()}#${MENU_CONTROLS_ID}`;
