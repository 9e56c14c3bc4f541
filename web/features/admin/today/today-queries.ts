import type { QueryClient } from "@tanstack/react-query";
import { earlyApi } from "../early-requests";
import { queryKeys } from "../query-keys";

/** Every dish, as "Heute" lists them. */
export const todayDishesQuery = {
  queryKey: queryKeys.dishesOf(""),
  queryFn: ({ signal }: { signal: AbortSignal }) => earlyApi.dishes(signal),
};

/**
 * Starts what "Heute" shows as soon as a token exists, beside the question who is signed in
 * (answered early when the page already asked: early-requests.ts): one after the other they
 * cost a phone on weak Wi-Fi a round trip more. Every role may see
 * "Heute", so nothing is fetched that the answer could forbid.
 */
export function prefetchToday(queryClient: QueryClient) {
  void queryClient.prefetchQuery(todayDishesQuery);
  void queryClient.prefetchQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => earlyApi.categories(signal),
  });
}
