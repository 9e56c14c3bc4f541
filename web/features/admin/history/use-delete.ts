import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { notify } from "../ui/notify";
import { useDeletedToast } from "./use-undo";

/**
 * The delete every admin list shares, once its row has asked: the toast says it is gone (offering
 * "Undo" where the history can bring it back), `onDeleted` moves the focus the row's button took
 * with it, and the lists reload; a refusal gets the list's failure toast with the server's reason.
 */
export function useDelete(options: {
  mutationFn: (id: string) => Promise<unknown>;
  /** The history's entity, for the toast's "Undo"; null for what cannot be undone. */
  entity: string | null;
  deleted: string;
  failed: string;
  refresh: QueryKey[];
  /** A list the row leaves at once, so it does not linger until the reload. */
  dropFrom?: QueryKey;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const deletedToast = useDeletedToast();
  const mutation = useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (_done, id) => {
      if (options.entity) deletedToast(options.deleted, { entity: options.entity, entityId: id });
      else notify.success(options.deleted);
      options.onDeleted?.();
      if (options.dropFrom)
        queryClient.setQueryData<{ id: string }[]>(options.dropFrom, (list) =>
          list?.filter((item) => item.id !== id),
        );
      await Promise.all(
        options.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => notify.failure(options.failed, error),
  });
  return { remove: (id: string) => mutation.mutate(id), isPending: mutation.isPending };
}
