import type { ShouldRevalidateFunctionArgs } from "react-router";
import { langOfSearch } from "~/shared/i18n/lang-url";

/**
 * Query parameters that only choose what a page shows of data it already has (the menu's
 * category and filter, the menu-image group, the map): the server renders them, and in the browser a
 * change of them is instant, without asking the loaders again.
 */
export const VIEW_STATE_PARAMS = ["category", "veg", "hide", "group", "image", "map"] as const;

const withoutViewState = (url: URL) => {
  const params = new URLSearchParams(url.search);
  for (const name of VIEW_STATE_PARAMS) params.delete(name);
  return `${url.pathname}?${params.toString()}`;
};

/**
 * For routes' `shouldRevalidate`: a navigation that changes only view-state parameters keeps the
 * loaded data. Everything else (another page, another language, an explicit revalidation, a
 * form sent by POST) follows React Router's default.
 */
export function revalidateUnlessViewState({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (langOfSearch(currentUrl.search) !== langOfSearch(nextUrl.search)) return defaultShouldRevalidate;
  return withoutViewState(currentUrl) === withoutViewState(nextUrl) ? false : defaultShouldRevalidate;
}
