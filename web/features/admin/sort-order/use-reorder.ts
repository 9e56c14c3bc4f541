import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useAdminI18n } from "../i18n/admin-i18n";
import { notify } from "../ui/notify";
import { orderOf, sameOrder, withPositions, type Positioned } from "./reorder";

/**
 * Saves a new order of a cached list at once, with one `PUT …/order`: the list shows the new
 * order (and positions) straight away, and goes back to the old one if the server refuses.
 * Orders of one list are saved one after another, so quick moves arrive in the order made.
 * Once the last of them has settled, the list and `alsoStale` are fetched again.
 */
export function useReorder<T extends Positioned>({
  queryKey,
  save,
  alsoStale = [],
}: {
  queryKey: QueryKey;
  save: (ids: string[]) => Promise<void>;
  alsoStale?: QueryKey[];
}): (next: T[]) => void {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const mutationKey = ["order", ...queryKey];

  const mutation = useMutation({
    mutationKey,
    scope: { id: JSON.stringify(mutationKey) },
    mutationFn: ({ ids }: { ids: string[]; previous: T[] | undefined }) => save(ids),
    onSuccess: () => notify.success(t("sortOrder.saved")),
    onError: (error, { previous }) => {
      queryClient.setQueryData(queryKey, previous);
      notify.failure(t("sortOrder.failed"), error);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all(
        [queryKey, ...alsoStale].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      );
    },
  });

  return (next) => {
    const previous = queryClient.getQueryData<T[]>(queryKey);
    if (previous && sameOrder(previous, next)) return;
    // A refetch under way would bring back the old order over the new one.
    void queryClient.cancelQueries({ queryKey, exact: true });
    // Set here rather than in onMutate, so a dropped row lands in its new place without flicker.
    queryClient.setQueryData(queryKey, withPositions(next));
    mutation.mutate({ ids: orderOf(next), previous });
  };
}
