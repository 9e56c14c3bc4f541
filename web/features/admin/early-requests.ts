import type { Category } from "@shared/contract/category.ts";
import type { CategoryWire } from "@shared/contract/category-wire.ts";
import { fromCategoryWire } from "@shared/contract/category-wire-codec.ts";
import type { Dish } from "@shared/contract/dish.ts";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import { fromDishWire } from "@shared/contract/dish-wire-codec.ts";
import type { Me } from "@shared/contract/team.ts";
import type { MeWire } from "@shared/contract/team-wire.ts";
import { fromMeWire } from "@shared/contract/team-wire-codec.ts";
import { apiRequest } from "~/lib/api/client";
import { readToken, TOKEN_KEY } from "~/lib/api/token";

/** What the panel first needs with a token: who is signed in, and what "Heute" lists. */
const EARLY_PATHS = ["/api/auth/me", "/api/dishes", "/api/categories"] as const;
type EarlyPath = (typeof EARLY_PATHS)[number];

interface EarlyRequests {
  token: string;
  answers: Partial<Record<EarlyPath, Promise<Response | undefined>>>;
}

declare global {
  interface Window {
    __adminEarly?: EarlyRequests;
  }
}

/**
 * Runs in the admin page as the browser reads it: with a stored token, the first requests go
 * out at once, while the panel's code still loads and starts (on a slow phone, seconds).
 * A request that fails here is simply asked again by the panel.
 */
export const EARLY_REQUESTS_SCRIPT = `(() => {
  try {
    const token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
    if (!token) return;
    const headers = { accept: "application/json", authorization: "Bearer " + token };
    const answers = {};
    for (const path of ${JSON.stringify(EARLY_PATHS)})
      answers[path] = fetch(path, { headers }).catch(() => undefined);
    window.__adminEarly = { token, answers };
  } catch {}
})();`;

/** The early answer for this path, once, and only for the session that asked for it. */
async function takeEarly(path: EarlyPath): Promise<Response | undefined> {
  const early = typeof window === "undefined" ? undefined : window.__adminEarly;
  if (!early || early.token !== readToken()) return undefined;
  const answer = early.answers[path];
  delete early.answers[path];
  return answer;
}

/** The same requests as the panel's own, answered early when the page already asked. */
export const earlyApi = {
  /** Read as the one shape of the signed-in account. */
  me: async (signal: AbortSignal): Promise<Me> =>
    fromMeWire(
      await apiRequest<MeWire>("/api/auth/me", {
        signal,
        answer: await takeEarly("/api/auth/me"),
      }),
    ),
  /** Read as the one shape of a dish, as `dishesApi` reads it. */
  dishes: async (signal: AbortSignal): Promise<Dish[]> =>
    (
      await apiRequest<DishWire[]>("/api/dishes", {
        signal,
        answer: await takeEarly("/api/dishes"),
      })
    ).map(fromDishWire),
  /** Read as the one shape of a category, as `categoriesApi` reads it. */
  categories: async (signal: AbortSignal): Promise<Category[]> =>
    (
      await apiRequest<CategoryWire[]>("/api/categories", {
        signal,
        answer: await takeEarly("/api/categories"),
      })
    ).map(fromCategoryWire),
};
