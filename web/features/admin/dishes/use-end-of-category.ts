import { useQueryClient } from "@tanstack/react-query";
import { nextPosition } from "../sort-order/reorder";
import { queryKeys } from "../query-keys";
import { dishesApi } from "./dishes-api";

/**
 * The position after the last dish of a category, for a dish added to it or moved into it. The
 * list shown is usually cached already; another category's is fetched.
 */
export function useEndOfCategory(): (categoryId: string) => Promise<number> {
  const queryClient = useQueryClient();
  return async (categoryId) =>
    nextPosition(
      await queryClient.fetchQuery({
        queryKey: queryKeys.dishesOf(categoryId),
        queryFn: ({ signal }) => dishesApi.list(categoryId, signal),
      }),
    );
}
