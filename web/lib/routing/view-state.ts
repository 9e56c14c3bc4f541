import type { ShouldRevalidateFunctionArgs } from "react-router";
import { VIEW_STATE_PARAMS } from "@shared/page-query.ts";
import { langOfSearch } from "~/lib/i18n/lang-url";

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
export function revalidateUnlessViewState({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (langOfSearch(currentUrl.search) !== langOfSearch(nextUrl.search))
    return defaultShouldRevalidate;
  return withoutViewState(currentUrl) === withoutViewState(nextUrl)
    ? false
    : defaultShouldRevalidate;
}
